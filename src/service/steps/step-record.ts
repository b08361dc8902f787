import type { EventRow, StepRow } from '../../db/schema';
import { visibleEvents, visibleTranscript, type Redaction } from '../../archive/redact';
import type { StepRecord } from '../types';

/** One stored step as a reader may see it (events and hidden dice redacted per reader). */
export function stepRecord(row: StepRow, events: EventRow[], redaction: Redaction): StepRecord {
  return {
    step: row.k,
    window: row.windowId,
    stateHashBefore: row.stateHashBefore,
    stateHashAfter: row.stateHashAfter,
    ctx: row.ctx,
    seed: row.seed,
    ...(row.seedIndex !== row.k ? { seedIndex: row.seedIndex } : {}),
    submissions: row.submissions.map((s) => ({ ...s })),
    transcript: visibleTranscript(row.transcript, row.fullTranscript, redaction),
    events: visibleEvents(
      [...events].sort((a, b) => a.seq - b.seq).map((e) => e.event),
      redaction,
    ),
    at: row.at,
  };
}
