import { inRasputitsa } from './rules/weather/rasputitsa';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { movementOverruns } from './rules/movement/movement-overrun';
import { kubanGarrison } from './rules/frozen-release';
import { reachable } from '#kernel/movement/reachable';
import { unitId, type HexId } from '#kernel/ids';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { enemyOf, occupancy } from './rules/occupancy';
import { checkStacking } from './rules/stacking';
import { entryHexes, southExits } from './rules/movement/off-map';
import { boxName } from './rules/off-map-boxes/box-edges';
import { adjacentBoxes, boxMoveProblems } from './rules/off-map-boxes/box-move';
import { boxAdvanceProblems, boxAttackProblems } from './rules/caucasus/box-combat-problems';
import { CAUCASUS_BOXES, type CaucasusBox } from './rules/caucasus/box-order';
import { nkvdCityProblem } from './rules/movement/nkvd-city';
import { ferriesOpenTo } from './rules/movement/ferry';
import { stepCost } from './rules/movement/step-cost';
import { railDestinations } from './rules/movement/rail-reach';
import { boxRailDestinations } from './rules/movement/rail-from-box';
import { pocketMoveLimit } from './rules/pockets/pocket-movement';
import { isArmyHq, isMotorized, isNonCombat } from './rules/unit-kind';
import { faceOf } from './rules/unit-values';
import { unitLabel } from './unit-label';
import { bondsOf } from './rules/zones-of-control';
import { cityGates, type CityGates } from './rules/city/access-hexsides';
import { mayMoveThisWindow } from './windows/apply-order';
import { barredFromTurnOneCombat, openWindow } from './windows/sequence';
import { fixedAirHqProblem } from './rules/air/hq-mobility';
import { fixedArtilleryProblem } from './rules/special/artillery-mobility';
import { interdictionFor } from './rules/air/interdiction';
import { entryCost } from './rules/reinforcements/entry-cost';
import { entryRuleFor, openEntryHexes } from './rules/reinforcements/entry';
import { attackSources, sourceFinder } from './rules/supply/sources';
import { supplyBoard, towardSupplyProblem, type SupplyBoard } from './rules/movement/toward-supply';
import { outOfSupplyMove } from './setup/game-options';
import { weatherAllowance } from './rules/weather/effects';
import { optionalRule } from './setup/optional-rules';
import { airUnitsLeft } from './rules/abstract-air/air-units';
import { abstractAirFlies } from './rules/abstract-air/flying-weather';
import { airUnitLeftProblem } from './rules/abstract-air/order-problems';

const anyone = (): boolean => true;

/**
 * What each of the side's units (or only the unit `only`) may do in the open window: its moves
 * (cheapest paths) or the hexes it may attack. `movesOnly` leaves out its rail moves and other
 * entry hexes (for its moves after an enter, entry-options.ts).
 */
export function unitOptions(ctx: CtsContext, state: CtsState, side: CtsSide, only?: string, movesOnly = false): UnitOptions[] {
  const w = openWindow(ctx, state);
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  const out: UnitOptions[] = [];
  let attackSource: ReturnType<typeof sourceFinder> | undefined; // 16.6: read once, when a unit may attack
  let supply: SupplyBoard | undefined; // 16.4: read once, when an Out Of Supply unit may move
  // the same for every unit of the side: read once, so that units alike share their step costs (step-cost.ts)
  let moving: { ferries: ReadonlySet<string>; interdiction: ReturnType<typeof interdictionFor>; intersecting: ReadonlySet<HexId>; city: CityGates | null } | undefined;
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    const spec = ctx.units.get(id)!;
    if (spec.side !== side || u.where !== 'map' || u.hex === null || (only !== undefined && id !== only)) continue;
    const f = faceOf(spec, u);
    const o: UnitOptions = { unit: unitId(id), label: unitLabel(spec, u), hex: u.hex };
    const notes: string[] = [];
    if (u.frozen) notes.push(kubanGarrison(ctx, state, id) ? 'Kuban garrison: may not move until released (CtS 35.6)' : 'frozen: may not move (CtS 19.4)');
    if (u.disrupted) notes.push('Disrupted: may not attack, no ZOC (CtS 13.0)');
    if (u.outOfSupply) notes.push(`Out Of Supply: a move ends in General Supply or ${outOfSupplyMove(state) === 'closer' ? 'nearer to' : 'no farther from'} the closest General Supply Source${isMotorized(spec) ? ', one hex at most' : ', without Strategic Movement'} (CtS 16.4)`);
    if ((state.arrivedThisPhase ?? []).includes(id)) notes.push(`arrived this phase: an enter order may place it at another entry hex before it moves${state.phase === 'movement' ? `; its entry hex costs ${entryCost(ctx, state, occ, id)} of its allowance` : ''} (CtS 19.1)`);
    const fixedHq = fixedAirHqProblem(ctx, state, id) ?? fixedArtilleryProblem(ctx, state, id); // 23.7, 28.1: a non-mobile Air HQ or Artillery Division does not move
    if (fixedHq) notes.push(fixedHq);
    if (w && w.waitingFor.includes(side as never) && state.phase === 'movement' && !u.frozen && !fixedHq && mayMoveThisWindow(state, id)) {
      let allowance = isArmyHq(spec) && !u.activated && spec.inactiveMove !== undefined ? spec.inactiveMove : f.move;
      allowance = weatherAllowance(state, allowance); // 25.0: halved in Rain and Snow Storm, as checkMove reads it
      const pocket = pocketMoveLimit(ctx, state, id, allowance); // CtS 27.2: the pocket's condition, as checkMove reads it
      if (pocket) {
        allowance = pocket.allowance;
        notes.push(pocket.reason);
      }
      if (isMotorized(spec) && u.outOfSupply) allowance = Math.min(allowance, 1);
      moving ??= { ferries: ferriesOpenTo(state, side), interdiction: interdictionFor(ctx, state, side), intersecting: new Set(state.intersectingAtStart), city: cityGates(ctx, state) };
      const cost = stepCost(ctx, occ, enemyBonds, { side, motorized: isMotorized(spec), nationality: spec.nationality, allowance, start: u.hex, ferries: moving.ferries, interdiction: moving.interdiction, mud: inRasputitsa(state), city: moving.city }, moving.intersecting, { share: true });
      const alone = checkStacking(ctx, [spec]).ok; // 5.0: a hex without friendly units, the unit alone
      const canStop = (h: typeof u.hex): boolean => (occ.some(h, side, anyone) ? checkStacking(ctx, [...occ.at(h, side).map((p) => p.spec), spec]).ok : alone);
      const entered = entryCost(ctx, state, occ, id); // CtS 19.1: the entry hex is paid for
      const reach = reachable(ctx.map, u.hex, allowance - entered, cost, { minimumMove: entered === 0, canStop, ...(cost.at ? { stepAt: cost.at } : {}) });
      o.moves = entered === 0 ? reach : reach.map((r) => ({ hex: r.hex, cost: r.cost + entered, path: r.path }));
      if (pocket?.oneHex) o.moves = o.moves.filter((m) => m.path.length <= 1);
      if (spec.branch === 'nkvd') o.moves = o.moves.filter((m) => nkvdCityProblem(ctx, spec, u.hex!, m.path) === null); // CtS 4.4.2
      if (u.outOfSupply) {
        // CtS 16.4: a motorized unit moves one hex at most (a road's reduced rate does not stretch its 1 MP further), towards the closest General Supply Source or to end in General Supply
        if (isMotorized(spec)) o.moves = o.moves.filter((m) => m.path.length <= 1);
        const board = (supply ??= supplyBoard(ctx, state, occ, side, enemyBonds, { everyHex: true }));
        o.moves = o.moves.filter((m) => towardSupplyProblem(ctx, occ, side, enemyBonds, board, u.hex!, m.hex, outOfSupplyMove(state)) === null);
      }
      if (movesOnly) {
        out.push(o);
        continue;
      }
      if ((state.arrivedThisPhase ?? []).includes(id) && !state.movedThisPhase.includes(id)) {
        const others = openEntryHexes(ctx, state, id, entryRuleFor(ctx, state, id)).filter((h) => h !== u.hex); // CtS 19.1
        if (others.length > 0) o.enterAt = others;
      }
      const byRail = state.movedThisPhase.includes(id) || pocket?.oneHex ? [] : railDestinations(ctx, state, occ, enemyBonds, id); // CtS 15.1-15.4
      if (byRail.length > 0) o.rail = byRail;
    }
    if (w && w.waitingFor.includes(side as never) && state.phase === 'combat' && !u.disrupted && !u.attacked && !barredFromTurnOneCombat(state, id) && !isNonCombat(spec) && f.attack > 0) {
      // CtS 24.6 (5): out of a Major City Battle hex only through its side's Access Hexsides
      const access = cityGates(ctx, state)?.access.get(u.hex)?.[side];
      // 24.6 (5), (6): and the co-occupants of the display hex
      const adjacent = [...ctx.map.neighbours(u.hex).filter((h) => !access || access.has(h)), ...(access ? [u.hex] : [])].filter((h) => occ.at(h, enemyOf(side)).some((p) => !isNonCombat(p.spec) && !p.state.defended));
      // CtS 4.7: the units of a Movement Phase overrun attack its hex and nothing else, all together (others may join):
      // a target is listed only when this unit may attack it alone
      const overruns = movementOverruns(state, side);
      const own = overruns.find((m) => m.units.includes(id));
      const targets = adjacent.filter((t) => {
        const fought = overruns.find((m) => m.hex === t);
        if (own) return own.hex === t && own.units.length === 1;
        return fought === undefined;
      });
      for (const m of overruns.filter((x) => adjacent.includes(x.hex) && !(x.units.length === 1 && x.units[0] === id))) {
        notes.push(`attacks ${m.hex} only together with ${m.units.filter((x) => x !== id).join(', ')}, the units of its Movement Phase overrun (CtS 4.7)`);
      }
      if (targets.length > 0) o.attacks = targets.map((t) => ({ target: t }));
      // CtS 38.0 (optional): Ground Support, when the side has an air unit left this turn and the weather lets it fly (25.0; not for a Movement Phase overrun's battle, 4.7)
      const air = targets.length > 0 && !own && optionalRule(state, 'abstractAir') && abstractAirFlies(ctx, state) ? airUnitsLeft(state, side) : 0;
      if (air > 0) notes.push(`Ground Support: air: 1 in its attack order places an air unit in the target hex for one column right, one a combat (${air} left this turn; CtS 38.0, optional)`);
      // CtS 16.6: a unit whose Attack Supply would come from a Depot may attack at half strength to keep it
      const source = targets.length > 0 ? (attackSource ??= sourceFinder(ctx, occ, side, enemyBonds, attackSources(ctx, state, side)))(u.hex) : null;
      if (source?.what === 'depot') notes.push(`takes Attack Supply from the Depot at ${source.hex}, which is removed after the Combat Phase; keepDepots: ["${source.hex}"] in its attack order attacks at half strength and keeps it (CtS 16.6)`);
    }
    if (notes.length > 0) o.notes = notes;
    out.push(o);
  }
  // CtS 17.1-17.2: units off the map, with the edge hexes they may come back through
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    const spec = ctx.units.get(id)!;
    if (spec.side !== side || u.where !== 'off-map' || u.hex === null || (only !== undefined && id !== only)) continue;
    const moving = w !== null && w !== undefined && w.waitingFor.includes(side as never) && state.phase === 'movement' && !u.frozen && mayMoveThisWindow(state, id);
    const entries = moving ? entryHexes(ctx, state, occ, enemyBonds, id) : [];
    const o: UnitOptions = { unit: unitId(id), label: unitLabel(spec, u), hex: entries[0]?.hex ?? u.hex, entries };
    o.notes = [entries.length > 0 ? `off the map (left by ${u.hex}): may come back through a friendly edge hex of the same edge (CtS 17.1)` : `off the map (left by ${u.hex}): may not come back this window (CtS 17.1, 17.2)`];
    if (u.box !== undefined) {
      // CtS 33.1-33.3: in an Off Map Box, back on by its entry hexes, or on to an adjacent box
      o.notes = [entries.length > 0 ? `in the ${boxName(u.box)}: may come back through its entry hexes (CtS 33.3)` : `in the ${boxName(u.box)}: may not come back on the map this window (CtS 17.1, 17.2, 33.3)`];
      const boxes = moving ? adjacentBoxes(u.box).filter((to) => boxMoveProblems(ctx, state, side, { unit: id, to }).length === 0) : [];
      if (boxes.length > 0) o.boxMoves = boxes;
      const byRail = moving && !state.movedThisPhase.includes(id) ? boxRailDestinations(ctx, state, occ, enemyBonds, id) : []; // CtS 15.2 (1)
      if (byRail.length > 0) o.rail = byRail;
      // CtS 34.1, 34.9: in the Combat Phase, an attack in the Caucasus or Black Sea Coast box, or its marker's unopposed advance
      const fighting = w !== null && w !== undefined && w.waitingFor.includes(side as never) && state.phase === 'combat';
      const box = (CAUCASUS_BOXES as readonly string[]).includes(u.box) ? (u.box as CaucasusBox) : null;
      if (fighting && box !== null) {
        if (boxAttackProblems(ctx, state, side, { box, attackers: [id], maximumEffort: 0 }).length === 0) {
          o.boxCombat = { box, order: 'boxAttack' };
          // CtS 34.1 (3), 38.0 (optional, engine cts-7 on): Ground Support over the box, as on the map
          const air = ctx.readings.boxAirPower && boxAttackProblems(ctx, state, side, { box, attackers: [id], maximumEffort: 0, air: 1 }).length === 0 && airUnitLeftProblem(ctx, state, side, 0) === null ? airUnitsLeft(state, side) : 0;
          // CtS 16.6: the box's Depot may be saved from consumption, as a map attack's by keepDepots
          if (ctx.readings.boxDepotsCreated && (state.boxDepots ?? []).some((d) => d.side === side && d.box === box)) o.notes = [...(o.notes ?? []), `a ${side} Depot in the ${boxName(box)} gives the attack its Attack Supply and is used up; keepDepots: ["${box}"] in its boxAttack order keeps it and attacks at half strength unless an Activated Army HQ there supplies it (CtS 16.6, 34.2)`];
          if (air > 0) o.notes = [...(o.notes ?? []), `Air Power: air: 1 in its boxAttack order places an air unit over the ${boxName(box)} for one column right, one a combat (${air} left this turn; CtS 34.1 (3), 38.0, optional)`];
        }
        else if (boxAdvanceProblems(ctx, state, side, { box }).length === 0) o.boxCombat = { box, order: 'boxAdvance' };
      }
    }
    if (side === 'axis' && southExits(ctx, state).has(u.hex) && !ctx.edges.axis.has(u.hex)) o.notes = [`exited off the south edge at ${u.hex} for Victory Points: does not come back (CtS 35.8 D)`];
    out.push(o);
  }
  return out;
}
