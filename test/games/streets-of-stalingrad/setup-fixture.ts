import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { CityMap } from '#games/streets-of-stalingrad/data/city-map';
import type { Counter } from '#games/streets-of-stalingrad/data/counters';
import type { StackingTable } from '#games/streets-of-stalingrad/stacking/check-stack';
import { SetupSourceSchema, type SosSetup } from '#games/streets-of-stalingrad/data/setup';
import { compileSosSetup, type SetupResult } from '../../../scenarios/streets-of-stalingrad/compile/setup';
import { cityMap } from './city-map-fixture';
import { sosCounters } from './counters-fixture';
import { sosTables } from './tables-fixture';

export const SOS_SETUP_YAML = fileURLToPath(new URL('../../../scenarios/streets-of-stalingrad/setup.yaml', import.meta.url));

/** setup.yaml as written, parsed but not checked (for tests that break it on purpose). */
export const rawSosSetup = (): Record<string, unknown> => parse(readFileSync(SOS_SETUP_YAML, 'utf8')) as Record<string, unknown>;

let inputs: [CityMap, Counter[], StackingTable] | undefined;

/** A set-up source (setup.yaml unless given), compiled against the city map, the counters and the stacking table. */
export function compileSetup(raw: unknown = rawSosSetup()): SetupResult {
  inputs ??= [cityMap(), sosCounters().counters, sosTables().stacking];
  return compileSosSetup(SetupSourceSchema.parse(raw), ...inputs);
}

/** setup.yaml, compiled; throws with every problem when it does not compile. */
export function sosSetup(): SosSetup {
  const r = compileSetup();
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.code} at ${p.path}: ${p.message}`).join('\n'));
  return r.setup;
}
