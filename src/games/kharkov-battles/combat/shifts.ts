import type { TecCombat } from '../data/tables';
import type { Shift } from './modifier';
import type { Weather } from './strength';

/**
 * Every column shift of one Prepared Assault (KB T4), each with its rule, all cumulative
 * on the same terrain line (5.21). The sizes of the terrain shifts come from the TEC
 * (tables.yaml tec.shifts); the rest are the rules' own.
 */
export type Crossing = 'none' | 'minor-river' | 'major-river';

export interface ShiftFacts {
  /** 5.21: one column right each (at most two, air.ts). */
  attackerAir: number;
  /** 5.21: one column left (at most one). */
  defenderAir: number;
  /** combined-arms.ts said the attacker has the bonus (12.43). */
  combinedArms: boolean;
  /** encirclement.ts said the attacker has the bonus (12.5). */
  encirclement: boolean;
  /** 12.34: any defending unit is in a hex with a Town. */
  town: boolean;
  /** 5.44: the defender's hex has Rubble. */
  rubble: boolean;
  /** 18.11: the defending stack is in a Fortified Zone that benefits it. */
  fortifiedZone: boolean;
  /** 12.32: the hexside each attacking unit attacks across. */
  crossings: readonly Crossing[];
  weather: Weather;
  /** 15.3: Tigers whose shift counts (tigers.ts), each side. */
  attackingTigers: number;
  defendingTigers: number;
}

export function preparedShifts(f: ShiftFacts, tec: TecCombat['shifts']): Shift[] {
  const out: Shift[] = [];
  for (let i = 0; i < f.attackerAir; i++) out.push({ reason: 'attacker-air-point', rule: 'KB 5.21', shift: 1 });
  for (let i = 0; i < f.defenderAir; i++) out.push({ reason: 'defender-air-point', rule: 'KB 5.21', shift: -1 });
  if (f.combinedArms) out.push({ reason: 'combined-arms', rule: 'KB 12.43', shift: 1 });
  if (f.encirclement) out.push({ reason: 'encirclement', rule: 'KB 12.5', shift: 1 });
  if (f.town) out.push({ reason: 'town', rule: 'KB 12.34', shift: tec.town });
  if (allAcrossMinorRiver(f.crossings) && f.weather !== 'freeze') out.push({ reason: 'minor-river', rule: 'KB 12.32', shift: tec.minorRiver });
  if (f.rubble) out.push({ reason: 'rubble', rule: 'KB 5.44', shift: tec.rubble });
  if (f.fortifiedZone) out.push({ reason: 'fortified-zone', rule: 'KB 18.11', shift: tec.fortifiedZone });
  for (let i = 0; i < f.attackingTigers; i++) out.push({ reason: 'attacking-tiger', rule: 'KB 15.3', shift: 1 });
  for (let i = 0; i < f.defendingTigers; i++) out.push({ reason: 'defending-tiger', rule: 'KB 15.3', shift: -1 });
  return out;
}

/** 12.32: every attacker across a Minor River, or across Minor and Major Rivers (at least one Minor). */
export function allAcrossMinorRiver(crossings: readonly Crossing[]): boolean {
  return crossings.length > 0 && crossings.every((c) => c !== 'none') && crossings.includes('minor-river');
}
