import { settleExcess } from '#kernel/combat/step-loss/excess';
import { magnitudeOf, whiteDiceFor } from '#kernel/combat/step-loss/magnitude';
import { rollWithReroll, type RolledDie } from '#kernel/combat/step-loss/reroll';
import { formatStepLosses, sumLosses, type StepLosses } from '#kernel/combat/step-loss/result';
import { readStepLossTable } from '#kernel/combat/step-loss/table';
import { ratioColumn } from '#kernel/combat/ratio-column';
import type { Dice } from '#kernel/engine/dice';
import type { Modifier } from '#kernel/engine/events';
import type { CtsSide, Tables, UnitSpec } from '#games/campaign-to-stalingrad/data/schema';
import type { UnitState, Weather } from '#games/campaign-to-stalingrad/state/types';
import { armorSuperiority } from '../combat/armor-superiority';
import { determinedDefense, maximumEffort } from '../combat/determined-defense';
import { tacticalAdvantage } from '../combat/tactical-advantage';
import { shiftsText } from '../combat/odds';
import { isMotorized, isArmorType, isNonCombat } from '../unit-kind';
import { armorSteps, faceOf, magnitudeValue } from '../unit-values';

/** CtS 34.1 (2): in the Caucasus and Black Sea Coast boxes the Magnitude never gives more than two white dice, however many units fight. */
export const BOX_MAGNITUDE_CAP = 2;

/** A unit in a Caucasus or Black Sea Coast box, as the box battle reads it. */
export interface BoxUnit {
  spec: UnitSpec;
  state: UnitState;
}

/** CtS 34.2: what gives the attack its Attack Supply: one Depot or Activated Army HQ in the box (null: none, half strength). */
export type BoxAttackSource = 'depot' | 'army-hq' | 'guards-army-hq' | null;

/** One attack in a box (34.1), with everything chosen: the attackers, the supply, the shifts the air game gives, Maximum Effort and the defender's Determined Defense. */
export interface BoxBattleInput {
  side: CtsSide;
  /** The friendly units of the box the attacker chooses (34.1 (1)). */
  attackers: readonly BoxUnit[];
  /** Every enemy unit in the box (34.1 (1): all of them defend). */
  defenders: readonly BoxUnit[];
  source: BoxAttackSource;
  /** 34.8: the contested space's terrain (terrain.ts), null without a mark. */
  terrain: Modifier | null;
  weather: Weather;
  maximumEffort: 0 | 1 | 2;
  /** 23.11 Ground Support resolved by the air game, as a column shift (34.1 (3) "Air Power"); null: none. */
  groundSupport: Modifier | null;
  /** 12.5: the defender's Determined Defense level, declared after the dice, or his standing policy that chooses it then; refused when his steps cannot absorb it. */
  determinedDefense: 0 | 1 | 2 | DefensePolicy;
  tables: Pick<Tables, 'crt' | 'magnitude'>;
  /**
   * CtS 11.5 "The Axis Player may reroll any CRT die roll of 1": whether the Axis, attacking with
   * German Tactical Advantage, rerolls his 1s (false: he keeps them). Absent: true, the map
   * battle's default (standing order `attacker.rerollOnes`). The Soviet's 6s are always rerolled ("must").
   */
  rerollOnes?: boolean;
}

/**
 * CtS 12.5 Determined Defense chosen after the dice by the defender's standing order
 * (rules/combat/order.ts DefenseStanding): `hold`, the least level up to `maxLevel` that takes
 * the advance to 0; `shorten`, the highest level up to `maxLevel` his steps can absorb.
 */
export interface DefensePolicy {
  policy: 'never' | 'hold' | 'shorten';
  maxLevel: 1 | 2;
}

/** A box battle resolved: the odds, the dice, the losses and whether the attack succeeded (34.1). */
export interface BoxBattle {
  attack: number;
  defense: number;
  shifts: Modifier[];
  column: string | null;
  whiteDice: RolledDie[];
  blackDie: RolledDie | null;
  results: StepLosses[];
  determinedDefense: 0 | 1 | 2;
  advance: number;
  losses: StepLosses;
  /** 12.5 [Change]: of the defender's losses, those a mixed German and allied box took at the German rate, which must come from its German units; absent otherwise. */
  germanExtra?: number;
  /** 34.1: any Advance After Combat moves the track marker (not when Determined Defense took it to 0). */
  success: boolean;
  text: string;
}

/**
 * CtS 34.1 one attack in the Caucasus or Black Sea Coast box by standard combat procedure,
 * with its exceptions: every enemy unit in the box defends against the attackers chosen; the
 * magnitude never gives more than two white dice; every 11.x modifier applies but Isolation
 * (11.3): the terrain of the contested space (11.1, 34.8), Armor Superiority (11.2), the
 * Hungarians and Rumanians (11.4), German Tactical Advantage (11.5), Maximum Effort (11.6), the
 * Soviet's attack without a Guards Army HQ or Depot (11.7), rain and snow (11.8), and Ground
 * Support (23.11); attackers without Attack Supply (34.2) at half strength (16.6); the defender's
 * Determined Defense (12.5). An attack below 1-4 is not made (10.1.8).
 */
export function resolveBoxBattle(input: BoxBattleInput, dice: Dice, label: string): BoxBattle {
  const { side, tables } = input;
  const attackers = input.attackers.filter((u) => !isNonCombat(u.spec));
  const defenders = input.defenders.filter((u) => !isNonCombat(u.spec));
  const nations = new Set(attackers.map((a) => a.spec.nationality));
  const rivals = nations.has('hungarian') && nations.has('rumanian');
  const attack = Math.floor(
    attackers.reduce((s, a) => {
      let f = faceOf(a.spec, a.state).attack;
      if (input.source === null) f /= 2; // 16.6, 34.2
      if (rivals && (a.spec.nationality === 'hungarian' || a.spec.nationality === 'rumanian')) f /= 2; // 11.4
      return s + f;
    }, 0),
  );
  const defense = defenders.reduce((s, d) => s + faceOf(d.spec, d.state).defense, 0); // no 11.3 halving (34.1 (3))
  const shifts: Modifier[] = [];
  const axisSide = side === 'axis' ? attackers : defenders;
  const sovietSide = side === 'axis' ? defenders : attackers;
  const armor = (us: readonly BoxUnit[]) => us.reduce((s, u) => s + armorSteps(u.spec, u.state), 0);
  const allGermanMot = axisSide.every((u) => u.spec.nationality === 'german' && isMotorized(u.spec)) && axisSide.some((u) => isArmorType(u.spec));
  const as = armorSuperiority({ side: 'axis', gaining: armor(axisSide), cancelling: 0 }, { side: 'soviet', gaining: armor(sovietSide), cancelling: 0 }, allGermanMot);
  if (as) shifts.push({ value: as.side === side ? as.shifts : -as.shifts, kind: 'column-shift', reason: `Armor Superiority: ${as.side}`, rule: 'CtS 11.2' });
  if (input.maximumEffort > 0) shifts.push({ value: input.maximumEffort, kind: 'column-shift', reason: `Maximum Effort (${input.maximumEffort})`, rule: 'CtS 11.6' });
  if (side === 'soviet' && input.source !== 'depot' && input.source !== 'guards-army-hq') {
    shifts.push({ value: -1, kind: 'column-shift', reason: 'Soviet attack without Attack Supply from a Guards Army HQ or a Depot', rule: 'CtS 11.7' });
  }
  if (input.weather === 'rain' || input.weather === 'snow') shifts.push({ value: -1, kind: 'column-shift', reason: input.weather, rule: 'CtS 11.8' });
  if (input.groundSupport) shifts.push(input.groundSupport);
  if (input.terrain) shifts.push(input.terrain);

  const columns = tables.crt.columns;
  const col = ratioColumn(attack, Math.max(defense, 1e-9), columns, shifts.map((m) => m.value));
  const odds = `${attack} to ${defense}`;
  const none: Omit<BoxBattle, 'text'> = { attack, defense, shifts, column: null, whiteDice: [], blackDie: null, results: [], determinedDefense: 0, advance: 0, losses: { attacker: 0, defender: 0 }, success: false };
  if (col.raw < 0) return { ...none, text: `${odds} is worse than 1-4: no attack (CtS 10.1.8)` };
  const column = columns[col.final]!;

  // 10.3 with 34.1 (2): never more than two white dice
  const attMag = magnitudeOf(attackers, (u) => magnitudeValue(u.spec, u.state, tables as Tables));
  const defMag = magnitudeOf(defenders, (u) => magnitudeValue(u.spec, u.state, tables as Tables));
  const whites = Math.min(BOX_MAGNITUDE_CAP, whiteDiceFor(attMag, defMag, tables.magnitude.threshold, tables.magnitude.dice));
  const advantage = tacticalAdvantage(axisSide); // 11.5
  const reroll = (face: number): boolean => advantage && ((side === 'axis' && face === 1 && (input.rerollOnes ?? true)) || (side === 'soviet' && face === 6));
  const whiteDice = Array.from({ length: whites }, (_, i) => rollWithReroll(dice, `${label}/white#${i + 1}`, 6, reroll));
  const blackDie = rollWithReroll(dice, `${label}/black`, 6, reroll);
  const reading = readStepLossTable(tables.crt, column, whiteDice.map((d) => d.value), blackDie.value);

  // 11.6 Maximum Effort; 12.5 Determined Defense at the German rate ([Change]) when every
  // defender is German, or for a mixed German and allied box when "all the extra step losses
  // caused by the Determined Defense" can "come from German units", "or else the normal procedure applies"
  const withMe = maximumEffort(reading.results, input.maximumEffort);
  const defenderSteps = defenders.reduce((s, d) => s + d.state.steps, 0);
  const germans = side === 'soviet' ? defenders.filter((d) => d.spec.nationality === 'german') : [];
  const germanSteps = germans.reduce((s, d) => s + d.state.steps, 0);
  const extraAt = (level: 0 | 1 | 2): number => sumLosses(determinedDefense(withMe, reading.advance, level, false).results).defender - sumLosses(withMe).defender;
  const rateAt = (level: 0 | 1 | 2): boolean => germans.length > 0 && (germans.length === defenders.length || extraAt(level) <= germanSteps);
  const absorbed = (level: 1 | 2): boolean => sumLosses(determinedDefense(withMe, reading.advance, level, false).results).defender <= defenderSteps;
  const ddLevel = reading.advance === 0 ? 0 : defenseLevel(input.determinedDefense, absorbed, (level) => determinedDefense(withMe, reading.advance, level, rateAt(level)).advance === 0);
  const germanRate = rateAt(ddLevel);
  const extra = extraAt(ddLevel);
  const dd = determinedDefense(withMe, reading.advance, ddLevel, germanRate);
  const attackerSteps = attackers.reduce((s, a) => s + a.state.steps, 0);
  const settled = settleExcess(sumLosses(dd.results), { attacker: attackerSteps, defender: defenderSteps }); // 10.5.4
  const success = dd.advance > 0;
  const germanExtra = ddLevel > 0 && germanRate && germans.length < defenders.length ? Math.min(extra, settled.defender) : 0;
  const text =
    `${odds}: ${columns[Math.max(col.raw, 0)]}${shiftsText(shifts)} -> ${column}` +
    `; white ${whiteDice.map((d) => d.value).join(' ')} black ${blackDie.value}: ${reading.results.map(formatStepLosses).join(' + ')}, advance ${reading.advance}` +
    (ddLevel ? `; Determined Defense ${ddLevel} (CtS 12.5): advance ${dd.advance}` : '') +
    `; attacker loses ${settled.attacker}, defender ${settled.defender}; ` +
    (success ? 'an Advance After Combat: the attack succeeds, the marker moves (CtS 34.1)' : 'no advance: the marker stays (CtS 34.1)');
  return { attack, defense, shifts, column, whiteDice, blackDie, results: dd.results, determinedDefense: ddLevel, advance: dd.advance, losses: { attacker: settled.attacker, defender: settled.defender }, ...(germanExtra ? { germanExtra } : {}), success, text };
}

/** CtS 12.5: the level declared: a level as given when the steps absorb it, else 0; a policy's choice among the levels the steps absorb. */
function defenseLevel(asked: 0 | 1 | 2 | DefensePolicy, absorbed: (level: 1 | 2) => boolean, holds: (level: 1 | 2) => boolean): 0 | 1 | 2 {
  if (typeof asked === 'number') return asked > 0 && absorbed(asked as 1 | 2) ? asked : 0;
  if (asked.policy === 'never') return 0;
  const levels = ([1, 2] as const).filter((l) => l <= asked.maxLevel && absorbed(l));
  if (asked.policy === 'hold') return levels.find(holds) ?? 0;
  return levels[levels.length - 1] ?? 0;
}
