import type { KbSide } from '../data/ids';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';

export type SeenChit = null;
export type SeenUnit = unknown;
export type SeenPool = unknown;
export type KbView = unknown;

/** KB 2.6: the state as `side` may see it (null = the public). */
export function kbView(_ctx: KbContext, state: KbState, _side: KbSide | null): KbView {
  return state;
}
