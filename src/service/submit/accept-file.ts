import type { Ruleset } from '../../kernel/engine/ruleset';
import type { AdvanceGamePlan } from '../../db/commit/plan';
import type { GameRow, NewTurnFile, TurnFileRow } from '../../db/schema';
import type { TurnFile } from '../../turnfile/envelope';
import { withoutCredentials } from '../credentials/strip-credentials';
import { planStep, type StepPlan } from '../adjudication/plan-step';
import type { Receipt, SubmitInput } from '../types';

export interface AcceptInput {
  game: GameRow;
  ruleset: Ruleset;
  file: TurnFile;
  canonical: string;
  fileHash: string;
  input: SubmitInput;
  /** The side's latest earlier version for this window, if any. */
  latest: TurnFileRow | undefined;
  /** The latest file of every side for this window (before this one). */
  windowFiles: TurnFileRow[];
  now: Date;
  deadlineHours: number;
}

/**
 * The plan for an accepted file: a new version (earlier ones superseded) and, when every
 * side the window waits for now has a final file, the adjudication step that closes it.
 */
export function acceptFile(a: AcceptInput): { plan: AdvanceGamePlan; receipt: Receipt; step?: StepPlan } {
  const { game, file } = a;
  const windowId = file.window;
  const files = [
    ...a.windowFiles.filter((f) => f.side !== file.side).map((f) => ({ side: f.side, fileHash: f.fileHash, canonical: f.canonical, final: f.final })),
    { side: file.side, fileHash: a.fileHash, canonical: a.canonical, final: file.final },
  ];
  const waiting = game.window?.waitingFor.map(String) ?? [];
  const closes = waiting.every((side) => files.some((f) => f.side === side && f.final));
  const step = closes
    ? planStep({ game, ruleset: a.ruleset, files, closedBy: 'files', now: a.now, deadlineHours: a.deadlineHours })
    : undefined;
  const receipt: Receipt = {
    game: game.id,
    side: file.side,
    window: windowId,
    fileHash: a.fileHash,
    final: file.final,
    version: (a.latest?.version ?? 0) + 1,
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
    events: step?.events ?? [],
    game: step?.game ?? {},
    ...(step ? { step: step.step, snapshot: step.snapshot } : {}),
  };
  return step ? { plan, receipt, step } : { plan, receipt };
}
