import type { HexId } from '#kernel/ids';
import type { AllowanceRules } from '#kernel/supply/allowance-trace';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { isIsolated, locRules } from '../communication';
import type { Occupancy } from '../occupancy';
import { isNonCombat } from '../unit-kind';

/** A group of Isolated units joined by mutual Lines of Communication, and the hexes those lines reach (the pocket's ground). */
export interface PocketGroup {
  units: string[];
  hexes: ReadonlySet<HexId>;
}

/**
 * CtS 27.1: "An Isolated unit or group of Isolated units, each of which can trace a mutual
 * Line Of Communication to one another is called an Isolated Pocket" (digest IP1: the
 * connected groups of isolated friendly units under LOC reachability). A LOC of 9.1 with the
 * isolation proviso of 9.2 (no enemy-controlled rail hex), so that the ground a pocket's
 * units reach is the ground that makes them Isolated. Groups in the order of their first unit.
 */
export function findPocketGroups(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): PocketGroup[] {
  const isolated = Object.keys(state.units)
    .sort()
    .filter((id) => {
      const u = state.units[id]!;
      const spec = ctx.units.get(id);
      return spec?.side === side && !isNonCombat(spec) && u.where === 'map' && u.hex !== null && ctx.map.has(u.hex) && isIsolated(ctx, state, occ, side, u.hex, enemyBonds);
    });
  const rules = locRules(ctx, state, occ, side, enemyBonds, true);
  const groupOf = new Map<HexId, PocketGroup>();
  const groups: PocketGroup[] = [];
  for (const id of isolated) {
    const hex = state.units[id]!.hex!;
    let g = groupOf.get(hex);
    if (!g) {
      g = { units: [], hexes: groundFrom(rules, hex) };
      groups.push(g);
      for (const h of g.hexes) groupOf.set(h, g);
    }
    g.units.push(id);
  }
  return groups;
}

/** The hexes the isolation LOC (9.1, 9.2) reaches from `hex`: the ground of the pocket that holds a unit there (27.1). */
export function groundFrom(rules: AllowanceRules, hex: HexId): Set<HexId> {
  const hexes = new Set<HexId>([hex]);
  const stack = [hex];
  while (stack.length > 0) {
    const from = stack.pop()!;
    for (const to of rules.neighbours(from)) {
      if (hexes.has(to) || rules.step(from, to) === null) continue;
      hexes.add(to);
      stack.push(to);
    }
  }
  return hexes;
}
