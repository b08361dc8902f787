import { hexId } from '#kernel/ids';
import type { SosEnv } from '../../game/env';
import { isBox } from '../../orders/places';
import type { SosState } from '../../state/types';

/** The army commanders whose absence halves their side's movement (18.51, 18.53), read on the position a phase begins with. */
export interface CommandHalving {
  /** 18.51: Chuikov is not on the West Bank. */
  noChuikov: boolean;
  /** 18.53: Paulus or von Seydlitz, having entered the game, is not on the map. */
  germanNoHq: boolean;
}

const SOVIET_HQ = ['sov-chuikov'];
const GERMAN_HQ = ['ger-paulus', 'ger-von-seydlitz'];

/**
 * SoS 18.51: "If Chuikov (or the 62 Army HQ unit) is not on the West Bank, all Soviet units on
 * the West Bank have their MP halved for all Soviet movement phases, including the phase
 * Chuikov or the HQ returns": read on the position the phase begins with (so the phase he
 * returns in is halved); no 62 Army HQ counter is in scenarios #1 and #2. SoS 18.53: "After
 * they enter the game, if either Paulus or Von Seydlitz or the appropriate replacement unit
 * is not on the game map, all German units have their MP halved": an HQ in an off-map box or
 * eliminated is not on the map (no replacement HQ is refereed yet); one not yet arrived has
 * not entered the game. A commander not in the scenario halves nothing.
 */
export function commandHalving(env: SosEnv, state: SosState): CommandHalving {
  const present = (id: string) => state.pieces[id] !== undefined && env.findCounter(id) !== undefined;
  const chuikov = SOVIET_HQ.filter(present).map((id) => state.pieces[id]!);
  const noChuikov = chuikov.length > 0 && !chuikov.some((p) => !p.eliminated && p.at !== null && !isBox(p.at) && env.map.hex(hexId(p.at))?.river !== 'volga');
  const germanNoHq = GERMAN_HQ.filter(present).some((id) => {
    const p = state.pieces[id]!;
    return p.eliminated || (p.at !== null && isBox(p.at));
  });
  return { noChuikov, germanNoHq };
}
