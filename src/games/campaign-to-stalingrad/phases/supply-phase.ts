import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { enemyOf, occupancy } from '../rules/occupancy';
import { generalSupplySources, inGeneralSupply } from '../rules/supply/general-supply';
import { supplyArea } from '../rules/supply/supply-area';
import { isAirHq, isNonCombat } from '../rules/unit-kind';
import { bondsOf } from '../rules/zones-of-control';
import { absorbReplacements } from '../rules/replacements/absorption';
import { absorbBoxReplacements } from '../rules/caucasus/box-replacement';
import { mergeRemnants } from '../rules/replacements/remnant-merge';
import { adjustNorthEdge } from '../rules/north-edge-control';
import type { HexId } from '#kernel/ids';
import { depotStep, type QueuedDepotAction } from '../rules/depots/depot-step';
import { railRepair } from '../rules/railroads/repair';
import { depletedPocketUnits } from '../rules/pockets/pocket-supply';
import { copyUnits, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { flipArtillery, type MobilityOrder } from '../rules/special/artillery-mobility';
import { applyRegiment, type RegimentOrder } from '../rules/special/german-regiments';

/** What the side's turn file asks of its Supply Phase: Depot orders (16.10) and the rail hexes its railheads repair (15.6). */
export interface SupplyPhaseOrders {
  depots?: readonly QueuedDepotAction[];
  repairs?: readonly HexId[];
  /** 28.2: the Soviet Artillery Divisions flipped to either side. */
  mobility?: readonly { index: number; order: MobilityOrder }[];
  /** 30.0-30.1: German regiments created from Infantry Replacements, or building up divisions. */
  regiments?: readonly { index: number; order: RegimentOrder }[];
}

/**
 * The phasing player's Supply Phase (16.11): (1) General Supply: a unit that traces a
 * Line of Supply to a non-isolated Army HQ (8 hexes German, 5 others), a Depot (2) or a
 * Connecting Rail Hex (2) loses its Out Of Supply marker, the others get one, HQs too but
 * Air HQs (16.3, 16.5), but for the reinforcements and Returns that entered in this player
 * turn (19.1, 20.4);
 * (2) Activated Army HQs flip back (16.7); (4) Replacements are absorbed (21.4); (6)
 * Disrupted markers come off (13.0); in the Soviet Supply Phase the Axis north-edge
 * marker is adjusted (8.2) and the Artillery Divisions flipped (28.2); (3) the side's Depot orders (16.10) and (5) rail repair (15.6).
 */
export function supplyPhase(ctx: CtsContext, state: CtsState, side: CtsSide, orders: SupplyPhaseOrders = {}): { state: CtsState; events: GameEvent[] } {
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  const sources = generalSupplySources(ctx, state, occ, side, enemyBonds);
  const area = supplyArea(ctx, occ, side, enemyBonds, sources); // 16.5 for every map hex at once
  const traces = (hex: HexId): boolean => (ctx.map.has(hex) ? area.has(hex) : inGeneralSupply(ctx, occ, side, enemyBonds, hex, sources));
  const units = copyUnits(state.units);
  const events: GameEvent[] = [];
  const out: string[] = [];
  // CtS 19.1: "All reinforcements are considered in General Supply during the first Player Turn they enter" (and Returns, 20.4)
  const arrived = new Set(state.arrivedThisPhase ?? []);
  const depleted = depletedPocketUnits(ctx, state, side); // CtS 27.2 DEPOTS DEPLETED: "All units in the pocket are considered Out Of Supply"
  for (const id of Object.keys(units).sort()) {
    const u = units[id]!;
    const spec = ctx.units.get(id)!;
    if (spec.side !== side) continue;
    if (u.where !== 'map' || u.hex === null) {
      // CtS 33.2: "All units are automatically in General Supply while in an OMB"
      units[id] = unitWith(u, { disrupted: false, activated: false, ...(u.box !== undefined ? { outOfSupply: false } : {}) });
      continue;
    }
    // CtS 16.3: every unit, HQs too (16.7: Army HQs are combat units; a non-Isolated Army HQ
    // is its own source, a Front or Army Group HQ is none, 16.1); an Air HQ's supply is 23.7's
    const supplied = isAirHq(spec) || isNonCombat(spec) || arrived.has(id) || (!depleted.has(id) && traces(u.hex));
    if (!supplied) out.push(id);
    units[id] = unitWith(u, { outOfSupply: !supplied, activated: false, disrupted: false });
  }
  events.push({
    type: 'supply-phase',
    rule: 'CtS 16.11',
    side,
    outOfSupply: out,
    text: `${side} Supply Phase: ${out.length} unit${out.length === 1 ? '' : 's'} Out Of Supply (CtS 16.3); Army HQs flip back (16.7); Disrupted markers removed (13.0)`,
  });
  // CtS 16.10, 16.11 step 3: Depots created, moved, absorbed or removed
  const depots = depotStep(ctx, { ...state, units }, side, orders.depots ?? []);
  events.push(...depots.events);
  // CtS 30.0-30.1: regiments created from Infantry Replacements, or used as one, before the other replacements (21.4)
  const helped = new Set<string>();
  let regimented = depots.state;
  for (const { index, order } of orders.regiments ?? []) {
    const r = applyRegiment(ctx, regimented, side, order, index, helped);
    regimented = r.state;
    events.push(...r.events);
  }
  const onMap = absorbReplacements(ctx, regimented, side, helped);
  const inBoxes = side === 'soviet' ? absorbBoxReplacements(ctx, onMap.state) : { state: onMap.state, events: [] }; // 34.6: the counters in the Caucasus boxes
  const replaced = { state: inBoxes.state, events: [...onMap.events, ...inBoxes.events] };
  events.push(...replaced.events);
  // 21.7: Soviet Remnants stacked together may merge (standing mergeRemnants)
  const absorbed = side === 'soviet' ? mergeRemnants(ctx, replaced.state) : replaced;
  if (side === 'soviet') events.push(...absorbed.events);
  // CtS 28.2: the Soviet Player flips his Artillery Divisions to either side (refused in the Axis Supply Phase)
  const flipped = (at: CtsState): CtsState => {
    if ((orders.mobility ?? []).length === 0) return at;
    const r = flipArtillery(ctx, at, side, orders.mobility!);
    events.push(...r.events);
    return r.state;
  };
  // CtS 15.6, 16.11 step 5: railheads move forward, sections are repaired
  const repaired = railRepair(ctx, absorbed.state, side, orders.repairs);
  events.push(...repaired.events);
  if (side === 'soviet') {
    // CtS 8.2: the Axis north-edge marker is adjusted in the Soviet Supply Phase
    const edge = adjustNorthEdge(ctx, repaired.state);
    events.push(...edge.events);
    return { state: flipped(edge.state), events };
  }
  return { state: flipped(repaired.state), events };
}
