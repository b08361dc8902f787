import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { sideName, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { Consequences } from '../consequences';
import { dropMarkerOnLoss } from './network-markers';
import { tamanOnEnter, type TamanChange } from './taman';

/**
 * What a unit of `side` entering `hex` (held before by `before`) changes in the supply
 * rules, called by enter-hex.ts enterHex: the loser's marker there comes off (7.14, digest
 * E19; its own towns come back by themselves, 7.18), and Taman activates or deactivates
 * (7.4). Mutates the draft; returns the Taman change (8.2 reacts to the first activation).
 */
export function supplyOnEnter(ctx: DosContext, draft: DosState, side: DosSide, hex: HexId, before: DosSide | null, out: Consequences): TamanChange {
  if (before !== null && before !== side && dropMarkerOnLoss(draft, before, hex)) {
    out.notes.push({ text: `${sideName(before)} supply marker on ${hex} removed`, rule: 'DoS 7.14' });
  }
  return tamanOnEnter(ctx, draft, side, hex, out);
}
