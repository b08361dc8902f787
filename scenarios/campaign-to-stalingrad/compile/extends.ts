import { z } from 'zod';

/**
 * A scenario file that names another with `extends` (the Campaign Game, 37.1-37.2: "Players
 * use the Fall Blau At Start Displays and the same rules governing that set-up"; "Same as the
 * Fall Blau scenario") takes every field of that file it does not give itself. The Turn
 * Record Track is the exception: it continues the base's, so the file's own
 * `reinforcements.list` and `withdrawals` are added after the base's (its `note` replaces the
 * base's, and should say what it keeps). `turnRecordFrom` copies a third file's reinforcements
 * of a span of turns (37.3: the Campaign reaches Operation Uranus's turns 49-62), leaving out
 * the units it names. The set-up keeps the base's order of battle (`setupOf`), so counters
 * that arrive later in the extending scenario are not placed at the start.
 */
const TurnRecordFromSchema = z.object({
  scenario: z.string(),
  turns: z.tuple([z.number().int(), z.number().int()]),
  /** Units of those turns that come otherwise (a Return of 20.4, not a reinforcement). */
  except: z.array(z.string()).default([]),
});

type Doc = Record<string, unknown>;
const isDoc = (x: unknown): x is Doc => typeof x === 'object' && x !== null && !Array.isArray(x);
const listOf = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const reinforcementList = (d: Doc): unknown[] => (isDoc(d['reinforcements']) ? listOf(d['reinforcements']['list']) : []);

/** Each parsed scenario file with its `extends` and `turnRecordFrom` resolved (files without them come back as they are). */
export function resolveExtends(docs: readonly unknown[]): unknown[] {
  const byId = new Map<string, Doc>();
  for (const d of docs) if (isDoc(d) && typeof d['id'] === 'string') byId.set(d['id'], d);
  const find = (id: unknown, by: string): Doc => {
    const d = typeof id === 'string' ? byId.get(id) : undefined;
    if (!d) throw new Error(`${by}: no scenario file has the id ${String(id)}`);
    if (d['extends'] !== undefined) throw new Error(`${by}: ${String(id)} extends another file itself`);
    return d;
  };
  return docs.map((d) => {
    if (!isDoc(d) || d['extends'] === undefined) return d;
    const id = String(d['id']);
    const base = find(d['extends'], id);
    const { extends: baseId, turnRecordFrom, ...own } = d;
    const from = turnRecordFrom === undefined ? [] : z.array(TurnRecordFromSchema).parse(turnRecordFrom);
    const borrowed = from.flatMap((f) => {
      const src = find(f.scenario, id);
      return reinforcementList(src).flatMap((r) => {
        if (!isDoc(r) || typeof r['turn'] !== 'number' || r['turn'] < f.turns[0] || r['turn'] > f.turns[1]) return [];
        const units = listOf(r['units']).filter((u) => !f.except.includes(String(u)));
        return r['units'] === undefined ? [r] : units.length > 0 ? [{ ...r, units }] : [];
      });
    });
    const ownTrack = isDoc(own['reinforcements']) ? own['reinforcements'] : {};
    const reinforcements = { ...(isDoc(base['reinforcements']) ? base['reinforcements'] : {}), ...ownTrack, list: [...reinforcementList(base), ...reinforcementList(own), ...borrowed] };
    const withdrawals = [...listOf(base['withdrawals']), ...listOf(own['withdrawals'])];
    return { ...base, ...own, setupOf: baseId, reinforcements, withdrawals };
  });
}
