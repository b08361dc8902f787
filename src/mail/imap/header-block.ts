/** The header block of a raw message (through the blank line that ends it), or all of it when it has no body. */
export function headerBlock(raw: Uint8Array): Uint8Array {
  for (let i = 0; i + 1 < raw.length; i++) {
    if (raw[i] === 0x0a && raw[i + 1] === 0x0a) return raw.subarray(0, i + 2);
    if (raw[i] === 0x0a && raw[i + 1] === 0x0d && raw[i + 2] === 0x0a) return raw.subarray(0, i + 3);
  }
  return raw;
}
