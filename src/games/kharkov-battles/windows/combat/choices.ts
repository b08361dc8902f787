import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../../assault/attack';
import type { AssaultChoices } from '../../assault/choices';
import type { RolledBattle } from '../../assault/resolve';
import { retreatPlans, retreatToward, type RetreatPlan } from '../../assault/retreat';
import { retreatOptions } from '../../combat/retreat-options';
import type { SideResult } from '../../combat/result';
import type { KbSide } from '../../data/ids';
import type { KbStanding } from '../../orders/standing';
import { airDefense, retreatChoice } from '../../orders/standing-choices';
import { isCity } from '../../rules/zoc/exerts';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { orderPartSkipped } from './events';
import type { FileAttack } from './file';
import { issue } from '#kernel/engine/issues';
import { breakoutRefusal, breakoutStack } from '../../assault/breakout';
import { lossAllocations } from '../../assault/loss-allocations';
import { participantSets } from '../../assault/participants';
import type { CombatAsk, RetreatWay } from './pause';

/** What is settled before a combat's die: Air Points (5.21), the defending participants (6.21), the Tigers' shifts (15.3). */
export interface PreRoll {
  attackerAir: number;
  defenderAir: number;
  defenders: Record<string, string[]>;
  tigers: Record<string, boolean>;
  events: GameEvent[];
  /** KB 5.21 (D1), 6.21-6.22 (D3): the defender's Air Point and participants his standing orders leave open: the phase stops for them before the die. */
  asks: CombatAsk[];
}

/**
 * Before the die (KB 5.21, 6.21-6.22, 15.3): the attacker's Air Points and Tigers from his
 * attack order; the defender's Air Point, participants and Tigers from his standing orders
 * (orders/standing-choices.ts). A defender's `air.preparedAssault: ask` with an Air Point
 * available within the budget is the `airDefense` decision (D1); his `participants: ask` where
 * the 6.21 limit leaves more than one legal set is the `participants` decision (D3): both are
 * asked before the die.
 */
export function preRoll(env: AssaultEnv, state: KbState, side: KbSide, fa: FileAttack, standing: KbStanding | null, spent: number, available: number, index = 0): PreRoll {
  const { ctx } = env;
  const enemy = enemyOf(side);
  const occ = occupancy(ctx, state);
  const { attack, body } = fa;
  const events: GameEvent[] = [];
  const attackerAir = body.air ?? 0;
  const defending = attack.targets.flatMap((t) => occ.at(t, enemy));
  const resolveHex = (h: string): HexId | null => ctx.map.resolve(h);
  // KB 5.21 (D1): one Air Point at most, declared after the attacker's.
  const air = airDefense(standing, {
    kind: 'prepared',
    hexes: [...attack.targets],
    units: defending.map((p) => p.def.id),
    city: attack.targets.some((t) => isCity(ctx, t)),
    attackerAir,
    spent,
    available,
  });
  const asks: CombatAsk[] = air === 'ask' ? [{ decision: 'airDefense', index, attack: attack.id, hex: attack.targets[0]!, units: defending.map((p) => p.def.id), attackerAir, ways: [0, 1] }] : [];
  const defenderAir = air === 'ask' ? 0 : air;
  // KB 6.21-6.22 (D3): the defender's list for the hex, its units still there; else the strongest.
  const defenders: Record<string, string[]> = {};
  for (const t of attack.targets) {
    const stack = occ.at(t, enemy);
    const p = standing?.participants;
    if (p === 'ask') {
      // KB 6.21-6.22, 12.22 (D3): the defender is asked, before the die, when the limit leaves more than one legal set
      const ways = participantSets(env, state, stack);
      if (ways.length > 1) asks.push({ decision: 'participants', index, attack: attack.id, hex: t, units: stack.map((q) => q.def.id).sort(), ways });
      continue;
    }
    const entry = p?.find((e) => resolveHex(e.hex) === t);
    const units = entry?.units.filter((u) => stack.some((q) => q.def.id === u)) ?? [];
    if (units.length > 0) defenders[t] = units;
  }
  // KB 15.3 (D4): the attacker's `tigers` list (absent: every Tiger that may); the defender's `keep`.
  const tigers: Record<string, boolean> = {};
  if (body.tigers) for (const id of attack.attackers) if (ctx.unit(id).tiger) tigers[id] = body.tigers.includes(id);
  if (standing?.tigers === 'keep') for (const q of defending) if (q.def.tiger) tigers[q.def.id] = false;
  return { attackerAir, defenderAir, defenders, tigers, events, asks };
}

/** What the result leaves to choose, settled from the attack order (the attacker) and the standing orders (the defender). */
export interface PostRoll {
  losses: Pick<AssaultChoices, 'attackerLossOrder' | 'defenderLossOrder' | 'defenderLosses'>;
  retreat: Pick<AssaultChoices, 'convert' | 'retreat' | 'breakout'>;
  advances: NonNullable<AssaultChoices['advances']>;
  events: GameEvent[];
  /** The defender's losses and retreat his standing orders leave open, in that order: the phase stops for them (KB 12.61-12.63, 12.62, 12.72; sequence/pauses.ts). */
  asks: CombatAsk[];
}

/**
 * After the die (KB 12.6-12.8): the attacker's `losses` (else his standing `lossOrder`),
 * `retreat` (steps held, the first hexes of the path) and `advance` from his order (D5,
 * D13, D14); the defender's `lossOrder`,
 * `retreat` and `advance` from his standing orders (D5-D7, D9). A defender's `lossOrder: ask`
 * where the (n) steps may be taken more than one way is the `losses` decision; his `retreat`
 * not covering a stack whose result leaves a choice is the `retreat` decision: the phase
 * stops there (the first such hex of the attack; another is given the default and said).
 */
export function postRoll(env: AssaultEnv, rolled: KbState, side: KbSide, fa: FileAttack, b: RolledBattle, standing: KbStanding | null, own: KbStanding | null = null, index = 0): PostRoll {
  const { ctx } = env;
  const enemy = enemyOf(side);
  const { attack, body } = fa;
  const base = ['orders', fa.at, 'attack'];
  const events: GameEvent[] = [];
  const r = b.result;
  const losses: PostRoll['losses'] = {};
  const attackIds = new Set(b.attackForce.map((m) => m.id));
  if (body.losses) {
    const gone = body.losses.filter((id) => !attackIds.has(id));
    for (const id of gone) events.push(orderPartSkipped(side, [...base, 'losses'], issue([...base, 'losses'], 'not-in-force', `${id} is no longer in this combat's force: the rest of the list is followed`, 'KB 12.63')));
    losses.attackerLossOrder = body.losses.filter((id) => attackIds.has(id));
  } else if (Array.isArray(own?.lossOrder)) {
    // D5: without `losses` in the attack, the attacker's own standing loss order.
    losses.attackerLossOrder = own.lossOrder.filter((id) => attackIds.has(id));
  }
  const defenceIds = new Set(b.defenseForce.map((m) => m.id));
  const asks: CombatAsk[] = [];
  if (Array.isArray(standing?.lossOrder)) losses.defenderLossOrder = standing.lossOrder.filter((id) => defenceIds.has(id));
  else if (standing?.lossOrder === 'ask' && r.defender && r.defender.steps > 0) {
    // KB 12.61-12.63 (D5): the defender is asked which units take the (n) steps, when more than one way is legal
    const ways = lossAllocations(env, rolled, 'defender', b.defenseForce, r.defender.steps);
    if (ways.length > 1) asks.push({ decision: 'losses', index, attack: attack.id, hex: attack.targets[0]!, units: b.defenseForce.map((m) => m.id), result: r.code, steps: ways[0]!.length, ways });
  }

  const retreat: PostRoll['retreat'] = {};
  // KB 12.62: whether the first attacked hex's stack is asked (its answer then gives the side's hold)
  let firstAsked = false;
  const advances: PostRoll['advances'] = [];
  const stepsAfter = (ids: readonly string[], part: SideResult): number => Math.max(0, ids.reduce((n, id) => n + (rolled.units[id]!.where === 'map' ? rolled.units[id]!.steps : 0), 0) - part.steps);
  const most = (ids: readonly string[], part: SideResult): number => retreatOptions({ steps: 0, retreat: part.retreat }, stepsAfter(ids, part)).at(-1)!.converted;
  if (r.loser === 'attacker' && r.attacker) {
    // D13: the attacker's own `retreat`: hold up to `hold` steps, the path's first hexes, the rest by the default.
    const part = r.attacker;
    const convert = Math.min(body.retreat?.hold ?? 0, most([...attackIds], part));
    if (convert > 0) retreat.convert = convert;
    if (fa.retreatPath.length > 0) {
      for (const from of b.attackHexes) {
        const plans = retreatPlans(ctx, rolled, side, from, part.retreat - convert, attack.targets, retreatToward(env, rolled, side, from));
        const plan = plans.find((p) => fa.retreatPath.every((h, i) => p.path[i] === h));
        if (plan) retreat.retreat = { ...retreat.retreat, [from]: plan.path };
        else if (plans.length > 0) events.push(orderPartSkipped(side, [...base, 'retreat', 'path'], issue([...base, 'retreat', 'path'], 'illegal-retreat-path', `the stack in ${ctx.map.label(from)} cannot retreat by ${fa.retreatPath.map((h) => ctx.map.label(h)).join('-')}: it retreats by the default path`, 'KB 12.72')));
      }
    }
    // D9: the defender's standing advance from the hexes it held.
    const adv = standing?.advance;
    for (const t of attack.targets) {
      const entry = adv?.hexes?.find((e) => ctx.map.resolve(e.from) === t);
      if (entry) {
        const path = entry.path.map((h) => ctx.map.resolve(h)).filter((h): h is HexId => h !== null);
        const units = entry.units ?? b.defenseForce.filter((m) => rolled.units[m.id]!.hex === t).map((m) => m.id);
        for (const unit of units) advances.push({ unit, path });
      } else if (adv?.policy === 'ask') {
        // KB 12.8, 12.81 (D9, D10): the victor is asked, when an advance is possible (its ways are found on the group's application, adjudicate.ts)
        const units = b.defenseForce.filter((m) => rolled.units[m.id]!.hex === t).map((m) => m.id);
        asks.push({ decision: 'advance', index, attack: attack.id, hex: t, units, result: r.code, ways: [] });
      }
    }
  } else if (r.loser === 'defender' && r.defender) {
    const part = r.defender;
    const max = most([...defenceIds], part);
    let convert: number | null = null;
    for (const t of attack.targets) {
      const rc = retreatChoice(standing, t);
      const hold = rc.policy === 'hold' ? Math.min(rc.hold ?? max, max) : 0;
      convert ??= hold; // KB 12.62: one choice for the losing side; the first hex's entry gives it
      const plans = retreatPlans(ctx, rolled, enemy, t, part.retreat - convert, b.attackHexes, retreatToward(env, rolled, enemy, t));
      // KB 12.73 with 12.65: the stack that would break out is the one its (n) steps, the steps held and the retreat's own losses leave
      const stackOf = (held: number, plan: RetreatPlan): string[] => breakoutStack(env, rolled, b.defenseForce, t, { mandatory: part.steps, hold: held, plan, ...(losses.defenderLossOrder ? { order: losses.defenderLossOrder } : {}) });
      // KB 12.61, 12.62: a force its (n) steps eliminate (`max` 0: no step left) has no retreat to decide
      if (rc.policy === 'ask' && max > 0) {
        // KB 12.62, 12.72 (D6, D7): the defender is asked, for each hex his standing orders leave open, in turn.
        // The steps held are one choice for the losing side (12.62): a hex after the first asks only its path,
        // the hold the first hex's entry gave (here) or its answer gives (adjudicate.ts `narrowHold`).
        const units = b.defenseForce.filter((m) => rolled.units[m.id]!.hex === t).map((m) => m.id);
        const all = retreatWays(env, rolled, enemy, t, part.retreat, max, b.attackHexes, stackOf);
        const ways = t === attack.targets[0] || firstAsked ? all : all.filter((w) => w.hold === convert);
        if (retreatChoiceLeft(ways)) asks.push({ decision: 'retreat', index, attack: attack.id, hex: t, units, result: r.code, ways });
        firstAsked ||= t === attack.targets[0];
      }
      const pick = pickRetreat(plans, rc.prefer.map((h) => ctx.map.resolve(h)), rc.avoid.map((h) => ctx.map.resolve(h)));
      if (pick && pick !== plans[0]) retreat.retreat = { ...retreat.retreat, [t]: pick.path };
      // KB 12.73 (D8): the defender's standing `breakout`, where the retreat allows the attempt
      if (pick && standingBreakout(env, rolled, standing, stackOf(convert, pick), pick, plans, t)) retreat.breakout = { ...retreat.breakout, [t]: true };
    }
    if (convert) retreat.convert = convert;
    advances.push(...fa.advances);
  }
  return { losses, retreat, advances, events, asks };
}

/** KB 12.62, 12.72-12.74: whether the ways leave a choice: more than one hold, more than one path, or a Breakout Attempt. */
export const retreatChoiceLeft = (ways: readonly RetreatWay[]): boolean => ways.length > 1 || (ways[0] !== undefined && (ways[0].paths.length > 1 || (ways[0].breakout ?? []).some(Boolean)));

/**
 * KB 12.62, 12.72-12.74: each number of steps the stack may hold (0 to `max`) with the retreats
 * left for the rest, the default path first; `stackOf` gives the units that would make a
 * Breakout Attempt on a way (12.73: those the result's losses leave in the hex).
 */
export function retreatWays(env: AssaultEnv, rolled: KbState, side: KbSide, from: HexId, hexes: number, max: number, enemies: readonly HexId[], stackOf: (hold: number, plan: RetreatPlan) => readonly string[] = () => []): RetreatWay[] {
  return Array.from({ length: max + 1 }, (_, hold) => {
    const plans = retreatPlans(env.ctx, rolled, side, from, hexes - hold, enemies, retreatToward(env, rolled, side, from));
    // KB 12.73: which of these retreats the stack may make as a Breakout Attempt
    const breakout = plans.map((p) => hexes - hold > 0 && breakoutRefusal(env, rolled, stackOf(hold, p), p, plans, from, []) === null);
    return { hold, paths: plans.map((p) => p.path), ...(breakout.some(Boolean) ? { breakout } : {}) };
  });
}

/** KB 12.73 (D8): the standing `breakout` (`never` by default; `always`; or when the retreat's EZOC hexes would cost at least `steps`) asks the attempt, on a retreat that allows it. */
function standingBreakout(env: AssaultEnv, rolled: KbState, standing: KbStanding | null, units: readonly string[], plan: RetreatPlan, plans: readonly RetreatPlan[], from: HexId): boolean {
  const b = standing?.breakout ?? 'never';
  if (b === 'never' || (b !== 'always' && plan.ezocSteps < b.steps)) return false;
  return breakoutRefusal(env, rolled, units, plan, plans, from, []) === null;
}

/** KB 12.72 (D7): never by an avoided hex while another plan is legal; by the first preferred hex a plan enters; else the default. */
function pickRetreat(plans: readonly RetreatPlan[], prefer: readonly (HexId | null)[], avoid: readonly (HexId | null)[]): RetreatPlan | undefined {
  const free = plans.filter((p) => !p.path.some((h) => avoid.includes(h)));
  const pool = free.length > 0 ? free : plans;
  for (const h of prefer) {
    const p = pool.find((x) => h !== null && x.path.includes(h));
    if (p) return p;
  }
  return pool[0];
}
