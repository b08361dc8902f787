/**
 * One queue per key: `run(key, fn)` starts `fn` once every earlier call with the same key
 * has settled, in the order the calls were made. Calls with different keys run freely.
 * The service keys it by game id so concurrent submissions behave as if sent one by one.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(fn, fn);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with work queued or running (for tests). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
