/** Exponential backoff: base, 2·base, 4·base, … capped. `attempt` counts from 1. */
export function backoffMs(attempt: number, baseMs: number, capMs: number): number {
  const exp = Math.min(30, Math.max(0, attempt - 1));
  return Math.min(capMs, baseMs * 2 ** exp);
}
