import type { PathProblem } from '#kernel/movement/path';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, occupancy, type Occupancy } from '../occupancy';
import { isRailHex, railNeighbours } from '../railroads/rail-links';
import { checkStacking } from '../stacking';
import { isNonCombat } from '../unit-kind';
import { bondsOf } from '../zones-of-control';
import { caucasusPlay } from '../caucasus/plays';
import { entryHexes, entryProblem } from './off-map';
import { addRailUse, checkRailMove, railLoad, railPathProblems } from './rail';
import { railDestinationsFrom } from './rail-reach';
import type { RailUse } from './rail-use';
import { nkvdCityProblem } from './nkvd-city';

/**
 * CtS 15.2 (1): whether a `rail` order of this unit is a rail move from an Off Map Box (33.0):
 * the unit is in a box and the game reads 15.2 (1)'s "or in an Off Map Box" (readings.ts
 * `railFromOffMapBox`).
 */
export function railsFromBox(ctx: CtsContext, state: CtsState, unit: string): boolean {
  const u = state.units[unit];
  return ctx.readings.railFromOffMapBox && u !== undefined && u.where === 'off-map' && u.box !== undefined && u.hex !== null;
}

/**
 * CtS 15.2 (1), 33.3, 17.1-17.2: a rail move of a unit that starts the Movement Phase in an Off
 * Map Box. Its path names first the hex it comes on by, as a reinforcement's rail move begins
 * at its entry hex (19.1): one of its box's entry hexes for its side (33.3; the Caucasus Box's
 * follow its marker, 34.3), no earlier than the next friendly player turn (17.1), not a Soviet
 * unit of the Caucasus garrison before it is released (34.7), a rail hex (15.2: the move is
 * by rail from the start), never onto enemy units nor into an enemy ZOC Bond (17.2); from there
 * a rail move as on the map (15.1-15.4: a friendly, repaired rail hex away from the enemy, the
 * capacities, 23.10's interdiction), ending where the unit may stack (5.0). Returns the
 * problems.
 */
export function checkBoxRailMove(ctx: CtsContext, state: CtsState, unit: string, pathLabels: readonly string[]): PathProblem[] {
  const spec = ctx.units.get(unit);
  const u = state.units[unit];
  if (!spec || !u || u.where !== 'off-map' || u.box === undefined || u.hex === null) return [{ index: 0, code: 'not-in-box', message: `${unit} is not in an Off Map Box` }];
  if (isNonCombat(spec)) return [{ index: 0, code: 'no-rail', message: `${spec.name} does not move by rail` }];
  const side = spec.side;
  const path = pathLabels.map(hexId);
  const entry = path[0];
  if (!entry) return [{ index: 0, code: 'no-entry', message: 'a unit in an Off Map Box names first the rail hex it comes on by', rule: 'CtS 15.2' }];
  const why = entryProblem(ctx, state, side, { hex: u.hex, turn: u.leftMapTurn ?? state.turn, box: u.box }, entry);
  if (why) return [{ index: 0, code: 'bad-entry', message: why, rule: u.box === 'caucasus' && caucasusPlay(ctx, state) ? 'CtS 34.3' : 'CtS 33.3' }];
  if (!isRailHex(ctx, entry)) return [{ index: 0, code: 'not-rail', message: `${entry} is not a rail hex: a unit comes on by rail only where a railway leaves the map`, rule: 'CtS 15.2' }];
  const occ = occupancy(ctx, state);
  if (occ.enemyIn(entry, side) || bondsOf(ctx, state, enemyOf(side), occ).hexBondsAt(entry).length > 0) {
    return [{ index: 0, code: 'entry-blocked', message: `${entry} holds enemy units or lies in an enemy bond`, rule: 'CtS 17.2' }];
  }
  const problems: PathProblem[] = [];
  if (u.frozen) problems.push({ index: 0, code: 'frozen', message: `${spec.name} belongs to a frozen army`, rule: 'CtS 19.4' });
  const nkvd = nkvdCityProblem(ctx, spec, entry, path.slice(1)); // CtS 4.4.2: the entry hex is the first hex it enters
  if (nkvd) problems.push({ ...nkvd, index: path.length > 1 ? nkvd.index + 1 : 0 });
  const load = railLoad(ctx, unit);
  // CtS 15.4: the entry hex is a hex the unit moves over, as any hex of its line (a map unit's own start hex is not)
  if (onSecondaryLine(ctx, entry) && (state.railUse[side].secondary[entry] ?? 0) + load.divisions > ctx.tables.rail[side]!.perSecondaryHex) {
    problems.push({ index: 0, code: 'rail-secondary-full', message: `the secondary line through ${entry} carries no more this turn`, rule: 'CtS 15.4' });
  }
  const along = railPathProblems(ctx, state, side, entry, path.slice(1), load);
  problems.push(...along.map((p) => (p.code === 'rail-start' || p.code.startsWith('rail-capacity') ? p : { ...p, index: p.index + 1 })));
  const end = path[path.length - 1]!;
  if (problems.length === 0) {
    const v = checkStacking(ctx, [...occ.at(end, side).map((p) => p.spec), spec]);
    if (!v.ok) problems.push({ index: path.length - 1, code: v.code, message: v.message, rule: v.rule });
  }
  return problems;
}

/**
 * CtS 15.4 "not more than 1 division per turn over each Secondary Rail Hex": the hex a unit
 * comes on by from a box is a Secondary Rail Hex when only secondary railways reach it (the
 * railway that leaves the map there is then secondary); where a primary line reaches it the
 * unit is taken to come on by the primary line.
 */
function onSecondaryLine(ctx: CtsContext, entry: HexId): boolean {
  const lines = railNeighbours(ctx, entry).map((n) => ctx.map.hexsideFeatures(entry, n));
  return lines.length > 0 && lines.every((f) => f.includes('rail-secondary') && !f.includes('rail-primary'));
}

/** CtS 15.3-15.4: the rail use after a legal rail move from a box, its entry hex counted as a hex moved over. */
export function addBoxRailUse(ctx: CtsContext, use: RailUse, unit: string, pathLabels: readonly string[]): RailUse {
  const entry = hexId(pathLabels[0]!);
  const after = addRailUse(ctx, use, unit, pathLabels.slice(1), entry);
  if (!onSecondaryLine(ctx, entry)) return after;
  return { ...after, secondary: { ...after.secondary, [entry]: (after.secondary[entry] ?? 0) + railLoad(ctx, unit).divisions } };
}

/**
 * CtS 15.2 (1): where a unit in an Off Map Box may go by rail this phase, each with its path
 * from the rail hex it comes on by (its entry hexes that are rail hexes, 33.3), the shortest
 * line to each hex kept; the entry hex itself too.
 */
export function boxRailDestinations(ctx: CtsContext, state: CtsState, occ: Occupancy, enemyBonds: BondMap, unit: string): { hex: HexId; path: HexId[] }[] {
  if (!railsFromBox(ctx, state, unit)) return [];
  const best = new Map<HexId, HexId[]>();
  for (const { hex: entry } of entryHexes(ctx, state, occ, enemyBonds, unit)) {
    if (!isRailHex(ctx, entry) || checkBoxRailMove(ctx, state, unit, [entry]).length > 0) continue;
    const found = [{ hex: entry, path: [] as HexId[] }, ...railDestinationsFrom(ctx, state, occ, enemyBonds, unit, entry)];
    for (const { hex, path } of found) {
      const line = [entry, ...path];
      const had = best.get(hex);
      if (!had || line.length < had.length) best.set(hex, line);
    }
  }
  return [...best].sort(([a], [b]) => a.localeCompare(b)).map(([hex, path]) => ({ hex, path }));
}

/** CtS 15.2 (1): the problems of a `rail` order, from the unit's hex on the map or from its Off Map Box. */
export function railOrderProblems(ctx: CtsContext, state: CtsState, unit: string, pathLabels: readonly string[]): PathProblem[] {
  return railsFromBox(ctx, state, unit) ? checkBoxRailMove(ctx, state, unit, pathLabels) : checkRailMove(ctx, state, unit, pathLabels);
}
