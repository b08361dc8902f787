import type { PathProblem } from '#kernel/movement/path';
import { kubanGarrison } from '../frozen-release';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { RailUse } from './rail-use';
import { isRepaired } from '../railroads/repair-state';
import { enemyOf, occupancy } from '../occupancy';
import { checkStacking } from '../stacking';
import { isCavalry, isHq, isMotorized, isNonCombat, isSmall } from '../unit-kind';
import { bondsOf } from '../zones-of-control';
import { nkvdCityProblem } from './nkvd-city';
import { pocketMoveLimit } from '../pockets/pocket-movement';
import { interdictionFor, railStopIndex, RAIL_HEXES_PAST_INTERDICTION } from '../air/interdiction';

/** 15.3: a Replacement counter counts 1/2 of a division, not motorized. */
export const REPLACEMENT_RAIL_LOAD = { divisions: 0.5, motorized: false } as const;

/** 15.3: brigades, battalions, regiments, HQs and Replacements count 1/2, divisions and corps 1; cavalry and HQs count as motorized. */
export function railLoad(ctx: CtsContext, id: string): { divisions: number; motorized: boolean } {
  const spec = ctx.units.get(id)!;
  return { divisions: isHq(spec) || isSmall(spec) ? 0.5 : 1, motorized: isMotorized(spec) || isCavalry(spec) || isHq(spec) };
}

/** Whether a rail hex may be used by `side` (15.1, 15.6): friendly-controlled and repaired. */
export function usable(ctx: CtsContext, state: CtsState, side: CtsSide, h: HexId): boolean {
  return state.control[h] === side && isRepaired(ctx, state, side, h);
}

/**
 * CtS 15.1-15.4 a rail move: along rail hexsides only, any length, through usable rail
 * hexes, never into or through a hex next to an enemy unit (digest RR2), nor into an enemy
 * bond (6.4); the unit starts on a rail hex; within the side's capacity per turn (Axis 2
 * divisions, 1 motorized; Soviet 4, 2) and per secondary-line hex (Axis 1, Soviet 2).
 * An Artillery Division on its non-mobile side does not move at all (28.1, refused before
 * this is asked: rules/special/artillery-mobility.ts). Returns the problems.
 */
export function checkRailMove(ctx: CtsContext, state: CtsState, unit: string, pathLabels: readonly string[]): PathProblem[] {
  const spec = ctx.units.get(unit);
  const u = state.units[unit];
  if (!spec || !u || u.where !== 'map' || u.hex === null) return [{ index: 0, code: 'not-on-map', message: `${unit} is not on the map` }];
  if (isNonCombat(spec)) return [{ index: 0, code: 'no-rail', message: `${spec.name} does not move by rail` }];
  const side = spec.side;
  const problems: PathProblem[] = [];
  if (u.frozen) problems.push(kubanGarrison(ctx, state, unit) ? { index: 0, code: 'frozen', message: `${spec.name} is of the Kuban garrison, not yet released`, rule: 'CtS 35.6' } : { index: 0, code: 'frozen', message: `${spec.name} belongs to a frozen army`, rule: 'CtS 19.4' });
  const path = pathLabels.map(hexId);
  const pocket = pocketMoveLimit(ctx, state, unit, 0); // CtS 27.2 CRITICAL A: one hex per turn at most, and a rail move is more
  if (pocket?.oneHex) problems.push({ index: 0, code: 'pocket-one-hex', message: `a unit of ${pocket.reason}`, rule: 'CtS 27.2' });
  const nkvd = nkvdCityProblem(ctx, spec, u.hex, path); // CtS 4.4.2
  if (nkvd) problems.push(nkvd);
  problems.push(...railPathProblems(ctx, state, side, u.hex, path, railLoad(ctx, unit)));
  const end = path[path.length - 1];
  if (end && problems.length === 0) {
    const occ = occupancy(ctx, state);
    const v = checkStacking(ctx, [...occ.at(end, side).map((p) => p.spec).filter((s) => s.id !== unit), spec]);
    if (!v.ok) problems.push({ index: path.length - 1, code: v.code, message: v.message, rule: v.rule });
  }
  return problems;
}

/**
 * CtS 15.1-15.4, 23.10.1 (2) what a rail move of `load` asks of the railway, for a unit or
 * a Replacement counter (15.3: half a division): a usable start away from the enemy, rail
 * hexsides through usable hexes none next to an enemy unit nor in an enemy bond, the
 * secondary-line and per-turn capacities, and the stop five hexes past an Interdicted Hex.
 */
export function railPathProblems(ctx: CtsContext, state: CtsState, side: CtsSide, start: HexId, path: readonly HexId[], load: { divisions: number; motorized: boolean }): PathProblem[] {
  const enemy = enemyOf(side);
  const occ = occupancy(ctx, state);
  const bonds = bondsOf(ctx, state, enemy, occ);
  const nextToEnemy = (h: HexId): boolean => ctx.map.neighbours(h).some((n) => occ.at(n, enemy).some((p) => !isNonCombat(p.spec)));
  const problems: PathProblem[] = [];
  let from = start;
  // 24.6 (3) with 15.2 (engine cts-7): nor from a Major City Battle hex, whose enemy units stand in it (as the options read it, rail-reach.ts)
  const beside = ctx.readings.cityDisplayProperties && occ.enemyIn(from, side);
  if (!usable(ctx, state, side, from) || nextToEnemy(from) || beside) problems.push({ index: 0, code: 'rail-start', message: `${from} is not a usable rail hex away from the enemy`, rule: 'CtS 15.2' });
  const use = state.railUse[side];
  path.forEach((to, i) => {
    const sideF = ctx.map.has(to) ? ctx.map.hexside(from, to) : [];
    const rail = sideF.find((f) => f.startsWith('rail-'));
    if (!rail) problems.push({ index: i, code: 'not-rail', message: `no railway joins ${from} and ${to}`, rule: 'CtS 15.1' });
    else if (!usable(ctx, state, side, to)) problems.push({ index: i, code: 'rail-unusable', message: `${to} is not a friendly, repaired rail hex`, rule: 'CtS 15.2' });
    else if (nextToEnemy(to) || occ.enemyIn(to, side)) problems.push({ index: i, code: 'rail-near-enemy', message: `${to} is next to an enemy unit`, rule: 'CtS 15.2' });
    else if (bonds.blocks(from, to)) problems.push({ index: i, code: 'enemy-bond', message: `${to} lies in an enemy ZOC bond`, rule: 'CtS 6.4' });
    else if (rail === 'rail-secondary' && (use.secondary[to] ?? 0) + load.divisions > ctx.tables.rail[side]!.perSecondaryHex) {
      problems.push({ index: i, code: 'rail-secondary-full', message: `the secondary line through ${to} carries no more this turn`, rule: 'CtS 15.4' });
    }
    from = to;
  });
  const stop = railStopIndex(interdictionFor(ctx, state, side), start, path); // 23.10.1 (2)
  if (stop !== null && path.length - 1 > stop) problems.push({ index: stop + 1, code: 'rail-interdicted', message: `a rail move leaving an Interdicted Hex stops ${RAIL_HEXES_PAST_INTERDICTION} hexes past it, at ${path[stop]}`, rule: 'CtS 23.10' });
  const cap = ctx.tables.rail[side]!;
  if (use.divisions + load.divisions > cap.divisions) problems.push({ index: 0, code: 'rail-capacity', message: `rail capacity of ${cap.divisions} divisions a turn is used up`, rule: 'CtS 15.3' });
  if (load.motorized && use.motorized + load.divisions > cap.motorized) problems.push({ index: 0, code: 'rail-capacity-motorized', message: `at most ${cap.motorized} motorized divisions by rail a turn`, rule: 'CtS 15.3' });
  return problems;
}

/** The rail use after a legal rail move. */
export function addRailUse(ctx: CtsContext, use: RailUse, unit: string | { divisions: number; motorized: boolean }, pathLabels: readonly string[], from: HexId): RailUse {
  const load = typeof unit === 'string' ? railLoad(ctx, unit) : unit;
  const secondary = { ...use.secondary };
  let at = from;
  for (const h of pathLabels) {
    if (ctx.map.hexside(at, hexId(h)).includes('rail-secondary')) secondary[h] = (secondary[h] ?? 0) + load.divisions;
    at = hexId(h);
  }
  return { divisions: use.divisions + load.divisions, motorized: use.motorized + (load.motorized ? load.divisions : 0), secondary };
}
