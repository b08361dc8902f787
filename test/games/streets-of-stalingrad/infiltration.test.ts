import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { parseSosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { ofType, ruleset, sub } from './attack-fixture';
import { AT, ATTACK_DIE, DF_DIE, HERMAN, INF, ORDER, exploitAttack, infiltrate, issues, position } from './infiltration-fixture';

/**
 * SoS 13.0-13.8, Herman's infiltration, in the campaign (scenario #3) on 26 September, turn 14:
 * the Soviet Exploit Attack Phase 15. Column 07 of the southern city is city hexes from row 13
 * to row 54. Herman and the 1/42 Rifle Brigade stand in 0720, the 2/42 holds 0719 behind
 * them; German companies of the 276th stand in 0722 (one) and 0724 (two). The way in passes
 * through 0722 (a city hex: 13.2) to 0723, next to 0724; the way back runs 0722, 0721, 0720,
 * 0719, four hexes (13.8), to the 2/42.
 */
const play = (g: SosGame, orders: unknown[], dice: Record<string, number>) => ruleset.adjudicate(g, [sub('soviet', orders)], FixedDice.mixed(dice, [10, 10, 10, 10, 10, 10]));
const at = (g: SosGame, id: string) => g.state.pieces[id]!;
/** The phase's own events, before the server's end of the phase (9.115: its markers removed). */
const phaseTypes = (events: readonly { type: string }[]) => events.map((e) => e.type).slice(0, events.findIndex((e) => e.type === 'markers-removed'));

describe('SoS 13.1-13.8: Herman infiltrates on 26 September (campaign turn 14)', () => {
  it('13.1, 13.2: the order is accepted: through the German company in city hex 0722, to 0723 next to the target', () => {
    expect(ruleset.window(position())!.id).toBe('T14/soviet-exploit-attack');
    expect(issues(position(), [infiltrate()])).toEqual([]);
  });

  it('13.3-13.6, 13.8: a 3 (MDR 2 with Herman\'s -1, the only modifier) is a P on the 4 column: the one German company is eliminated, no defensive fire, Herman and the infantry go back and the infantry is spent', () => {
    const r = play(position(), [infiltrate()], { [ATTACK_DIE]: 3 });
    expect(phaseTypes(r.events)).toEqual(['infiltration-move', 'infiltration-attack', 'infiltration-return', 'attackers-spent']);
    expect(ofType(r.events, 'infiltration-move')[0]).toMatchObject({ units: [HERMAN, INF], from: '0720', path: ['0721', '0722', '0723'] });
    expect(ofType(r.events, 'infiltration-attack')[0]).toMatchObject({
      hex: '0724', from: '0723', unit: 'ger-5-276', total: 4, column: '4', die: 3, mdr: 2, result: 'P', eliminated: ['ger-5-276'],
      drms: [{ value: -1, reason: 'Herman infiltrates: only his modifier', rule: 'SoS 13.5' }],
    });
    const s = r.state.state;
    expect(at(r.state, 'ger-5-276').eliminated).toBe(true);
    expect(at(r.state, 'ger-6-276').at).toBe('0724');
    expect([s.pieces[HERMAN]!.at, s.pieces[INF]!.at]).toEqual(['0719', '0719']);
    expect(ofType(r.events, 'attackers-spent')[0]).toMatchObject({ rule: 'SoS 9.18', units: [INF] });
  });

  it('13.7, 13.5: a 4 misses; both companies of 0724 fire their DF (8, the 7-9 column) with only +1: a 4 (MDR 5) misses, and the pair go back', () => {
    const r = play(position(), [infiltrate()], { [ATTACK_DIE]: 4, [DF_DIE]: 4 });
    expect(phaseTypes(r.events)).toEqual(['infiltration-move', 'infiltration-attack', 'infiltration-defensive-fire', 'infiltration-return', 'attackers-spent']);
    expect(ofType(r.events, 'infiltration-attack')[0]).toMatchObject({ die: 4, mdr: 3, result: '-', eliminated: [] });
    expect(ofType(r.events, 'infiltration-defensive-fire')[0]).toMatchObject({
      hex: '0724', at: '0723', total: 8, column: '7-9', die: 4, mdr: 5, result: '-', eliminated: [],
      drms: [{ value: 1, reason: 'defensive fire at Herman infiltrating: only his modifier', rule: 'SoS 13.5' }],
    });
    expect(at(r.state, HERMAN).at).toBe('0719');
  });

  it('13.6: the German P eliminates the infantry unit, and Herman with it; there is no way back', () => {
    const r = play(position(), [infiltrate()], { [ATTACK_DIE]: 4, [DF_DIE]: 3 });
    expect(ofType(r.events, 'infiltration-defensive-fire')[0]).toMatchObject({ die: 3, mdr: 4, result: 'P', eliminated: [HERMAN, INF] });
    expect(ofType(r.events, 'infiltration-return')).toEqual([]);
    expect([at(r.state, HERMAN).eliminated, at(r.state, INF).eliminated]).toEqual([true, true]);
  });

  it('13.4, 13.8: the infiltration is resolved before any other attack of the phase', () => {
    const more = { ...AT, 'sov-42rb-3': '0727', 'ger-71-5-191': '0728' };
    const attack = { attack: { target: '0728', fire: [{ units: ['sov-42rb-3'], from: '0727' }] } };
    const g = position(more, { attack: ['0728'] });
    expect(issues(g, [attack, infiltrate()])).toEqual([]);
    const types = play(g, [attack, infiltrate()], { [ATTACK_DIE]: 3 }).events.map((e) => e.type);
    expect(types.indexOf('infiltration-return')).toBeLessThan(types.indexOf('attack'));
  });

  it('13.4: when the German player is asked for his defence, the infiltration is already resolved: the pause keeps its result, and the phase goes on without it', () => {
    const more = { ...AT, 'sov-42rb-3': '0727', 'ger-71-5-191': '0728' };
    const attack = { attack: { target: '0728', fire: [{ units: ['sov-42rb-3'], from: '0727' }] } };
    const g = { ...position(more, { attack: ['0728'] }), standing: { german: null, soviet: null } };
    const r = play(g, [attack, infiltrate()], { [ATTACK_DIE]: 3 });
    expect(r.events.map((e) => e.type)).toEqual(['infiltration-move', 'infiltration-attack', 'infiltration-return', 'attackers-spent', 'attacks-declared', 'pause']);
    expect(at(r.state, 'ger-5-276').eliminated).toBe(true);
    const resumed = ruleset.adjudicate(r.state, [], FixedDice.mixed({}, [10, 10, 10, 10, 10, 10]));
    expect(resumed.events.filter((e) => e.type.startsWith('infiltration'))).toEqual([]);
    expect(resumed.events.map((e) => e.type)).toContain('attack');
  });

  it('13.1, options(): the window offers Herman the infiltration, with the German units he may attack', () => {
    const herman = ruleset.options(position(), 'soviet' as never).find((o) => o.unit === HERMAN);
    expect(herman?.attacks?.map((a) => a.target)).toContain('0724');
    // SoS 7.1, 7.2, 13.3: the hidden stack in 0724 is offered by its hex alone, its units not named
    expect(herman?.notes?.some((n) => n.includes('"target":"0724"') && !n.includes('"unit"'))).toBe(true);
    expect(herman?.notes?.some((n) => n.includes('ger-5-276') || n.includes('ger-6-276'))).toBe(false);
    // the window's template gives the first as its example order
    const example = ruleset.template(position(), 'soviet' as never).exampleOrders[0] as { infiltrate: { units: string[] } };
    expect(example.infiltrate.units).toEqual([HERMAN, INF]);
    expect(issues(position(), [example])).toEqual([]);
    // each note's order, sent as it is, passes the check
    for (const n of herman!.notes!) expect(issues(position(), [{ infiltrate: JSON.parse(n.slice('infiltrate: '.length, n.lastIndexOf(' (SoS'))) }])).toEqual([]);
  });
});

describe('SoS 13.1: the options on the campaign map', () => {
  it('on the campaign set-up, the 1/42 Rifle Brigade put in Herman\'s hex: every infiltration listed passes the check', () => {
    const g = exploitAttack(14);
    const herman = g.state.pieces[HERMAN]!.at!;
    const h = { ...g, state: { ...g.state, pieces: { ...g.state.pieces, [INF]: { ...g.state.pieces[INF]!, at: herman } } } };
    const notes = ruleset.options(h, 'soviet' as never).find((o) => o.unit === HERMAN)?.notes ?? [];
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) expect(issues(h, [{ infiltrate: JSON.parse(n.slice('infiltrate: '.length, n.lastIndexOf(' (SoS'))) }])).toEqual([]);
  });
});

describe('SoS 13.1-13.8: what the infiltration refuses', () => {
  it('13.1: before 26 September (turn 13, 25 September) the window takes no infiltration', () => {
    const g = position(AT, { turn: 13 });
    expect(ruleset.window(g)!.id).toBe('T13/soviet-exploit-attack');
    expect(issues(g, [infiltrate()])).toEqual([['orders.0', 'wrong-window', 'SoS 4.2']]);
  });

  it('13.1: Herman takes one Soviet infantry unit he is stacked with: not an AT gun, not a unit in another hex', () => {
    expect(issues(position({ ...AT, 'sov-42rb-at': '0720' }), [infiltrate({ units: [HERMAN, 'sov-42rb-at'] })])).toEqual([['orders.0.infiltrate.units.1', 'not-soviet-infantry', 'SoS 13.1']]);
    expect(issues(position({ ...AT, [INF]: '0721' }), [infiltrate({ path: ['0722', '0723'] })])).toEqual([['orders.0.infiltrate.units', 'not-stacked', 'SoS 13.1']]);
    expect(issues(position(), [infiltrate({ units: [INF, 'sov-42rb-2'] })])).toContainEqual(['orders.0.infiltrate.units', 'no-herman', 'SoS 13.1']);
    expect(issues(position(AT, { spent: [INF] }), [infiltrate()])).toEqual([['orders.0.infiltrate.units.1', 'spent', 'SoS 9.62, 13.1']]);
  });

  it('13.1 (schema): Herman never infiltrates alone, and the way back is 4 hexes at most (13.8)', () => {
    const alone = parseSosOrder({ infiltrate: { ...ORDER, units: [HERMAN] } });
    expect(alone.success).toBe(false);
    const far = parseSosOrder({ infiltrate: { ...ORDER, back: ['0722', '0721', '0720', '0719', '0718'] } });
    expect(far.success ? [] : far.error.issues.map((i) => [i.path.join('.'), (i as { params?: { code?: string } }).params?.code])).toEqual([['infiltrate.back', 'back-too-far']]);
  });

  it('13.1: never farther than 4 hexes from a non-infiltrating Soviet unit', () => {
    const alone = { ...AT, 'sov-42rb-2': '0715' };
    expect(issues(position(alone), [infiltrate({ back: ['0722', '0721', '0720'] })])).toEqual([['orders.0.infiltrate.path.0', 'beyond-tether', 'SoS 13.1']]);
  });

  it('13.2: no stop in a hex with German units, even in a city hex', () => {
    expect(issues(position(), [infiltrate({ path: ['0721', '0722'], target: '0723' })])).toEqual(expect.arrayContaining([['orders.0.infiltrate.path.1', 'stops-on-german-units', 'SoS 13.2']]));
  });

  it('13.2, 8.09 c, 17.22: outside city and industrial/fortified hexes no passing German units (German minefields included), and a German ZOC hex ends the way in', () => {
    // 0925 is a city hex, 1025 and 1024 suburbs; 1126 is next to 1025, not to 1024
    const base = { [HERMAN]: '0925', [INF]: '0925', 'sov-42rb-2': '0924', 'ger-5-276': '1126' };
    const through = { ...base, 'ger-7-276': '1025' };
    expect(issues(position(through), [infiltrate({ path: ['1025', '1024'], target: '1126', back: ['0925'] })])).toEqual([['orders.0.infiltrate.path.0', 'german-units-outside-city', 'SoS 13.2']]);
    expect(issues(position(base), [infiltrate({ path: ['1025', '1024'], target: '1126', back: ['0925'] })])).toEqual([['orders.0.infiltrate.path.1', 'must-stop', 'SoS 13.2, 8.09, 17.22']]);
    expect(issues(position(base), [infiltrate({ path: ['1025'], target: '1126', back: ['0925'] })])).toEqual([]);
    // a German minefield is passed in a city hex (0721), not outside one (1025); a Soviet one outside city hexes stops the walk (17.22)
    const mined = (g: SosGame, hex: string, side: 'german' | 'soviet'): SosGame => ({ ...g, state: { ...g.state, engineering: { tasks: [], fortifications: [], bridges: [], minefields: [{ hex, side, revealed: true }] } } });
    expect(issues(mined(position(), '0721', 'german'), [infiltrate()])).toEqual([]);
    expect(issues(mined(position(base), '1025', 'german'), [infiltrate({ path: ['1025'], target: '1126', back: ['0925'] })])).toEqual([['orders.0.infiltrate.path.0', 'german-units-outside-city', 'SoS 13.2']]);
    const far = { ...base, 'ger-5-276': '1223' };
    expect(issues(mined(position(far), '1025', 'soviet'), [infiltrate({ path: ['1025', '1125'], target: '1223', back: ['1025', '0925'] })])).toEqual([['orders.0.infiltrate.path.1', 'must-stop', 'SoS 13.2, 8.09, 17.22']]);
  });

  it('13.3: one German combat unit, in the target hex, attacked in range; one infiltration a phase', () => {
    // SoS 7.1, 7.2: a hidden unit may not be named, and the refusal is the same whether it is in the target hex (ger-5-276) or not (ger-7-276)
    expect(issues(position(), [infiltrate({ unit: 'ger-7-276' })])).toEqual([['orders.0.infiltrate.unit', 'unseen-unit', 'SoS 7.1, 7.2, 13.3']]);
    expect(issues(position(), [infiltrate({ unit: 'ger-5-276' })])).toEqual([['orders.0.infiltrate.unit', 'unseen-unit', 'SoS 7.1, 7.2, 13.3']]);
    expect(issues(position({ ...AT, 'ger-5-276': '0723', 'ger-6-276': '0723' }), [infiltrate({ target: '0724', path: ['0721'], back: ['0720'] })])).toContainEqual(['orders.0.infiltrate.target', 'no-enemy', 'SoS 13.3']);
    expect(issues(position(), [infiltrate({ path: ['0721'], back: ['0720'] })])).toContainEqual(['orders.0.infiltrate.units.1', 'out-of-range', 'SoS 9.23']);
    expect(issues(position(), [infiltrate(), infiltrate()])).toContainEqual(['orders.1.infiltrate', 'one-infiltration', 'SoS 13.3']);
  });

  it('13.3, 9.15: the infantry unit that infiltrates fires in no other attack of the phase', () => {
    const g = position({ ...AT, 'ger-71-5-191': '0620' }, { attack: ['0620'] });
    expect(issues(g, [infiltrate(), { attack: { target: '0620', fire: [{ units: [INF], from: '0720' }] } }])).toContainEqual(['orders.1.attack.fire.0.units.0', 'fires-twice', 'SoS 9.15, 9.18']);
  });

  it('13.8: the way back ends on the Soviet side: with or next to a Soviet combat unit that stayed', () => {
    expect(issues(position(), [infiltrate({ back: ['0722', '0721'] })])).toEqual([['orders.0.infiltrate.back.1', 'not-back', 'SoS 13.8']]);
  });
});
