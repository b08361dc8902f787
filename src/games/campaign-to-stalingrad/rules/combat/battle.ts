import { settleExcess } from '#kernel/combat/step-loss/excess';
import { magnitudeOf, whiteDiceFor } from '#kernel/combat/step-loss/magnitude';
import { rollWithReroll } from '#kernel/combat/step-loss/reroll';
import { formatStepLosses, sumLosses } from '#kernel/combat/step-loss/result';
import { readStepLossTable } from '#kernel/combat/step-loss/table';
import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { hexId, type HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { armorSteps, magnitudeValue } from '../unit-values';
import { determinedDefense, maximumEffort } from './determined-defense';
import { distributeLosses, distributeWithExtras, type StepLoss } from './losses';
import { combatEngineerOf, engineerLosesFirst } from '../special/combat-engineer';
import { isCityHex } from '../movement/nkvd-city';
import { cityAdvanceResult } from '../city/advance-result';
import { majorCityBattlesOn } from '../city/switch';
import type { AttackStanding, BattleOrder, DefenseStanding } from './order';
import { attackersOf, type Participant } from './participants';
import { advanceAttackers } from './advance-attackers';
import { applyLosses } from './apply-losses';
import { retreatDefenders } from './retreat-defenders';
import { tacticalAdvantage } from './tactical-advantage';
import { battleOdds, shiftsText } from './odds';
import { isMotorized } from '../unit-kind';
import { withAttackSupplyGiven } from '../supply/attack-supply-limits';
import { artilleryBarrage, isBarrage } from './artillery-barrage';
import { armyBonus, isArmyBonus } from './army-bonus';
import { abstractGroundSupport } from '../abstract-air/ground-support';
import { conversionCalledFor } from '../guards/conversion-trigger';
import { guardConversion } from '../guards/convert';
import { groundSupport, groundSupportNote, markGroundSupportGiven, type GroundSupportResult } from './ground-support';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { inOneStretch, writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';

/**
 * One battle, resolved whole before the next is declared (ESoP B3, 10.2): strengths and
 * odds, every column shift, magnitude and the dice (with 11.5 rerolls), the CRT, the
 * attacker's Maximum Effort and the defender's Determined Defense, excess losses, the
 * distribution of losses, eliminations to the Cadre Box, the retreat with its bond
 * penalties and Disruption, and the advance. `label` prefixes every die ("T01/axis-combat/1").
 * The battle's changes to the units, its overruns' too, go into one working copy of the
 * units record (state/unit-writes.ts); the state it is given is never written.
 */
export function resolveBattle(
  ctx: CtsContext,
  state0: CtsState,
  order: BattleOrder,
  dice: Dice,
  label: string,
  standing: { attacker?: AttackStanding; defender?: DefenseStanding } = {},
  mode: 'battle' | 'overrun' | 'movement-overrun' = 'battle',
  /** 16.6: attackers in Attack Supply whatever their line (a motorized unit supplied for the original combat, in its overruns). */
  suppliedAnyway: ReadonlySet<string> = new Set(),
  /** 14.3: Ground Support already resolved for this overrun's odds, not rolled again. */
  presetGs?: GroundSupportResult,
): { state: CtsState; events: GameEvent[] } {
  return inOneStretch(() => fight(ctx, state0, order, dice, label, standing, mode, suppliedAnyway, presetGs));
}

function fight(
  ctx: CtsContext,
  state0: CtsState,
  order: BattleOrder,
  dice: Dice,
  label: string,
  standing: { attacker?: AttackStanding; defender?: DefenseStanding },
  mode: 'battle' | 'overrun' | 'movement-overrun',
  suppliedAnyway: ReadonlySet<string>,
  presetGs: GroundSupportResult | undefined,
): { state: CtsState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let state = state0;
  const side = attackersOf(ctx, state, order.attackers)[0]!.spec.side;
  const targets = order.targets.map(hexId);
  // 23.11 Ground Support (ESoP B2); 14.4 in overruns the Axis only; none in a 4.7 battle (7-1, no further shifts)
  const gs: GroundSupportResult =
    mode === 'movement-overrun'
      ? { modifier: null, report: null, used: [] }
      : presetGs ?? groundSupport(ctx, state, side, targets, mode, { ...(order.groundSupport ? { offensive: order.groundSupport } : {}), defensive: standing.defender?.groundSupport ?? 'all' }, dice, label);
  // 10.2, 11.1-11.8, 16.6: the odds before any die (odds.ts)
  // 40.0 (optional) Heavy Artillery Barrage declared by the order: one column right, its Depot the cost
  const declared = mode === 'battle' ? artilleryBarrage(ctx, state, side, order) : null;
  const barrage = isBarrage(declared) ? declared : null;
  // 36.6 [Change] a scenario's one-combat bonus named by the order: a free shift (no supply) and attack factors
  const named = mode === 'battle' ? armyBonus(ctx, state, side, order) : null;
  const bonus = isArmyBonus(named) ? named : null;
  // 38.0 (optional) Abstracted Air Power: the attacker's air unit placed in the target hex for Ground Support, one column right
  const air = mode === 'battle' ? abstractGroundSupport(state, side, order) : null;
  if (air) state = air.state;
  const extraShifts = [...(gs.modifier ? [gs.modifier] : []), ...(barrage ? [barrage.shift] : []), ...(bonus ? [bonus.shift] : []), ...(air?.shift ? [air.shift] : [])];
  const odds = battleOdds(ctx, state, order, mode === 'overrun' ? 'overrun' : 'battle', ctx.tables.crt.columns, extraShifts, suppliedAnyway, undefined, bonus?.factors ?? null);
  if (barrage) state = { ...state, depots: withoutDepot(state.depots, side, barrage.depot) };
  if (bonus) state = { ...state, bonusesUsed: [...(state.bonusesUsed ?? []), bonus.army] };
  const { attackers, defenders, enemy, axisSide, attack } = odds;
  if (odds.depotsUsed.length > 0 && mode !== 'overrun') state = { ...state, depotsUsed: [...new Set([...state.depotsUsed, ...odds.depotsUsed])] }; // 16.6
  if (odds.attackSupplyUsed && mode !== 'overrun') state = withAttackSupplyGiven(state, odds.attackSupplyUsed); // 41.0 (optional)
  const columns = ctx.tables.crt.columns;
  const fixed = mode === 'movement-overrun'; // CtS 4.7: resolved on the 7-1 column with no further shifts
  const chosen = { defense: odds.defense, all: fixed ? [] : odds.shifts, col: { raw: odds.raw, final: fixed ? columns.length - 1 : odds.final } };
  const column = columns[chosen.col.final]!;
  const oddsText = odds.oddsText;
  if (chosen.col.raw < 0 && !fixed) {
    events.push({ type: 'attack-illegal', rule: 'CtS 10.1.8', targets, text: `${oddsText} is worse than 1-4: no attack` });
    return { state, events };
  }

  // 10.3 magnitude and the dice, 11.5 rerolls
  const attMag = magnitudeOf(attackers, (p) => magnitudeValue(p.spec, p.state, ctx.tables));
  const defMag = magnitudeOf(defenders.filter((d) => mode === 'overrun' || !d.state.retreatedThisPhase), (p) => magnitudeValue(p.spec, p.state, ctx.tables)); // 12.3; 14.2 for overruns
  const whites = whiteDiceFor(attMag, defMag, ctx.tables.magnitude.threshold, ctx.tables.magnitude.dice);
  const advantage = tacticalAdvantage(axisSide);
  const reroll = (face: number): boolean =>
    advantage && ((side === 'axis' && face === 1 && (standing.attacker?.rerollOnes ?? true)) || (side === 'soviet' && face === 6));
  const whiteDice = Array.from({ length: whites }, (_, i) => rollWithReroll(dice, `${label}/white#${i + 1}`, 6, reroll));
  const blackDie = rollWithReroll(dice, `${label}/black`, 6, reroll);
  const reading = readStepLossTable(ctx.tables.crt, column, whiteDice.map((d) => d.value), blackDie.value);

  // 11.6 Maximum Effort, then 12.5 Determined Defense chosen by standing order
  let results = maximumEffort(reading.results, order.maximumEffort);
  const defenderSteps = defenders.reduce((s, d) => s + d.state.steps, 0);
  let advance = reading.advance;
  let ddLevel: 0 | 1 | 2 = 0;
  const dd = standing.defender?.determinedDefense;
  // 12.5 [Change]: Axis Determined Defense at the German rate; a mixed German and allied
  // stack only when its German units can take every extra loss, else at the normal rate
  const germans = enemy === 'axis' ? defenders.filter((d) => d.spec.nationality === 'german') : [];
  const germanSteps = germans.reduce((s, d) => s + d.state.steps, 0);
  const mixed = germans.length > 0 && germans.length < defenders.length;
  const baseLoss = sumLosses(results).defender;
  let germanRate = germans.length > 0;
  // 45.0 (optional) Command Control: "The defending units may not use Determined Defense"
  if (dd && dd.policy !== 'never' && !odds.commandControl && advance > 0 && (!dd.hexes || targets.some((t) => dd.hexes!.includes(t)))) {
    const rates = germans.length === 0 ? [false] : mixed ? [true, false] : [true];
    // "hold": the least level that cancels the advance; "shorten": the highest the steps allow
    const levels = dd.policy === 'hold' ? ([1, 2] as const).filter((l) => l <= dd.maxLevel) : ([2, 1] as const).filter((l) => l <= dd.maxLevel);
    search: for (const level of levels) {
      for (const rate of rates) {
        const tried = determinedDefense(results, advance, level, rate);
        const need = sumLosses(tried.results).defender;
        if (rate && mixed && need - baseLoss > germanSteps) continue;
        if ((dd.policy === 'shorten' || tried.advance === 0) && need <= defenderSteps) {
          ddLevel = level;
          germanRate = rate;
          break search;
        }
      }
    }
  }
  const ddResult = determinedDefense(results, advance, ddLevel, germanRate);
  results = ddResult.results;
  advance = ddResult.advance;
  const germanExtra = ddLevel > 0 && germanRate && mixed ? sumLosses(results).defender - baseLoss : 0;

  // 10.4 sum, 10.5.4 excess
  const total = sumLosses(results);
  const attackerSteps = attackers.reduce((s, a) => s + a.state.steps, 0);
  const settled = settleExcess(total, { attacker: attackerSteps, defender: defenderSteps });
  events.push({
    type: 'battle',
    rule: 'CtS 10.2',
    targets,
    from: [...new Set(attackers.map((a) => a.hex))], // the hexes the attack comes from (10.1), for the map's attack arrows
    attackers: attackers.map((a) => a.spec.id),
    defenders: defenders.map((d) => d.spec.id),
    attack: attack.total,
    defense: chosen.defense.total,
    rawColumn: columns[Math.max(chosen.col.raw, 0)],
    shifts: chosen.all,
    column,
    magnitude: { attacker: attMag, defender: defMag, whiteDice: whites },
    dice: { white: whiteDice, black: blackDie },
    results: reading.results.map(formatStepLosses),
    maximumEffort: order.maximumEffort,
    determinedDefense: ddLevel,
    losses: { attacker: settled.attacker, defender: settled.defender },
    advance,
    ...(gs.report ? { groundSupport: gs.report } : {}),
    // 41.0 (optional): the sources' Attack Supply counted for the phase (an advance's overruns count none), and who went without
    ...(odds.attackSupplyUsed ? { attackSupply: { ...(mode !== 'overrun' ? { given: odds.attackSupplyUsed } : {}), ...(odds.attackSupplyRefused ? { refused: odds.attackSupplyRefused } : {}), rule: 'CtS 41.0' } } : {}),
    ...(declared ? { barrage: barrage ? { unit: barrage.unit, depot: barrage.depot, rule: 'CtS 40.0' } : { refused: (declared as { message: string }).message, rule: 'CtS 40.0' } } : {}),
    ...(named ? { bonus: bonus ? { army: bonus.army, shift: bonus.shift.value, factors: bonus.factors.value, rule: bonus.rule } : { refused: (named as { message: string }).message, rule: (named as { rule: string }).rule } } : {}),
    ...(air?.report ? { air: air.report } : {}),
    ...(odds.commandControl ? { commandControl: { cutOff: odds.commandControl.cutOff, determinedDefense: 'withheld', rule: 'CtS 45.0' } } : {}),
    text:
      `${oddsText}${bonus ? ` (${bonus.factors.reason} included, ${bonus.rule})` : ''}: ${columns[Math.max(chosen.col.raw, 0)]}` +
      shiftsText(chosen.all) +
      groundSupportNote(gs.report) +
      ` -> ${column}; white ${whiteDice.map(dieText).join(' ')} black ${dieText(blackDie)}: ${reading.results.map(formatStepLosses).join(' + ')}, advance ${reading.advance}` +
      (order.maximumEffort ? `; Maximum Effort ${order.maximumEffort} (CtS 11.6)` : '') +
      (ddLevel ? `; Determined Defense ${ddLevel} (CtS 12.5): advance ${advance}` : '') +
      (odds.commandControl ? '; no Determined Defense (Command Control, CtS 45.0)' : '') +
      (air?.report && 'intercepted' in air.report ? `; its Ground Support in ${air.report.hex} was intercepted (CtS 38.0)` : '') +
      `; attacker loses ${settled.attacker}, defender ${settled.defender}`,
  });

  // 23.11 each air unit gives Ground Support once a Combat Phase
  state = markGroundSupportGiven(state, gs.used);

  // 10.5 distribution; 10.5 (2), 11.2 armor units first for a side that gained AS or whose armor prevented the other's
  const asUnits = (ps: readonly Participant[], s: typeof side): Set<string> => new Set(odds.armorFirst.has(s) ? ps.filter((p) => armorSteps(p.spec, p.state) > 0).map((p) => p.spec.id) : []);
  // 29.0 (Section II): the Axis side's first step comes from the combat engineer
  const attLoss = engineerLosesFirst(attackers, settled.attacker, combatEngineerOf(ctx, state, attackers), (ps, n) => distributeLosses(ps, n, standing.attacker?.lossOrder ?? [], asUnits(ps, side)));
  const extra = Math.min(germanExtra, settled.defender); // 12.5 [Change]: from the German units
  const defLoss = engineerLosesFirst(defenders, settled.defender, combatEngineerOf(ctx, state, defenders), (ps, n) => {
    const more = Math.min(extra, n);
    return more > 0
      ? distributeWithExtras(ps, n - more, new Set(germans.map((g) => g.spec.id)), more, standing.defender?.lossOrder ?? [], asUnits(ps, enemy))
      : distributeLosses(ps, n, standing.defender?.lossOrder ?? [], asUnits(ps, enemy));
  });
  state = applyLosses(ctx, state, [...attLoss, ...defLoss], events, 'CtS 10.5');

  // 12.4 [Change] NKVD units in a city hex may pay steps to cut the advance
  if (advance > 0 && mode !== 'movement-overrun') {
    const cut = nkvdStand(ctx, state, defenders, targets, advance, whites, standing.defender?.nkvdSteps ?? 0, standing.defender?.lossOrder ?? []);
    if (cut) {
      state = applyLosses(ctx, state, cut.losses, events, 'CtS 12.4');
      advance = cut.advance;
      events.push({ type: 'nkvd-stand', rule: 'CtS 12.4', steps: cut.steps, advance, text: `NKVD units give up ${cut.steps} more step${cut.steps > 1 ? 's' : ''} to hold the city: the advance falls to ${advance}` });
    }
  }

  // 24.0-24.7 Major City Battles: a contested city's defenders stay, Disrupted; the attacker's units enter its display
  const city = advance > 0 && mode !== 'movement-overrun' && majorCityBattlesOn(ctx, state) ? cityAdvanceResult(ctx, state, targets, side, advance, order, [...new Set(attackers.map((p) => p.hex))], events, standing.defender?.leaveCities) : null;
  if (city) state = city.state;

  // 12.1-12.3 retreat, 13.0 disruption
  if (advance > 0) state = retreatDefenders(ctx, state, city ? city.retreating : targets, enemy, events, standing.defender, false, city?.exits);

  // 12.4 advance after combat (24.1: none into a city still contested)
  if (advance > 0 && order.advance && !city?.contested.includes(hexId(order.advance.path[0] ?? ''))) {
    const committed = order.advance.overrun?.groundSupport; // 14.4: air committed when the overrun is declared
    // 16.6: a motorized unit in Attack Supply for this combat is for its overruns, which consume no supply
    const motorizedSupplied = new Set(attackers.filter((a) => isMotorized(a.spec) && odds.supplied.has(a.spec.id)).map((a) => a.spec.id));
    const resolveOverrun = {
      fight: (s: CtsState, o: BattleOrder, l: string, preset?: GroundSupportResult) =>
        resolveBattle(ctx, s, committed && !o.groundSupport ? { ...o, groundSupport: committed } : o, dice, l, standing, 'overrun', motorizedSupplied, preset),
      supplied: motorizedSupplied,
    };
    state = advanceAttackers(ctx, state, order, targets, advance, reading.advance, attackers, events, resolveOverrun, dice, label);
  }

  // 10.1.4 each unit attacks and is attacked once a turn
  const marked = new Map<string, UnitState>();
  const mark = (id: string, change: Partial<UnitState>): void => {
    const u = marked.get(id) ?? state.units[id];
    if (u) marked.set(id, unitWith(u, change));
  };
  for (const a of attackers) mark(a.spec.id, { attacked: true });
  for (const d of defenders) mark(d.spec.id, { defended: true });
  state = { ...state, units: writeUnits(state, marked) };
  // 32.0 (Section III): an 11.5 reroll that reads the same face again calls for a Guard conversion
  if (state.guardPool !== undefined && conversionCalledFor(side, [...whiteDice, blackDie])) {
    const soviets = (side === 'soviet' ? attackers : defenders).map((p) => p.spec.id);
    const why = side === 'axis' ? `${label}: the Axis rerolled a 1 and rolled 1 again` : `${label}: the Soviet rerolled a 6 and rolled 6 again`;
    const converted = guardConversion(ctx, state, soviets, why);
    state = converted.state;
    events.push(...converted.events);
  }
  return { state, events };
}

/**
 * CtS 12.4 [Change] NKVD: NKVD defenders in a city hex among the targets give up to
 * `most` steps beyond the CRT's losses (already taken), as few as bring the advance to 0,
 * one hex a step, or a hex for two steps when the magnitude took two dice (`whites` > 1).
 * Null when nothing is paid.
 */
function nkvdStand(ctx: CtsContext, state: CtsState, defenders: readonly Participant[], targets: readonly HexId[], advance: number, whites: number, most: number, lossOrder: readonly string[]): { losses: StepLoss[]; steps: number; advance: number } | null {
  const nkvd = defenders
    .filter((d) => d.spec.branch === 'nkvd' && isCityHex(ctx, d.hex) && targets.includes(d.hex))
    .map((d) => ({ ...d, state: state.units[d.spec.id]! }))
    .filter((d) => d.state.where === 'map' && d.state.steps > 0);
  const per = whites > 1 ? 2 : 1;
  const have = nkvd.reduce((s, d) => s + d.state.steps, 0);
  const hexes = Math.min(advance, Math.floor(Math.min(most, have) / per));
  if (hexes === 0) return null;
  const steps = hexes * per;
  return { losses: distributeLosses(nkvd, steps, lossOrder, new Set()), steps, advance: advance - hexes };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const dieText = (d: { first: number; reroll?: number }): string => (d.reroll === undefined ? `${d.first}` : `${d.first}->${d.reroll}`);

/** 40.0: the Depot a Heavy Artillery Barrage costs leaves the map (one Depot of the side in that hex). */
function withoutDepot(depots: CtsState['depots'], side: CtsState['phasing'], hex: HexId): CtsState['depots'] {
  const i = depots.findIndex((d) => d.side === side && d.hex === hex);
  return i < 0 ? depots : [...depots.slice(0, i), ...depots.slice(i + 1)];
}
