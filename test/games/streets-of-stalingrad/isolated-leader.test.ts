import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { movementOptions } from '#games/streets-of-stalingrad/windows/movement/options';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { sosEventVisibility, HIDDEN_UNIT } from '#games/streets-of-stalingrad/view/event-visibility';
import { codes, env, ruleset } from './movement-window-fixture';
import { losOf } from './view-fixture';

/**
 * SoS 18.32: "An isolated leader unit may attempt to move through an enemy ZOC hex by itself.
 * For each ZOC hex entered, immediately roll one d10, subtract any adjacent enemy sniper unit's
 * value, subtract the maximum -4 DRM, and consult the Leader Survival Table for possible leader
 * casualty. If the leader is wounded, he may still continue moving and attempt to reach friendly
 * lines. If wounded a second time, he is eliminated (captured or killed). Wounded leaders that
 * reach friendly lines are placed on the Turn Column Track to return on the turn indicated by the
 * Survival Table die roll." The table: 2 or less eliminated, 3-6 wounded (roll a d10 again: the
 * turns out of play), 7 or more survives.
 *
 * The position: a Soviet company on 1236 holds the enemy ZOC of 1237, 1137 and 1136 (suburbs).
 * The German leader (MUES in scenario #1, Rittner in #2) stands on 1239 with an "Out of Supply"
 * marker (19.6: isolated); a German company on 1035, beyond the ZOC, is his friendly lines.
 * Scenario #2's snipers play in its own hexes: the same ground 32 rows north (1236 is 1204).
 */
const H = (n: Scenario, hex: string): string => (n === 1 ? hex : `${hex.slice(0, 2)}${String(Number(hex.slice(2)) - 32).padStart(2, '0')}`);
type Scenario = 1 | 2;
const SOVIET = { 1: 'sov-1-270-nkvd', 2: 'sov-1-1045' } as const;
const GERMAN = { 1: 'ger-71-5-191', 2: 'ger-5-276' } as const;
const LEADER = { 1: 'ger-mues', 2: 'ger-rittner' } as const;

function position(n: Scenario, given: Record<string, string>, isolated: boolean): SosState {
  const base = ruleset.setup(`scenario-${n}`).state;
  const placed: Record<string, string> = { 'sov-chuikov': '0860', 'ger-paulus': 'GB-1', 'ger-von-seydlitz': 'GB-1', [SOVIET[n]]: H(n, '1236'), [GERMAN[n]]: H(n, '1035'), [LEADER[n]]: H(n, '1239'), ...given };
  const pieces: SosState['pieces'] = {};
  for (const [id, p] of Object.entries(base.pieces)) pieces[id] = { ...p, at: placed[id] ?? null, pinned: false, dismounted: false };
  for (const id of Object.keys(placed)) if (!pieces[id]) throw new Error(`${id} is not a counter of scenario #${n}`);
  const { outOfSupply: _, ...rest } = base;
  return { ...rest, pieces, markers: { attack: [], breakthru: [] }, ...(isolated ? { outOfSupply: { [LEADER[n]]: 1 } } : {}) };
}

function ctxOf(n: Scenario, opportunityFire = false): PhaseContext {
  const entry = turnPlan(`scenario-${n}`, 1)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === 'german-movement')!;
  // an opportunity fire policy the Soviet side holds makes the move run moment by moment (11.4); its rule never fires at a lone leader (18.17)
  const soviet = opportunityFire ? { opportunityFire: [{ units: [SOVIET[n]], targets: 'armor' as const }] } : null;
  return { env, scenario: `scenario-${n}`, turn: 1, window: entry, side: 'german', standing: { german: null, soviet }, options: {} };
}

const THROUGH = ['1238', '1237', '1137', '1136', '1035'];
const move = (n: Scenario, path = THROUGH) => ({ move: { units: [LEADER[n]], path: path.map((h) => H(n, h)) } });
/** The label of the roll for the leader entering the `step`th hex of the path of the phase's first order. */
const label = (n: Scenario, step: number, hex: string) => `${ctxOf(n).window.id}/leader-zoc/0/${LEADER[n]}/${step}/${H(n, hex)}`;
const run = (n: Scenario, s: SosState, dice: Record<string, number>, orders: unknown[] = [move(n)], opportunityFire = false) =>
  windowRules('german-movement').adjudicate(ctxOf(n, opportunityFire), s, orders as SosOrder[], new FixedDice(dice));
const rolls = (events: readonly Record<string, unknown>[]) => events.filter((e) => e['type'] === 'leader-survival').map((e) => [e['hex'], e['die'], e['mdr'], e['result']]);
const MAXIMUM = { value: -4, reason: 'an isolated leader moving alone through an enemy ZOC hex takes the maximum -4', rule: 'SoS 18.32' };

describe('SoS 18.32: an isolated leader moving alone through enemy ZOC hexes', () => {
  it('18.16: a leader who is not isolated may not enter an enemy ZOC hex alone unless a friendly combat unit is there, and rolls for nothing', () => {
    const s = position(1, {}, false);
    expect(codes(windowRules('german-movement').check(ctxOf(1), s, [move(1)] as SosOrder[]))).toEqual([['leader-into-zoc', 'orders.0.move.path.1']]);
  });

  it('the isolated leader may go on through; a path through one ZOC hex only to friendly lines: he rolls once, the maximum -4 subtracted', () => {
    const s = position(1, { [GERMAN[1]]: '1138' }, true);
    expect(windowRules('german-movement').check(ctxOf(1), s, [move(1, ['1238', '1237', '1138'])] as SosOrder[])).toEqual([]);
    // the best die, a 10, less 4 is a 6: wounded. "The maximum -4" leaves no roll that survives (7 or more)
    const r = run(1, s, { [label(1, 2, '1237')]: 10, [`${label(1, 2, '1237')}/wounded`]: 3 }, [move(1, ['1238', '1237', '1138'])]);
    expect(r.events).toContainEqual({ type: 'leader-survival', rule: 'SoS 18.32', leader: 'ger-mues', hex: '1237', cause: 'an isolated leader moving alone entered an enemy ZOC hex', drms: [MAXIMUM], die: 10, mdr: 6, result: 'wounded' });
    // wounded, he goes on and reaches the company on 1138: on the Turn Column Track, out for 3 complete turns (18.41)
    expect(r.events).toContainEqual({ type: 'leader-reached-friendly-lines', rule: 'SoS 18.32', leader: 'ger-mues', hex: '1138' });
    expect(r.events).toContainEqual({ type: 'leader-wounded', rule: 'SoS 18.41', leader: 'ger-mues', die: 3, turns: 3, returnTurn: 5 });
    expect(r.state.pieces['ger-mues']).toMatchObject({ at: null });
    expect(r.state.pieces['ger-mues']!.eliminated ?? false).toBe(false);
    expect(r.state.leaderReturns).toContainEqual({ unit: 'ger-mues', turn: 5 });
  });

  it('eliminated on the first ZOC hex (a 6 less 4 is a 2): he is removed at once and the move stops there', () => {
    const s = position(1, {}, true);
    const r = run(1, s, { [label(1, 2, '1237')]: 6 });
    expect(rolls(r.events)).toEqual([['1237', 6, 2, 'eliminated']]);
    expect(r.state.pieces['ger-mues']).toMatchObject({ at: null, eliminated: true });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'moved', units: ['ger-mues'], to: '1237', path: ['1238', '1237'] }));
  });

  it('wounded and going on, wounded a second time: eliminated (captured or killed) in the second ZOC hex', () => {
    const s = position(1, {}, true);
    const r = run(1, s, { [label(1, 2, '1237')]: 9, [label(1, 3, '1137')]: 8 });
    expect(rolls(r.events)).toEqual([
      ['1237', 9, 5, 'wounded'],
      ['1137', 8, 4, 'wounded'],
    ]);
    expect(r.events).toContainEqual({ type: 'leader-eliminated', rule: 'SoS 18.32', leader: 'ger-mues', hex: '1137', reason: 'wounded a second time in his move through enemy ZOC hexes: captured or killed' });
    expect(r.state.pieces['ger-mues']).toMatchObject({ at: null, eliminated: true });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'moved', to: '1137' }));
  });

  it('wounded once and ending his move short of friendly lines (no German combat unit in his hex): captured (chosen reading)', () => {
    const s = position(1, { [GERMAN[1]]: '1240' }, true);
    const r = run(1, s, { [label(1, 2, '1237')]: 7 }, [move(1, ['1238', '1237', '1138'])]);
    expect(rolls(r.events)).toEqual([['1237', 7, 3, 'wounded']]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'leader-eliminated', rule: 'SoS 18.32', leader: 'ger-mues', hex: '1138' }));
    expect(r.state.pieces['ger-mues']).toMatchObject({ at: null, eliminated: true });
  });

  it('an adjacent enemy sniper subtracts its value: Zaitsev next to the ZOC hex entered makes an 8 a 2, eliminated', () => {
    const s = position(2, { 'sov-zaitsev': H(2, '1337') }, true);
    const r = run(2, s, { [label(2, 2, '1237')]: 8 });
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'leader-survival', leader: 'ger-rittner', hex: H(2, '1237'), drms: [MAXIMUM, { value: -2, reason: `the enemy sniper sov-zaitsev is adjacent, in ${H(2, '1337')}`, rule: 'SoS 18.32, 16.13' }], die: 8, mdr: 2, result: 'eliminated' }),
    );
    expect(r.state.pieces['ger-rittner']).toMatchObject({ at: null, eliminated: true });
    // without the sniper the same 8 is a 4: wounded
    const without = run(2, position(2, {}, true), { [label(2, 2, '1237')]: 8, [label(2, 3, '1137')]: 10 });
    expect(rolls(without.events)[0]).toEqual([H(2, '1237'), 8, 4, 'wounded']);
  });

  it('11.4: under the Soviet opportunity fire policy the move runs moment by moment and the roll is made as he enters the hex', () => {
    const s = position(1, {}, true);
    const r = run(1, s, { [label(1, 2, '1237')]: 1 }, [move(1)], true);
    expect(rolls(r.events)).toEqual([['1237', 1, -3, 'eliminated']]);
    expect(r.state.pieces['ger-mues']).toMatchObject({ at: null, eliminated: true });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'moved', to: '1237' }));
  });

  it('7.0: the Soviet side reads the roll of a leader it does not see as it reads the Leader Survival roll of 18.33: the leader named as a hidden unit', () => {
    const r = run(1, position(1, {}, true), { [label(1, 2, '1237')]: 9, [label(1, 3, '1137')]: 8 });
    const s = position(1, { 'ger-mues': '1035' }, true);
    const roll = r.events.find((e) => e['type'] === 'leader-survival')!;
    expect(roll.visibleTo).toBeUndefined();
    // read against a position where MUES is still on the map, unseen by the Soviet
    const look = { inLos: losOf([]), badWeather: false };
    const combat = { ...roll, rule: 'SoS 18.3', cause: undefined };
    const ours = sosEventVisibility(env, s, [roll], look);
    const theirs = sosEventVisibility(env, s, [combat], look);
    expect(ours.map((e) => e.visibleTo)).toEqual(theirs.map((e) => e.visibleTo));
    expect(ours.find((e) => e.visibleTo?.[0] === 'soviet')).toMatchObject({ leader: HIDDEN_UNIT, hex: '1237' });
    expect(ours.find((e) => e.visibleTo?.[0] === 'german')).toMatchObject({ leader: 'ger-mues' });
  });
  it('the options listing: the isolated leader may end beyond the ZOC by the short way through it, with a note of the rolls; the leader who is not isolated goes round it', () => {
    const ends = (isolated: boolean) => movementOptions(ctxOf(1), position(1, {}, isolated), null).find((o) => o.unit === 'ger-mues')!;
    const zoc = ['1136', '1137', '1235', '1237', '1336', '1337'];
    const isolated = ends(true);
    expect(isolated.notes).toEqual([expect.stringContaining('SoS 18.32')]);
    const through = isolated.moves!.find((m) => m.hex === '1135')!;
    expect(through).toEqual({ hex: '1135', cost: 5, path: ['1139', '1138', '1137', '1136', '1135'] });
    expect(windowRules('german-movement').check(ctxOf(1), position(1, {}, true), [{ move: { units: ['ger-mues'], path: through.path } }] as SosOrder[])).toEqual([]);
    const supplied = ends(false);
    const round = supplied.moves!.find((m) => m.hex === '1135')!;
    expect(round.cost).toBe(6);
    expect(round.path.some((h) => zoc.includes(h))).toBe(false);
    expect(supplied.notes).toBeUndefined();
  });
});
