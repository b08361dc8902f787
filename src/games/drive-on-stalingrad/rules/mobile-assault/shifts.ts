import { desertSteppe, oRing, weather, type BattleFacts, type Shift } from '../odds-modifiers';

/**
 * DoS 9.27: Soviet defenders against a mobile assault get 2L, unless the German declared
 * the Luftwaffe Schwerpunkt this player turn.
 */
export const mobileAssaultDefence = (schwerpunkt: boolean): Shift | null =>
  schwerpunkt ? null : { value: -2, reason: 'mobile assault defender bonus', rule: 'DoS 9.27' };

/**
 * The shifts of a mobile assault (DoS 9.31 design note: as a PA, except): the 2L of 9.27
 * unless Schwerpunkt; desert steppe 1R (11.18, "MA or PA"); the O-Ring 1L (11.24, "MA or
 * PA"); the weather (10.0). Never the 5.6 assault-first 1R (PAs only), the concentric bonus
 * (9.25), nor single aircraft (11.25: the Schwerpunkt is the planes' MA use). The terrain
 * that would shift (forest, hills, mountain, city, fort) may not be mobile-assaulted
 * (9.25), and mechanized units never attack into marsh (11.17).
 */
export function mobileAssaultShifts(facts: BattleFacts, schwerpunkt: boolean): Shift[] {
  return [mobileAssaultDefence(schwerpunkt), desertSteppe(facts), oRing(facts), weather(facts)].filter((s): s is Shift => s !== null);
}
