import type { Issue } from '#kernel/engine/issues';
import type { Counter } from '../../data/counters';
import { walkPath, type PathEntry, type WalkedStep } from '../../movement/walk-path';
import { isBox } from '../../orders/places';
import type { PhaseContext } from '../phase';
import { deploymentProblems } from './deployment';
import { knownPlace, stepPlace } from './places';
import type { PhaseRun } from './phase-run';
import { arrowOf, movePosition, pathEntry, type MovePosition } from './position';
import { endProblems, type MoveBody, type MovePlan } from './run-move';
import { movingStack } from './stack';

/**
 * SoS 16.45: what a transport carries on one move: its passengers, picked up at path index
 * `pickup` (-1: the transport's own start place) and set down at path index `unload`.
 */
export interface Carry {
  transport: string;
  passengers: string[];
  pickup: number;
  unload: number;
}

/** SoS 16.41: the leader, OP, sniper and mine dog units a transport carries (one of them a phase, 16.44). */
const SMALL: ReadonlySet<string> = new Set(['leader', 'op', 'sniper', 'mineDog']);
/** SoS 16.41: the infantry, engineer and foot mortar units a transport carries (one of them a phase, 16.44). */
const FOOT: ReadonlySet<string> = new Set(['infantry', 'combatEngineer', 'constructionEngineer', 'mortar']);

/** SoS 16.41: a unit a transport may carry: leader, OP, sniper, mine dog, or a foot (MP 8) infantry, engineer or mortar unit. */
export function carriable(c: Counter): 'small' | 'foot' | null {
  if (SMALL.has(c.type)) return 'small';
  if (FOOT.has(c.type) && typeof c.mp === 'number' && c.mp < 12) return 'foot';
  return null;
}

/** The MP a transport's walk has spent, the steps so far, or the first step refused. */
type Leg = { ok: true; steps: WalkedStep[]; spent: number } | { ok: false; issue: Issue; taken: number };

/**
 * A Soviet transport's move (SoS 16.4), its order's `units` being the passengers:
 * - 16.41: it carries leaders, OPs, snipers, mine dogs and foot infantry, engineer and mortar
 *   units, never artillery with its own tows (nor armor, motorized units or other transports);
 * - 16.42: in the Soviet Movement, Exploit Movement and Reserves Movement Phases (its side's
 *   movement phases; the German has none), never in breakthrough movement (16.47); in
 *   deployment movement (8.21-8.24, Soviet Movement Phase 10) at twice the transport's MP;
 * - 16.43: a pinned transport neither moves nor carries (9.112); a spent one may;
 * - 16.44: one infantry, engineer or mortar unit and one leader, OP, mine dog or sniper a
 *   transport a phase (a transport moves once a phase, so it carries once);
 * - 16.45: the transport walks (a vehicle of MP 24, its own allowance) to the passengers' place
 *   (its start place or a hex of its path), picks them up at no cost, and they go on together
 *   on the transport's MP left, to `unload` (absent: the end of the path), set down at no cost;
 * - 16.46: the transport "may move directly into an enemy ZOC, unload the unit, and then move
 *   away": alone it ignores enemy ZOC (6.5, 6.7 do not hold it); loaded, it stops in the first
 *   enemy ZOC hex it enters, as its passengers must (6.5), and sets them down there;
 * - each passenger is a unit of the side, in play, not pinned, not moved this phase, all in one
 *   place (stack.ts), and in reserves each one eligible (8.31-8.33);
 * - where the move and the passengers end: endProblems (8.70, 8.08 as read).
 * The Volga crossing limits (8.66) need no count: a vehicle never crosses (8.62).
 */
export function planTransportMove(ctx: PhaseContext, run: PhaseRun, body: MoveBody, at: (string | number)[], ineligible: ReadonlyMap<string, readonly string[]> | null): MovePlan {
  const issues: Issue[] = [];
  const fail = (taken = 0): MovePlan => ({ ok: false, issues, taken });
  const transport = body.transport!;
  const mode = body.mode ?? 'normal';
  if (mode === 'breakthrough') issues.push({ path: [...at, 'mode'], code: 'transport-breakthrough', message: 'transport units may not conduct breakthrough movement (they may move through a "breakthru" marker)', rule: 'SoS 16.47' });
  if (mode === 'deployment' && ctx.window.phase !== 10) issues.push({ path: [...at, 'mode'], code: 'deployment-phase', message: 'deployment movement is made only in German Movement Phase 3 and Soviet Movement Phase 10', rule: 'SoS 8.21, 8.22' });
  const tc = ctx.env.findCounter(transport);
  if (tc && tc.type !== 'transport') issues.push({ path: [...at, 'transport'], code: 'not-a-transport', message: `${transport} is not a Soviet transport unit`, rule: 'SoS 16.41' });
  const carrier = movingStack(ctx, run.state, [transport], mode === 'deployment' ? 'deployment' : 'normal', run.moved, [...at, 'transport'], run.command);
  if (Array.isArray(carrier)) {
    // the path of a one-unit list, [...at, 'transport', 0], names the transport's own field
    issues.push(...carrier.map((i) => ({ ...i, path: [...at, 'transport'], ...(i.code === 'pinned' ? { message: `${transport} is pinned: a pinned transport unit may not move or carry units`, rule: 'SoS 16.43, 9.112' } : {}) })));
  }
  const riders = movingStack(ctx, run.state, body.units, 'normal', run.moved, [...at, 'units'], run.command);
  if (Array.isArray(riders)) issues.push(...riders);
  const kinds = { small: 0, foot: 0 };
  body.units.forEach((id, k) => {
    const c = ctx.env.findCounter(id);
    if (!c) return;
    const kind = carriable(c);
    if (kind === null) return void issues.push({ path: [...at, 'units', k], code: 'not-carriable', message: `${id} may not be carried: transports carry leader, OP, sniper, mine dog and foot infantry, engineer and mortar units (artillery has its own tows)`, rule: 'SoS 16.41' });
    kinds[kind]++;
    if (kinds[kind] > 1) issues.push({ path: [...at, 'units', k], code: 'transport-overloaded', message: kind === 'foot' ? 'a transport carries one infantry, engineer or mortar unit a movement phase' : 'a transport carries one leader, OP, mine dog or sniper unit a movement phase (with one infantry, engineer or mortar unit)', rule: 'SoS 16.44' });
  });
  if (ineligible) {
    [transport, ...body.units].forEach((id, k) => {
      const why = ineligible.get(id) ?? ['not in play'];
      if (why.length > 0) issues.push({ path: k === 0 ? [...at, 'transport'] : [...at, 'units', k - 1], code: 'not-eligible-reserves', message: `${id} may not use reserves movement: ${why.join('; ')}`, rule: 'SoS 8.32, 8.33, 16.42' });
    });
  }
  const path = body.path;
  path.forEach((p, k) => {
    if (!knownPlace(ctx.env.map, p)) issues.push({ path: [...at, 'path', k], code: 'off-map', message: `${p} is not a hex of the map`, rule: 'SoS 2.17' });
  });
  if (issues.length > 0 || Array.isArray(carrier) || Array.isArray(riders)) return fail();
  const boundary = ctx.env.data.start.boundary(ctx.scenario);
  const outside = path.findIndex((p) => !isBox(p) && !boundary.has(p));
  if (outside >= 0) {
    issues.push({ path: [...at, 'path', outside], code: 'outside-scenario', message: `${path[outside]} is outside the boundary of this scenario: units may not move outside it`, rule: 'SoS 2.34' });
    return fail(outside);
  }
  // 16.45: the transport "moves into the hex with the unit to be transported"
  const pickup = riders.from === carrier.from ? -1 : path.indexOf(riders.from);
  if (riders.from !== carrier.from && pickup < 0) {
    issues.push({ path: [...at, 'units'], code: 'passengers-off-path', message: `the passengers stand in ${riders.from}, which is neither ${transport}'s hex nor a hex of its path: the transport moves into their hex to carry them`, rule: 'SoS 16.45' });
    return fail();
  }
  const unload = body.unload === undefined ? path.length - 1 : path.indexOf(body.unload, pickup + 1);
  if (unload < 0) {
    issues.push({ path: [...at, 'unload'], code: 'unload-off-path', message: `${body.unload} is not a hex of the path after the passengers are picked up in ${riders.from}`, rule: 'SoS 16.45' });
    return fail();
  }
  if (unload === pickup) {
    issues.push({ path: [...at, 'path'], code: 'nothing-carried', message: 'the passengers are set down where they are picked up: a carried unit moves with the transport', rule: 'SoS 16.45' });
    return fail();
  }
  // SoS 17.22: a friendly minefield's holder is read on the position the phase began with
  const pos = { ...movePosition(ctx.env, run.state, ctx.side), phaseStart: run.begin };
  const entries: PathEntry[] = path.map((to, k) => {
    const from = k === 0 ? carrier.from : path[k - 1]!;
    const arrow = arrowOf(ctx.env.map, from, to);
    return pathEntry(ctx.env, pos, from, to, arrow === null ? 0 : (run.arrowStacks.get(`${arrow}/${to}`) ?? 0))!;
  });
  // three walks on the transport's one allowance: alone to the passengers, loaded, alone again (16.45, 16.46)
  const legs: [number, number, boolean][] = [[0, pickup + 1, true], [pickup + 1, unload + 1, false], [unload + 1, path.length, true]];
  const steps: WalkedStep[] = [];
  let spent = 0;
  for (const [a, b, alone] of legs) {
    if (a >= b) continue;
    const leg = walkLeg(ctx, run, carrier.availableMp, a === 0 ? carrier.from : path[a - 1]!, entries.slice(a, b), a, spent, alone, at);
    if (!leg.ok) {
      issues.push(leg.issue);
      return fail(leg.taken);
    }
    steps.push(...leg.steps);
    spent = leg.spent;
  }
  issues.push(...endProblems(ctx, pos.enemyHeld, path, at));
  if (unload < path.length - 1) issues.push(...unloadProblems(ctx, pos, path, unload, at));
  if (mode === 'deployment') issues.push(...deployedProblems(ctx, pos, carrier.from, path, unload, [transport, ...body.units], at));
  if (issues.length > 0) return fail(path.length);
  return {
    ok: true, units: [transport, ...body.units], from: carrier.from, path: [...path], steps, spent, availableMp: carrier.availableMp, factors: carrier.factors, crossings: [],
    carry: { transport, passengers: [...body.units], pickup, unload },
  };
}

/** 16.45, 16.46: one leg of the transport's walk, its steps indexed in the whole path. */
function walkLeg(ctx: PhaseContext, run: PhaseRun, availableMp: number, start: string, entries: PathEntry[], offset: number, spent: number, alone: boolean, at: (string | number)[]): Leg {
  const walk = walkPath(ctx.env.tec, {
    side: ctx.side,
    phase: ctx.window.phase,
    availableMp,
    // 16.41: "with their MP of 24": loaded or not, the stack moves as the transport, a vehicle
    movers: ['vehicle'],
    armored: false,
    // 16.46: alone, the transport goes into and out of enemy ZOC; loaded, it stops where its passengers must (6.5)
    transport: alone,
    breakthroughMovement: false,
    start: stepPlace(ctx.env.map, run.state, start)!,
    startSpent: spent,
    path: entries,
  });
  const shift = (s: WalkedStep): WalkedStep => ({ ...s, index: s.index + offset });
  if (!walk.ok) {
    const code = walk.code === 'stopped-in-zoc' && !alone ? 'transport-stopped-in-zoc' : walk.code;
    const message = code === 'transport-stopped-in-zoc' ? 'a loaded transport stops in the first enemy ZOC hex it enters: it unloads there (unload) and may then move away alone' : walk.message;
    return { ok: false, issue: { path: [...at, 'path', walk.index + offset], code, message, rule: code === 'transport-stopped-in-zoc' ? 'SoS 16.46, 6.5' : walk.rule }, taken: walk.index + offset };
  }
  return { ok: true, steps: walk.steps.map(shift), spent: walk.spent };
}

/**
 * SoS 8.21-8.24 for a transport's deployment move (16.42: the Soviet Movement Phase): the
 * transport's path as any deployment move's, and where the passengers are set down as its end.
 */
function deployedProblems(ctx: PhaseContext, pos: MovePosition, from: string, path: readonly string[], unload: number, units: readonly string[], at: (string | number)[]): Issue[] {
  const out = deploymentProblems(ctx.env, pos, from, path, units, at);
  if (unload === path.length - 1) return out;
  const ends = deploymentProblems(ctx.env, pos, from, path.slice(0, unload + 1), units, at).filter((i) => END_CODES.has(i.code));
  return [...out, ...ends.map((i) => ({ ...i, path: [...at, 'unload'] }))];
}

/** 8.24's clauses on where a deployment move ends. */
const END_CODES: ReadonlySet<string> = new Set(['deployment-near-enemy', 'deployment-ahead']);

/** Where the passengers are set down short of the path's end: as any move's end (8.70 as read, 8.08 as read). */
function unloadProblems(ctx: PhaseContext, pos: MovePosition, path: readonly string[], unload: number, at: (string | number)[]): Issue[] {
  return endProblems(ctx, pos.enemyHeld, path.slice(0, unload + 1), at).map((i) => ({ ...i, path: [...at, 'unload'] }));
}
