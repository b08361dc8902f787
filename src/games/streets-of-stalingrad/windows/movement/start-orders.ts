import type { Issue } from '#kernel/engine/issues';
import { recordMoved } from '../../movement/moved-artillery';
import { hexId } from '#kernel/ids';
import type { Counter } from '../../data/counters';
import type { SosEnv } from '../../game/env';
import { stepCost } from '../../movement/step-cost';
import { leaderArrivals, leaderEntryProblems } from '../../leaders/leader-entry';
import { isBox } from '../../orders/places';
import { dayOfTurn } from '../../sequence/scenarios';
import { scenarioEntry } from '../../setup/scenario-entry';
import type { SosPieceState, SosPlace, SosState } from '../../state/types';
import { outOfSupplyOf } from '../../supply/out-of-supply';
import type { PhaseContext } from '../phase';
import { boxTouches, stepPlace } from './places';
import { monthDay } from '../attack/fire-units';
import { movePosition, pathEntry, type MovePosition } from './position';
import { placeUnits, type PhaseRun } from './phase-run';
import { bridgeAt } from '../../state/engineering';
import { isWithdrawn } from '../../state/withdrawals';

type At = (string | number)[];

/** A unit of the side, in play: the counter, or the issue. */
function ownUnit(ctx: PhaseContext, state: SosState, id: string, path: At): Counter | Issue {
  const c = ctx.env.findCounter(id);
  const p = state.pieces[id];
  if (!c || !p) return { path, code: 'unknown-unit', message: `${id} is not a unit of this game`, rule: 'SoS 2.32' };
  if (c.side !== ctx.side) return { path, code: 'not-your-unit', message: `${id} is not a ${ctx.side} unit`, rule: 'SoS 8.0' };
  return c;
}
const isIssue = (x: Counter | Issue): x is Issue => 'code' in x;


/**
 * SoS 21.1, 21.2: reinforcements placed at the start of the owner's Movement Phase, in a box: the
 * German's in any off-map box that serves the scenario (2.15, 2.34; the box counters.yaml gives
 * is the one the listing suggests), the Soviet's in the East Bank box listed for them (21.2);
 * only those due by the turn's date and not yet in play ("Players may hold any reinforcements
 * ... until the Movement Phase of a later turn"). Wounded leaders
 * and replacement HQs enter the same way (18.42-18.47: leaders/leader-entry.ts).
 */
export function enterProblems(ctx: PhaseContext, state: SosState, units: readonly string[], box: SosPlace, at: At): Issue[] {
  const out: Issue[] = [];
  const ours = ctx.side === 'german' ? box.startsWith('GB-') : box.startsWith('EB-');
  if (!ours) out.push({ path: [...at, 'box'], code: 'wrong-box', message: `${box} is not a ${ctx.side === 'german' ? 'German off-map' : 'Soviet East Bank'} box`, rule: 'SoS 21.2, 8.41, 8.46' });
  // SoS 2.15, 2.34: a German reinforcement's box serves the scenario's part of the map (leaders and HQs, 18.42-18.47, enter "any" off-map box)
  let outside = ctx.side === 'german' && ours && !boxTouches(ctx.env.map, box).some((h) => ctx.env.data.start.boundary(ctx.scenario).has(h));
  const today = monthDay(dayOfTurn(ctx.scenario, ctx.turn));
  units.forEach((id, k) => {
    const c = ownUnit(ctx, state, id, [...at, 'units', k]);
    if (isIssue(c)) return void out.push(c);
    const p = state.pieces[id]!;
    const path = [...at, 'units', k];
    // SoS 16.64: "If eliminated, ATU may not be replaced"
    if (c.type === 'armoredTrain' && p.eliminated) return void out.push({ path, code: 'not-replaceable', message: `${id} is an armored train: once eliminated it may not be replaced`, rule: 'SoS 16.64' });
    // SoS 18.42-18.47: a wounded leader back from the Turn Column Track, or an HQ replacing an eliminated commander
    const leader = leaderEntryProblems(ctx.env, state, ctx.turn, id, path);
    if (leader) return void out.push(...leader);
    // SoS 21.51: "Units that are withdrawn may never come back into the game"
    if (isWithdrawn(state, id)) return void out.push({ path, code: 'withdrawn', message: `${id} was withdrawn: it never comes back`, rule: 'SoS 21.51' });
    const entry = scenarioEntry(c, ctx.scenario);
    if (entry.at !== 'reinforcement') return void out.push({ path, code: 'not-a-reinforcement', message: `${id} is not a reinforcement`, rule: 'SoS 21.2' });
    if (p.at !== null || p.eliminated) return void out.push({ path, code: 'already-in-play', message: `${id} has arrived already`, rule: 'SoS 21.2' });
    // MM-DD strings order as the days they name
    if (entry.date > today) out.push({ path, code: 'not-due', message: `${id} arrives on ${entry.date}; today is ${today}`, rule: 'SoS 21.2' });
    // SoS 21.2: a Soviet reinforcement starts in "the specific East Bank box listed for those units"; SoS 2.15: a German
    // one "in one of the four off-map boxes", any that serves the scenario's part of the map (2.34)
    if (ctx.side === 'soviet' && entry.box && entry.box !== box) out.push({ path, code: 'wrong-box', message: `${id} arrives in ${entry.box}, the East Bank box listed for it`, rule: 'SoS 21.2' });
    if (outside) {
      out.push({ path: [...at, 'box'], code: 'box-outside-scenario', message: `${box} serves no hex of ${ctx.scenario.replace('scenario-', 'scenario #')}`, rule: 'SoS 2.15, 2.34' });
      outside = false;
    }
  });
  return out;
}

/** SoS 8.71: the units that may dismount: motorized and armored infantry, engineer and mortar units moving at MP 12 or more. */
const DISMOUNTS = new Set(['motorizedInfantry', 'motorcycle', 'armoredInfantry', 'combatEngineer', 'armoredEngineer', 'constructionEngineer', 'mortar']);

/** Each unit of a start-of-phase order: the side's and in play, then what `judge` says of it. */
function eachInPlay(ctx: PhaseContext, state: SosState, units: readonly string[], at: At, rule: string, judge: (c: Counter, p: SosPieceState, path: At) => Issue | null): Issue[] {
  return units.flatMap((id, k) => {
    const path = [...at, 'units', k];
    const c = ownUnit(ctx, state, id, path);
    if (isIssue(c)) return [c];
    const p = state.pieces[id]!;
    if (p.at === null || p.eliminated) return [{ path, code: 'not-in-play', message: `${id} is not in play`, rule }];
    const bad = judge(c, p, path);
    return bad ? [bad] : [];
  });
}

/** SoS 8.71, 8.72: a "dismounted" marker at the start of a movement phase. */
export function dismountProblems(ctx: PhaseContext, run: PhaseRun, units: readonly string[], at: At): Issue[] {
  return eachInPlay(ctx, run.state, units, at, 'SoS 8.71', (c, p, path) => {
    if (!DISMOUNTS.has(c.type) || typeof c.mp !== 'number' || c.mp < 12) return { path, code: 'may-not-dismount', message: `${c.id} is not a motorized or armored infantry, engineer or mortar unit (MP 12 or more)`, rule: 'SoS 8.71' };
    return p.dismounted ? { path, code: 'already-dismounted', message: `${c.id} is dismounted already`, rule: 'SoS 8.71' } : null;
  });
}

/**
 * SoS 8.73: a "dismounted" marker removed at the start of a movement phase, unless the unit
 * is on a balka/cliff hex without a bridge or road, or cannot trace a path its vehicles could
 * take, free of enemy ZOCs, to a road hex no enemy holds (its own hex may be that road hex),
 * or is isolated (a unit with an "Out of Supply" marker, 19.4, 19.6).
 */
export function remountProblems(ctx: PhaseContext, run: PhaseRun, units: readonly string[], at: At): Issue[] {
  const pos = movePosition(ctx.env, run.state, ctx.side);
  return eachInPlay(ctx, run.state, units, at, 'SoS 8.73', (c, p, path) => {
    if (!p.dismounted) return { path, code: 'not-dismounted', message: `${c.id} is not dismounted`, rule: 'SoS 8.73' };
    if (p.at === null || isBox(p.at)) return null;
    if (outOfSupplyOf(run.state, c.id) > 0) return { path, code: 'remount-isolated', message: `${c.id} is isolated (it has an "Out of Supply" marker)`, rule: 'SoS 8.73, 19.4' };
    const t = ctx.env.map.hex(hexId(p.at))?.terrain ?? [];
    // SoS 8.73, 17.12: a bridge unit built on the hex serves as the printed road does
    if ((t.includes('balka') || t.includes('cliff')) && !t.includes('road') && !bridgeAt(run.state, p.at)) return { path, code: 'remount-balka', message: `${c.id} is on a balka/cliff hex without a bridge or road`, rule: 'SoS 8.73' };
    return roadReachable(ctx.env, ctx, pos, p.at) ? null : { path, code: 'remount-no-road', message: `${c.id} cannot trace a path its vehicles could take, free of enemy ZOCs, to a friendly road hex`, rule: 'SoS 8.73' };
  });
}

/** 8.73: a vehicle's path free of enemy ZOCs from `start` to a road hex no enemy holds (MP not counted: a trace, not a move). */
function roadReachable(env: SosEnv, ctx: PhaseContext, pos: MovePosition, start: SosPlace): boolean {
  const good = (h: string) => !pos.enemyZoc.has(h) && !pos.enemyHeld.has(h);
  if (!good(start)) return false;
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (env.map.hex(hexId(h))?.terrain.includes('road')) return true;
    for (const n of env.map.grid.neighbours(hexId(h))) {
      if (seen.has(n) || !good(n)) continue;
      const e = pathEntry(env, pos, h, n, 0);
      const from = stepPlace(env.map, pos.state, h);
      if (!e || !from) continue;
      const { adjacent: _a, enemyCombatUnit: _e, ...facts } = e;
      const v = stepCost(env.tec, { ...facts, mover: 'vehicle', side: ctx.side, phase: ctx.window.phase, availableMp: 99, from });
      if (!v.ok) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}

/** The start-of-phase orders carried out on the run. */
export function applyEnter(ctx: PhaseContext, run: PhaseRun, units: readonly string[], box: SosPlace, side: string): void {
  run.state = placeUnits(run.state, units, box);
  // SoS 14.11: IF units entering the game as reinforcements count as moving
  run.state = recordMoved(run.state, units.map((id) => ctx.env.counter(id)), ctx.turn, ctx.window.phase);
  // SoS 18.42, 18.44, 18.46: leaders returning or replacing a commander have their own event
  const leaders = leaderArrivals(ctx.env, run.state, units, box, ctx.turn, ctx.side);
  run.state = leaders.state;
  run.events.push(...leaders.events);
  if (leaders.others.length) run.events.push({ type: 'reinforcements-placed', units: leaders.others, box, rule: 'SoS 21.2', visibleTo: [side] });
}

export function applyMounting(run: PhaseRun, units: readonly string[], dismounted: boolean, side: string): void {
  const pieces = { ...run.state.pieces };
  for (const id of units) pieces[id] = { ...pieces[id]!, dismounted };
  run.state = { ...run.state, pieces };
  run.events.push({ type: dismounted ? 'dismounted' : 'remounted', units: [...units], rule: dismounted ? 'SoS 8.71' : 'SoS 8.73', visibleTo: [side] });
}
