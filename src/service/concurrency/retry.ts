import { CommitConflict } from '#db/commit/plan';

export const MAX_ATTEMPTS = 8;

/**
 * Runs a read-decide-commit use case, and runs it again from the start (re-reading
 * everything) when its commit lost a race to another writer. Gives up after
 * MAX_ATTEMPTS with the last conflict.
 */
export async function retryOnConflict<T>(attempt: (n: number) => Promise<T>, onRetry?: (n: number) => void): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (err) {
      if (!(err instanceof CommitConflict) || n >= MAX_ATTEMPTS) throw err;
      onRetry?.(n);
    }
  }
}
