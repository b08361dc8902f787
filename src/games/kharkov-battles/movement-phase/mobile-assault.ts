import { commitArmiesOf } from '../command/commitment';
import { commandRefusal } from '../command/restrictions';
import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';
import { isProhibited } from '#kernel/movement/path';
import { mobileAssaultIssues, type MobileAssaultLegalityFacts } from '../combat/mobile-assault-legality';
import { resolveMobileAssault } from '../combat/mobile-assault';
import type { RetreatToward } from '../assault/retreat';
import type { KbSide } from '../data/ids';
import type { AssaultBody } from '../orders/movement';
import { CITY, DNEPR_RIVER, MAJOR_RIVER, TOWN } from '../rules/movement/features';
import { mobileAssaultCost } from '../rules/movement/step';
import { zocSources } from '../rules/zoc/enemy-zoc';
import { enemyOf, occupancy } from '../state/occupancy';
import type { KbState } from '../state/types';
import { isErsatz, isMultiStep } from '../state/unit-status';
import { withUnits } from '../state/update';
import type { OrderAt, Refusal } from './events';
import { moveContext, toHex, unitRefusal, type PhaseRun, type UnitPhase } from './run';
import type { Removal } from './removal';
import { loseSteps } from './losses';
import { retreatStack } from './retreat';
import { withUnitsMoved } from './unit-changes';

/** The judgements a Mobile Assault needs that the state alone does not give. */
export interface AssaultJudge {
  /** KB 9.3: the Axis unit has full support now. */
  fullySupported(state: KbState, unit: string): boolean;
  /**
   * KB 11.2: the assaulting unit's strength and the whole target hex's (chits drawn if
   * needed, no combat stacking limit), by combat/strength.ts; and whether combined-arms.ts
   * gives the unit the bonus.
   */
  strengths(state: KbState, unit: string, target: HexId): { attack: number; defense: number; combinedArms: boolean };
  /** KB 5.21, 11.2: the defender's Air Point, by its standing orders (none when absent), declared after the attacker's `attackerAir` ("Next, the non-Phasing Player must declare"). */
  defenderAir?(state: KbState, target: HexId, attackerAir: number): number;
  /** KB 12.63: which of the stack's units lose the `n` steps (for the result or retreat of `rule`), in order (default: the most steps first, then by id). */
  lossOrder?(state: KbState, units: readonly string[], n: number, rule?: string): string[];
  /** KB 16.31: where an eliminated unit goes, when the caller knows (default: removal.ts). */
  eliminate?(state: KbState, unit: string): Removal | null;
  /**
   * KB 12.72 with 11.26: what a retreat of `side` from `from` leads toward, its supply
   * sources and HQ units (assault/retreat.ts `retreatToward`); absent or undefined, the
   * direction is not judged.
   */
  retreatToward?(state: KbState, side: KbSide, from: HexId): RetreatToward | undefined;
  /** KB 11.32: the owner's choice of hex for a Forced Displacement, null to have the unit eliminated (default: the lowest hex id). */
  displaceTo?(state: KbState, unit: string, choices: readonly HexId[]): HexId | null;
}

const isTerrain = (map: GameMap, h: HexId, t: string) => map.hex(h)?.terrain === t || map.hasFeature(h, t);

/**
 * KB 11.2: the Mobile Assault of an assault order, on the current state: its legality
 * (11.2-11.24, combat/mobile-assault-legality.ts), its cost (two MP plus the target's entry
 * cost, roads ignored), the roll (combat/mobile-assault.ts) and its result: the defender
 * retreats three hexes conducted by the attacker, and loses a step on D(1)r3 (11.26), the
 * unit moving into the vacated hex; or the unit stops, Disorganized, losing n steps on A(n)D
 * (11.27). Below 1-1: no assault, the unit Disorganized, the Air Points spent (11.21).
 * Returns whether the target hex was vacated (the `then` branch).
 */
export function makeMobileAssault(run: PhaseRun, at: OrderAt, a: AssaultBody): boolean {
  const { ctx, side } = run.input;
  const unit = a.unit;
  const skip = (reasons: Refusal[]) => {
    run.events.push({ kind: 'skipped', at, unit, reasons });
    return false;
  };
  const refused = unitRefusal(run, unit);
  if (refused) return skip([refused]);
  // KB 13.2: a unit marked OOC ('hold') may move but not attack; an Overrun is movement (11.34) and stays open to it
  const command = commandRefusal(ctx, run.state, unit, 'attack');
  if (command) return skip([{ code: command.code, message: command.message, ...(command.rule ? { rule: command.rule } : {}) }]);
  const st = run.state.units[unit]!;
  const def = ctx.unit(unit);
  const origin = st.hex!;
  const target = toHex(a.target);
  const map = ctx.map;
  if (!map.has(target)) return skip([{ code: 'off-map', message: `${a.target} is not on the map`, rule: 'KB 10.0' }]);
  if (!map.adjacent(origin).includes(target)) return skip([{ code: 'target-not-adjacent', message: `${map.label(target)} is not next to ${map.label(origin)}`, rule: 'KB 11.2' }]);
  const enemy = enemyOf(side);
  const defenders = occupancy(ctx, run.state).at(target, enemy);
  if (defenders.length === 0) return skip([{ code: 'target-empty', message: `${map.label(target)} holds no enemy unit`, rule: 'KB 11.2' }]);

  const mctx = moveContext(run, unit);
  const phase: UnitPhase = run.units.get(unit) ?? { mode: 'tactical', spent: 0, assaulted: false, infiltrated: false, overran: false, done: false };
  const cost = mobileAssaultCost(mctx, origin, target);
  const reasons: Refusal[] = [];
  if (isProhibited(cost)) reasons.push({ code: cost.code, message: cost.message, rule: cost.rule });
  const entryCost = isProhibited(cost) ? 0 : cost.cost - 2;
  const sources = zocSources(ctx, run.state, enemy, origin, 'movement');
  const onlyTargetControls = mctx.q.enemyZoc(origin) ? sources.length === 1 && sources[0] === target : !mctx.q.exertsZoc(target);
  const side1 = map.hexsideFeatures(origin, target);
  const facts: MobileAssaultLegalityFacts = {
    side,
    mechanized: def.class === 'mechanized',
    multiStep: isMultiStep(def, st),
    fullySupported: side === 'axis' ? run.input.fullySupported(run.state, unit) : true,
    supply: st.supply,
    tactical: phase.mode === 'tactical',
    assaultedThisPhase: phase.assaulted,
    infiltratedThisPhase: phase.infiltrated,
    weather: run.state.weather,
    sovietMobileAssaultBanned: run.state.scenario === 'second-kharkov', // KB 20.2
    onlyTargetControls,
    target: { townOrCity: isTerrain(map, target, CITY) || isTerrain(map, target, TOWN), marsh: isTerrain(map, target, 'marsh') },
    originMarsh: isTerrain(map, origin, 'marsh'),
    acrossMajorOrDnepr: side1.includes(MAJOR_RIVER) || side1.includes(DNEPR_RIVER),
    originUses: run.originUses.get(origin) ?? 0,
    targetUses: run.targetUses.get(target) ?? 0,
    mpLeft: mctx.mover.allowance - phase.spent,
    entryCost,
  };
  for (const i of mobileAssaultIssues(facts)) reasons.push({ code: i.code, message: i.message, rule: i.rule });
  // KB 5.11, 5.21: an Air Point committed comes from the side's 'Available for Sortie' box; never silently dropped
  if ((a.air ?? 0) > run.state.airPoints[side]) reasons.push({ code: 'no-air-point', message: `the order commits ${a.air} Air Point, and ${run.state.airPoints[side]} is left available this turn`, rule: 'KB 5.21' });
  if (reasons.length > 0) return skip(reasons);

  const s = run.input.strengths(run.state, unit, target);
  const attackerAir = a.air ?? 0;
  const defenderAir = Math.min(run.input.defenderAir?.(run.state, target, attackerAir) ?? 0, run.state.airPoints[enemy], 1);
  const label = `T${String(run.state.at.turn).padStart(2, '0')}/${side}-movement/${diceKey(at)}/mobile-assault`;
  const answer = resolveMobileAssault(run.input.mobileAssaultTable, {
    attack: s.attack, defense: s.defense, weather: run.state.weather, attackerAir, defenderAir, combinedArms: s.combinedArms,
    woods: isTerrain(map, target, 'woods'), minorRiver: side1.includes('minor-river'), fortifiedZone: mctx.q.enemyFortifiedZone(target),
  }, run.input.dice, label);
  if (!answer.ok) return skip(answer.issues.map((i) => ({ code: i.code, message: i.message, rule: i.rule })));
  const out = answer.value;
  // KB 5.21, 11.21: Air Points committed are spent, whatever the outcome
  run.state = { ...run.state, airPoints: { ...run.state.airPoints, [side]: run.state.airPoints[side] - attackerAir, [enemy]: run.state.airPoints[enemy] - defenderAir } };
  phase.assaulted = true;
  run.units.set(unit, phase);
  if (side === 'axis') commitArmies(run, at, defenders.map((d) => d.def.id));
  run.originUses.set(origin, facts.originUses + 1);
  run.targetUses.set(target, facts.targetUses + 1); // KB 11.24 counts the hex; the units in it may be assaulted again elsewhere, any number of times (KB 11.25)
  const total = 2 + entryCost;
  const base = { kind: 'mobile-assault' as const, at, unit, from: origin, target, attack: s.attack, defense: s.defense, odds: out.odds };
  if (!out.made) {
    run.events.push({ ...base, die: null, modifiers: [], modified: null, result: null, cost: 0, rule: 'KB 11.21' });
    disorganize(run, at, unit, 'KB 11.21');
    return false;
  }
  run.events.push({ ...base, die: out.die, modifiers: out.modifiers, modified: out.modified, result: out.result, cost: total, rule: 'KB 11.2' });
  phase.spent += total;
  const r = out.result;
  if (r.kind === 'attacker-disorganized') {
    phase.done = true; // KB 11.27: its movement ceases
    disorganize(run, at, unit, 'KB 11.27');
    if (r.steps > 0) loseSteps(run, at, [unit], r.steps, 'KB 11.27');
    return false;
  }
  const ids = defenders.map((p) => p.def.id);
  if (r.steps > 0) loseSteps(run, at, ids, r.steps, 'KB 11.26');
  // KB 20.1: an Ersatz battalion forced to retreat is eliminated instead, back to the reinforcement chart
  for (const id of ids) {
    if (run.state.units[id]!.where !== 'map' || !isErsatz(ctx.unit(id))) continue;
    run.state = withUnits(run.state, { [id]: { hex: null, where: 'reinforcement-chart' } });
    run.events.push({ kind: 'eliminated', at, unit: id, rule: 'KB 20.1' });
  }
  const left = ids.filter((id) => run.state.units[id]!.where === 'map');
  if (left.length > 0) retreatStack(run, at, left, target, origin, (a.retreat ?? []).map(toHex));
  if (occupancy(ctx, run.state).at(target, enemy).length > 0) return false;
  // KB 11.2: the target hex vacated, the unit moves into it
  run.state = withUnitsMoved(run.state, { [unit]: target });
  return true;
}

/** The order's place in a dice label: `orders[1].assault.then[0]` -> `1.then.0` (docs/dice.md: ASCII, '/'-separated). */
export const diceKey = (at: OrderAt): string => at.replace(/^orders/, '').replace(/\.(assault|overrun)\./g, '.').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/**
 * KB 13.12: an uncommitted Soviet unit attacked by an Axis unit has its army (icon colour)
 * committed at once; a Mobile Assault is an attack (digest CMD-2).
 */
function commitArmies(run: PhaseRun, at: OrderAt, attacked: readonly string[]): void {
  const c = commitArmiesOf(run.input.ctx, run.state, attacked);
  if (c.units.length === 0) return;
  run.state = c.state;
  run.events.push({ kind: 'committed', at, units: c.units, rule: 'KB 13.12' });
}

function disorganize(run: PhaseRun, at: OrderAt, unit: string, rule: string): void {
  const st = run.state.units[unit]!;
  run.state = withUnits(run.state, { [unit]: { marks: { ...st.marks, disorganized: true } } });
  run.events.push({ kind: 'disorganized', at, unit, rule });
}
