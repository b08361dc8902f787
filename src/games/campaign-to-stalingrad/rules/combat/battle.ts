import { ratioColumn } from '../../../../kernel/combat/ratio-column';
import { settleExcess } from '../../../../kernel/combat/step-loss/excess';
import { magnitudeOf, whiteDiceFor } from '../../../../kernel/combat/step-loss/magnitude';
import { rollWithReroll } from '../../../../kernel/combat/step-loss/reroll';
import { formatStepLosses, sumLosses } from '../../../../kernel/combat/step-loss/result';
import { readStepLossTable } from '../../../../kernel/combat/step-loss/table';
import type { Dice } from '../../../../kernel/engine/dice';
import type { GameEvent, Modifier } from '../../../../kernel/engine/events';
import { hexId } from '../../../../kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsState } from '../../state/types';
import { bondsOf } from '../zones-of-control';
import { enemyOf, occupancy } from '../occupancy';
import { attackSources, sourceReached } from '../supply/sources';
import { isArmorType, isHq, isMotorized } from '../unit-kind';
import { armorSteps, magnitudeValue } from '../unit-values';
import { armorSuperiority } from './armor-superiority';
import { determinedDefense, maximumEffort } from './determined-defense';
import { halvedForIsolation } from './isolation-halving';
import { distributeLosses } from './losses';
import type { AttackStanding, BattleOrder, DefenseStanding } from './order';
import { attackersOf, defendersOf, type Participant } from './participants';
import { advanceAttackers } from './advance-attackers';
import { applyLosses } from './apply-losses';
import { retreatDefenders } from './retreat-defenders';
import { attackStrength, defenseStrength, hexBenefit, riverBenefit, sidesCrossed, type TerrainChoice } from './strength';
import { tacticalAdvantage } from './tactical-advantage';

/**
 * One battle, resolved whole before the next is declared (ESoP B3, 10.2): strengths and
 * odds, every column shift, magnitude and the dice (with 11.5 rerolls), the CRT, the
 * attacker's Maximum Effort and the defender's Determined Defense, excess losses, the
 * distribution of losses, eliminations to the Cadre Box, the retreat with its bond
 * penalties and Disruption, and the advance. `label` prefixes every die ("T01/axis-combat/1").
 */
export function resolveBattle(
  ctx: CtsContext,
  state0: CtsState,
  order: BattleOrder,
  dice: Dice,
  label: string,
  standing: { attacker?: AttackStanding; defender?: DefenseStanding } = {},
  mode: 'battle' | 'overrun' = 'battle',
): { state: CtsState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let state = state0;
  const occ = occupancy(ctx, state);
  const attackers = attackersOf(ctx, state, order.attackers);
  const side = attackers[0]!.spec.side;
  const enemy = enemyOf(side);
  const targets = order.targets.map(hexId);
  const defenders = defendersOf(occ, targets, enemy);
  const bondsVsAttacker = bondsOf(ctx, state, enemy, occ);
  const bondsVsDefender = bondsOf(ctx, state, side, occ);

  // 16.6 Attack Supply at the moment of combat
  const sources = attackSources(ctx, state, side);
  const reached = new Map(attackers.map((a) => [a.spec.id, sourceReached(ctx, occ, side, bondsVsAttacker, a.hex, sources)]));
  const supplied = new Set([...reached].filter(([, s]) => s !== null).map(([id]) => id));
  const depotsUsed = [...new Set([...reached.values()].filter((s) => s?.what === 'depot').map((s) => s!.hex))];
  if (depotsUsed.length > 0) state = { ...state, depotsUsed: [...new Set([...state.depotsUsed, ...depotsUsed])] }; // 16.6
  const attack = attackStrength(ctx, attackers, targets, supplied);
  const isolated = halvedForIsolation(ctx, state, occ, defenders, bondsVsDefender);

  const shifts: Modifier[] = [];
  // 11.2 Armor Superiority
  const deniedTerrain = defenders.some((d) => {
    const h = ctx.map.hex(d.hex);
    return h?.terrain === 'forest' || h?.terrain === 'marsh' || (h?.features ?? []).some((f) => f === 'major-city' || f === 'minor-city');
  });
  const acrossRiver = (a: Participant): boolean => sidesCrossed(ctx, a.hex, targets).some((f) => f.some((x) => x === 'minor-river' || x === 'major-river' || x === 'volga' || x === 'marsh'));
  const armorOf = (ps: readonly Participant[], attacking: boolean) => {
    let gaining = 0;
    let cancelling = 0;
    for (const p of ps) {
      const s = armorSteps(p.spec, p.state);
      if (attacking && (deniedTerrain || acrossRiver(p))) cancelling += s;
      else gaining += s;
    }
    return { gaining, cancelling };
  };
  const axisSide = side === 'axis' ? attackers : defenders;
  const sovietSide = side === 'axis' ? defenders : attackers;
  const axisAllGermanMot = axisSide.every((p) => p.spec.nationality === 'german' && isMotorized(p.spec) && !isHq(p.spec)) && axisSide.some((p) => isArmorType(p.spec));
  const as = armorSuperiority({ side: 'axis', ...armorOf(axisSide, side === 'axis') }, { side: 'soviet', ...armorOf(sovietSide, side === 'soviet') }, axisAllGermanMot);
  if (as) shifts.push({ value: as.side === side ? as.shifts : -as.shifts, kind: 'column-shift', reason: `Armor Superiority: ${as.side}`, rule: 'CtS 11.2' });
  if (order.maximumEffort > 0) shifts.push({ value: order.maximumEffort, kind: 'column-shift', reason: `Maximum Effort (${order.maximumEffort})`, rule: 'CtS 11.6' });
  if (side === 'soviet') {
    const penalised = attackers.some((a) => {
      const s = sourceReached(ctx, occ, side, bondsVsAttacker, a.hex, sources);
      return s === null || (s.what !== 'depot' && ctx.units.get(s.what)?.branch !== 'guard');
    });
    if (penalised) shifts.push({ value: -1, kind: 'column-shift', reason: 'Soviet attack without Attack Supply from a Guards Army HQ or a Depot', rule: 'CtS 11.7' });
  }
  if (state.weather === 'rain' || state.weather === 'snow') shifts.push({ value: -1, kind: 'column-shift', reason: `${state.weather}`, rule: 'CtS 11.8' });

  // 11.1: the defender takes the better of his hex and the river, never both
  const columns = ctx.tables.crt.columns;
  const evaluate = (t: TerrainChoice) => {
    const defense = defenseStrength(defenders, t, isolated, mode === 'overrun');
    const all = [...shifts, ...t.shifts];
    return { t, defense, all, col: ratioColumn(attack.total, Math.max(defense.total, 1e-9), columns, all.map((m) => m.value)) };
  };
  const hexChoice = evaluate(hexBenefit(ctx, defenders));
  const river = riverBenefit(ctx, attackers, targets);
  const riverChoice = river ? evaluate(river) : null;
  const chosen = riverChoice && riverChoice.col.final < hexChoice.col.final ? riverChoice : hexChoice;
  const column = columns[chosen.col.final]!;
  const oddsText = `${attack.total} to ${round2(chosen.defense.total)}`;
  if (chosen.col.raw < 0) {
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
  const germanRate = enemy === 'axis' && defenders.some((d) => d.spec.nationality === 'german');
  if (dd && dd.policy === 'hold' && advance > 0 && (!dd.hexes || targets.some((t) => dd.hexes!.includes(t)))) {
    for (const level of [1, 2] as const) {
      if (level > dd.maxLevel) break;
      const tried = determinedDefense(results, advance, level, germanRate);
      const need = sumLosses(tried.results).defender;
      if (tried.advance === 0 && need <= defenderSteps) {
        ddLevel = level;
        break;
      }
    }
  }
  const ddResult = determinedDefense(results, advance, ddLevel, germanRate);
  results = ddResult.results;
  advance = ddResult.advance;

  // 10.4 sum, 10.5.4 excess
  const total = sumLosses(results);
  const attackerSteps = attackers.reduce((s, a) => s + a.state.steps, 0);
  const settled = settleExcess(total, { attacker: attackerSteps, defender: defenderSteps });
  events.push({
    type: 'battle',
    rule: 'CtS 10.2',
    targets,
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
    text:
      `${oddsText}: ${columns[Math.max(chosen.col.raw, 0)]}` +
      chosen.all.map((m) => `, ${m.value > 0 ? `${m.value} right` : `${-m.value} left`} (${m.reason}, ${m.rule})`).join('') +
      ` -> ${column}; white ${whiteDice.map(dieText).join(' ')} black ${dieText(blackDie)}: ${reading.results.map(formatStepLosses).join(' + ')}, advance ${reading.advance}` +
      (order.maximumEffort ? `; Maximum Effort ${order.maximumEffort} (CtS 11.6)` : '') +
      (ddLevel ? `; Determined Defense ${ddLevel} (CtS 12.5): advance ${advance}` : '') +
      `; attacker loses ${settled.attacker}, defender ${settled.defender}`,
  });

  // 10.5 distribution; 11.2 armor units first when the side gained or prevented AS
  const asUnits = (ps: readonly Participant[]): Set<string> => new Set(as ? ps.filter((p) => armorSteps(p.spec, p.state) > 0).map((p) => p.spec.id) : []);
  const attLoss = distributeLosses(attackers, settled.attacker, standing.attacker?.lossOrder ?? [], asUnits(attackers));
  const defLoss = distributeLosses(defenders, settled.defender, standing.defender?.lossOrder ?? [], asUnits(defenders));
  state = applyLosses(ctx, state, [...attLoss, ...defLoss], events, 'CtS 10.5');

  // 12.1-12.3 retreat, 13.0 disruption
  if (advance > 0) state = retreatDefenders(ctx, state, targets, enemy, events, standing.defender);

  // 12.4 advance after combat
  if (advance > 0 && order.advance) {
    const resolveOverrun = (s: CtsState, o: BattleOrder, l: string) => resolveBattle(ctx, s, o, dice, l, standing, 'overrun');
    state = advanceAttackers(ctx, state, order, targets, advance, reading.advance, attackers, events, resolveOverrun, label);
  }

  // 10.1.4 each unit attacks and is attacked once a turn
  const units = { ...state.units };
  for (const a of attackers) if (units[a.spec.id]) units[a.spec.id] = { ...units[a.spec.id]!, attacked: true };
  for (const d of defenders) if (units[d.spec.id]) units[d.spec.id] = { ...units[d.spec.id]!, defended: true };
  return { state: { ...state, units }, events };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const dieText = (d: { first: number; reroll?: number }): string => (d.reroll === undefined ? `${d.first}` : `${d.first}->${d.reroll}`);
