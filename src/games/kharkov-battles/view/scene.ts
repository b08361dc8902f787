import type { SceneContent, SceneViewer } from '#kernel/engine/scene';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';

/** The pieces and markers of the map reports as `viewer` may see them. */
export function kbScene(_ctx: KbContext, _state: KbState, _viewer: SceneViewer): SceneContent {
  return { pieces: [], markers: [] };
}
