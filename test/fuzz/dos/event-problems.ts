import type { GameEvent } from '#kernel/engine/events';
import type { BattleTally } from '../fuzz-title';
import { crtResults } from './dos-bundle';

/**
 * What an adjudication's events must never show: units removed because a hex was
 * over-stacked at a phase's start or end (DoS 6.2) means the legality check let the
 * stack form (the sorting of 6.3 multinational stacks at their deadline is a rule, and
 * carries no `when`); a battle with a result the table does not have.
 */
export function dosEventProblems(events: readonly GameEvent[]): string[] {
  const problems: string[] = [];
  for (const e of events) {
    if (e.type === 'overstack-removed' && e.when !== undefined) {
      problems.push(`over-stacking reached play and was removed at the ${String(e.when)} of a phase (DoS 6.2): ${String(e.text ?? JSON.stringify(e))}`);
    }
    if (e.type === 'battle' && !crtResults.includes(String(e.crtResult))) problems.push(`a battle gave ${String(e.crtResult)}, not a result of the table: ${String(e.text)}`);
  }
  return problems;
}

/** The battles among the events: prepared and mobile assaults with their table result. */
export function dosBattles(events: readonly GameEvent[]): BattleTally[] {
  return events
    .filter((e) => e.type === 'battle')
    .map((e) => ({ kind: typeof e.kind === 'string' ? e.kind : 'prepared-assault', result: String(e.crtResult), rolled: e.die !== undefined }));
}
