import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { compileTables } from '../../../scenarios/kharkov-battles/compile/tables';
import type { Tables } from '#games/kharkov-battles/data/tables';

export const TABLES_YAML = fileURLToPath(new URL('../../../scenarios/kharkov-battles/tables.yaml', import.meta.url));

/** tables.yaml as written, parsed but not checked (for tests that break it on purpose). */
export const rawTables = (): Record<string, unknown> => parse(readFileSync(TABLES_YAML, 'utf8')) as Record<string, unknown>;

/** tables.yaml, compiled. */
export const tables = (): Tables => compileTables(rawTables());
