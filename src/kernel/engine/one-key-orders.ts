import type { z } from 'zod';
import type { Issue } from './issues';
import { oneKeyUnionParser } from './one-key-union';
import { issuesFromZod } from './zod-issues';
import { plainMessages } from './zod-messages';

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A title's reader of a turn file's orders, each a one-key object of `union` (`{move: …}`):
 * each order by the kind its key names, so a bad order is reported with the path of its bad
 * part (`orders[i]…`, plain messages, `withRule` adding the title's rule) and does not hide
 * the others; an order that names no kind of `kinds` is `not-an-order`. Null for an order
 * refused. Never throws.
 */
export function oneKeyOrdersReader<T>(union: z.ZodUnion, kinds: readonly string[], withRule: (i: Issue) => Issue): (orders: readonly unknown[]) => { parsed: (T | null)[]; issues: Issue[] } {
  const parse = oneKeyUnionParser(union);
  const memberOfKey = new Map((union.options as readonly z.ZodObject[]).map((m) => [Object.keys(m.shape)[0]!, m as z.ZodType]));
  return (orders) => {
    const issues: Issue[] = [];
    const parsed = orders.map((raw, i): T | null => {
      const keys = isPlainObject(raw) ? Object.keys(raw) : [];
      if (keys.length !== 1 || !kinds.includes(keys[0]!)) {
        const what = !isPlainObject(raw) ? 'an order is a mapping of one key' : keys.length === 1 ? `"${keys[0]}" is not an order of this title` : keys.length === 0 ? 'an order names its kind' : `an order has one key, found ${keys.map((k) => `"${k}"`).join(', ')}`;
        issues.push({ path: ['orders', i], code: 'not-an-order', message: `${what}; the kinds are ${kinds.join(', ')}` });
        return null;
      }
      const r = parse(raw);
      if (r.success) return r.data as T;
      // its kind's schema again, with the plain messages a turn file's reader gives
      const again = memberOfKey.get(keys[0]!)!.safeParse(raw, { error: plainMessages, reportInput: true });
      issues.push(...(again.success ? [] : issuesFromZod(again.error.issues, ['orders', i])).map(withRule));
      return null;
    });
    return { parsed, issues };
  };
}
