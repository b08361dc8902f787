import type { HexsideCrossed } from '../movement/move-step';
import { bridgeAt } from '../state/engineering';
import type { SosState } from '../state/types';

/**
 * SoS 17.11, 17.12, 17.17: a bridge unit on a balka hex lets any unit, of either side, cross the
 * balka hexsides of that hex, into or out of it, "at a cost of 1 MP, not at the road movement
 * rate" (movement/terrain-cost.ts), from the phase it is placed in; "A bridge in a pinned hex
 * may not be used to cross a balka": a hex with a pinned unit in it. The hexside crossed, with
 * the bridge among what crosses its balka, and whether the bridge is in a pinned hex.
 */
export function bridgeStep(state: SosState, from: string, to: string, hexside: HexsideCrossed | undefined): { hexside?: HexsideCrossed; bridgePinned?: true } {
  if (!hexside || !hexside.features.includes('balka')) return hexside ? { hexside } : {};
  const at = [from, to].filter((h) => bridgeAt(state, h));
  if (at.length === 0) return { hexside };
  const pinned = at.every((h) => Object.values(state.pieces).some((p) => p.at === h && p.pinned));
  const crossedBy = [...(hexside.crossedBy ?? []).filter((c) => c !== 'bridge'), 'bridge' as const];
  return { hexside: { features: hexside.features, crossedBy }, ...(pinned ? { bridgePinned: true as const } : {}) };
}
