import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { ruleset, sub } from './attack-fixture';
import { AT, HERMAN, INF, infiltrate, issues, position } from './infiltration-fixture';

/**
 * Second reading of Herman's infiltration (13.0-13.8, with 8.09, 17.22, 9.61, 9.65, 18.52, 7.2,
 * 7.5): the rows HI-nn of docs/rules-audit-streets-of-stalingrad.md where the code differed from
 * the rulebook text (DIFFERS — fixed), each a test of the fix. The position is infiltration.test.ts's: the
 * campaign's 26 September turn (14), Soviet Exploit Attack Phase 15; Herman and the 1/42 Rifle
 * Brigade in city hex 0720, the 2/42 in 0719, German companies of the 276th in 0722 and 0724.
 */
const mined = (g: SosGame, hex: string, side: 'german' | 'soviet'): SosGame => ({ ...g, state: { ...g.state, engineering: { tasks: [], fortifications: [], bridges: [], minefields: [{ hex, side, revealed: true }] } } });

describe('second reading of Herman\'s infiltration (HI)', () => {
  it('HI-09: 17.22: a Soviet minefield outside city hexes with a Soviet combat unit in it at the start of the phase is walked through, as any Soviet move passes it', () => {
    // 0925 is a city hex, 1025 a suburb: a Soviet minefield in 1025, held by the 3/42 Rifle Brigade; the German company in 1224, next to 1125
    const base = { [HERMAN]: '0925', [INF]: '0925', 'sov-42rb-2': '0924', 'sov-42rb-3': '1025', 'ger-5-276': '1224' };
    const order = infiltrate({ path: ['1025', '1125'], target: '1224', back: ['1025', '0925'] });
    expect(issues(mined(position(base), '1025', 'soviet'), [order])).toEqual([]);
    // unheld, the minefield stops the walk (17.22)
    const { 'sov-42rb-3': _, ...unheld } = base;
    expect(issues(mined(position(unheld), '1025', 'soviet'), [order])).toEqual([['orders.0.infiltrate.path.1', 'must-stop', 'SoS 13.2, 8.09, 17.22']]);
  });

  it('HI-24: 9.65, 9.61: the hex of the German unit infiltrated ("the attacked hex", 13.7) is not attacked again in the phase', () => {
    const g = position({ ...AT, 'sov-42rb-3': '0725' }, { attack: ['0724'] });
    const attack = { attack: { target: '0724', fire: [{ units: ['sov-42rb-3'], from: '0725' }] } };
    expect(issues(g, [attack])).toEqual([]);
    expect(issues(g, [infiltrate(), attack]).map((i) => i[0])).toContain('orders.1.attack.target');
    // 9.61: the marked hex whose unit is infiltrated has been attacked: the infiltration alone is accepted
    expect(issues(g, [infiltrate()])).toEqual([]);
    // 9.65: the infiltration is one of the hex's eight attacks of the turn
    const eight = { ...g, state: { ...g.state, hexAttacks: { turn: 14, counts: { '0724': 8 } } } };
    expect(issues(eight, [infiltrate()])).toContainEqual(['orders.0.infiltrate.target', 'attacked-eight-times', 'SoS 9.65']);
    // resolved, the hex is recorded attacked and counted
    const r = ruleset.adjudicate(g, [sub('soviet', [infiltrate()])], FixedDice.mixed({ 'T14/soviet-exploit-attack/infiltration/attack': 10, 'T14/soviet-exploit-attack/infiltration/df': 10 }, [10, 10, 10, 10, 10, 10]));
    const done = r.events.find((e) => e.type === 'infiltration-attack') as { unit?: string } | undefined;
    expect(done?.unit).toBe('ger-5-276');
    expect(r.state.state.hexAttacks?.counts['0724']).toBe(1);
    expect(r.events.some((e) => e.type === 'attack' || e.type === 'marked-hex-unattacked')).toBe(false);
  });

  it('HI-26: 18.52, 13.1 and the docs ("one ready order the check accepts"): with Chuikov arrived this turn, the options offer no infiltration the check refuses', () => {
    const g0 = position();
    const g = { ...g0, state: { ...g0.state, commandArrivals: [{ unit: 'sov-chuikov', turn: 14 }] } };
    expect(issues(g, [infiltrate()])).toContainEqual(['orders.0.infiltrate', 'no-attacks-yet', 'SoS 18.52']);
    const notes = ruleset.options(g, 'soviet' as never).find((o) => o.unit === HERMAN)?.notes ?? [];
    const refused = notes.filter((n) => issues(g, [{ infiltrate: JSON.parse(n.slice('infiltrate: '.length, n.lastIndexOf(' (SoS'))) }]).length > 0);
    expect(refused).toEqual([]);
  });

  it('HI-27: 7.2, 7.0, 13.3: the Soviet options do not name a German unit hidden in a city hex, which the Soviet view does not show (the exact target is chosen among the units he sees)', () => {
    const g = position();
    expect(JSON.stringify(ruleset.view(g, 'soviet' as never))).not.toContain('ger-5-276');
    const herman = ruleset.options(g, 'soviet' as never).find((o) => o.unit === HERMAN);
    expect(herman).toBeDefined();
    expect(JSON.stringify(herman)).not.toContain('ger-5-276');
  });
});
