import type { Dice } from '#kernel/engine/dice';
import type { Issue } from '#kernel/engine/issues';
import type { Tables } from '../data/tables';
import { airPointIssues } from './air';
import { readCrt, type CrtReading } from './crt';
import { attackTotal, defenseTotal, type ForceHex, type ForceTotal } from './force';
import { preparedShifts, type ShiftFacts } from './shifts';
import { terrainLine } from './terrain-line';

/**
 * One Prepared Assault from strengths to result (KB 12.0 procedure): the Air Points
 * (5.21), each side's total (force.ts), the terrain line (12.24), every shift (T4), then
 * the CRT (crt.ts). Its inputs are facts about this one combat, already judged by the
 * caller (who is in which hex, which bonuses apply); every refusal is an Issue.
 */
export interface PreparedAssaultInput extends ShiftFacts {
  attackers: ForceHex[];
  defenders: ForceHex[];
  /** The terrain of each defending hex (12.24). */
  defenderTerrains: string[];
  /** Digest A15: add an attacking HQ's one (default: defense only). */
  hqAddsOnAttack?: boolean;
}

export interface PreparedAssault {
  attack: ForceTotal;
  defense: ForceTotal;
  reading: CrtReading;
}

export type PreparedAssaultAnswer = { ok: true; value: PreparedAssault } | { ok: false; issues: Issue[] };

export function resolvePreparedAssault(tables: Pick<Tables, 'crt' | 'tec'>, input: PreparedAssaultInput, dice: Dice, label: string): PreparedAssaultAnswer {
  const issues: Issue[] = [...airPointIssues('prepared', input.attackerAir, input.defenderAir)];
  const attack = attackTotal(input.attackers, { hqAddsOnAttack: input.hqAddsOnAttack ?? false });
  const defense = defenseTotal(input.defenders);
  const line = terrainLine(tables, input.defenderTerrains);
  for (const a of [attack, defense, line]) if (!a.ok) issues.push(...a.issues);
  if (issues.length > 0 || !attack.ok || !defense.ok || !line.ok) return { ok: false, issues };
  const shifts = preparedShifts(input, tables.tec.shifts);
  const reading = readCrt(tables.crt, { attack: attack.value.total, defense: defense.value.total, line: line.line, shifts }, dice, label);
  return { ok: true, value: { attack: attack.value, defense: defense.value, reading } };
}
