import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import type { CtsContext } from '../../data/context';
import type { CtsSide, PocketCondition } from '../../data/schema';
import type { IsolatedPocket } from '../../state/pocket';
import type { CtsState, UnitState } from '../../state/types';
import { isIsolated, locRules } from '../communication';
import type { Occupancy } from '../occupancy';
import { playsSection } from '../sections';
import { groundFrom } from './find-pockets';
import { CONDITION_WORDS, conditionOf, pocketTrack } from './pocket-track';

/** CtS 27.2: the conditions "Same as DEPOTS DEPLETED" and Depots Depleted itself, where the pocket has no General Supply. */
const WITHOUT_GENERAL_SUPPLY: ReadonlySet<PocketCondition> = new Set(['depleted', 'shortage', 'critical']);

/**
 * CtS 27.0 "Isolated Army HQ and Supply Depots eventually lose their ability to provide
 * General Supply"; 27.2 DEPOTS DEPLETED (and the two conditions below it, "Same as DEPOTS
 * DEPLETED"): the side's pockets whose marker stands in such a box. None when the game reads
 * the Track for combat only (engine cts-6 and before).
 */
export function depletedPockets(ctx: CtsContext, state: CtsState, side: CtsSide): IsolatedPocket[] {
  const track = pocketTrack(ctx);
  if (!ctx.readings.pocketSupplyStates || !track) return [];
  return (state.pockets ?? []).filter((p) => p.side === side && WITHOUT_GENERAL_SUPPLY.has(conditionOf(track, p.box)));
}

/** CtS 27.2 DEPOTS DEPLETED: "All units in the pocket are considered Out Of Supply". */
export function depletedPocketUnits(ctx: CtsContext, state: CtsState, side: CtsSide): ReadonlySet<string> {
  return new Set(depletedPockets(ctx, state, side).flatMap((p) => p.units));
}

/**
 * CtS 27.0 "Isolated Army HQ and Supply Depots eventually lose their ability to provide
 * General Supply"; 27.2 FULL SUPPLY (and PARTIAL, "Same as above"): "Army HQ and Depots retain
 * their General Supply ability". Read in a game of Section II as the exception to 16.7 ("a
 * source of General Supply at all times if not Isolated"): an Isolated Army HQ gives General
 * Supply unless its pocket stands at Depots Depleted or worse. A newly Isolated HQ, whose
 * pocket this Supply Phase places (27.2 cases 1 and 2: box 1 or 3), gives it too. False
 * always in Section I and in a game of engine cts-6 and before (16.7 as written).
 */
export function isolatedHqSupplies(ctx: CtsContext, state: CtsState, side: CtsSide): (hq: string) => boolean {
  if (!ctx.readings.pocketSupplyStates || !pocketTrack(ctx) || !playsSection(ctx, state, 2)) return () => false;
  const depleted = depletedPocketUnits(ctx, state, side);
  return (hq) => !depleted.has(hq);
}

/**
 * CtS 27.2 DEPOTS DEPLETED: "Army HQ and Depots lose their ability to provide General
 * Supply": the ground of the side's depleted pockets (the hexes their still Isolated units'
 * isolation LOC reaches, as 27.1 finds a pocket), where a Depot gives no General Supply. Its Depots stay
 * ("Do not remove the Depot markers") and still give Attack Supply. Its Army HQs: see
 * isolatedHqSupplies. Empty without such a pocket.
 */
export function depletedGround(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): ReadonlySet<HexId> {
  const pockets = depletedPockets(ctx, state, side);
  const ground = new Set<HexId>();
  if (pockets.length === 0) return ground;
  const rules = locRules(ctx, state, occ, side, enemyBonds, true);
  for (const p of pockets) {
    for (const id of p.units) {
      const u = state.units[id];
      if (!u || u.where !== 'map' || u.hex === null || ground.has(u.hex)) continue;
      // the pocket's own ground only: a unit relieved since the last Supply Phase (no longer Isolated, 9.2) reaches the rest of the map
      if (!isIsolated(ctx, state, occ, side, u.hex, enemyBonds)) continue;
      for (const h of groundFrom(rules, u.hex)) ground.add(h);
    }
  }
  return ground;
}

/**
 * CtS 27.2 DEPOTS DEPLETED and worse, as the marker stands after this Supply Phase's Air
 * Transport roll (27.3): every unit of such a pocket is Out Of Supply from now on (16.4's
 * penalties follow from its marker), though the General Supply check of this phase (16.11
 * step 1) found it supplied.
 */
export function markDepletedPockets(ctx: CtsContext, state: CtsState, side: CtsSide): { state: CtsState; events: GameEvent[] } {
  const track = pocketTrack(ctx);
  const written = new Map<string, UnitState>();
  const events: GameEvent[] = [];
  for (const p of depletedPockets(ctx, state, side)) {
    const marked = p.units.filter((id) => state.units[id]?.where === 'map' && !state.units[id]!.outOfSupply);
    if (marked.length === 0) continue;
    for (const id of marked) written.set(id, unitWith(state.units[id]!, { outOfSupply: true }));
    const condition = CONDITION_WORDS[conditionOf(track!, p.box)];
    events.push({
      type: 'pocket-out-of-supply', rule: 'CtS 27.2', side, pocket: p.id, box: p.box, units: marked,
      text: `pocket ${p.id} in box ${p.box} (${condition}): its Army HQ and Depots give no General Supply, ${marked.join(', ')} Out Of Supply (CtS 27.2, 16.4)`,
    });
  }
  return written.size === 0 ? { state, events } : { state: { ...state, units: writeUnits(state, written) }, events };
}
