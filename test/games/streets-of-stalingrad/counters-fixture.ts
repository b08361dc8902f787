import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Counter, CountersFile } from '#games/streets-of-stalingrad/data/counters';
import { compileSosCounters } from '../../../scenarios/streets-of-stalingrad/compile/counters';

export const SOS_COUNTERS_YAML = fileURLToPath(new URL('../../../scenarios/streets-of-stalingrad/counters.yaml', import.meta.url));

/** counters.yaml as written, parsed but not checked (for tests that break it on purpose). */
export const rawSosCounters = (): { counters: Record<string, unknown>[] } & Record<string, unknown> =>
  parse(readFileSync(SOS_COUNTERS_YAML, 'utf8')) as { counters: Record<string, unknown>[] } & Record<string, unknown>;

/** counters.yaml, compiled. */
export const sosCounters = (): CountersFile => compileSosCounters(rawSosCounters());

/** One counter of the compiled file by id. */
export function counter(file: CountersFile, id: string): Counter {
  const c = file.counters.find((u) => u.id === id);
  if (!c) throw new Error(`no counter ${id}`);
  return c;
}
