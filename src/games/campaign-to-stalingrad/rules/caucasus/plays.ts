import type { CaucasusDisplay } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { playsSection } from '../sections';

/**
 * CtS 34.0 "Both sides are allowed in the Caucasus and Black Sea Coast Off Map Boxes ...
 * Control of the Off Map Boxes is abstractly recorded by using the Control Tracks": the
 * display is played by a game that plays Section III (the Campaign Game) and whose engine
 * reads it (readings `caucasusPlayed`, cts-6 on); a cts-5 Campaign Game keeps its Caucasus Box
 * an Off Map Box like the others. The display and the markers when played, null otherwise.
 */
export function caucasusPlay(ctx: CtsContext, state: Pick<CtsState, 'scenario' | 'caucasusMarkers'>): { display: CaucasusDisplay; markers: CaucasusMarkers } | null {
  if (!ctx.readings.caucasusPlayed || ctx.caucasusDisplay === null || !playsSection(ctx, state, 3)) return null;
  return { display: ctx.caucasusDisplay, markers: state.caucasusMarkers ?? {} };
}
