/**
 * Roll labels (design.md "Dice v1", Rolls): ASCII, '/'-separated, stable and readable,
 * e.g. "T07/german-combat/1031/attack". Printable ASCII only (0x20..0x7E), so the 0x00
 * separators in the HMAC message can never be confused with a label byte.
 */
const LABEL = /^[\x20-\x7e]+$/;
export const MAX_LABEL_LENGTH = 256;

export function assertLabel(label: string): void {
  if (typeof label !== 'string' || !LABEL.test(label)) {
    throw new RangeError(`dice label must be non-empty printable ASCII, got ${JSON.stringify(label)}`);
  }
  if (label.length > MAX_LABEL_LENGTH) throw new RangeError(`dice label over ${MAX_LABEL_LENGTH} characters: ${label}`);
}

/** The label of die i (1-based) of a roll of several dice: "label#1", "label#2", … */
export const manyLabel = (label: string, i: number): string => `${label}#${i}`;

export function labelBytes(label: string): Uint8Array {
  assertLabel(label);
  const out = new Uint8Array(label.length);
  for (let i = 0; i < label.length; i++) out[i] = label.charCodeAt(i);
  return out;
}

export const MAX_SIDES = 0xffffffff;

export function assertSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) {
    throw new RangeError(`a die must have a whole number of sides in 1..${MAX_SIDES}, got ${sides}`);
  }
}
