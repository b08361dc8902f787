import type { Crt, FireResult, SpottingTable } from '../data/tables';
import { attackModifiers } from './attack-modifiers';
import { defensiveFireModifiers } from './defensive-fire-modifiers';
import type { FireCombat } from './fire-combat';
import type { FireDrm } from './fire-drm';
import { modifiedRoll } from './fire-drm';
import { type FirePoints, type FireRefusal, firePoints, isRefusal } from './fire-points';
import { fireColumn, readCrt } from './fire-tables';
import { isInfantryOrCombatEngineer } from './unit-classes';

/** A column shift with its reason and rule (9.67). */
export interface ColumnShift {
  value: number;
  reason: string;
  rule: string;
}

/** A fire combat resolved on the CRT: each firer's points, the column, every modifier, the roll and the result. */
export interface FireResolution {
  points: FirePoints[];
  refused: FireRefusal[];
  /** The total AF or DF firing (9.19). */
  total: number;
  shifts: ColumnShift[];
  column: string;
  drms: FireDrm[];
  die: number;
  mdr: number;
  result: FireResult;
}

/** 9.67: the attack uses one column higher while an adjacent non-pinned, non-spent infantry or combat engineer unit attacks; the defender's DF answering it too. */
export function closeAssaultShift(c: FireCombat): ColumnShift[] {
  if (!c.closeAssault) return [];
  if (c.kind === 'defensiveFire') return [{ value: 1, reason: 'the attack declared the Close Assault Bonus: the defender fires one column higher', rule: 'SoS 9.67' }];
  if (c.kind !== 'attack') return [];
  const assaulting = c.firers.some((f) => f.distance === 1 && !f.pinned && !f.spent && isInfantryOrCombatEngineer(f));
  return assaulting
    ? [{ value: 1, reason: 'Close Assault Bonus: an adjacent infantry or combat engineer unit attacks', rule: 'SoS 9.67' }]
    : [{ value: 0, reason: 'Close Assault Bonus declared, but no adjacent non-pinned, non-spent infantry or combat engineer unit attacks', rule: 'SoS 9.67' }];
}

/** The modifiers of a fire combat: 9.71 for an attack, 9.72 for defensive and opportunity fire. */
export const fireModifiers = (c: FireCombat, spotting: SpottingTable): FireDrm[] =>
  c.kind === 'attack' ? attackModifiers(c, spotting) : defensiveFireModifiers(c, spotting);

/** 9.19: the fire reaches the CRT's first column (a fire with less is not made): every unit's points, and the Stukas' AF. */
export function reachesCrt(c: FireCombat, crt: Crt): boolean {
  const total = c.firers.map((f) => firePoints(f, c.kind, c.target)).reduce((s, p) => s + (isRefusal(p) ? 0 : p.points), 0) + (c.stukas?.af ?? 0);
  return total >= crt.columnFloors[0]!;
}

/**
 * 9.19, 9.57, 9.66: add the fire of every unit that may fire, read its column (with the
 * 9.67 shift), roll one d10 with every modifier and read the CRT. Units the rules do not
 * let fire are listed in `refused` and add nothing. A fire with no points throws: there is
 * nothing to resolve.
 */
export function resolveFire(c: FireCombat, tables: { crt: Crt; spotting: SpottingTable }, die: number): FireResolution {
  const read = c.firers.map((f) => firePoints(f, c.kind, c.target));
  const points = read.filter((p): p is FirePoints => !isRefusal(p));
  const refused = read.filter(isRefusal);
  const firing: FireCombat = { ...c, firers: c.firers.filter((f) => points.some((p) => p.id === f.id)) };
  // SoS 15.14, 15.15: the Stukas' AF joins the attack's total on the CRT (9.19)
  const total = points.reduce((s, p) => s + p.points, 0) + (c.stukas?.af ?? 0);
  const shifts = closeAssaultShift(firing);
  const column = fireColumn(tables.crt, total, shifts.reduce((s, x) => s + x.value, 0));
  const drms = [...fireModifiers(firing, tables.spotting), ...(c.stukas && c.stukas.count > 0 && c.stukas.lwOpSees ? [{ value: -1, reason: 'the LW OP sees the target hex of the Stukas', rule: 'SoS 15.17' }] : [])];
  const mdr = modifiedRoll(die, drms);
  return { points, refused, total, shifts, column, drms, die, mdr, result: readCrt(tables.crt, column, mdr) };
}
