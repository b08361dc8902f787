import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { caucasusPlay } from './plays';
import { axisEntersCaucasus } from './track';

/**
 * CtS 34.3 "When Axis forces first enter the Caucasus Box an Axis Control Marker is placed on
 * the Kuban Steppes box of the Caucasus Control Track. This box is free to the Axis Player";
 * 34.5 "If they [re]enter, the Axis Player again places his Control Marker on the Kuban Steppes
 * space". The state after units of `side` have come into `box` (a move off the map or a
 * retreat), with the event when the marker went on the track; unchanged otherwise.
 */
export function afterEnteringBox(ctx: CtsContext, state: CtsState, side: CtsSide, box: OffMapBox | undefined): { state: CtsState; events: GameEvent[] } {
  const play = side === 'axis' && box === 'caucasus' ? caucasusPlay(ctx, state) : null;
  if (!play || play.markers.caucasus !== undefined) return { state, events: [] };
  const markers = axisEntersCaucasus(play.display, play.markers);
  const space = play.display.caucasus[0]!;
  const text = `Axis forces enter the Caucasus Box: the Axis Control Marker goes on ${space.name}, free; the entry and exit hexes of both sides now follow the Caucasus Control Track`;
  return { state: { ...state, caucasusMarkers: markers }, events: [{ type: 'caucasus-marker', rule: 'CtS 34.3', track: 'caucasus', space: space.id, text }] };
}
