/**
 * Partial deep match for fixtures: every key the expectation lists must match; arrays
 * match element by element and must have the same length; a string starting with "~"
 * matches any string containing the rest. Returns the first mismatch path, or null.
 */
export function mismatch(actual: unknown, expected: unknown, path = '$'): string | null {
  if (typeof expected === 'string' && expected.startsWith('~')) {
    return typeof actual === 'string' && actual.includes(expected.slice(1)) ? null : `${path}: ${JSON.stringify(actual)} does not contain ${JSON.stringify(expected.slice(1))}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${JSON.stringify(actual)}`;
    if (actual.length !== expected.length) return `${path}: expected ${expected.length} items, got ${actual.length}: ${JSON.stringify(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const m = mismatch(actual[i], expected[i], `${path}[${i}]`);
      if (m) return m;
    }
    return null;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    for (const [k, v] of Object.entries(expected)) {
      const m = mismatch((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
      if (m) return m;
    }
    return null;
  }
  return Object.is(actual, expected) ? null : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

/** Finds each expected item in `actual`, in order (other items may come between). */
export function subsequenceMismatch(actual: unknown[], expected: unknown[]): string | null {
  let from = 0;
  for (let i = 0; i < expected.length; i++) {
    let found = -1;
    let closest: string | null = null;
    for (let j = from; j < actual.length; j++) {
      const m = mismatch(actual[j], expected[i], `events[${j}]`);
      if (m === null) {
        found = j;
        break;
      }
      const sameType = (actual[j] as { type?: unknown })?.type === (expected[i] as { type?: unknown })?.type;
      if (sameType || closest === null) closest = m;
    }
    if (found < 0) return `expected event #${i} ${JSON.stringify(expected[i])} not found after index ${from}${closest ? ` (first mismatch: ${closest})` : ''}`;
    from = found + 1;
  }
  return null;
}
