import type { Issue } from '#kernel/engine/issues';
import type { GameEvent } from '#kernel/engine/events';
import type { ReplacementKind } from '../data/replacements';
import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosPlace, SosState } from '../state/types';
import { pointsOf, spend } from './points';
import { replacementCost } from './unit-kind';
import { leaderReturnRefusal, leadersBack, removedWithFormation } from '../consolidation/leader-return';

type At = (string | number)[];

/** SoS 21.2: the boxes a side's replacements are placed in: the German off-map boxes, the Soviet East Bank boxes. */
export const sideBox = (side: SosSide, box: SosPlace): boolean => (side === 'german' ? box.startsWith('GB-') : box.startsWith('EB-'));

/**
 * SoS 21.41-21.46, 16.17, 16.26, 21.2: every reason the side may not rebuild `units` with its
 * saved replacement points and place them in `box` now. `rebuilt`: the units already rebuilt
 * earlier in the same phase (21.46: a counter is in play only once). Each unit must be the
 * side's, eliminated, of a kind that may be replaced, and the points of its kind (its printed
 * AF, 21.41) must be saved, for the order's units together.
 */
export function replaceProblems(env: SosEnv, state: SosState, side: SosSide, units: readonly string[], box: SosPlace, rebuilt: ReadonlySet<string>, at: At): Issue[] {
  const out: Issue[] = [];
  if (!sideBox(side, box)) out.push({ path: [...at, 'box'], code: 'wrong-box', message: `${box} is not a ${side === 'german' ? 'German off-map' : 'Soviet East Bank'} box`, rule: 'SoS 21.2' });
  const need: Record<ReplacementKind, number> = { Pz: 0, AF: 0 };
  units.forEach((id, k) => {
    const path = [...at, 'units', k];
    const c = env.findCounter(id);
    const p = state.pieces[id];
    if (!c || !p) return void out.push({ path, code: 'unknown-unit', message: `${id} is not a unit of this game`, rule: 'SoS 2.32' });
    if (c.side !== side) return void out.push({ path, code: 'not-your-unit', message: `${id} is not a ${side} unit`, rule: 'SoS 21.41' });
    // SoS 21.46: "You may never have more units for a formation than are provided in the game"
    if (rebuilt.has(id)) return void out.push({ path, code: 'counter-mix', message: `${id} has been rebuilt already this phase: a counter is in play only once`, rule: 'SoS 21.46' });
    if (!p.eliminated) return void out.push({ path, code: 'not-eliminated', message: `${id} has not been eliminated: only units previously eliminated are brought back`, rule: 'SoS 21.41, 21.46' });
    // SoS 20.7: a leader removed with his formation by consolidation comes back with a unit of it rebuilt, at no cost
    if (removedWithFormation(state, id)) {
      const refusal = leaderReturnRefusal(env, id, units, rebuilt);
      return void (refusal && out.push({ path, code: 'leader-formation-not-rebuilt', message: refusal, rule: 'SoS 20.7' }));
    }
    const cost = replacementCost(c);
    if (!cost.ok) return void out.push({ path, code: cost.code, message: `${id}: ${cost.why}`, rule: cost.rule });
    need[cost.kind] += cost.points;
  });
  const have = pointsOf(state, side);
  for (const kind of ['Pz', 'AF'] as const) {
    if (need[kind] > have[kind]) out.push({ path: [...at, 'units'], code: 'not-enough-points', message: `the units need ${need[kind]} ${kind} replacement points; ${have[kind]} are saved`, rule: 'SoS 21.41, 21.42' });
  }
  return out;
}

/**
 * SoS 21.41, 21.2: the units rebuilt, their points spent, placed in `box` as replacements: they
 * then move like reinforcements (21.2, after all breakthrough activity, 21.3). The units placed
 * are the owner's to know (as reinforcements placed are, 7.0); the points left are public.
 */
export function applyReplace(env: SosEnv, state: SosState, side: SosSide, units: readonly string[], box: SosPlace): { state: SosState; events: GameEvent[] } {
  let s = state;
  const spent: Record<ReplacementKind, number> = { Pz: 0, AF: 0 };
  const pieces = { ...s.pieces };
  const leaders = units.filter((id) => removedWithFormation(state, id));
  for (const id of leaders) pieces[id] = { ...pieces[id]!, at: box, eliminated: false, pinned: false, spent: false, dismounted: false, revealed: false };
  for (const id of units) {
    const cost = replacementCost(env.counter(id));
    if (!cost.ok) continue;
    spent[cost.kind] += cost.points;
    pieces[id] = { ...pieces[id]!, at: box, eliminated: false, pinned: false, spent: false, dismounted: false, revealed: false };
  }
  s = { ...s, pieces };
  for (const kind of ['Pz', 'AF'] as const) if (spent[kind]) s = spend(s, side, kind, spent[kind]);
  const back = leadersBack(s, side, leaders, box);
  return {
    state: back.state,
    events: [
      { type: 'replacements-placed', rule: 'SoS 21.41, 21.2', side, units: [...units], box, visibleTo: [side] },
      { type: 'replacement-points-spent', rule: 'SoS 21.41', side, spent, saved: pointsOf(s, side) },
      ...back.events,
    ],
  };
}

/**
 * SoS 21.41-21.46: the side's eliminated units it may rebuild now, each alone, with its cost:
 * the listing options() gives, the same test replaceProblems makes of a one-unit order.
 */
export function replaceableNow(env: SosEnv, state: SosState, side: SosSide): { unit: string; kind: ReplacementKind; points: number }[] {
  const have = pointsOf(state, side);
  const out: { unit: string; kind: ReplacementKind; points: number }[] = [];
  for (const id of Object.keys(state.pieces).sort()) {
    const c = env.counter(id);
    if (c.side !== side || !state.pieces[id]!.eliminated) continue;
    const cost = replacementCost(c);
    if (cost.ok && cost.points <= have[cost.kind]) out.push({ unit: id, kind: cost.kind, points: cost.points });
  }
  return out;
}
