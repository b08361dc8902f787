import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { SosTables } from '#games/streets-of-stalingrad/data/tables';
import { compileSosTables } from '../../../scenarios/streets-of-stalingrad/compile/tables';

export const SOS_TABLES_YAML = fileURLToPath(new URL('../../../scenarios/streets-of-stalingrad/tables.yaml', import.meta.url));

/** tables.yaml as written, parsed but not checked (for tests that break it on purpose). */
export const rawSosTables = (): Record<string, unknown> => parse(readFileSync(SOS_TABLES_YAML, 'utf8')) as Record<string, unknown>;

/** tables.yaml, compiled. */
export const sosTables = (): SosTables => compileSosTables(rawSosTables());

/**
 * How the scrape of the printed card reads a column: its cells from the top, a run of
 * blank cells at the bottom as one "-" (digest 3.1). `blank` says which cell prints blank.
 */
export function scrape<T>(cells: readonly T[], show: (c: T) => string, blank: (c: T) => boolean): string {
  let end = cells.length;
  while (end > 0 && blank(cells[end - 1]!)) end--;
  const shown = cells.slice(0, end).map(show);
  return [...shown, ...(end < cells.length ? ['-'] : [])].join(' ');
}
