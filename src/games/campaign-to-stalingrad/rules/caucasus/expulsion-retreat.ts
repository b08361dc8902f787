import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import { passThrough } from '../control';
import { occupancy } from '../occupancy';
import { supplySourceDistance } from '../supply/general-supply';
import { bondsOf } from '../zones-of-control';
import { applyLosses } from '../combat/apply-losses';
import { distributeLosses } from '../combat/losses';
import type { Participant } from '../combat/participants';
import { bondPenalty, retreatPaths, type RetreatPath } from '../combat/retreat';
import { stackingExcess } from '../combat/retreat-stacking';
import { checkStacking } from '../stacking';
import { hexColumn, hexRow } from '../hex-coordinates';

const NO_EDGES = { friendly: new Set<HexId>(), opponent: new Set<HexId>() };

/**
 * CtS 34.5 "All Axis units in the Caucasus Box are retreated two hexes north onto the map
 * through any hex from 4737 to 4728. Any Axis unit that was not in the off map box but
 * located in hexes 4737 through 4728 must also be retreated two hexes north", read as a
 * retreat (12.1-12.2, 5.1; engine cts-7, readings.ts `expulsionAsRetreat`): each stack on a
 * gate hex retreats from its hex, the units of the box together as one stack from the gate
 * (4737-4728) the guidelines choose, or, where that end hex would take them over the stacking
 * limit, spread over the open gates (`spreadWithinLimit`); every step a row north (never into or through Soviet
 * units, nor off the map); among the paths open, 12.1's guidelines in their order (avoid
 * enemy ZOC Bonds, avoid hexes next to the enemy, keep the stack together, toward the closest
 * General Supply Source), then the gate nearest the hex the unit left the map by, then the
 * lower hex ids (retreat.ts `retreatPaths`, as any retreat). 12.2: a stack that enters or
 * crosses an enemy ZOC Bond (the gate's Hex Bond counted for the box's stack) loses a step for
 * each enemy step in the less-stepped hex of each, the owner's standing `lossOrder` first;
 * 5.1: an end hex over the limit costs the excess. With no path open the stack is
 * eliminated (12.1). The map stacks go first, in hex order, then the box's.
 */
export function expelAsRetreat(ctx: CtsContext, state0: CtsState, gates: readonly HexId[], inBox: readonly string[], onGates: readonly string[]): { state: CtsState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const lossOrder = state0.standing.axis?.defender?.lossOrder ?? [];
  let state = state0;
  const mapStacks = [...new Set(onGates.map((id) => state0.units[id]!.hex!))].sort().map((hex) => ({ ids: onGates.filter((id) => state0.units[id]!.hex === hex), own: hex }));
  for (const { ids, own } of mapStacks) {
    const best = retreatOptions(ctx, state, ids, [own], own, false)[0];
    state = best ? retreatStack(ctx, state, ids, best, lossOrder, events) : eliminated(ctx, state, ids, own, false, events);
  }
  if (inBox.length === 0) return { state, events };
  const own = state0.units[inBox[0]!]!.hex ?? gates[0]!;
  let rest = [...inBox];
  while (rest.length > 0) {
    const options = retreatOptions(ctx, state, rest, gates, own, true);
    const best = options[0];
    if (!best) return { state: eliminated(ctx, state, rest, own, true, events), events };
    const part = best.path.overStacked ? spreadWithinLimit(ctx, state, rest, options) : null;
    if (!part) return { state: retreatStack(ctx, state, rest, best, lossOrder, events), events };
    state = retreatStack(ctx, state, part.ids, part.option, lossOrder, events);
    rest = rest.filter((id) => !part.ids.includes(id));
  }
  return { state, events };
}

interface RetreatOption {
  gate: HexId;
  path: RetreatPath;
  supply: number;
}

/**
 * CtS 34.5, 12.1: the two-hex retreats north of the stack `ids` from the hexes `from` (its own
 * hex, or the box's open gates), in 12.1's guidelines' order, then the gate nearest `own`, then
 * the lower hex ids.
 */
function retreatOptions(ctx: CtsContext, state: CtsState, ids: readonly string[], from: readonly HexId[], own: HexId, box: boolean): RetreatOption[] {
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, 'soviet', occ);
  const options: RetreatOption[] = [];
  for (const gate of from) {
    if (box && occ.at(gate, 'soviet').length > 0) continue; // 12.1: never through enemy units
    const stack: Participant[] = ids.map((id) => ({ spec: ctx.units.get(id)!, state: state.units[id]!, hex: gate }));
    const toSupply = supplySourceDistance(ctx, state, occ, 'axis', enemyBonds, gate);
    const gateBonds = box ? enemyBonds.hexBondsAt(gate) : [];
    for (const p of retreatPaths(ctx, occ, 'axis', gate, stack, enemyBonds, toSupply, NO_EDGES)) {
      if (p.path.length !== 2 || p.offMapFrom !== undefined || hexRow(p.path[0]!) >= hexRow(gate) || hexRow(p.path[1]!) >= hexRow(p.path[0]!)) continue; // two hexes north
      options.push({ gate, path: { ...p, bonds: [...gateBonds, ...p.bonds] }, supply: toSupply(p.path[1]!) });
    }
  }
  const near = (g: HexId): number => Math.abs(hexColumn(g) - hexColumn(own));
  return options.sort((a, b) => a.path.bonds.length - b.path.bonds.length || a.path.nextToEnemy - b.path.nextToEnemy || Number(a.path.overStacked ?? false) - Number(b.path.overStacked ?? false) || a.supply - b.supply || near(a.gate) - near(b.gate) || (a.gate + a.path.path.join() < b.gate + b.path.path.join() ? -1 : 1));
}

/**
 * CtS 34.5 "through any hex from 4737 to 4728" with 5.1 "The stacking limit must be strictly
 * observed ... after a Retreat": the box holds any number of units (33.2), so where the box's
 * units together would over-stack the end hex, the first retreat in the guidelines' order that
 * crosses no enemy ZOC Bond (so that dividing the stack costs no step, 12.2) and whose end hex
 * has room takes the box's units in their order while the hex stays within the limit; the
 * rest retreat after them. Null when no such retreat has room: the rest go together.
 */
function spreadWithinLimit(ctx: CtsContext, state: CtsState, ids: readonly string[], options: readonly RetreatOption[]): { option: RetreatOption; ids: string[] } | null {
  const occ = occupancy(ctx, state);
  for (const option of options) {
    if (option.path.bonds.length > 0) continue;
    const there = occ.at(option.path.path[1]!, 'axis').map((p) => p.spec);
    const group: string[] = [];
    for (const id of ids) if (checkStacking(ctx, [...there, ...group.map((g) => ctx.units.get(g)!), ctx.units.get(id)!]).ok) group.push(id);
    if (group.length > 0) return { option: { ...option, path: { ...option.path, overStacked: undefined } }, ids: group };
  }
  return null;
}

/** CtS 12.1: no retreat open: the stack is eliminated (the box's units to the Cadre Box). */
function eliminated(ctx: CtsContext, state: CtsState, ids: readonly string[], own: HexId, box: boolean, events: GameEvent[]): CtsState {
  const names = ids.map((id) => ctx.units.get(id)!.name).join(', ');
  events.push({ type: 'retreat-blocked', rule: 'CtS 12.1', hex: own, text: `${names} cannot retreat two hexes north through any hex from 4737 to 4728 without entering or passing Soviet units: eliminated (CtS 34.5, 12.1)` });
  if (!box) return applyLosses(ctx, state, ids.map((id) => ({ unit: id, steps: state.units[id]!.steps, eliminated: true })), events, 'CtS 12.1');
  for (const id of ids) events.push({ type: 'eliminated', rule: 'CtS 34.5', unit: id, to: 'cadre', text: `${ctx.units.get(id)!.name} is eliminated to the Cadre Box (CtS 12.1)` });
  return { ...state, units: writeUnits(state, ids.map((id) => [id, unitWith(state.units[id]!, { where: 'cadre', hex: null, steps: 0, box: undefined, leftMapTurn: undefined })] as const)) };
}

/** CtS 34.5, 12.2, 5.1: the stack retreats by `best`, paying its bond penalty and any over-stacked excess. */
function retreatStack(ctx: CtsContext, state0: CtsState, ids: readonly string[], best: RetreatOption, lossOrder: readonly string[], events: GameEvent[]): CtsState {
  const occ = occupancy(ctx, state0);
  const names = ids.map((id) => ctx.units.get(id)!.name).join(', ');
  const [first, to] = best.path.path as [HexId, HexId];
  const enemySteps = (h: HexId): number => occ.at(h, 'soviet').reduce((s, p) => s + p.state.steps, 0);
  const penalty = bondPenalty(best.path.bonds, enemySteps);
  const units = writeUnits(state0, ids.map((id) => [id, unitWith(state0.units[id]!, { where: 'map', hex: to, box: undefined, leftMapTurn: undefined, retreatedThisPhase: true })] as const));
  let state = passThrough({ ...state0, units }, 'axis', [first, to]);
  for (const id of ids) events.push({ type: 'retreat', rule: 'CtS 34.5', units: [id], from: best.gate, path: [first, to], text: `${ctx.units.get(id)!.name} is expelled from the Caucasus: it retreats two hexes north through ${best.gate} to ${to} (the Soviet holds every space of the Caucasus track; CtS 12.1)` });
  if (penalty > 0) {
    const moved = ids.map((id) => ({ spec: ctx.units.get(id)!, state: state.units[id]!, hex: to }));
    events.push({ type: 'bond-penalty', rule: 'CtS 12.2', steps: penalty, text: `${names}: retreating through an enemy ZOC bond costs ${penalty} step${penalty > 1 ? 's' : ''}` });
    state = applyLosses(ctx, state, distributeLosses(moved, penalty, lossOrder, new Set()), events, 'CtS 12.2');
  }
  if (best.path.overStacked) {
    const excess = stackingExcess(ctx, occupancy(ctx, state).at(to, 'axis'), new Set(ids), lossOrder);
    if (excess.length > 0) {
      events.push({ type: 'over-stacked', rule: 'CtS 5.1', hex: to, units: excess, text: `the retreat leaves ${to} over the stacking limit: ${excess.join(', ')} eliminated to satisfy it (CtS 5.1)` });
      state = applyLosses(ctx, state, excess.map((id) => ({ unit: id, steps: state.units[id]!.steps, eliminated: true })), events, 'CtS 5.1');
    }
  }
  return state;
}
