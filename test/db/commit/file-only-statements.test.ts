import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileOnlyStatements } from '#db/commit/file-only-statements';
import type { AdvanceGamePlan } from '#db/commit/plan';
import { planStatements } from '#db/commit/statements';
import type { NewTurnFile } from '#db/schema';
import { tempStore } from '../../support/temp-store';

const text = fc.string({ unit: 'grapheme', maxLength: 40 });
/** A NOT NULL JSON column: any JSON value but null itself. */
const json = fc.jsonValue({ maxDepth: 3 }).filter((v) => v !== null);
const turnFile = fc.record({
  gameId: text,
  side: text,
  windowId: text,
  version: fc.integer({ min: 1, max: 1_000_000 }),
  fileHash: text,
  canonical: text,
  raw: text,
  final: fc.boolean(),
  channel: fc.constantFrom('http' as const, 'mail' as const, 'cli' as const),
  receivedAt: text,
  superseded: fc.boolean(),
  receipt: json,
}) satisfies fc.Arbitrary<NewTurnFile>;

const fileOnly = (file: NewTurnFile, expectedVersion = 7): AdvanceGamePlan => ({ kind: 'advance', gameId: file.gameId, expectedVersion, turnFile: file, events: [], game: {} });

/** What the query builder renders for a plan: the plain computation the fast path must match. */
function rendered(plan: AdvanceGamePlan) {
  const db = tempStore();
  try {
    return planStatements(db.sqlite, plan).map((statement) => statement.toSQL());
  } finally {
    db.dispose();
  }
}

describe('the statements of a turn file that closes no window', () => {
  it('are, statement for statement, the SQL and values the query builder renders for the same plan', () => {
    const db = tempStore();
    try {
      fc.assert(
        fc.property(turnFile, fc.integer({ min: 0, max: 1_000_000 }), (file, version) => {
          const plan = fileOnly(file, version);
          expect(fileOnlyStatements(plan)).toEqual(planStatements(db.sqlite, plan).map((statement) => statement.toSQL()));
        }),
        { numRuns: 300 },
      );
    } finally {
      db.dispose();
    }
  });

  it('are left to the query builder for every other plan', () => {
    const file: NewTurnFile = { gameId: 'g_A', side: 'german', windowId: 'T01/w', version: 2, fileHash: 'h', canonical: '{}', raw: 'r', final: true, channel: 'http', receivedAt: 'now', superseded: false, receipt: {} };
    expect(fileOnlyStatements(fileOnly(file))).toHaveLength(rendered(fileOnly(file)).length);
    const others: AdvanceGamePlan[] = [
      { ...fileOnly(file), game: { headline: 'x' } },
      { ...fileOnly(file), events: [{ gameId: 'g_A', seq: 1, step: 1, event: { type: 'tick' } }] },
      { ...fileOnly(file), undoFiles: { keepWindow: null } },
      { ...fileOnly(file), inbound: { messageId: 'm', receivedAt: 'now', from: null, subject: 's', gameId: 'g_A', side: 'german', outcome: 'accepted', code: 'accepted', fileHash: 'h', size: 1, rawHash: 'x' } },
      { ...fileOnly(file), refereeActions: [{ gameId: 'g_A', seq: 1, atStep: 0, atEvent: 0, action: { kind: 'pause' } as never, at: 'now', reason: null } as never] },
      { ...fileOnly(file), player: { gameId: 'g_A', side: 'german', email: null, tokenHash: 't', signingKey: 'k' } },
      { ...fileOnly(file), scheduleMarks: [{ gameId: 'g_A', windowId: 'T01/w', mark: 'reminder' } as never] },
      { ...fileOnly(file), outbox: [{} as never] },
      { kind: 'advance', gameId: 'g_A', expectedVersion: 1, events: [], game: {} },
    ];
    for (const plan of others) expect(fileOnlyStatements(plan)).toBeUndefined();
    // a missing value (which the column does not allow) is left to the query builder and its error
    expect(fileOnlyStatements(fileOnly({ ...file, receipt: null }))).toBeUndefined();
    expect(fileOnlyStatements({ kind: 'sweep', at: 'now' })).toBeUndefined();
  });
});
