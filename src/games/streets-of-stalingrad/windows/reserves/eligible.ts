import { hexId } from '#kernel/ids';
import type { SosEnv } from '../../game/env';
import { firedIn } from '../../opportunity-fire/record';
import { isBox } from '../../orders/places';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { movePosition } from '../movement/position';

/** Soviet leaders whose own stack moves in reserves (8.32 a): Pavlov, Herman and the commissars. */
const OWN_STACK_LEADERS = new Set(['pavlov', 'herman', 'commissar']);

/**
 * Why each of a side's units may not use reserves movement this phase, [] for an eligible unit
 * (SoS 8.31, 8.32, 8.33, 8.35, 9.02b), read on the position the phase begins with:
 * - 8.31, 8.32: within three hexes of an "attack" marker; not pinned; not being attacked by
 *   enemy direct fire combat units (read: not in a hex with an "attack" marker, 9.64 puts one
 *   only where an adjacent infantry-type unit attacks); did not opportunity fire in the other
 *   side's Movement Phase (German Movement Phase 3 for the Soviet, Soviet Movement Phase 10 for
 *   the German);
 * - 8.32 (Soviet only): begins the phase stacked with Pavlov, Herman or a commissar, or stacked
 *   with or adjacent to any other Soviet leader; not in an enemy ZOC unless stacked with a leader;
 * - 8.33: Soviet leaders may move even if they begin in an enemy ZOC or in a hex being attacked
 *   or pinned (they still need an "attack" marker within three hexes);
 * - 8.35: no unit in a box moves in the Reserves Movement Phase;
 * - 16.61: armored trains move only in Soviet Movement Phase 10.
 */
export function reservesIneligibility(env: SosEnv, state: SosState, side: SosSide): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const pos = movePosition(env, state, side);
  const marks = state.markers.attack;
  const leaders = Object.entries(state.pieces).filter(([id, p]) => p.at !== null && !isBox(p.at) && env.counter(id).side === side && env.counter(id).type === 'leader');
  for (const [id, p] of Object.entries(state.pieces)) {
    const c = env.counter(id);
    if (c.side !== side || p.at === null || p.eliminated) continue;
    if (isBox(p.at)) {
      out.set(id, ['units in a box may not move in the Reserves Movement Phase (8.35)']);
      continue;
    }
    const at = p.at;
    const why: string[] = [];
    // SoS 16.61: armored trains move "per Soviet Movement Phase 10", never in the Reserves Movement Phase
    if (c.type === 'armoredTrain') why.push('an armored train moves only in Soviet Movement Phase 10 (16.61)');
    const leader = c.type === 'leader';
    const near = (h: string, n: number) => env.map.grid.distance(hexId(at), hexId(h)) <= n;
    if (!marks.some((m) => near(m, 3))) why.push('not within three hexes of an "attack" marker');
    if (!(leader && side === 'soviet')) {
      if (p.pinned) why.push('pinned');
      if (marks.includes(at)) why.push('in a hex being attacked');
    }
    if (firedIn(state, id, state.turn, side === 'german' ? 10 : 3)) why.push(`opportunity-fired in the ${side === 'german' ? 'Soviet' : 'German'} Movement Phase`);
    if (side === 'soviet' && !leader) {
      const stacked = leaders.filter(([, l]) => l.at === at);
      const commanded = stacked.some(([l]) => OWN_STACK_LEADERS.has(env.counter(l).leader?.kind ?? '')) || leaders.some(([l, lp]) => !OWN_STACK_LEADERS.has(env.counter(l).leader?.kind ?? '') && near(lp.at!, 1));
      if (!commanded) why.push('not stacked with Pavlov, Herman or a commissar, nor stacked with or adjacent to another Soviet leader');
      if (pos.enemyZoc.has(at) && stacked.length === 0) why.push('begins the phase in an enemy ZOC without a leader in its stack');
    }
    out.set(id, why);
  }
  return out;
}

/** A unit eligible for reserves movement (9.02b): the window has a choice. */
export const anyEligible = (why: ReadonlyMap<string, readonly string[]>): boolean => [...why.values()].some((w) => w.length === 0);
