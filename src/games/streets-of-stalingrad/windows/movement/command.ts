import { hexId } from '#kernel/ids';
import type { SosEnv } from '../../game/env';
import { isBox } from '../../orders/places';
import { commanderPieces, commanders, onMap, onTurnTrack } from '../../leaders/commanders';
import type { SosPieceState, SosState } from '../../state/types';

/** The army commanders whose absence halves their side's movement (18.51, 18.53), read on the position a phase begins with. */
export interface CommandHalving {
  /** 18.51: Chuikov is not on the West Bank. */
  noChuikov: boolean;
  /** 18.53: Paulus or von Seydlitz, having entered the game, is not on the map. */
  germanNoHq: boolean;
}

/**
 * SoS 18.51: "If Chuikov (or the 62 Army HQ unit) is not on the West Bank, all Soviet units on
 * the West Bank have their MP halved for all Soviet movement phases, including the phase
 * Chuikov or the HQ returns": read on the position the phase begins with (so the phase he
 * returns in is halved); the 62 Army HQ replacing an eliminated Chuikov (18.44) counts as he
 * does. SoS 18.53: "After they enter the game, if either Paulus or Von Seydlitz or the
 * appropriate replacement unit is not on the game map, all German units have their MP
 * halved": for each of the two, neither he nor the HQ replacing him (18.46) is in a hex of
 * the map: one in an off-map box, wounded on the Turn Column Track (18.41) or eliminated and
 * not yet replaced is not on the map; one not yet arrived has not entered the game. A
 * commander not in the scenario halves nothing.
 */
/**
 * SoS 8.61: "Volga River hexes are solid blue hexes. They divide the game map into West Bank
 * hexes, where Stalingrad is located, and East Bank boxes": a West Bank hex is a map hex that
 * is not a full Volga River hex (a river bank hex is land, 8.62). A box is not one.
 */
export function onWestBank(env: SosEnv, at: string | null): boolean {
  if (at === null || isBox(at)) return false;
  const h = env.map.hex(hexId(at));
  return h !== undefined && h.river !== 'volga';
}

export function commandHalving(env: SosEnv, state: SosState): CommandHalving {
  const westBank = (p: SosPieceState) => onMap(p) && onWestBank(env, p.at);
  const soviet = commanders(env, state, 'soviet');
  const noChuikov = soviet.length > 0 && !soviet.some((c) => commanderPieces(state, c).some(westBank));
  const germanNoHq = commanders(env, state, 'german').some((c) => {
    const p = state.pieces[c.leader]!;
    const entered = p.at !== null || p.eliminated || onTurnTrack(state, c.leader);
    return entered && !commanderPieces(state, c).some(onMap);
  });
  return { noChuikov, germanNoHq };
}
