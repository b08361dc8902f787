/**
 * Four-digit hex labels: two digits for the first coordinate, two for the second
 * ("0233" = first 02, second 33). Titles declare what the pairs count (map/types.ts).
 */

/** Labels there can be: 100 x 100 pairs; a label's slot is first * 100 + second. */
export const LABEL_SLOTS = 10_000;

const digit = (s: string, i: number): number => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
};

/**
 * "0233" -> 233 (first * 100 + second): the label's place in a 100 x 100 table; -1 unless
 * exactly four ASCII digits. Reads the characters directly: labels are parsed on every
 * step of every search.
 */
export function labelSlot(label: string): number {
  if (label.length !== 4) return -1;
  const a = digit(label, 0);
  const b = digit(label, 1);
  const c = digit(label, 2);
  const d = digit(label, 3);
  if (a < 0 || b < 0 || c < 0 || d < 0) return -1;
  return a * 1000 + b * 100 + c * 10 + d;
}

/** Splits "0233" into { first: 2, second: 33 }; null unless exactly four digits. */
export function splitLabel(label: string): { first: number; second: number } | null {
  const slot = labelSlot(label);
  if (slot < 0) return null;
  return { first: Math.floor(slot / 100), second: slot % 100 };
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
