import type { EventRow, StepRow } from '#db/schema';
import { archiveStepOf } from '#archive/build';
import type { Redaction } from '#archive/redact';
import type { StepRecord } from '../types';

const NO_FILES = new Map<string, never>();

/** One stored step as a reader may see it (events and hidden dice redacted per reader): the archive's step without the files. */
export function stepRecord(row: StepRow, events: EventRow[], redaction: Redaction): StepRecord {
  return { ...archiveStepOf(row, events, NO_FILES, redaction), submissions: row.submissions.map((s) => ({ ...s })) };
}
