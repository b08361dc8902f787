import { ratioColumn } from '#kernel/combat/ratio-column';
import type { Modifier } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { bondsOf } from '../zones-of-control';
import { enemyOf, occupancy } from '../occupancy';
import { attackSources, sourceReached, type Source } from '../supply/sources';
import { limitedAttackSupply } from '../supply/attack-supply-limits';
import { isArmorType, isMotorized } from '../unit-kind';
import { armorSteps } from '../unit-values';
import { armorLossesFirst, armorSuperiority } from './armor-superiority';
import { commandControl, type CommandControl } from './command-control';
import { halvedForIsolation } from './isolation-halving';
import { sovietArmorDefends } from './soviet-armor';
import { RIVERS_IN_PLACE_OF_HEX } from './river-fractions';
import { optionalRule } from '#games/campaign-to-stalingrad/setup/optional-rules';
import type { BattleOrder } from './order';
import { attackersOf, defendersOf, type Participant } from './participants';
import { pocketShifts } from '../pockets/pocket-shifts';
import { combatEngineerShift } from '../special/combat-engineer';
import { attackStrength, combatSidesCrossed, defenseStrength, hexBenefit, riverBenefit, withAddedFactors, type AddedFactors, type Strength, type TerrainChoice } from './strength';

/** Where a battle stands before any die is rolled (10.2, 11.1-11.8, 16.6). */
export interface BattleOdds {
  side: CtsSide;
  enemy: CtsSide;
  targets: HexId[];
  attackers: Participant[];
  defenders: Participant[];
  /** 16.6: attackers in Attack Supply, and the Depots that gave it. */
  supplied: Set<string>;
  depotsUsed: HexId[];
  /** The Axis units of the battle, attacking or defending (11.5). */
  axisSide: Participant[];
  /** 11.2: the side with Armor Superiority and its shifts. */
  armor: { side: CtsSide; shifts: number } | null;
  /** 10.5 (2): the sides whose first loss comes from their armor (they received the shift or their armor prevented the other's). */
  armorFirst: Set<CtsSide>;
  attack: Strength;
  defense: Strength;
  /** Every shift applied, the defender's terrain included. */
  shifts: Modifier[];
  /** Indexes into `columns`: the raw odds (-1 below the lowest) and after the shifts. */
  raw: number;
  final: number;
  columns: readonly string[];
  /** "14 to 2" */
  oddsText: string;
  /** 41.0 (optional): the attackers each source (sourceKey) gives Attack Supply to in this battle, for the Combat Phase's count. */
  attackSupplyUsed?: Record<string, string[]>;
  /** 41.0 (optional): the attackers in reach of a source that had no room left for them, and why. */
  attackSupplyRefused?: Record<string, string>;
  /** 45.0 (optional): defenders cut off from every Army HQ; the attacker's shift is in `shifts`, and Determined Defense is withheld. */
  commandControl?: CommandControl;
}

/** What battleOdds reads of the whole board for an attacking side: computed once when several battles are read on one state. */
export interface OddsBoard {
  side: CtsSide;
  occ: ReturnType<typeof occupancy>;
  bondsVsAttacker: ReturnType<typeof bondsOf>;
  bondsVsDefender: ReturnType<typeof bondsOf>;
  sources: ReturnType<typeof attackSources>;
}

export function oddsBoard(ctx: CtsContext, state: CtsState, side: CtsSide): OddsBoard {
  const occ = occupancy(ctx, state);
  return { side, occ, bondsVsAttacker: bondsOf(ctx, state, enemyOf(side), occ), bondsVsDefender: bondsOf(ctx, state, side, occ), sources: attackSources(ctx, state, side) };
}

/**
 * CtS 10.2 the odds of a battle and their column: the attack (halved without Attack
 * Supply, 16.6), the defense with its terrain (the defender takes the better of his hex
 * and the river, 11.1, never both) and isolation (11.3), and every column shift: Armor
 * Superiority (11.2), Maximum Effort (11.6), the Soviet attack penalty (11.7), rain and
 * snow (11.8), and `extraShifts` a caller adds (Ground Support, 14.4 and 23.11);
 * `suppliedAnyway` are in Attack Supply whatever their line (16.6, overruns), the
 * order's `keepDepots` give none (16.6, the attacker's choice); `board`
 * the side's oddsBoard when the caller reads many battles on one state. `columns`
 * is the CRT's, or a longer ladder (4.7 reads odds up to 10-1). `mode` 'overrun' counts
 * units retreated earlier this phase (14.2). No die is rolled here.
 */
export function battleOdds(
  ctx: CtsContext,
  state: CtsState,
  order: Pick<BattleOrder, 'attackers' | 'targets' | 'maximumEffort' | 'keepDepots'>,
  mode: 'battle' | 'overrun' = 'battle',
  columns: readonly string[] = ctx.tables.crt.columns,
  extraShifts: readonly Modifier[] = [],
  suppliedAnyway: ReadonlySet<string> = new Set(),
  board?: OddsBoard,
  /** 36.6: attack factors a rule adds to this combat (the 5th Tank Army's bonus). */
  added: AddedFactors | null = null,
): BattleOdds {
  const attackers = attackersOf(ctx, state, order.attackers);
  const side = attackers[0]!.spec.side;
  const { occ, bondsVsAttacker, bondsVsDefender, sources: all } = board?.side === side ? board : oddsBoard(ctx, state, side);
  // 16.6: "players may elect to have their units attack at half strength ... so as to save a Supply Depot": the kept Depots give this battle nothing
  const kept = new Set<string>(order.keepDepots ?? []);
  const sources = kept.size === 0 ? all : all.filter((s) => !(s.what === 'depot' && kept.has(s.hex)));
  const enemy = enemyOf(side);
  const targets = order.targets.map(hexId);
  const defenders = defendersOf(occ, targets, enemy);

  // 16.6 Attack Supply at the moment of combat; 41.0 (optional) each source's limits over the Combat Phase
  const limited = optionalRule(state, 'hqLimits') ? limitedAttackSupply(ctx, occ, side, bondsVsAttacker, attackers, guardsFirst(ctx, side, sources), state.attackSupplyGiven ?? {}) : null;
  const reached = limited?.reached ?? new Map(attackers.map((a) => [a.spec.id, sourceReached(ctx, occ, side, bondsVsAttacker, a.hex, sources)]));
  const supplied = new Set([...reached].filter(([id, s]) => s !== null || suppliedAnyway.has(id)).map(([id]) => id));
  const depotsUsed = [...new Set([...reached.values()].filter((s) => s?.what === 'depot').map((s) => s!.hex))];
  const rivers39 = optionalRule(state, 'rivers'); // 39.0 (optional) in place of 11.1's river and marsh effects
  const attack = attackStrength(ctx, attackers, targets, supplied, rivers39 ? { across: false } : undefined);
  const isolated = halvedForIsolation(ctx, state, occ, defenders, bondsVsDefender);

  const shifts: Modifier[] = [];
  // 11.2 Armor Superiority
  const deniedTerrain = defenders.some((d) => {
    const h = ctx.map.hex(d.hex);
    return h?.terrain === 'forest' || h?.terrain === 'marsh' || (h?.features ?? []).some((f) => f === 'major-city' || f === 'minor-city');
  });
  const armorOf = (ps: readonly Participant[], attacking: boolean) => {
    let gaining = 0;
    let cancelling = 0;
    for (const p of ps) {
      const s = armorSteps(p.spec, p.state);
      if (attacking && (deniedTerrain || acrossRiver(ctx, p, targets) || outOfMarsh(ctx, p))) cancelling += s;
      else gaining += s;
    }
    return { gaining, cancelling };
  };
  const axisSide = side === 'axis' ? attackers : defenders;
  const sovietSide = side === 'axis' ? defenders : attackers;
  // 11.2 [Change] second shift: every Axis unit German and motorized; an Army HQ is motorized (4.3), so it does not spoil the shift
  const axisAllGermanMot = axisSide.every((p) => p.spec.nationality === 'german' && isMotorized(p.spec)) && axisSide.some((p) => isArmorType(p.spec));
  const armorBalance = { axis: { side: 'axis' as const, ...armorOf(axisSide, side === 'axis') }, soviet: { side: 'soviet' as const, ...armorOf(sovietSide, side === 'soviet') } };
  // 44.0 (optional): a Heavy Tank regiment or Guards armor unit in the Soviet defence withholds the Axis shift
  const heavyDefence = sovietArmorDefends(state, side, defenders);
  const as = armorSuperiority(armorBalance.axis, armorBalance.soviet, axisAllGermanMot, heavyDefence !== null);
  if (as) shifts.push({ value: as.side === side ? as.shifts : -as.shifts, kind: 'column-shift', reason: `Armor Superiority: ${as.side}`, rule: 'CtS 11.2' });
  else if (heavyDefence && armorSuperiority(armorBalance.axis, armorBalance.soviet, axisAllGermanMot)?.side === 'axis') {
    shifts.push({ value: 0, kind: 'column-shift', reason: `Armor Superiority withheld from the Axis: ${heavyDefence.join(', ')} in the Soviet defence`, rule: 'CtS 44.0' });
  }
  if (order.maximumEffort > 0) shifts.push({ value: order.maximumEffort, kind: 'column-shift', reason: `Maximum Effort (${order.maximumEffort})`, rule: 'CtS 11.6' });
  if (side === 'soviet') {
    // 11.7: a unit that can draw from a Guards Army HQ draws from it, whatever other HQ is also in reach
    const guardsHqs = sources.filter((s) => isGuardsHq(ctx, s));
    const penalised = attackers.some((a) => {
      if (limited) return limitedSoviet(ctx, limited.reached.get(a.spec.id) ?? null); // 41.0: the source each unit draws on, Guards Army HQs first
      const s = sourceReached(ctx, occ, side, bondsVsAttacker, a.hex, sources);
      if (s === null) return true;
      if (s.what === 'depot' || isGuardsHq(ctx, s)) return false;
      return sourceReached(ctx, occ, side, bondsVsAttacker, a.hex, guardsHqs) === null;
    });
    if (penalised) shifts.push({ value: -1, kind: 'column-shift', reason: 'Soviet attack without Attack Supply from a Guards Army HQ or a Depot', rule: 'CtS 11.7' });
  }
  if (state.weather === 'rain' || state.weather === 'snow') shifts.push({ value: -1, kind: 'column-shift', reason: `${state.weather}`, rule: 'CtS 11.8' });
  shifts.push(...pocketShifts(ctx, state, attackers.map((a) => a.spec.id), defenders.map((d) => d.spec.id))); // 27.2 B (Section II pockets)
  shifts.push(...combatEngineerShift(ctx, state, attackers, targets)); // 29.0 (Section II)
  shifts.push(...extraShifts);
  // 45.0 (optional) Command Control: a defender cut off from every Army HQ at the moment of combat
  const cc = commandControl(ctx, state, occ, defenders, bondsVsDefender);
  if (cc) shifts.push(cc.shift);

  // 11.1: the defender takes the better of his hex and the river, never both (39.0 "As before")
  const evaluate = (t: ReturnType<typeof hexBenefit>, units: Strength = attack) => {
    const a = added ? withAddedFactors(units, added) : units; // 36.6
    const defense = defenseStrength(defenders, t, isolated, mode === 'overrun');
    const all = [...shifts, ...t.shifts];
    return { attack: a, defense, all, col: ratioColumn(a.total, Math.max(defense.total, 1e-9), columns, all.map((m) => m.value)) };
  };
  const hexChoice = evaluate(hexBenefit(ctx, defenders));
  // 11.1 "not cumulative with the terrain in the defender's hex": with the river his Marsh hex halves no attacker (cts-3 on, readings.ts)
  let riverChoice: ReturnType<typeof evaluate> | null = null;
  if (rivers39) riverChoice = riversChoice(ctx, attackers, targets, supplied, attack, evaluate);
  else {
    const river = riverBenefit(ctx, attackers, targets);
    if (river) riverChoice = evaluate(river, ctx.readings.riverNotWithDefenderMarsh ? attackStrength(ctx, attackers, targets, supplied, undefined, false) : attack);
  }
  const better = riverChoice && riverChoice.col.final < hexChoice.col.final ? riverChoice : hexChoice;
  const chosen = limited && limited.refused.size > 0 ? { ...better, attack: withLimitReasons(better.attack, limited.refused) } : better;
  return {
    side,
    enemy,
    targets,
    attackers,
    defenders,
    supplied,
    depotsUsed,
    axisSide,
    armor: as,
    armorFirst: armorLossesFirst(armorBalance.axis, armorBalance.soviet, axisAllGermanMot, heavyDefence !== null),
    attack: chosen.attack,
    defense: chosen.defense,
    shifts: chosen.all,
    raw: chosen.col.raw,
    final: chosen.col.final,
    columns,
    oddsText: `${chosen.attack.total} to ${Math.round(chosen.defense.total * 100) / 100}`,
    ...(cc ? { commandControl: cc } : {}),
    ...(limited ? { attackSupplyUsed: limited.used } : {}),
    ...(limited && limited.refused.size > 0 ? { attackSupplyRefused: Object.fromEntries(limited.refused) } : {}),
  };
}

/** 41.0 with 11.7: a Soviet unit is penalised without a source, or drawing on an Army HQ that is not Guards. */
const limitedSoviet = (ctx: CtsContext, s: Source | null): boolean => s === null || (s.what !== 'depot' && !isGuardsHq(ctx, s));

/** 11.7: a source that is a Guards Army HQ. */
const isGuardsHq = (ctx: CtsContext, s: Source): boolean => s.what !== 'depot' && ctx.units.get(s.what)?.branch === 'guard';

/** 11.7 with 41.0: a Soviet unit draws on a Guards Army HQ when it can, so those come first; then the other HQs, then the Depots (attackSources' order). */
function guardsFirst(ctx: CtsContext, side: CtsSide, sources: readonly Source[]): Source[] {
  if (side !== 'soviet') return [...sources];
  return [...sources.filter((s) => isGuardsHq(ctx, s)), ...sources.filter((s) => !isGuardsHq(ctx, s))];
}

/** 11.2: an attacker across a river or marsh hexside from a target. */
const acrossRiver = (ctx: CtsContext, a: Participant, targets: readonly HexId[]): boolean => combatSidesCrossed(ctx, a.hex, targets).some((f) => f.some((x) => x === 'minor-river' || x === 'major-river' || x === 'volga' || x === 'marsh'));

/** CtS 11.1 (B): armor attacking out of a Marsh hex may only cancel the defender's shift; the attacker goes without the shift when all his armor does (armorSuperiority: no gaining steps). */
const outOfMarsh = (ctx: CtsContext, a: Participant): boolean => ctx.map.hex(a.hex)?.terrain === 'marsh';

/** 41.0: an attacker in reach of a source that had no room left says so where 16.6's halving is written. */
function withLimitReasons(attack: Strength, refused: ReadonlyMap<string, string>): Strength {
  return {
    ...attack,
    lines: attack.lines.map((l) => {
      const why = refused.get(l.unit);
      if (!why) return l;
      const changes = l.changes.map((c) => (c.rule === 'CtS 16.6' ? { by: c.by, reason: `no Attack Supply: ${why}`, rule: 'CtS 41.0' } : c));
      return { ...l, changes, reasons: l.reasons.map((r) => (r.startsWith('no Attack Supply: halved (CtS 16.6)') ? `no Attack Supply (${why}): halved (CtS 41.0)` : r)) };
    }),
  };
}

/**
 * CtS 39.0 the defender's river choice under the optional rule: each attacker across a river
 * at its fraction, the defender's hex giving nothing; null when no attacker crosses one.
 */
function riversChoice<T extends { attack: Strength }>(
  ctx: CtsContext,
  attackers: readonly Participant[],
  targets: readonly HexId[],
  supplied: ReadonlySet<string>,
  plain: Strength,
  evaluate: (t: TerrainChoice, a: Strength) => T,
): T | null {
  const across = attackStrength(ctx, attackers, targets, supplied, { across: true });
  const reduced = across.lines.some((l, i) => l.factor !== plain.lines[i]!.factor);
  return reduced ? evaluate(RIVERS_IN_PLACE_OF_HEX, across) : null;
}

/** The shifts of the odds as the events read them: ", 1 right (Maximum Effort (1), CtS 11.6)" each. */
export function shiftsText(shifts: readonly Modifier[]): string {
  return shifts.map((m) => `, ${m.value > 0 ? `${m.value} right` : m.value < 0 ? `${-m.value} left` : 'no shift'} (${m.reason}, ${m.rule})`).join('');
}
