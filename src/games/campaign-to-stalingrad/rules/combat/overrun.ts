import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { passThrough } from '../control';
import { enemyOf, occupancy } from '../occupancy';
import { isHq, isMotorized, isNonCombat } from '../unit-kind';
import { mayOverrun } from './advance-limit';
import { advanceOnward } from './advance-path';
import { battleOdds, shiftsText } from './odds';
import { groundSupport, groundSupportNote, markGroundSupportGiven, type GroundSupportChoice, type GroundSupportResult } from './ground-support';
import type { BattleOrder } from './order';
import { retreatDefenders } from './retreat-defenders';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';

/**
 * How an overrun is fought: `fight` resolves it as a battle (battle.ts), with the Ground
 * Support its 14.3 odds already resolved, if any; `supplied` are the motorized units in
 * Attack Supply for the original combat, and so for their overruns (16.6), in the 14.3
 * odds as in the battle.
 */
export interface Resolve {
  fight: (state: CtsState, order: BattleOrder, label: string, gs?: GroundSupportResult) => { state: CtsState; events: GameEvent[] };
  supplied: ReadonlySet<string>;
}

/** The overrun part of an advance order (order.ts). */
export type OverrunPlan = NonNullable<NonNullable<BattleOrder['advance']>['overrun']>;

/** One advancing unit's advance so far: hexes allowed, hexes used (an overrun costs one, 14.0), where it began. */
export interface Advanced {
  allowed: number;
  used: number;
  began: HexId;
}

/** Which unit's advance, once done, sets off the overrun: the last of the overrunning stack in the order's list (14.1). */
export function overrunTrigger(plan: { units: readonly string[]; overrun?: OverrunPlan }): string | undefined {
  const group = plan.overrun?.units ?? plan.units.slice(0, 1);
  return [...plan.units].reverse().find((u) => group.includes(u));
}

/**
 * CtS 14.0-14.3 the overruns of an advance: the first against `plan.target` by the first
 * unit listed or by the German stack `plan.units` (overrunOnce); when its own result is
 * Advance 4 or 5 or the defenders retreated before it (14.3), the units may go on along
 * `plan.then`, leg by leg, with the rest of their original advance (the overrun's Advance
 * gives no hexes), a German stack splitting as a leg names, and overrun again while hexes
 * are left. Dice `<label>/overrun`, then `<label>/overrun#2`, ...
 */
export function overrun(
  ctx: CtsContext,
  state0: CtsState,
  plan: OverrunPlan,
  leader: string,
  advanced: ReadonlyMap<string, Advanced>,
  original: number,
  resolve: Resolve,
  dice: Dice,
  label: string,
): { state: CtsState; events: GameEvent[] } {
  const gsChoice: GroundSupportChoice = { ...(plan.groundSupport ? { offensive: plan.groundSupport } : {}), defensive: 'none' }; // 14.4
  const status = new Map(advanced);
  let group = plan.units ?? [leader];
  const first = overrunOnce(ctx, state0, group, hexId(plan.target), status, original, resolve, gsChoice, dice, `${label}/overrun`);
  let state = first.state;
  const events = [...first.events];
  let goesOn = first.goesOn;
  group = first.group;
  for (const [i, leg] of (plan.then ?? []).entries()) {
    if (!goesOn) break;
    const movers = leg.units ?? group;
    if (movers.length === 0 || movers.some((u) => !group.includes(u))) {
      events.push({ type: 'overrun-refused', rule: 'CtS 14.1', units: movers, text: `${movers.join(', ')}: only units of the overrun that may go on take a further leg` });
      break;
    }
    group = movers;
    const here = state.units[group[0]!]!.hex!;
    const left = Math.min(...group.map((u) => status.get(u)!.allowed - status.get(u)!.used));
    const side = ctx.units.get(group[0]!)!.side;
    const taken = advanceOnward(ctx, state, side, group, here, leg.path, left);
    if (taken.length > 0) {
      state = moveStack(state, side, group, taken, status);
      events.push({ type: 'advance', rule: 'CtS 14.1', units: [...group], unit: group[0], from: here, path: taken, text: `${group.join(', ')} go on with their original advance: ${here} -> ${taken.join(' -> ')}` });
    }
    if (!leg.target) continue;
    const next = overrunOnce(ctx, state, group, hexId(leg.target), status, original, resolve, gsChoice, dice, `${label}/overrun#${i + 2}`);
    state = next.state;
    events.push(...next.events);
    goesOn = next.goesOn;
    group = next.group;
  }
  return { state, events };
}

/**
 * One overrun (14.0-14.3). Who may: each unit with a hex of its advance left, from an
 * advance of two or more, motorized or on an original Advance 4 or 5 (14.0), alone in its
 * hex (14.1) unless up to three German motorized units that began the advance stacked
 * together and stand together (14.1 [Change]). Against defenders that are all HQs or
 * Disrupted, at odds better than 1-1 (digest A29), they retreat two hexes with no combat,
 * as often as it comes (14.3); otherwise a normal battle counting units retreated earlier
 * (14.2). If the hex is then empty the units enter it, which costs the hex of the
 * overrun; they go on only after a retreat before the overrun or an Advance 4 or 5.
 */
function overrunOnce(
  ctx: CtsContext,
  state: CtsState,
  group: readonly string[],
  target: HexId,
  status: Map<string, Advanced>,
  original: number,
  resolve: Resolve,
  gsChoice: GroundSupportChoice,
  dice: Dice,
  label: string,
): { state: CtsState; events: GameEvent[]; goesOn: boolean; group: string[] } {
  const leader = group[0]!;
  const names = group.map((u) => ctx.units.get(u)?.name ?? u).join(', ');
  const refuse = (why: string, rule = 'CtS 14.0') => ({ state, goesOn: false, group: [...group], events: [{ type: 'overrun-refused', rule, unit: leader, units: [...group], target, text: `no overrun of ${target}: ${why}` }] });
  const specs = group.map((u) => ctx.units.get(u));
  if (specs.some((s) => !s) || group.some((u) => state.units[u]?.where !== 'map' || state.units[u]?.hex == null || !status.has(u))) return refuse('every overrunning unit must be on the map and advancing');
  const side = specs[0]!.side;
  const hex = state.units[leader]!.hex!;
  if (group.length > 1) {
    // 14.1 [Change]: the German motorized stack
    if (specs.some((s) => s!.side !== side || s!.nationality !== 'german' || !isMotorized(s!) || isHq(s!))) return refuse('only German motorized units overrun together', 'CtS 14.1');
    if (new Set(group.map((u) => status.get(u)!.began)).size > 1) return refuse('the stack must begin the advance stacked together', 'CtS 14.1');
    if (group.some((u) => state.units[u]!.hex !== hex)) return refuse('the stack must advance as a stack', 'CtS 14.1');
  }
  for (const [i, u] of group.entries()) {
    const s = status.get(u)!;
    if (!mayOverrun(s.allowed, original, isMotorized(specs[i]!))) return refuse('its advance is too short, or a non-motorized unit needs an original Advance 4 or 5');
    if (s.allowed - s.used < 1) return refuse('no hex of its advance is left');
  }
  if (!ctx.map.has(target) || ctx.map.grid.direction(hex, target) === null) return refuse(`${target} is not next to ${hex}`);
  const occ = occupancy(ctx, state);
  if (occ.at(hex, side).some((p) => !group.includes(p.spec.id))) return refuse('the overrunning unit shares its hex with another friendly unit (14.1)', 'CtS 14.1');
  const defenders = occ.at(target, enemyOf(side)).filter((p) => !isNonCombat(p.spec));
  if (defenders.length === 0) return refuse(`${target} holds no enemy combat unit`);
  const events: GameEvent[] = [{ type: 'overrun', rule: 'CtS 14.0', unit: leader, units: [...group], target, text: `${names} overrun${group.length > 1 ? '' : 's'} ${target}` }];

  let next = state;
  let goesOn = false;
  const beforeOverrun = defenders.every((d) => isHq(d.spec) || d.state.disrupted);
  // 14.3 the odds with the Axis Ground Support (14.4, digest A28), resolved once: the battle uses it if the defenders stand
  const gs = beforeOverrun ? groundSupport(ctx, state, side, [target], 'overrun', gsChoice, dice, label) : undefined;
  const odds = beforeOverrun ? battleOdds(ctx, state, { attackers: [...group], targets: [target], maximumEffort: 0 }, 'overrun', ctx.tables.crt.columns, gs?.modifier ? [gs.modifier] : [], resolve.supplied) : null;
  const oneToOne = ctx.tables.crt.columns.indexOf('1-1');
  if (odds && odds.raw >= 0 && odds.final > oneToOne) {
    // 14.3: HQs and Disrupted units retreat two hexes before the overrun; an HQ is Disrupted
    events.push({
      type: 'retreat-before-overrun',
      rule: 'CtS 14.3',
      target,
      units: defenders.map((d) => d.spec.id),
      column: odds.columns[odds.final],
      ...(gs?.report ? { groundSupport: gs.report } : {}),
      text: `${odds.oddsText}${shiftsText(odds.shifts)} (${odds.columns[odds.final]}) against HQs and Disrupted units only: they retreat two hexes before the overrun, with no combat${groundSupportNote(gs?.report)}`,
    });
    next = markGroundSupportGiven(retreatDefenders(ctx, state, [target], enemyOf(side), events, undefined, true), gs?.used ?? []);
    goesOn = true;
  } else {
    const fought = resolve.fight(state, { attackers: [...group], targets: [target], maximumEffort: 0 }, label, gs);
    events.push(...fought.events);
    next = fought.state;
    const battle = fought.events.find((e) => e.type === 'battle');
    goesOn = typeof battle?.advance === 'number' && battle.advance >= 4; // 14.1 [Change]
  }
  const after = occupancy(ctx, next);
  const alive = group.filter((u) => next.units[u]?.where === 'map' && next.units[u]?.hex === hex);
  if (alive.length === 0 || after.at(target, enemyOf(side)).length > 0) return { state: next, events, goesOn: false, group: alive };
  next = moveStack(next, side, alive, [target], status);
  const on = goesOn;
  events.push({
    type: 'overrun-enters',
    rule: on ? 'CtS 14.1' : 'CtS 14.0',
    unit: leader,
    units: alive,
    hex: target,
    text: `${alive.join(', ')} enter${alive.length > 1 ? '' : 's'} ${target} and ${on ? 'may go on with the rest of the original advance' : 'stop'}`,
  });
  return { state: next, events, goesOn: on, group: alive };
}

/** The units advance together along `taken` (control passes, 12.4), each spending those hexes of its advance. */
function moveStack(state: CtsState, side: CtsSide, units: readonly string[], taken: readonly HexId[], status: Map<string, Advanced>): CtsState {
  const next = writeUnits(state, units.map((u) => [u, unitWith(state.units[u]!, { hex: taken[taken.length - 1]! })] as const));
  for (const u of units) status.set(u, { ...status.get(u)!, used: status.get(u)!.used + taken.length });
  return passThrough({ ...state, units: next }, side, taken);
}
