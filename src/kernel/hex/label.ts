/**
 * Four-digit hex labels: two digits for the first coordinate, two for the second
 * ("0233" = first 02, second 33). Titles declare what the pairs count (map/types.ts).
 */

const LABEL = /^(\d{2})(\d{2})$/;

/** Splits "0233" into { first: 2, second: 33 }; null unless exactly four digits. */
export function splitLabel(label: string): { first: number; second: number } | null {
  const m = LABEL.exec(label);
  if (!m) return null;
  return { first: Number(m[1]), second: Number(m[2]) };
}

/** Formats (2, 33) as "0233". Both coordinates must be integers 0..99. */
export function formatLabel(first: number, second: number): string {
  if (!isPair(first) || !isPair(second)) {
    throw new RangeError(`hex coordinates must be integers 0..99, got (${first}, ${second})`);
  }
  return pad(first) + pad(second);
}

const isPair = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 99;
const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));
