import { gameHeader, gameLogHash } from '../log-chain';
import type { Archive } from '../types';

/** A failure of a member of the archive outside the steps and entries: which member, and what. */
export interface FieldProblem {
  field: string;
  message: string;
  /** The step the problem is in, when it is in one. */
  step?: number;
}

/** The game's link covers every member of the game fixed at creation. */
export function checkGameLink(archive: Archive): FieldProblem | null {
  let hash: string;
  try {
    hash = gameLogHash(archive.game);
  } catch (err) {
    return { field: 'game', message: `the game's log hash cannot be recomputed: ${(err as Error).message}` };
  }
  if (hash === archive.game.logHash) return null;
  const members = Object.keys(gameHeader(archive.game)).sort().join(', ');
  return { field: 'game', message: `the game (${members}) hashes to ${hash}, game.logHash says ${archive.game.logHash}` };
}

/**
 * The copy is what its `redaction` says (src/archive/redact.ts): the full copy has the game
 * salt and every turn file; a side's copy that side's files only; the public copy none.
 * Once the game has ended every reader gets the full copy, and only an ended game has an
 * outcome.
 */
export function checkRedaction(archive: Archive): FieldProblem | null {
  const r = archive.redaction;
  const full = r === 'full';
  const side = typeof r === 'object' ? r.side : null;
  const says = `the redaction says the copy is ${JSON.stringify(r)}`;
  const fail = (message: string): FieldProblem => ({ field: 'redaction', message: `${says}, but ${message}` });
  if (full !== (archive.game.gameSalt !== undefined)) return fail(full ? 'it has no game.gameSalt' : 'it reveals the game.gameSalt');
  if (archive.game.status === 'ended' && !full) return fail('game.status is ended, and every reader of an ended game gets the full copy');
  if (side !== null && !archive.game.sides.includes(side)) return fail(`game.sides has no side ${side}`);
  for (const step of archive.steps) {
    for (const s of step.submissions) {
      const readable = full || s.side === side;
      if (readable !== (s.file !== undefined)) {
        return { step: step.step, field: 'redaction', message: `${says}, but step ${step.step} ${s.file === undefined ? 'lacks' : 'carries'} the turn file of ${s.side}` };
      }
    }
  }
  if (archive.game.outcome !== undefined && archive.game.status !== 'ended') {
    return { field: 'game.status', message: `game.status is ${archive.game.status}, yet the archive gives a game.outcome (only an ended game has one)` };
  }
  return null;
}

/** Referee entries are numbered 1, 2, … in the order they happened, each after the step before it (docs/referee.md). */
export function checkEntryOrder(archive: Archive): { entry: number; message: string } | null {
  const entries = archive.referee ?? [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.seq > i + 1) return { entry: e.seq, message: `the referee entries before it run to ${i}: ${e.seq - i - 1 === 1 ? `entry ${i + 1} is` : `entries ${i + 1} to ${e.seq - 1} are`} missing` };
    if (e.seq !== i + 1) return { entry: i + 1, message: `referee entry ${i + 1} of the list says it is seq ${e.seq}` };
    const next = entries[i + 1];
    if (next && next.afterStep < e.afterStep) {
      return { entry: e.seq, message: `the entry says it came after step ${e.afterStep}, yet entry ${next.seq}, which follows it, came after step ${next.afterStep}` };
    }
  }
  return null;
}
