import type { Ruleset } from '#kernel/engine/ruleset';
import type { AdvanceGamePlan } from '#db/commit/plan';
import type { GameRow, NewTurnFile } from '#db/schema';
import type { TurnFile } from '#turnfile/envelope';
import { withoutCredentials } from '../credentials/strip-credentials';
import { planStep, type StepPlan } from '../adjudication/plan-step';
import { followingRows, thenServerWindows } from '../adjudication/server-windows';
import type { Receipt, SubmitInput } from '../types';

export interface AcceptInput {
  game: GameRow;
  ruleset: Ruleset;
  file: TurnFile;
  canonical: string;
  fileHash: string;
  input: SubmitInput;
  /** The number of the side's last version for this window, counted or not (0: none). */
  lastVersion: number;
  /** The window's files with this one: `windowFilesWith`. */
  files: WindowFile[];
  /** The dice chain index an undone step with the same inputs lends (reusableSeedIndex). */
  seedIndex?: number | undefined;
  now: Date;
  deadlineHours: number;
}

/** A file of the open window as the close sees it. */
export interface WindowFile {
  side: string;
  fileHash: string;
  canonical: string;
  final: boolean;
}

/**
 * The latest file of every side for the window that still counts (`windowFiles`: files of
 * a line a rollback undid are not among them), with the new file in place of its side's.
 */
export function windowFilesWith(windowFiles: readonly WindowFile[], file: WindowFile): WindowFile[] {
  return [...windowFiles.filter((f) => f.side !== file.side).map((f) => ({ side: f.side, fileHash: f.fileHash, canonical: f.canonical, final: f.final })), file];
}

/** A final file closes the window when every side it waits for has a final file; a draft never does. */
export function closesWindow(game: GameRow, files: readonly WindowFile[], final: boolean): boolean {
  const waiting = game.window?.waitingFor.map(String) ?? [];
  return final && waiting.every((side) => files.some((f) => f.side === side && f.final));
}

/**
 * The plan for an accepted file: a new version (earlier ones superseded) and, when it is
 * final and every side the window waits for now has a final file, the adjudication step
 * that closes it (closesWindow).
 */
export function acceptFile(a: AcceptInput): { plan: AdvanceGamePlan; receipt: Receipt; step?: StepPlan } {
  const { game, file } = a;
  const windowId = file.window;
  const { files, seedIndex } = a;
  const closed = closesWindow(game, files, file.final)
    ? thenServerWindows(game, planStep({ game, ruleset: a.ruleset, files, closedBy: 'files', now: a.now, deadlineHours: a.deadlineHours, ...(seedIndex !== undefined ? { seedIndex } : {}) }), a.ruleset, a.now, a.deadlineHours)
    : undefined;
  const step = closed?.plan;
  const rows = followingRows(closed?.following ?? []);
  const receipt: Receipt = {
    game: game.id,
    side: file.side,
    window: windowId,
    fileHash: a.fileHash,
    final: file.final,
    version: a.lastVersion + 1,
    receivedAt: a.now.toISOString(),
    duplicate: false,
    ...(step ? { adjudicated: step.adjudicated } : {}),
  };
  const row: NewTurnFile = {
    gameId: game.id,
    side: file.side,
    windowId,
    version: receipt.version,
    fileHash: a.fileHash,
    canonical: a.canonical,
    raw: withoutCredentials(a.input.text, [file.auth?.token ?? '', a.input.bearer ?? ''], a.canonical),
    final: file.final,
    channel: a.input.channel,
    receivedAt: receipt.receivedAt,
    superseded: false,
    receipt,
  };
  const plan: AdvanceGamePlan = {
    kind: 'advance',
    gameId: game.id,
    expectedVersion: game.version,
    turnFile: row,
    events: [...(step?.events ?? []), ...rows.events],
    game: step?.game ?? {},
    ...(step ? { step: step.step, snapshot: step.snapshot } : {}),
    ...(rows.replayed ? { replayed: rows.replayed } : {}),
  };
  return step ? { plan, receipt, step } : { plan, receipt };
}
