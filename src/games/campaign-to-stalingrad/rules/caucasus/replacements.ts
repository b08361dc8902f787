/** CtS 21.x replacement counter types the Soviet may place in the Caucasus boxes: infantry type (Naval and NKVD serve as infantry, 21.5; the tables' ids). */
const INFANTRY_TYPE = new Set(['soviet-infantry', 'soviet-naval', 'nkvd']);

/**
 * CtS 34.6: the Soviet may enter one infantry-type replacement a turn in the Caucasus Box,
 * taken from those his Replacement roll made available (not free); a Naval replacement may
 * enter the Black Sea Coast Box instead. `placedThisTurn`: those already entered in either
 * box this turn. Null: allowed.
 */
export function boxReplacementRefusal(type: string, box: 'caucasus' | 'black-sea-coast', available: number, placedThisTurn: number): string | null {
  if (available <= 0) return `no ${type} replacement available from the Replacement roll (CtS 34.6)`;
  if (placedThisTurn >= 1) return 'one replacement a turn enters the Caucasus boxes (CtS 34.6)';
  if (box === 'black-sea-coast') return type === 'soviet-naval' ? null : 'only a Naval replacement enters the Black Sea Coast Box (CtS 34.6)';
  return INFANTRY_TYPE.has(type) ? null : `a ${type} replacement is not infantry type: none enters the Caucasus Box (CtS 34.6)`;
}
