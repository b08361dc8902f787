import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { sideAt } from '../windows/attack/battlefield';
import { EAST_BANK_BOXES, isFlotilla, usedThisTurn } from './flotilla-use';
import { isVolgaCliff } from './volga-hexes';

/**
 * SoS 16.52-16.56: what the Soviet needs to write his attack file's `flotilla`: his River
 * Flotilla units waiting unpinned in an East Bank box and not used this turn, and the
 * "attack"-marked Volga cliff hexes holding German units, the only ones they may fire at.
 */
export function flotillaNotes(ctx: PhaseContext, state: SosState): string[] {
  if (ctx.side !== 'soviet') return [];
  const { env } = ctx;
  const ready = Object.keys(state.pieces).filter((id) => {
    const p = state.pieces[id]!;
    return isFlotilla(env, id) && p.at !== null && EAST_BANK_BOXES.includes(p.at) && !p.pinned && !usedThisTurn(state, id, ctx.turn);
  });
  if (ready.length === 0) return [];
  const cliffs = state.markers.attack.filter((h) => isVolgaCliff(env, h) && sideAt(env, state, h, 'german').length > 0);
  const units = ready.map((id) => `${id} (${state.pieces[id]!.at})`).join(', ');
  const aim = cliffs.length ? `the marked Volga cliff hexes it may fire at: ${cliffs.join(', ')}` : 'no marked Volga cliff hex holds German units';
  return [`River Flotilla ready in its East Bank box: ${units}; ${aim}; once a turn, placed in a solid Volga hex within range, at most two a hex: flotilla: [{units: [IDS], from: HEX}] (SoS 16.52-16.55)`];
}
