/**
 * Whether `actual` has every member `expected` names, with equal values (objects
 * recursively; arrays element by element). Returns the first mismatch, or null.
 */
export function partialMismatch(actual: unknown, expected: unknown, path = '$'): string | null {
  if (expected === null || typeof expected !== 'object') {
    return Object.is(actual, expected) ? null : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const m = partialMismatch(actual[i], expected[i], `${path}[${i}]`);
      if (m) return m;
    }
    return null;
  }
  if (actual === null || typeof actual !== 'object') return `${path}: expected an object, got ${JSON.stringify(actual)}`;
  for (const [k, v] of Object.entries(expected)) {
    const m = partialMismatch((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
    if (m) return m;
  }
  return null;
}

/** Every expected event matches a distinct actual event, in order. Returns the first unmatched one, or null. */
export function eventsMismatch(actual: readonly unknown[], expected: readonly unknown[]): string | null {
  let i = 0;
  for (const [n, want] of expected.entries()) {
    while (i < actual.length && partialMismatch(actual[i], want) !== null) i++;
    if (i >= actual.length) return `expected event #${n} not found in order: ${JSON.stringify(want)}`;
    i++;
  }
  return null;
}
