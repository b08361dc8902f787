import fc from 'fast-check';

/**
 * One-key sample orders (`{ move: {...} }`), each spoiled or not: a field dropped, set to
 * anything or added, the key renamed to another of `keys` or joined by one, the body
 * unwrapped; mixed with anything at all. For the property tests that a title's order
 * reading never throws and answers as its union would.
 */
export function spoiledOrders(samples: readonly Record<string, unknown>[], keys: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...samples),
    fc.record({ sample: fc.constantFrom(...samples), field: fc.nat(), value: fc.anything({ maxDepth: 2 }), how: fc.constantFrom('drop', 'set', 'add', 'rename', 'outer', 'unwrap') }).map(({ sample, field, value, how }) => {
      const key = Object.keys(sample)[0]!;
      const body = sample[key];
      if (how === 'outer') return { ...sample, [keys[field % keys.length]!]: value };
      if (how === 'rename') return { [keys[field % keys.length]!]: body };
      if (how === 'unwrap') return body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return { [key]: value };
      const inner = { ...(body as Record<string, unknown>) };
      const names = Object.keys(inner);
      const name = names[field % Math.max(1, names.length)] ?? 'x';
      if (how === 'drop') delete inner[name];
      else if (how === 'set') inner[name] = value;
      else inner[`extra${field % 3}`] = value;
      return { [key]: inner };
    }),
    fc.anything({ maxDepth: 3 }),
  );
}
