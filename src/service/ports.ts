/**
 * What the service needs from the world, injected so a game is reproducible: tests pass
 * a fixed clock and scripted entropy and get the same ids, tokens, secrets and times.
 */
export interface Clock {
  now(): Date;
}

export interface Entropy {
  /** `n` bytes from a cryptographically secure source. */
  bytes(n: number): Uint8Array;
}

/**
 * Structured logs: one plain JSON object per entry. Entries never carry tokens, secrets
 * or seeds that are not yet revealed.
 */
export interface Logger {
  log(entry: LogEntry): void;
}

export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  /** Stable event name, e.g. "turn.accepted", "step.adjudicated". */
  event: string;
  game?: string;
  [field: string]: unknown;
}

export const silentLogger: Logger = { log: () => {} };
