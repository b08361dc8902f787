import { oddsIndex } from '#kernel/combat/odds';
import { rollD10 } from '#kernel/dice/d10';
import { modifyRoll, readDieRows } from '#kernel/dice/die-rows';
import type { Dice } from '#kernel/engine/dice';
import { issue, type Issue } from '#kernel/engine/issues';
import type { MobileAssaultTable } from '../data/tables';
import { airPointIssues } from './air';
import { oddsColumn } from './crt';
import { parseMobileAssaultResult, type MobileAssaultResult } from './mobile-assault-result';
import type { Drm } from './modifier';
import type { Weather } from './strength';

/**
 * Resolving one Mobile Assault (KB 11.2, 11.21, 11.23, 5.21, 27.2): the assaulting unit's
 * strength (strength.ts, assault 'mobile': no Winter bonus) against the whole target hex
 * (no 6.21 limit); odds as in a normal combat; below the table's minimum (1-1) no assault
 * is made, the unit is Disorganized and the Air Points are spent, with no roll (11.21);
 * otherwise one die plus every modifier that applies, read on the table.
 */
export interface MobileAssaultFacts {
  attack: number;
  defense: number;
  weather: Weather;
  attackerAir: number;
  defenderAir: number;
  /** combined-arms.ts gave the assaulting unit the bonus. */
  combinedArms: boolean;
  woods: boolean;
  /** Across a Minor River hexside. */
  minorRiver: boolean;
  fortifiedZone: boolean;
}

export type MobileAssaultOutcome =
  | { made: false; odds: string; disorganized: true; airSpent: true; rule: 'KB 11.21' }
  | { made: true; odds: string; die: number; modifiers: Drm[]; modified: number; result: MobileAssaultResult };

export type MobileAssaultAnswer = { ok: true; value: MobileAssaultOutcome } | { ok: false; issues: Issue[] };

export function resolveMobileAssault(table: MobileAssaultTable, f: MobileAssaultFacts, dice: Dice, label: string): MobileAssaultAnswer {
  const issues = airPointIssues('mobile', f.attackerAir, f.defenderAir);
  for (const side of ['attack', 'defense'] as const) {
    if (!Number.isInteger(f[side]) || f[side] < 1) issues.push(issue([side], 'bad-strength', `the ${side} strength is a whole number >= 1, got ${f[side]}`, 'KB 2.7'));
  }
  if (f.weather === 'mud') issues.push(issue(['weather'], 'mobile-assault-in-mud', 'no Mobile Assaults are made on a Mud turn', 'KB 11.23'));
  if (issues.length > 0) return { ok: false, issues };
  const odds = oddsColumn(f.attack, f.defense);
  if (odds.index < oddsIndex(table.minimumOdds)!) return { ok: true, value: { made: false, odds: odds.column, disorganized: true, airSpent: true, rule: 'KB 11.21' } };
  const modifiers = mobileAssaultModifiers(table, f, odds.index);
  const die = rollD10(dice, label);
  const roll = modifyRoll(die, modifiers);
  const result = parseMobileAssaultResult(readDieRows(table.results, roll.value).result);
  return { ok: true, value: { made: true, odds: odds.column, die, modifiers, modified: roll.value, result } };
}

/** Every modifier that applies, each with its rule; an odds line only at its own odds (27.2). */
export function mobileAssaultModifiers(table: MobileAssaultTable, f: MobileAssaultFacts, oddsAt: number): Drm[] {
  const m = table.modifiers;
  const out: Drm[] = [];
  const add = (on: boolean, reason: string, drm: number, rule: string) => {
    if (on && drm !== 0) out.push({ reason, drm, rule });
  };
  const exact = table.odds.find((l) => 'at' in l && oddsIndex(l.at) === oddsAt);
  const atLeast = table.odds.find((l) => 'atLeast' in l && oddsAt >= oddsIndex(l.atLeast)!);
  const line = exact ?? atLeast;
  if (line) add(true, `odds ${'at' in line ? line.at : `${line.atLeast}+`}`, line.drm, 'KB 27.2');
  add(true, 'defender strength', readDieRows(table.defenderStrength, f.defense).result, 'KB 11.2');
  add(f.attackerAir > 0, 'attacker-air-point', m.attackerAir, 'KB 5.21');
  add(f.defenderAir > 0, 'defender-air-point', m.defenderAir, 'KB 5.21');
  add(f.combinedArms, 'combined-arms', m.combinedArms, 'KB 12.4');
  add(f.woods, 'woods', m.woods, 'KB 11.2');
  add(f.minorRiver && f.weather !== 'freeze', 'minor-river', m.minorRiver, 'KB 12.32');
  add(f.fortifiedZone, 'fortified-zone', m.fortifiedZone, 'KB 18.11');
  return out;
}
