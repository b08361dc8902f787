import { canonicalJson } from '#kernel/canonical/jcs';
import { sha256Hex } from '#kernel/canonical/hash';
import { fileCommitment } from '#kernel/canonical/file-commitment';
import { diceContext } from '#kernel/dice/context';
import { verifyTranscript } from '#kernel/dice/verify-rolls';
import { stepLogHash } from '../log-chain';
import type { Archive, ArchiveRefereeEntry, ArchiveStep } from '../types';

/**
 * The checks of one step that need no rules and no secret. Each returns null when the
 * step passes, else a plain-English description of the first difference.
 */
export type Problem = string | null;

/**
 * Every included turn file matches its fileHash and names this game, side, window and
 * entropy. The fileHash is a commitment keyed with the game salt (docs/dice.md "File
 * commitments"): with the salt it is recomputed; without it (a side's copy during the game)
 * the file's own fields are still checked and the file counts as not yet opened. A plain
 * SHA-256 (games from before commitments) is accepted as it binds the file as well.
 */
export function checkFiles(archive: Archive, step: ArchiveStep, gameSalt?: string): { problem: Problem; unopened: number } {
  let unopened = 0;
  const fail = (problem: string) => ({ problem, unopened });
  for (const s of step.submissions) {
    if (s.file === undefined) continue;
    let canonical: string;
    try {
      canonical = canonicalJson(s.file);
    } catch (err) {
      return fail(`the turn file of ${s.side} is not JSON: ${(err as Error).message}`);
    }
    if (sha256Hex(canonical) !== s.fileHash) {
      if (gameSalt === undefined) unopened++;
      else {
        const commitment = fileCommitment(gameSalt, canonical);
        if (commitment !== s.fileHash) return fail(`the turn file of ${s.side} commits to ${commitment}, not to its fileHash ${s.fileHash}`);
      }
    }
    const f = s.file as { game?: unknown; side?: unknown; window?: unknown; entropy?: unknown };
    if (f.game !== archive.game.id) return fail(`the turn file of ${s.side} is for game ${String(f.game)}`);
    if (f.side !== s.side) return fail(`the turn file listed for ${s.side} is ${String(f.side)}'s`);
    if (f.window !== step.window) return fail(`the turn file of ${s.side} answers window ${String(f.window)}, not ${step.window}`);
    if (f.entropy !== s.entropy) return fail(`the entropy listed for ${s.side} is not the one in its file`);
  }
  return { problem: null, unopened };
}

/** ctx_k recomputed from the step's own fields. */
export function checkContext(archive: Archive, step: ArchiveStep): Problem {
  let ctx: string;
  try {
    ctx = diceContext({
      game: archive.game.id,
      step: step.seedIndex ?? step.step,
      title: archive.game.title,
      engineVersion: archive.game.engineVersion,
      stateHash: step.stateHashBefore,
      submissions: step.submissions.map((s) =>
        s.entropy === undefined ? { side: s.side, fileHash: s.fileHash } : { side: s.side, fileHash: s.fileHash, entropy: s.entropy },
      ),
    });
  } catch (err) {
    return `the dice context cannot be rebuilt: ${(err as Error).message}`;
  }
  return ctx === step.ctx ? null : `ctx recomputes to ${ctx}, the archive says ${step.ctx}`;
}

export interface RollCount {
  publicChecked: number;
  hiddenChecked: number;
  hiddenSkipped: number;
}

/** Every public die (and, with the salt, every hidden draw) recomputed from seed and ctx. */
export function checkRolls(step: ArchiveStep, gameSalt: string | undefined): { problem: Problem; hidden: boolean; count?: RollCount } {
  let result;
  try {
    result = verifyTranscript({ seedHex: step.seed, ctxHex: step.ctx, transcript: step.transcript, ...(gameSalt ? { gameSaltHex: gameSalt } : {}) });
  } catch (err) {
    return { problem: `the dice cannot be recomputed: ${(err as Error).message}`, hidden: false };
  }
  if (result.ok) return { problem: null, hidden: false, count: result };
  const hidden = result.reason.startsWith('hidden');
  return { problem: `roll ${result.label}: ${result.reason} (recomputed ${result.expected}, archive says ${String(result.found)})`, hidden };
}

/** The entry's (a step's or a referee action's) logHash links it to the one before. */
export function checkLog(step: ArchiveStep | ArchiveRefereeEntry, previousHash: string): { problem: Problem; hash: string } {
  let hash: string;
  try {
    hash = stepLogHash(previousHash, step);
  } catch (err) {
    return { problem: `the log hash cannot be recomputed: ${(err as Error).message}`, hash: step.logHash };
  }
  return hash === step.logHash
    ? { problem: null, hash }
    : { problem: `logHash recomputes to ${hash}, the archive says ${step.logHash}`, hash };
}
