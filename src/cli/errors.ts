import type { Issue } from '#kernel/engine/issues';

/** Exit codes (design.md Contracts). */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Wrong flags or arguments: exit 2, with the command's usage line. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * A refusal or a failed check: exit 1. `status` is the HTTP status when there is one
 * (the same for both clients), 0 when the server could not be reached.
 */
export class CommandFailed extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly errors: Issue[] = [],
    readonly status = 0,
  ) {
    super(message);
    this.name = 'CommandFailed';
  }
}
