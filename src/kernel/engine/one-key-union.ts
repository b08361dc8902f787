import type { z } from 'zod';

/**
 * `union.safeParse`, with the same answer, for a union whose members are objects of one
 * required key each (a title's orders: `{move: …}`, `{attack: …}`): an object whose one key
 * names a member can pass that member only, so it is parsed by it alone instead of by every
 * member in turn, each writing its issues. Anything else, and anything that member refuses,
 * goes to the union, whose issues are the ones reported. The titles' order-parsing property
 * tests hold it to the union.
 */
export function oneKeyUnionParser<U extends z.ZodUnion>(union: U): (raw: unknown) => ReturnType<U['safeParse']> {
  const byKey = new Map<string, z.ZodType>();
  for (const member of union.options as readonly z.ZodType[]) {
    const shape = (member as { shape?: Record<string, unknown> }).shape;
    const keys = shape ? Object.keys(shape) : [];
    if (keys.length === 1 && !byKey.has(keys[0]!)) byKey.set(keys[0]!, member);
  }
  return (raw) => {
    if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
      const keys = Object.keys(raw);
      const member = keys.length === 1 ? byKey.get(keys[0]!) : undefined;
      const parsed = member?.safeParse(raw);
      if (parsed?.success) return parsed as ReturnType<U['safeParse']>;
    }
    return union.safeParse(raw) as ReturnType<U['safeParse']>;
  };
}
