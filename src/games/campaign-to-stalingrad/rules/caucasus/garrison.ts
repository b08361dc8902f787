import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { caucasusPlay } from './plays';

/** CtS 34.7, Errata 1 ("Turn 25" read "Turn 21"): the first turn the Soviet Caucasus garrison may leave. */
export const GARRISON_RELEASE_TURN = 21;

const GARRISON_BOXES: ReadonlySet<OffMapBox> = new Set(['caucasus', 'black-sea-coast']);

/**
 * CtS 34.7: no Soviet unit may leave the Caucasus and Black Sea Coast boxes before turn 21,
 * even with no Axis unit in the Caucasus Box; from turn 21 on, at any time. A move between the
 * two boxes does not leave them. `to` is another box or the map. Null: allowed.
 */
export function garrisonRefusal(turn: number, from: OffMapBox, to: OffMapBox | 'map'): string | null {
  if (!GARRISON_BOXES.has(from) || (to !== 'map' && GARRISON_BOXES.has(to))) return null;
  if (turn >= GARRISON_RELEASE_TURN) return null;
  return `the Soviet Caucasus garrison may not leave the Caucasus and Black Sea Coast boxes before turn ${GARRISON_RELEASE_TURN} (CtS 34.7)`;
}

/**
 * CtS 34.7 in a game that plays the Caucasus Display (`caucasusPlay`): why a unit of `side`
 * may not leave `from` for `to` (another box or the map) this turn, or null. Only Soviet units
 * are held; a cts-5 Campaign Game holds none.
 */
export function garrisonProblem(ctx: CtsContext, state: Pick<CtsState, 'scenario' | 'turn' | 'caucasusMarkers'>, side: CtsSide, from: OffMapBox, to: OffMapBox | 'map'): string | null {
  if (side !== 'soviet' || !caucasusPlay(ctx, state)) return null;
  return garrisonRefusal(state.turn, from, to);
}
