import { describe, expect, it } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { issue } from '#kernel/engine/issues';
import type { Ruleset, Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import { settleFile } from './settle-file';

/** A title whose check() refuses orders {bad: n} (and everything after a {blocks: true}) and standing {bad: true}. */
const fake = (whole = false): Ruleset =>
  ({
    ...driveOnStalingrad,
    check: (_s: unknown, sub: Submission) => [
      ...sub.orders.flatMap((o, i) => ('bad' in (o as object) ? [issue(['orders', i], 'bad', 'bad order')] : [])),
      ...((sub.standing as { bad?: boolean } | undefined)?.bad ? [issue(['standing', 'bad'], 'bad', 'bad standing')] : []),
      ...(whole && sub.orders.length > 0 ? [issue(['window'], 'closed', 'no')] : []),
    ],
  }) as unknown as Ruleset;

describe('settling a file with check()', () => {
  it('drops the orders and standing orders check() names, keeps the rest', () => {
    const planned = { prefix: [{ declare: 1 }], orders: [{ order: { ok: 1 }, offered: true }, { order: { bad: 1 }, offered: true }, { order: { ok: 2 }, offered: false }], standing: { bad: true } };
    const s = settleFile(fake(), {}, side('german'), planned);
    expect(s.submission).toEqual({ side: 'german', orders: [{ declare: 1 }, { ok: 1 }, { ok: 2 }] });
    expect(s.dropped).toHaveLength(1);
    expect(s.dropped[0]).toMatchObject({ order: { bad: 1 }, offered: true });
    expect(s.standingIssues.map((i) => i.code)).toEqual(['bad']);
    expect(s.problems).toEqual([]);
  });

  it('reports a refusal of the file as a whole and sends no orders', () => {
    const s = settleFile(fake(true), {}, side('soviet'), { prefix: [], orders: [{ order: { ok: 1 }, offered: true }] });
    expect(s.submission).toEqual({ side: 'soviet', orders: [] });
    expect(s.problems[0]).toContain('as a whole');
  });
});
