import type { ParsedArgs } from './command';
import { stringOpt } from './args';
import { UsageError } from './errors';

/** `--port PORT` (decimal digits, 0-65535; 0 picks a free port), or `fallback` when not given. */
export function portOpt(args: ParsedArgs, fallback: number): number {
  const raw = stringOpt(args, 'port');
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!/^[0-9]+$/.test(raw) || port > 65535) throw new UsageError(`--port must be 0-65535, got "${raw}"`);
  return port;
}
