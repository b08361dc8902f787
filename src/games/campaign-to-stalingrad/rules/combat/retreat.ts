import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { BondMap, } from '#kernel/zoc/bond-map';
import type { ZocBond } from '#kernel/zoc/bonds';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { enemyOf, type Occupancy } from '../occupancy';
import { checkStacking } from '../stacking';
import { isNonCombat } from '../unit-kind';
import type { Participant } from './participants';

/** A two-hex retreat path and what it costs. */
export interface RetreatPath {
  /** The hexes entered: two, or fewer when the retreat leaves the map (17.0). */
  path: HexId[];
  /** 17.0: the friendly map edge hex the stack leaves the map from, which completes the retreat (digest A25). */
  offMapFrom?: HexId;
  /** 17.3: the edge left by is the opponent's friendly edge: the stack is eliminated. */
  offOpponentEdge?: true;
  /** Enemy bonds entered or crossed on the way (12.2). */
  bonds: ZocBond[];
  /** Hexes of the path next to an enemy unit (12.1 guideline 2). */
  nextToEnemy: number;
  /** 5.1: the end hex takes the stack over the stacking limit; the owner eliminates the excess there. */
  overStacked?: true;
}

/**
 * CtS 17.0: the defender's standing choice between the map and a friendly edge:
 * "default" leaves the map only to cross fewer enemy bonds or when nothing else is open;
 * "prefer" leaves it whenever a friendly edge is in reach; "avoid" only when no on-map
 * path is open.
 */
export type RetreatOffMap = 'default' | 'prefer' | 'avoid';

/** The friendly map edges as they stand (8.0, 8.2): the retreating side's and its opponent's. */
export interface RetreatEdges {
  friendly: ReadonlySet<HexId>;
  opponent: ReadonlySet<HexId>;
}

/**
 * CtS 12.1: every legal two-hex path of a retreating stack, best first by the
 * guidelines in their order: avoid enemy bonds, avoid hexes next to the enemy, keep the
 * stack together (an end hex that takes it whole before one that leaves it over the
 * stacking limit, where the owner must eliminate the excess, 5.1), toward the nearest
 * General Supply source (`supplyDistance`: hexes from a path's end to the nearest, 0 when
 * there is none); then the lower hex ids.
 * Never into enemy units or back into the hex left, and always ending two hexes away
 * from it ("LENGTH OF RETREATS It is always two hexes": a path that ends next to the
 * hex left is no retreat, guideline 5 is not a mere preference). An end hex over the
 * three-division limit is open (5.1: the excess is eliminated there); one the stack may
 * not enter at all (Hungarians with Rumanians 5.2, two Air HQs 23.7) is not, nor is a path
 * through a hex prohibited to the stack in movement (a Hungarian or Rumanian stack through a
 * hex of the other nationality, 5.2) or across a Volga or lake hexside (4.4.5, 4.4.7). Off a friendly map edge (17.0) from the first or second hex
 * (digest A25), ranked by the standing `offMap` choice (by default after every on-map path
 * that crosses no more enemy bonds). Off the opponent's friendly edge (17.3) only when
 * nothing else is open: the stack is eliminated either way, and 17.3 says why.
 */
export function retreatPaths(ctx: CtsContext, occ: Occupancy, side: CtsSide, from: HexId, stack: readonly Participant[], enemyBonds: BondMap, supplyDistance: (end: HexId) => number, edges: RetreatEdges, offMap: RetreatOffMap = 'default'): RetreatPath[] {
  const enemy = enemyOf(side);
  const blocked = (h: HexId): boolean => occ.some(h, enemy, (p) => !isNonCombat(p.spec));
  // guideline 2 asks it of a hex once per path through it (a first hex, for each of its second hexes): answered once per hex
  const nearEnemy = new Map<HexId, boolean>();
  const nextToEnemy = (h: HexId): boolean => cached(nearEnemy, h, () => ctx.map.adjacent(h).some(blocked));
  // guideline 4 decides only between paths alike in every earlier guideline: the distances are measured when it does
  const distances = new Map<RetreatPath, number>();
  const toSupply = (p: RetreatPath): number => {
    // hexes from the end to the nearest General Supply source (12.1 guideline 4, 16.1); 0 for a path off the map
    if (p.path.length < 2 || p.offMapFrom !== undefined) return 0;
    return cached(distances, p, () => supplyDistance(p.path[1]!));
  };
  // CtS 12.1 "Units may never Retreat ... into hexes normally prohibited to them in movement"
  const rivals = rivalNationalities(stack);
  const open = (a: HexId, b: HexId): boolean => !rivalIn(occ, side, rivals, b) && !endsMovement(ctx, a, b);
  const out: RetreatPath[] = [];
  const friendlyEdge = edges.friendly;
  if (friendlyEdge.has(from)) out.push({ path: [], offMapFrom: from, bonds: [], nextToEnemy: 0 }); // CtS 17.0
  if (edges.opponent.has(from)) out.push({ path: [], offMapFrom: from, offOpponentEdge: true, bonds: [], nextToEnemy: 0 }); // CtS 17.3
  for (const h1 of ctx.map.adjacent(from)) {
    if (blocked(h1) || !open(from, h1)) continue;
    if (friendlyEdge.has(h1)) {
      // CtS 17.0: one hex to the friendly edge, then off the map
      out.push({ path: [h1], offMapFrom: h1, bonds: [...enemyBonds.crossedBy(from, h1)], nextToEnemy: nextToEnemy(h1) ? 1 : 0 });
    }
    if (edges.opponent.has(h1)) out.push({ path: [h1], offMapFrom: h1, offOpponentEdge: true, bonds: [...enemyBonds.crossedBy(from, h1)], nextToEnemy: nextToEnemy(h1) ? 1 : 0 }); // CtS 17.3
    for (const h2 of ctx.map.adjacent(h1)) {
      // CtS 12.1: "It is always two hexes": a retreat may not end next to the hex it left
      if (h2 === from || blocked(h2) || ctx.map.grid.distance(from, h2) !== 2 || !open(h1, h2)) continue;
      const staying = occ.at(h2, side).filter((p) => !stack.some((s) => s.spec.id === p.spec.id));
      const stacking = checkStacking(ctx, [...staying, ...stack].map((p) => p.spec));
      // 5.1: over the division limit the retreat may end, the owner then eliminates the excess; a hex the stack may not enter at all (5.2, 23.7) is no retreat
      if (!stacking.ok && stacking.code !== 'over-stacked') continue;
      out.push({
        path: [h1, h2],
        bonds: [...enemyBonds.crossedBy(from, h1), ...enemyBonds.crossedBy(h1, h2)],
        nextToEnemy: (nextToEnemy(h1) ? 1 : 0) + (nextToEnemy(h2) ? 1 : 0),
        ...(stacking.ok ? {} : { overStacked: true as const }),
      });
    }
  }
  const off = (p: RetreatPath): number => (p.offMapFrom === undefined ? 0 : 1);
  const lost = (p: RetreatPath): number => (p.offOpponentEdge ? 1 : 0);
  // guideline 3, "Keep stacks together": a path that ends over the limit costs the stack units (5.1)
  const together = (p: RetreatPath): number => (p.overStacked ? 1 : 0);
  // 17.0 standing choice: before the bonds when the owner prefers or avoids the edge
  const first = (p: RetreatPath): number => (offMap === 'prefer' ? 1 - off(p) : offMap === 'avoid' ? off(p) : 0);
  // then the lower hex ids: each path's ids joined once, not twice in every comparison
  const ids = new Map<RetreatPath, string>();
  for (const p of out) ids.set(p, p.path.join());
  return out.sort(
    (a, b) =>
      lost(a) - lost(b) ||
      first(a) - first(b) ||
      a.bonds.length - b.bonds.length ||
      off(a) - off(b) ||
      a.nextToEnemy - b.nextToEnemy ||
      together(a) - together(b) ||
      toSupply(a) - toSupply(b) ||
      byIds(ids.get(a)!, ids.get(b)!),
  );
}

const byIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** CtS 5.2: the nationality a stack may not move through: Rumanian for one with a Hungarian unit, Hungarian for one with a Rumanian. */
function rivalNationalities(stack: readonly Participant[]): ReadonlySet<string> {
  const nations = new Set(stack.map((p) => p.spec.nationality));
  return new Set([...(nations.has('hungarian') ? ['rumanian'] : []), ...(nations.has('rumanian') ? ['hungarian'] : [])]);
}

/** CtS 5.2: "Hungarian and Rumanian units may not ... move through a hex occupied by the other nationality". */
function rivalIn(occ: Occupancy, side: CtsSide, rivals: ReadonlySet<string>, h: HexId): boolean {
  return rivals.size > 0 && occ.some(h, side, (p) => rivals.has(p.spec.nationality));
}

/**
 * CtS 4.4.5, 4.4.7: a Volga or lake hexside with no bridge (a road across it, 4.4.3) takes
 * the whole Movement Allowance, and the unit must "end movement after crossing the river":
 * a retreat, always two hexes (12.1) and never stopping at the first, cannot cross one, nor
 * go on off the map after crossing it. Read from the terrain chart (`entire`), as movement
 * reads it (movement/step-cost.ts).
 */
function endsMovement(ctx: CtsContext, from: HexId, to: HexId): boolean {
  const side = ctx.map.hexside(from, to);
  return !side.includes('road') && side.some((f) => ctx.tables.terrain.hexside[f] === 'entire');
}

/**
 * CtS 12.2: retreating into an enemy Hex Bond or across an enemy Hexside Bond costs one
 * step for each enemy step in the less-stepped of the two hexes forming it (E14: 9 and 2
 * -> 2), summed over the bonds on the path.
 */
export function bondPenalty(bonds: readonly ZocBond[], enemyStepsIn: (h: HexId) => number): number {
  return bonds.reduce((s, b) => s + Math.min(enemyStepsIn(b.ends[0]), enemyStepsIn(b.ends[1])), 0);
}
