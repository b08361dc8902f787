import type { Ruleset } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { EventRow, GameRow, RefereeActionRow, StepRow, TurnFileRow } from '#db/schema';
import { archiveClosing, chainLog, gameLogHash, sealedHead, type UnchainedStep } from './log-chain';
import { refereeEntry } from './referee-entry';
import { logOrder } from './log-order';
import { isFull, mayReadFileOf, sideOf, visibleEvents, visibleTranscript, type Redaction } from './redact';
import type { Archive } from './types';

export interface ArchiveSource {
  game: GameRow;
  ruleset: Ruleset;
  steps: StepRow[];
  /** The game's events (any order; grouped by step here). */
  events: EventRow[];
  /** Turn files the steps refer to (looked up by file hash). */
  files: TurnFileRow[];
  /** The game's referee actions (docs/referee.md). */
  actions?: RefereeActionRow[];
}

/**
 * The archive document of a game as one reader may see it (design.md Contracts):
 * - public: public events, published transcripts, no turn-file contents, the public view;
 * - a side: also the events shown to it and its own turn files, and its view;
 * - full (the referee, or anyone once the game has ended): everything, the game salt,
 *   hidden dice values and the full state.
 * The same rows always give the same document, byte for byte.
 */
export function buildArchive(src: ArchiveSource, redaction: Redaction): Archive {
  const { game, ruleset } = src;
  const { header, gameLink, steps, entries, head } = archiveLog(src, redaction);
  const side = sideOf(redaction);
  const finalView = isFull(redaction) ? game.state : ruleset.view(game.state, side === null ? null : (side as Side));
  return {
    format: 'umpire-archive/1',
    redaction,
    game: { ...header, logHash: gameLink },
    steps,
    ...(entries.length ? { referee: entries } : {}),
    finalView,
    logHead: sealedHead(head, archiveClosing({ redaction, game: header, finalView })),
  };
}

/**
 * The log of a reader's copy, chained: the game's header and link, the steps and referee
 * entries with their logHash, and the last link (`head`; the game's link when the log is
 * empty), which is `lastLink` of the archive buildArchive makes from the same rows, without
 * its final view and sealed head.
 */
export function archiveLog(src: ArchiveSource, redaction: Redaction) {
  const { game, ruleset } = src;
  const fileByHash = new Map(src.files.map((f) => [f.fileHash, f]));
  const eventsByStep = new Map<number, EventRow[]>();
  for (const e of [...src.events].sort((a, b) => a.seq - b.seq)) {
    const list = eventsByStep.get(e.step) ?? [];
    list.push(e);
    eventsByStep.set(e.step, list);
  }
  const unchained: UnchainedStep[] = [...src.steps]
    .sort((a, b) => a.k - b.k)
    .map((row) => archiveStepOf(row, eventsByStep.get(row.k) ?? [], fileByHash, redaction));
  const actions = [...(src.actions ?? [])].sort((a, b) => a.seq - b.seq).map((a) => refereeEntry(a, redaction));
  const header = {
    id: game.id,
    title: game.title,
    scenario: game.scenario,
    options: game.options,
    engineVersion: game.engineVersion,
    sides: ruleset.sides.map(String),
    createdAt: game.createdAt,
    status: game.status,
    diceCommitment: game.diceCommitment,
    gameSaltHash: game.gameSaltHash,
    ...(isFull(redaction) ? { gameSalt: game.gameSalt } : {}),
    ...(game.status === 'ended' && game.outcome ? { outcome: publicOutcome(game.outcome) } : {}),
  };
  const gameLink = gameLogHash(header);
  return { header, gameLink, ...chainLog(gameLink, unchained, actions) };
}

type ArchiveSubmission = Archive['steps'][number]['submissions'][number];

/** One step as a reader's copy shows it, before it is chained: files, dice and events redacted for the reader. */
export function archiveStepOf(
  row: StepRow,
  events: readonly EventRow[],
  fileByHash: ReadonlyMap<string, Pick<TurnFileRow, 'canonical'>>,
  redaction: Redaction,
): UnchainedStep {
  return {
    step: row.k,
    window: row.windowId,
    stateHashBefore: row.stateHashBefore,
    stateHashAfter: row.stateHashAfter,
    ctx: row.ctx,
    seed: row.seed,
    ...(row.seedIndex !== row.k ? { seedIndex: row.seedIndex } : {}),
    submissions: row.submissions.map((s) => {
      const stored = fileByHash.get(s.fileHash);
      const entry: ArchiveSubmission = { side: s.side, fileHash: s.fileHash };
      if (s.entropy !== undefined) entry.entropy = s.entropy;
      if (stored && mayReadFileOf(s.side, redaction)) entry.file = JSON.parse(stored.canonical) as unknown;
      return entry;
    }),
    transcript: visibleTranscript(row.transcript, row.fullTranscript, redaction),
    events: visibleEvents(
      [...events].sort((a, b) => a.seq - b.seq).map((e) => e.event),
      redaction,
    ),
    at: row.at,
  };
}

/** The last link of an archive's log chain (the game's link when the log is empty): what a receipt or results mail anchors. */
export function lastLink(archive: Archive): string {
  const last = logOrder(archive.steps, archive.referee ?? []).at(-1);
  return last === undefined ? archive.game.logHash : last.kind === 'step' ? last.step.logHash : last.entry.logHash;
}

function publicOutcome(o: NonNullable<GameRow['outcome']>): { winner?: string; reason?: string } {
  const out: { winner?: string; reason?: string } = {};
  if (o.winner !== undefined) out.winner = o.winner;
  if (o.reason !== undefined) out.reason = o.reason;
  return out;
}
