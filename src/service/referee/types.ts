import type { StatePath } from '#archive/state-changes';
import type { RefereeAction } from '#archive/types';
import type { GameSummary, StepRecord } from '../types';

/** What the referee asks for (docs/referee.md); every one is recorded in the game's log. */
export type RefereeRequest =
  | { action: 'preview' }
  | { action: 'force-close'; reason?: string }
  | { action: 'rollback'; to: number; reason: string; replay?: boolean }
  | { action: 'correct'; reason: string; changes: { path: StatePath; value: unknown }[]; visibleTo?: string[] }
  | { action: 'replace-player'; side: string; reason: string; email?: string }
  | { action: 'pause'; reason: string }
  | { action: 'resume'; reason?: string }
  | { action: 'end'; reason: string; winner?: string };

/** What a referee action did. */
export interface RefereeResult {
  game: string;
  action: RefereeAction;
  /** The action's place among the game's referee actions (1, 2, …). */
  seq: number;
  status: GameSummary['status'];
  /** The open window after the action. */
  window: string | null;
  /** Steps the action adjudicated (force-close: one; rollback with replay: those replayed), in full. */
  steps: StepRecord[];
  /** preview: the step the open window would give now; nothing of it is kept or revealed. */
  preview?: StepRecord;
  /** replace-player: the side's new token, shown once. */
  token?: string;
}
