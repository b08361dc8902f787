import type { DieRecord } from '../kernel/engine/dice';
import type { GameEvent } from '../kernel/engine/events';

/**
 * One self-contained JSON document per game (design.md Contracts, `GET /api/games/:id/archive`,
 * `umpire export`, `umpire verify`). Redacted per reader until the game ends.
 */
export interface Archive {
  format: 'umpire-archive/1';
  /** Who this copy is for: the public, one side, or everything (referee, or any reader once ended). */
  redaction: 'public' | { side: string } | 'full';
  game: {
    id: string;
    title: string;
    scenario: string;
    options: Record<string, unknown>;
    engineVersion: string;
    sides: string[];
    createdAt: string;
    status: 'active' | 'ended';
    /** s_0 of the dice chain. */
    diceCommitment: string;
    /** SHA256(gameSalt), published at creation. */
    gameSaltHash: string;
    /** Revealed once the game has ended (and in the referee's copy). */
    gameSalt?: string;
    outcome?: { winner?: string; reason?: string };
  };
  steps: ArchiveStep[];
  /** The current state as the reader may see it. */
  finalView: unknown;
  /** Hash chain over the steps: head = SHA256(previous head ‖ canonical step). */
  logHead: string;
}

export interface ArchiveStep {
  step: number;
  window: string;
  stateHashBefore: string;
  stateHashAfter: string;
  ctx: string;
  seed: string;
  /** Files that went into the step: the accepted turn files (canonical JSON, without auth). */
  submissions: { side: string; fileHash: string; entropy?: string; file?: unknown }[];
  transcript: DieRecord[];
  events: GameEvent[];
  at: string;
  /** SHA256(previous logHash ‖ canonical JSON of this step without logHash). */
  logHash: string;
}
