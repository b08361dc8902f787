import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { done, refused, type RuleOutcome } from '../issues/outcome';

export interface InterdictionEvent {
  kind: 'interdiction-placed';
  hexes: HexId[];
  /** Axis Air Points left in 'Available for Sortie' (5.12: each flies one mission a turn). */
  left: number;
  rule: 'KB 5.3';
}

/**
 * KB 5.3: a road (a white road, not a railroad only; a road over a river is drawn as a
 * road bridge) crosses one of the hex's sides. K's
 * grey Supply Roads are not roads for Strategic Movement (20.2), the only movement
 * interdiction touches (5.32), so they do not count.
 */
export const traversedByRoad = (ctx: Pick<KbContext, 'map'>, hex: HexId): boolean =>
  ctx.map.adjacent(hex).some((n) => ctx.map.hexsideFeatures(hex, n).some((f) => f === 'road' || f === 'road-bridge'));

/**
 * KB 5.3, 5.31 (4.1 A.2.b, digest A3): in the Air Allocation Phase of the Preparation
 * Stage the Axis player places Air Points from 'Available for Sortie' on hexes traversed
 * by a road, at most one per hex per Game-Turn, Soviet-occupied hexes included. Refused,
 * changing nothing: another phase, a hex off the map or without a road, a hex named twice
 * or already interdicted this turn, or more hexes than Axis Air Points available.
 */
export function placeInterdiction(ctx: KbContext, state: KbState, hexes: readonly HexId[]): RuleOutcome<InterdictionEvent> {
  const out: Issue[] = [];
  if (state.at.stage !== 'preparation' || state.at.phase !== 'air-allocation') {
    out.push(issue(['interdict'], 'not-air-allocation-phase', 'Air Interdiction is placed in the Air Allocation Phase of the Preparation Stage', 'KB 5.3'));
  }
  const seen = new Set<HexId>();
  hexes.forEach((hex, i) => {
    const path = ['interdict', i];
    if (!ctx.map.has(hex)) {
      out.push(issue(path, 'off-map', `${hex} is not on the map`));
      return;
    }
    const where = ctx.map.label(hex);
    if (!traversedByRoad(ctx, hex)) out.push(issue(path, 'no-road', `${where} is not traversed by a road (a railroad alone will not do)`, 'KB 5.3'));
    if (seen.has(hex) || state.markers.interdicted.includes(hex)) out.push(issue(path, 'interdicted-twice', `at most one Air Point may be placed in ${where} per Game-Turn`, 'KB 5.31'));
    seen.add(hex);
  });
  if (hexes.length > state.airPoints.axis) {
    out.push(issue(['interdict'], 'too-many-air-points', `the Axis has ${state.airPoints.axis} Air Point${state.airPoints.axis === 1 ? '' : 's'} available for sortie, not ${hexes.length}`, 'KB 5.12'));
  }
  if (out.length > 0) return refused(out);
  if (hexes.length === 0) return done(state, []);
  const left = state.airPoints.axis - hexes.length;
  const interdicted = [...state.markers.interdicted, ...hexes].sort();
  return done({ ...state, airPoints: { ...state.airPoints, axis: left }, markers: { ...state.markers, interdicted } }, [{ kind: 'interdiction-placed', hexes: [...hexes].sort(), left, rule: 'KB 5.3' }]);
}
