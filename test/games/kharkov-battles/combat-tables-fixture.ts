import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { compileTables } from '../../../scenarios/kharkov-battles/compile/tables';
import type { Tables } from '#games/kharkov-battles/data/tables';
import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';

export const TABLES_YAML = fileURLToPath(new URL('../../../scenarios/kharkov-battles/tables.yaml', import.meta.url));

/** tables.yaml as written, parsed but not checked (for tests that break it on purpose). */
export const rawTables = (): Record<string, unknown> => parse(readFileSync(TABLES_YAML, 'utf8')) as Record<string, unknown>;

/** tables.yaml, compiled. */
export const tables = (): Tables => compileTables(rawTables());

/** Fixed dice scripted by the 0-9 faces the rulebook names (KB 1.2), in sequence or by label. */
export function d10(faces: number[] | Record<string, number>): FixedDice {
  return Array.isArray(faces) ? new FixedDice(faces.map(d10Value)) : new FixedDice(Object.fromEntries(Object.entries(faces).map(([k, v]) => [k, d10Value(v)])));
}
