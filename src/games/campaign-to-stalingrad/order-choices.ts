import type { OrderChoice } from '#kernel/engine/ruleset';
import { hexId, unitId, type HexId } from '#kernel/ids';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { enemyOf, occupancy } from './rules/occupancy';
import { isAirHq, isArmyHq, isNonCombat } from './rules/unit-kind';
import { activationIssues } from './windows/legality';
import { inCaucasusBoxes } from './rules/caucasus/box-activation';
import { boxReplacementProblems } from './rules/caucasus/box-replacement';
import { openWindow } from './windows/sequence';
import { airOrderProblems, type AirOrder } from './rules/air/air-order';
import { airHqMode } from './rules/air/hq-support';
import { airFlies } from './rules/air/flying-weather';
import { bombardIssues } from './rules/air/bombardment';
import { depotAction, type DepotAction } from './rules/depots/depot-order';
import { repairReach } from './rules/railroads/repair';
import { replacementReach } from './rules/replacements/counter-move';
import { mobilityProblems } from './rules/special/artillery-mobility';
import { isRegiment, regimentProblems, type RegimentOrder } from './rules/special/german-regiments';

/**
 * The orders of the open window that are not a unit's move, attack or overrun, ready made
 * for the side's composer, each one checked here by the same rule functions check() runs
 * (so none is refused on its own): Army HQ activations (16.7, 16.10), the Air Segment's
 * orders (23.5, 23.7, 23.15), Bombardment (23.12), Depots (16.10), rail repairs (15.6),
 * replacement counters' moves (21.2-21.3) and the Artillery Divisions' flips (28.2). Reads the state only.
 */
export function orderChoices(ctx: CtsContext, state: CtsState, side: CtsSide): OrderChoice[] {
  const w = openWindow(ctx, state);
  if (!w || !w.waitingFor.includes(side as never)) return [];
  const takes = (kind: string): boolean => w.accepts.includes(kind);
  return [
    ...(takes('activate') ? activations(ctx, state, side) : []),
    ...(takes('air') ? airOrders(ctx, state, side) : []),
    ...(takes('bombard') ? bombardments(ctx, state, side) : []),
    ...(takes('depot') ? depots(ctx, state, side) : []),
    ...(takes('repair') ? repairs(ctx, state, side) : []),
    ...(takes('replacement') ? replacements(ctx, state, side) : []),
    ...(takes('mobility') ? flips(ctx, state, side) : []),
    ...(takes('regiment') ? regimentChoices(ctx, state, side) : []),
  ];
}

/**
 * CtS 30.0-30.1: a regiment created by each German infantry division that may give a step
 * (Movement Phase); in the Combat window, for the Supply Phase after it, one created by each
 * Infantry Replacement on an Army Group HQ and each regiment building up a division it is stacked with.
 */
function regimentChoices(ctx: CtsContext, state: CtsState, side: CtsSide): OrderChoice[] {
  const tries: { order: RegimentOrder; label: string; hex: HexId; unit?: string }[] = [];
  if (state.phase === 'movement') {
    for (const d of ownOnMap(ctx, state, side, (id) => ctx.units.get(id)!.type === 'infantry' && ctx.units.get(id)!.size === 'XX')) tries.push({ order: { division: d.id }, label: `Reduce ${nameOf(ctx, d.id)} one step to create a German infantry regiment in ${d.hex}`, hex: d.hex, unit: d.id });
  } else {
    for (const h of [...new Set(state.replacementsOnMap.filter((r) => r.side === side && r.type === 'german-infantry').map((r) => r.hex))].sort()) tries.push({ order: { replacement: h }, label: `Create a German infantry regiment with the Infantry Replacement in ${h} in the Supply Phase`, hex: h });
    for (const r of ownOnMap(ctx, state, side, (id) => isRegiment(ctx.units.get(id)!))) {
      for (const d of ownOnMap(ctx, state, side, (id) => id !== r.id && state.units[id]!.hex === r.hex)) tries.push({ order: { unit: r.id, joins: d.id }, label: `${nameOf(ctx, r.id)} builds ${nameOf(ctx, d.id)} up one step in the Supply Phase`, hex: r.hex, unit: r.id });
      // 30.1 (3), 21.4: on an Army Group HQ, a division back from the Cadre Box (engine cts-7; regimentProblems refuses it before)
      const cadre = Object.keys(state.units).filter((id) => state.units[id]!.where === 'cadre' && ctx.units.get(id)!.side === side).sort();
      for (const d of cadre) tries.push({ order: { unit: r.id, joins: d }, label: `${nameOf(ctx, r.id)} brings ${nameOf(ctx, d)} back from the Cadre Box in the Supply Phase`, hex: r.hex, unit: r.id });
    }
  }
  return tries
    .filter((t) => regimentProblems(ctx, state, side, t.order).length === 0)
    .map((t) => ({ kind: 'regiment', order: { regiment: t.order }, label: t.label, rule: 'unit' in t.order ? 'CtS 30.1' : 'CtS 30.0', hex: t.hex, ...(t.unit ? { unit: unitId(t.unit) } : {}) }));
}

/** CtS 28.2: each Artillery Division on the map flipped to its other side in the Soviet Supply Phase. */
function flips(ctx: CtsContext, state: CtsState, side: CtsSide): OrderChoice[] {
  const out: OrderChoice[] = [];
  for (const a of ownOnMap(ctx, state, side, (id) => ctx.units.get(id)!.mobileSide !== undefined)) {
    const face = state.units[a.id]!.mobile === true ? 'fixed' : 'mobile';
    const order = { mobility: { unit: a.id, side: face } } as const;
    if (mobilityProblems(ctx, state, side, order.mobility).length > 0) continue;
    out.push({ kind: 'mobility', order, label: `Flip ${nameOf(ctx, a.id)} to its ${face === 'fixed' ? 'non-mobile' : 'mobile'} side in the Supply Phase`, rule: 'CtS 28.2', unit: unitId(a.id), hex: a.hex });
  }
  return out;
}

const nameOf = (ctx: CtsContext, id: string): string => ctx.units.get(id)?.name ?? ctx.airUnits.get(id)?.name ?? id;

/** The side's units on the map of a kind, in id order. */
function ownOnMap(ctx: CtsContext, state: CtsState, side: CtsSide, kind: (id: string) => boolean): { id: string; hex: HexId }[] {
  return Object.keys(state.units)
    .sort()
    .filter((id) => ctx.units.get(id)?.side === side && state.units[id]!.where === 'map' && state.units[id]!.hex !== null && kind(id))
    .map((id) => ({ id, hex: state.units[id]!.hex! }));
}

const ownDepots = (state: CtsState, side: CtsSide): HexId[] => [...new Set(state.depots.filter((d) => d.side === side).map((d) => d.hex))].sort();

/** CtS 16.7, 16.10: each Army HQ not yet activated, with a Supply Point (or the Depot stacked with it), or with another Depot delivered to it. */
function activations(ctx: CtsContext, state: CtsState, side: CtsSide): OrderChoice[] {
  const out: OrderChoice[] = [];
  const depots = ownDepots(state, side);
  const idle = (id: string): boolean => isArmyHq(ctx.units.get(id)!) && !state.units[id]!.activated;
  // 34.2: an Army HQ in the Caucasus or Black Sea Coast box, with a Supply Point delivered off the south edge
  const inBoxes = Object.keys(state.units).sort().filter((id) => ctx.units.get(id)?.side === side && idle(id) && inCaucasusBoxes(ctx, state, id)).map((id) => ({ id, hex: state.units[id]!.hex!, box: true }));
  for (const hq of [...ownOnMap(ctx, state, side, idle).map((h) => ({ ...h, box: false })), ...inBoxes]) {
    const stacked = !hq.box && depots.includes(hq.hex);
    const ways: { activate: { hq: string; depot?: string; supplyPoint?: true } ; how: string }[] = hq.box ? [{ activate: { hq: hq.id }, how: 'with a Supply Point delivered into its box' }] : [
      { activate: { hq: hq.id }, how: stacked ? 'with the Depot stacked with it' : 'with a Supply Point' },
      ...(stacked ? [{ activate: { hq: hq.id, supplyPoint: true as const }, how: 'with a Supply Point, keeping its Depot' }] : []),
      ...depots.filter((d) => d !== hq.hex).map((d) => ({ activate: { hq: hq.id, depot: d }, how: `with the Depot at ${d}` })),
    ];
    for (const way of ways) {
      if (activationIssues(ctx, state, side, hq.id, [], way.activate.depot, way.activate.supplyPoint === true).length > 0) continue;
      out.push({ kind: 'activate', order: { activate: way.activate }, label: `Activate ${nameOf(ctx, hq.id)} ${way.how}`, rule: hq.box ? 'CtS 34.2' : way.activate.depot ? 'CtS 16.10' : 'CtS 16.7', unit: unitId(hq.id), hex: hq.hex });
    }
  }
  return out;
}

/**
 * CtS 23.2-23.7, 23.15: in the side's Air Segment, each ready air unit placed in an enemy
 * hex within its range of a Support (where it may give Ground Support, 23.11, or bombard,
 * 23.12), each Air HQ flipped to its other side, and one Supply Point spent for six more air units.
 */
function airOrders(ctx: CtsContext, state: CtsState, side: CtsSide): OrderChoice[] {
  const ok = (o: AirOrder): boolean => airOrderProblems(ctx, state, side, o).length === 0;
  const out: OrderChoice[] = [];
  if (airFlies(state)) {
    const occ = occupancy(ctx, state);
    const enemyHexes = [...new Set(Object.values(state.units).filter((u) => u.where === 'map' && u.hex !== null && ctx.units.get(u.id)?.side === enemyOf(side)).map((u) => u.hex!))]
      .filter((h) => occ.at(h, enemyOf(side)).some((p) => !isNonCombat(p.spec)))
      .sort();
    for (const id of Object.keys(state.air?.units ?? {}).sort()) {
      if (ctx.airUnits.get(id)?.side !== side || state.air.units[id]!.where !== 'ready') continue;
      for (const h of enemyHexes) {
        const order = { air: { unit: id, hex: h } };
        if (ok(order)) out.push({ kind: 'air', order, label: `Place ${nameOf(ctx, id)} in ${h}`, rule: 'CtS 23.5', unit: unitId(id), hex: h });
      }
    }
  }
  for (const hq of ownOnMap(ctx, state, side, (id) => isAirHq(ctx.units.get(id)!))) {
    const face = airHqMode(state, hq.id) === 'fixed' ? 'mobile' : 'fixed';
    const order = { airHq: { hq: hq.id, side: face } } as const;
    if (ok(order)) out.push({ kind: 'air', order, label: `Flip ${nameOf(ctx, hq.id)} to its ${face === 'fixed' ? 'non-mobile' : 'mobile'} side`, rule: 'CtS 23.7', unit: unitId(hq.id), hex: hq.hex });
  }
  const more = { airSupply: { sp: 1 } };
  if (ok(more)) out.push({ kind: 'air', order: more, label: 'Spend a Supply Point so that six more air units may fly', rule: 'CtS 23.15' });
  return out;
}

/** CtS 23.12: each hex where the side's air units are placed that they may bombard now (all of them there). */
function bombardments(ctx: CtsContext, state: CtsState, side: CtsSide): OrderChoice[] {
  const hexes = [...new Set(Object.values(state.air?.units ?? {}).filter((a) => a.where === 'map' && a.hex !== null && ctx.airUnits.get(a.id)?.side === side).map((a) => a.hex!))].sort();
  return hexes
    .filter((h) => bombardIssues(ctx, state, side, { hex: h }, []).length === 0)
    .map((h) => ({ kind: 'bombard', order: { bombard: { hex: h } }, label: `Bombard ${h} with the air units placed there`, rule: 'CtS 23.12', hex: h }));
}

/**
 * CtS 16.10: a Depot created with each Army HQ (where it serves its activation, 16.7) or
 * moved there from another hex, and each Depot absorbed into the Supply Track or removed.
 */
function depots(ctx: CtsContext, state: CtsState, side: CtsSide): OrderChoice[] {
  const have = ownDepots(state, side);
  const hqHexes = [...new Set(ownOnMap(ctx, state, side, (id) => isArmyHq(ctx.units.get(id)!)).map((x) => x.hex))].filter((h) => !have.includes(h)).sort();
  const tries: { action: DepotAction; label: string; hex: HexId }[] = [
    ...hqHexes.map((h) => ({ action: { create: h }, label: `Create a Depot in ${h}`, hex: h })),
    ...have.flatMap((from) => hqHexes.map((to) => ({ action: { move: { from, to } }, label: `Move the Depot in ${from} to ${to}`, hex: to }))),
    ...have.map((h) => ({ action: { absorb: h }, label: `Absorb the Depot in ${h} into the Supply Track`, hex: h })),
    ...have.map((h) => ({ action: { remove: h }, label: `Remove the Depot in ${h}`, hex: h })),
  ];
  const onMap = tries.filter((t) => !('problems' in depotAction(ctx, state, side, t.action))).map((t) => ({ kind: 'depot', order: { depot: t.action }, label: `${t.label} in the Supply Phase`, rule: 'CtS 16.10', hex: t.hex }));
  // CtS 34.2 (engine cts-7 on): a Depot created in the Caucasus or Black Sea Coast box
  const inBoxes = (['caucasus', 'black-sea-coast'] as const)
    .filter((box) => !('problems' in depotAction(ctx, state, side, { createInBox: box })))
    .map((box) => ({ kind: 'depot', order: { depot: { createInBox: box } }, label: `Create a Depot in the ${box === 'caucasus' ? 'Caucasus' : 'Black Sea Coast'} Box in the Supply Phase`, rule: 'CtS 34.2' }));
  return [...onMap, ...inBoxes];
}

/** CtS 15.6: each rail hex a railhead may move forward into in the Supply Phase. */
function repairs(ctx: CtsContext, state: CtsState, side: CtsSide): OrderChoice[] {
  const { heads, candidates } = repairReach(ctx, state, side);
  const hexes = [...new Set(heads.flatMap((h) => candidates(h)))].sort();
  return hexes.map((h) => ({ kind: 'repair', order: { repair: { hex: h } }, label: `Repair the rail hex ${h} in the Supply Phase`, rule: 'CtS 15.6', hex: h }));
}

/** CtS 21.2-21.3: each replacement counter not yet moved this phase, to each hex it may reach on foot, along the cheapest path. */
function replacements(ctx: CtsContext, state: CtsState, side: CtsSide): OrderChoice[] {
  const seen = new Set<string>();
  const out: OrderChoice[] = [];
  for (const r of state.replacementsOnMap) {
    const key = `${r.type} ${r.hex}`;
    if (r.side !== side || r.moved || seen.has(key)) continue;
    seen.add(key);
    for (const m of replacementReach(ctx, state, side, r.type, hexId(r.hex))) {
      if (m.hex === r.hex) continue;
      out.push({ kind: 'replacement', order: { replacement: { type: r.type, from: r.hex, path: m.path } }, label: `Move the ${r.type} replacement in ${r.hex} to ${m.hex}, cost ${m.cost}`, rule: 'CtS 21.2', hex: m.hex });
    }
    // 34.6: or into a Caucasus box, one a turn
    for (const to of ['caucasus', 'black-sea-coast'] as const) {
      const order = { type: r.type, from: r.hex, to };
      if (boxReplacementProblems(ctx, state, side, order).length > 0) continue;
      out.push({ kind: 'replacement', order: { boxReplacement: order }, label: `Enter the ${r.type} replacement in ${r.hex} in the ${to === 'caucasus' ? 'Caucasus' : 'Black Sea Coast'} Box`, rule: 'CtS 34.6', hex: r.hex });
    }
  }
  return out;
}
