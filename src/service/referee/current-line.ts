import { logOrder } from '#archive/log-order';
import type { RefereeActionRow, StepRow } from '#db/schema';

/**
 * The steps of the current line of play, in order: every step record, less those a
 * rollback undid (the records stay, the log says they were undone).
 */
export function currentLine(steps: readonly StepRow[], actions: readonly RefereeActionRow[]): StepRow[] {
  const line: StepRow[] = [];
  const log = logOrder(
    steps.map((s) => ({ step: s.k, row: s })),
    actions.map((a) => ({ seq: a.seq, afterStep: a.afterStep, row: a })),
  );
  for (const item of log) {
    if (item.kind === 'step') {
      line.push(item.step.row);
    } else if (item.entry.row.action === 'rollback') {
      const to = item.entry.row.detail['to'] as number;
      line.splice(to === 0 ? 0 : line.findIndex((s) => s.k === to) + 1);
    }
  }
  return line;
}
