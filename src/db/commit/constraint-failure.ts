/** SQLite constraint errors, possibly wrapped by drizzle (DrizzleQueryError keeps the cause). */
export function isConstraintFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /constraint failed/i.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
