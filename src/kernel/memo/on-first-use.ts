/**
 * `load` run once, on first use, its result kept for as long as the function is (a Worker's
 * static asset for the isolate's life, the offline viewer for the server's). A failure is
 * not kept: the next call tries again.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}
