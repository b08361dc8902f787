import type { GameEvent } from '#kernel/engine/events';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';

/**
 * SoS 14.84: interdiction stays on its hex until the end of the next Attack or Exploit Attack
 * Phase: placed in phase 2, until the end of 5; in 6, of 8; in 9, of 12; in 13, of 15. The
 * step after that end lifts it, by its id.
 */
const LIFTED_AT: Readonly<Record<string, number>> = { '6.pins': 2, '8.end': 6, '13.pins': 9, '15.end': 13 };

export function liftInterdiction(state: SosState, step: string): { state: SosState; events: GameEvent[] } {
  const placed = LIFTED_AT[step];
  const lifted = state.interdiction.filter((x) => x.phase === placed);
  if (placed === undefined || lifted.length === 0) return { state, events: [] };
  return {
    state: { ...state, interdiction: state.interdiction.filter((x) => x.phase !== placed) },
    events: [{ type: 'markers-removed', markers: 'interdiction', hexes: lifted.map((x) => x.hex), rule: 'SoS 14.84' }],
  };
}

/** SoS 14.84, 15.22: the AF of `side`'s interdiction on a hex, which costs the other side 1 MP for every 5 to enter. */
export const interdictionAf = (state: SosState, hex: string, side: SosSide): number =>
  state.interdiction.length === 0 ? 0 : state.interdiction.filter((x) => x.hex === hex && x.side === side).reduce((n, x) => n + x.af, 0);
