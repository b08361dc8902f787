/** The result of verifying an archive offline (`umpire verify`). */
export interface VerifyReport {
  ok: boolean;
  /**
   * What this copy allowed: `full` (game salt present: hidden draws and a replay of every
   * state) or `seeds-and-public-rolls` (a public or side copy during the game).
   */
  scope: 'full' | 'seeds-and-public-rolls';
  /** Plain English: what was checked, what could not be, and the first failure if any. */
  summary: string;
  checks: VerifyCheck[];
  failure?: VerifyFailure;
}

export interface VerifyCheck {
  name: CheckName;
  ok: boolean;
  detail?: string;
}

export interface VerifyFailure {
  step?: number;
  /** The `seq` of the referee entry that failed, when it was one. */
  entry?: number;
  /** The archive member that failed when it is not a step or an entry, e.g. `game`, `game.outcome`, `redaction`, `logHead`. */
  field?: string;
  check: CheckName;
  message: string;
}

/**
 * shape: the document's structure; seeds: each seed hashes back to the previous one and
 * to the commitment; state-chain: each step starts from the state the previous ended in;
 * files: each included turn file hashes to its fileHash; contexts: each ctx recomputed;
 * rolls: every public die recomputed; log: the hash chain and its head; salt: the revealed
 * game salt matches its published hash; hidden-draws: every hidden draw re-derived;
 * replay: the game played again from the scenario gives the same events and states;
 * referee: each referee action starts from the state the log is at, a rollback returns
 * to a step of the current line and undoes exactly the steps after it; anchor: a log head
 * the reader kept is a link of this archive's chain (of any copy, for a full archive);
 * signature: the server's Ed25519 signature on the sealed head (verify/signature-check.ts).
 */
export type CheckName =
  | 'shape'
  | 'seeds'
  | 'state-chain'
  | 'files'
  | 'contexts'
  | 'rolls'
  | 'log'
  | 'referee'
  | 'salt'
  | 'hidden-draws'
  | 'replay'
  | 'anchor'
  | 'signature';

export interface VerifyOptions {
  /** Called after each step with (steps done, steps in the archive). */
  onProgress?(done: number, total: number): void;
  /** A log head the reader kept (a receipt's or results mail's `logHead`): the archive must hold that log (check `anchor`). */
  head?: string;
}
