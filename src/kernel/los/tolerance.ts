/**
 * SoS 9.34: a line of sight is blocked by blocking terrain it crosses or comes "within
 * 1/16 inch" of on the printed map. The grid's drawing frame measures a hex from centre
 * to corner (hex size 1), so its width across the flats is sqrt(3); a distance in inches
 * becomes drawing units by the printed width of a hex across the flats.
 */
export const RULEBOOK_TOLERANCE_INCHES = 1 / 16; // SoS 9.34, 9.36

export function inchesToHexUnits(inches: number, hexAcrossFlatsInches: number): number {
  if (!(hexAcrossFlatsInches > 0) || !(inches >= 0)) {
    throw new RangeError(`hex width must be > 0 and distance >= 0 inches, got ${hexAcrossFlatsInches} and ${inches}`);
  }
  return (inches / hexAcrossFlatsInches) * Math.sqrt(3);
}
