import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { railHexes } from '#games/campaign-to-stalingrad/rules/railroads/rail-links';
import { defaultEntryRule, entryProblem, entryRuleFor, openEntryHexes } from '#games/campaign-to-stalingrad/rules/reinforcements/entry';
import { startLineSide } from '#games/campaign-to-stalingrad/setup/start-line';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

/**
 * The reading of Operation Uranus (36.0-36.8, the Section IV preamble, Errata 2 and 3)
 * against the code: one test per row of docs/rules-audit-campaign-to-stalingrad.md
 * ("Reading of Operation Uranus") where the code and the text differ.
 */
const ctx = createContext(realBundle);
const uranus = realBundle.scenarios.find((s) => s.id === 'operation-uranus')!;
const spec = (id: string) => ctx.units.get(id)!;
const sub = (who: string, orders: unknown[]) => ({ side: side(who), orders });
const place = (units: string[], hex: string) => ({ place: { units, hex } });

describe('Reading of Operation Uranus: where the code differs from the text', () => {
  it('U17 Errata 3D: the German 95th Division, withdrawn on turn 29 and never returned, is not in play when Operation Uranus begins on turn 49', () => {
    const start: CtsState = cts.setup('operation-uranus');
    expect(start.units['ger-95']?.where).not.toBe('map');
  });

  it('U15 Errata 2: in the players\' set-up the Soviet may start his first-turn reinforcement on any friendly controlled rail hex not adjacent to an enemy unit', () => {
    const s0 = cts.setup('operation-uranus', { setup: 'players' });
    const afterAxis = cts.adjudicate(s0, [sub('axis', [])], new FixedDice([])).state;
    const unit = uranus.firstTurnReinforcement!.units[0]!;
    const occupied = new Set(Object.values(afterAxis.units).filter((u) => u.where === 'map').map((u) => u.hex));
    const axisNext = (h: string) => ctx.map.neighbours(h as never).some((n) => Object.values(afterAxis.units).some((u) => u.where === 'map' && u.hex === n && spec(u.id).side === 'axis'));
    // a Soviet rail hex deep behind the line, away from the 51st Army's set-up rows, empty, no enemy next to it
    const hex = [...railHexes(ctx)].sort().find((h) => afterAxis.control[h] === 'soviet' && startLineSide(uranus.startLine.rows, h) === 'soviet' && !occupied.has(h) && !axisNext(h) && h !== uranus.firstTurnReinforcement!.hex && Number(h.slice(0, 2)) < 40)!;
    expect(hex).toBeDefined();
    expect(cts.check(afterAxis, sub('soviet', [place([unit], hex)]))).toEqual([]);
    // and never next to an enemy unit, even inside the 51st Army's rows
    const nextToAxis = [...railHexes(ctx)].sort().find((h) => afterAxis.control[h] === 'soviet' && !occupied.has(h) && axisNext(h))!;
    expect(nextToAxis).toBeDefined();
    expect(cts.check(afterAxis, sub('soviet', [place([unit], nextToAxis)])).map((i) => [i.code, i.rule])).toContainEqual(['outside-set-up-area', 'CtS Errata 2']);
  });

  it('U6 36.1(1): a Uranus set-up refusal names the November 19th Start Line and rule 36.1(1), not the June 28th line of 35.1(1)', () => {
    const s0 = cts.setup('operation-uranus', { setup: 'players' });
    const axisUnit = Object.values(s0.units).find((u) => u.where === 'map' && spec(u.id).side === 'axis' && spec(u.id).army === 'Rum3A' && !spec(u.id).type.endsWith('-hq'))!;
    const sovietHex = Object.values(s0.units).find((u) => u.where === 'map' && spec(u.id).side === 'soviet' && spec(u.id).army === '5TA')!.hex!;
    const issues = cts.check(s0, sub('axis', [place([axisUnit.id], sovietHex)]));
    const wrong = issues.find((i) => i.code === 'wrong-side-of-start-line')!;
    expect(wrong).toBeDefined();
    expect([wrong.rule, wrong.message.includes('November 19th')]).toEqual(['CtS 36.1(1)', true]);
  });

  it('U18 19.3, Errata 3A: the 6th Mechanized Corps, a Soviet reinforcement of turn 59, may enter at a friendly hex of the northern map edge', () => {
    const start: CtsState = cts.setup('operation-uranus');
    // a friendly north-edge hex well west of the north-east corner (so not on the east edge too)
    const north = openEntryHexes(ctx, start, 'sov-6mc', defaultEntryRule('soviet')).find((h) => Number(h.slice(2)) >= 20)!;
    expect(north).toBeDefined();
    expect(entryProblem(ctx, start, 'sov-6mc', north, entryRuleFor(ctx, start, 'sov-6mc'))).toBeNull();
  });
});
