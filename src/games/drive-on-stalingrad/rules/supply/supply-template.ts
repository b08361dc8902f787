import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { aerialAvailable, aerialMarker } from './aerial-cover';
import { networkCandidates } from './network-markers';

/**
 * Template lines for the supply orders the open window takes (DoS 7.14, 7.6, digest §6
 * N4): the network marker with the towns that qualify now, the aerial marker, and the
 * standing aerial order for the Soviet player turn.
 */
export function supplyTemplateNotes(ctx: DosContext, state: DosState, side: DosSide): string[] {
  const notes: string[] = [];
  const active = state.at.side === side;
  if (active && state.at.step === 0) {
    const c = networkCandidates(ctx, state, side);
    notes.push(`network: {add: hex} adds one town or city to your supply network at the start of this player turn (DoS 7.14); ${c.length > 0 ? `qualifying now: ${c.join(', ')}` : 'none qualifies now'}.`);
  }
  if (side === GERMAN) {
    const m = aerialMarker(state);
    if (active) {
      notes.push(aerialAvailable(state) ? 'aerial: {hex} commits the aerial supply marker for the rest of this game turn: the hex and the six around are supplied for defense (DoS 7.6).' : `The aerial supply marker is committed this game turn${m ? ` (at ${m})` : ''} (DoS 7.6).`);
    }
  }
  notes.push(...supplyStandingNotes(side));
  return notes;
}

/** The standing supply orders a side may give for the opponent's player turn: the German's aerial marker (DoS 7.6, digest §6 N4). */
export function supplyStandingNotes(side: DosSide): string[] {
  return side === GERMAN ? ['standing: {aerial: {hex, when: soviet-turn | attacked}} commits the aerial supply marker during the Soviet player turn (DoS 7.6); default: not committed.'] : [];
}
