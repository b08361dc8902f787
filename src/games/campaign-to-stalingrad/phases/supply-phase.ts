import type { GameEvent } from '../../../kernel/engine/events';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { isIsolated } from '../rules/communication';
import { enemyOf, occupancy } from '../rules/occupancy';
import { connectingRailHexes } from '../rules/supply/connecting-rail';
import { tracesSupply } from '../rules/supply/line-of-supply';
import { isArmyHq, isHq, isNonCombat } from '../rules/unit-kind';
import { bondsOf } from '../rules/zones-of-control';
import { absorbReplacements } from '../rules/replacements/absorption';

/**
 * The phasing player's Supply Phase (16.11): (1) General Supply: a unit that traces a
 * Line of Supply to a non-isolated Army HQ (8 hexes German, 5 others), a Depot (2) or a
 * Connecting Rail Hex (2) loses its Out Of Supply marker, the others get one (16.3, 16.5);
 * (2) Activated Army HQs flip back (16.7); (4) Replacements are absorbed (21.4); (6)
 * Disrupted markers come off (13.0). Depots and rail repair (steps 3 and 5) are not
 * modelled yet.
 */
export function supplyPhase(ctx: CtsContext, state: CtsState, side: CtsSide): { state: CtsState; events: GameEvent[] } {
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  const rail = connectingRailHexes(ctx, state, occ, side, enemyBonds);
  const sources: { hexes: Set<string>; length: number }[] = [
    { hexes: rail, length: ctx.tables.supply.lineOfSupply['connecting-rail']! },
    { hexes: new Set(state.depots.filter((d) => d.side === side).map((d) => d.hex)), length: ctx.tables.supply.lineOfSupply.depot! },
  ];
  for (const [id, u] of Object.entries(state.units)) {
    const spec = ctx.units.get(id)!;
    if (spec.side !== side || !isArmyHq(spec) || u.where !== 'map' || u.hex === null) continue;
    if (isIsolated(ctx, state, occ, side, u.hex, enemyBonds)) continue; // 16.7: not a source while Isolated
    const length = spec.nationality === 'german' ? ctx.tables.supply.lineOfSupply['german-army-hq']! : ctx.tables.supply.lineOfSupply['army-hq']!;
    sources.push({ hexes: new Set([u.hex]), length });
  }
  const units = { ...state.units };
  const events: GameEvent[] = [];
  const out: string[] = [];
  for (const id of Object.keys(units).sort()) {
    const u = units[id]!;
    const spec = ctx.units.get(id)!;
    if (spec.side !== side) continue;
    if (u.where !== 'map' || u.hex === null) {
      units[id] = { ...u, disrupted: false, activated: false };
      continue;
    }
    const supplied = isHq(spec) || isNonCombat(spec) || sources.some((s) => tracesSupply(ctx, occ, side, enemyBonds, u.hex!, s.hexes as Set<never>, s.length));
    if (!supplied) out.push(id);
    units[id] = { ...u, outOfSupply: !supplied, activated: false, disrupted: false };
  }
  events.push({
    type: 'supply-phase',
    rule: 'CtS 16.11',
    side,
    outOfSupply: out,
    text: `${side} Supply Phase: ${out.length} unit${out.length === 1 ? '' : 's'} Out Of Supply (CtS 16.3); Army HQs flip back (16.7); Disrupted markers removed (13.0)`,
  });
  const absorbed = absorbReplacements(ctx, { ...state, units }, side);
  events.push(...absorbed.events);
  return { state: absorbed.state, events };
}
