import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { axisGarrisonSteps } from '#games/campaign-to-stalingrad/rules/supply/partisan-garrison';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import { hexId, side } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

/**
 * CtS 15.7 "The Axis Player must garrison each Major City along his rail net with at least
 * two steps of units" with 35.3 (railheads 2947, 3448, 3648): Kharkov 3250 starts Fall Blau
 * held by the 213th Security Division (reconstructed set-up card), so the Axis rail net runs
 * through it from turn 1 and the first Supply Phase repairs forward on all three lines.
 */
const axis = side('axis');
const ctx = createContext(realBundle);
const KHARKOV = hexId('3250');
const dice = () => new FixedDice({ 'T01/axis-movement/replacements': 1, 'T01/soviet-movement/replacements': 1 });

/** The Axis player turn 1 of Fall Blau with empty files: the railheads its Supply Phase moves forward (15.6). */
function turnOneRepairs(start: CtsState): string[] {
  const combat = cts.adjudicate(start, [{ side: axis, orders: [] }], dice()).state;
  expect(cts.window(combat)).toMatchObject({ id: 'T01/axis-combat' });
  return cts
    .adjudicate(combat, [{ side: axis, orders: [] }], dice())
    .events.filter((e) => e.type === 'rail-repaired')
    .map((e) => { const r = e as unknown as { railhead: string; hex: string }; return `${r.railhead} -> ${r.hex}`; });
}
const without213th = (s: CtsState, steps?: number): CtsState => ({
  ...s,
  units: { ...s.units, 'ger-213sich': steps ? { ...s.units['ger-213sich']!, steps } : { ...s.units['ger-213sich']!, hex: hexId('3150') } },
});

describe('Fall Blau: the Kharkov garrison at the start (CtS 15.7, 35.3)', () => {
  const start = cts.setup('fall-blau');

  it('15.7: the Major City hex of Kharkov (3250) starts with the 213th Security Division\'s two steps (and the IV Fliegerkorps HQ\'s one)', () => {
    expect(ctx.map.hasFeature(KHARKOV, 'major-city')).toBe(true);
    expect(start.units['ger-213sich']).toMatchObject({ where: 'map', hex: '3250', steps: 2 });
    expect(start.units['lw-IV-hq']).toMatchObject({ where: 'map', hex: '3250' });
    expect(axisGarrisonSteps(occupancy(ctx, start), KHARKOV)).toBe(3);
  });

  it('15.6, 35.3: in the Axis Supply Phase of turn 1 the railheads 2947, 3448 and 3648 each repair one hex forward', () => {
    expect(turnOneRepairs(start)).toEqual(['2947 -> 2946', '3448 -> 3447', '3648 -> 3647']);
  });

  it('15.7: with the 213th gone Kharkov holds one Axis step (the IV Fliegerkorps HQ), which cuts the two lines beyond it; only the Volchansk railhead repairs', () => {
    const gone = without213th(start);
    expect(axisGarrisonSteps(occupancy(ctx, gone), KHARKOV)).toBe(1);
    expect(turnOneRepairs(gone)).toEqual(['2947 -> 2946']);
  });

  it('15.7 "any type": the 213th reduced to one step and the Air HQ\'s step make the two steps, and the rail net stays whole', () => {
    const reduced = without213th(start, 1);
    expect(axisGarrisonSteps(occupancy(ctx, reduced), KHARKOV)).toBe(2);
    expect(turnOneRepairs(reduced)).toEqual(['2947 -> 2946', '3448 -> 3447', '3648 -> 3647']);
  });

  it('35.1: with the players\' set-up the 213th stays in Kharkov (a unit the set-up card places by name)', () => {
    const players = cts.setup('fall-blau', { setup: 'players' });
    expect(players.units['ger-213sich']).toMatchObject({ hex: '3250', steps: 2 });
    const moved = cts.check({ ...players, setup: 'axis' }, { side: axis, orders: [{ place: { units: ['ger-213sich'], hex: '3150' } }] });
    expect(moved.map((i) => i.code)).toContain('fixed-set-up');
  });
});
