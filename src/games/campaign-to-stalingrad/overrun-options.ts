import type { UnitOptions } from '#kernel/engine/ruleset';
import { unitId } from '#kernel/ids';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { overrunChances } from './rules/movement/overrun-chances';
import { movementOverrunProblems } from './rules/movement/movement-overrun';
import { isArmyHq } from './rules/unit-kind';
import { activationIssues } from './windows/legality';
import { applyOrder } from './windows/apply-order';
import { noDice } from '#kernel/dice/no-dice';
import type { HexId } from '#kernel/ids';
import { enemyOf, occupancy } from './rules/occupancy';
import { isNonCombat } from './rules/unit-kind';
import { faceOf } from './rules/unit-values';
import { airFlies } from './rules/air/flying-weather';
import { groundSupportFactor } from './rules/air/ground-support-factor';
import { airOrderProblems, applyAirOrder } from './rules/air/air-order';
import { restrictedMovement } from './windows/sequence';

const NO_DICE = noDice('an activation read for the overruns it allows');

/** The overruns listed for each unit of a force, by unit. */
type Listing = Map<string, NonNullable<UnitOptions['overruns']>>;

/** Adds offers to the list of a unit. */
function addTo(out: Listing, id: string, offers: NonNullable<UnitOptions['overruns']>): void {
  out.set(id, [...(out.get(id) ?? []), ...offers]);
}

/** `state` with these Army HQs activated, as the file's activate orders would (16.7). */
function withActivated(ctx: CtsContext, state: CtsState, side: CtsSide, hqs: readonly string[]): CtsState {
  return hqs.reduce((s, hq, i) => applyOrder(ctx, s, side, { activate: { hq } }, i, NO_DICE, 'check').state, state);
}

/**
 * CtS 4.7: the Movement Phase overruns the side may declare now (overrunChances: every own
 * combat unit next to the enemy hex, together, at the least Maximum Effort that reaches
 * 10-1), those whose units may all move this window, keyed by each unit of the force.
 */
export function overrunOptions(ctx: CtsContext, state: CtsState, side: CtsSide, movers: ReadonlySet<string>): Listing {
  const out: Listing = new Map();
  for (const c of overrunChances(ctx, state, side, movers)) {
    if (!c.units.every((id) => movers.has(id))) continue;
    for (const id of c.units) addTo(out, id, [{ target: c.target, units: c.units.map(unitId), maximumEffort: c.maximumEffort }]);
  }
  return out;
}

/**
 * The options() listing with each unit's `overruns` added (CtS 4.7), for the units the listing
 * lets move this window (those with `moves`): the service asks it for players (the API and the
 * game page's composer); options() itself leaves it out, as it is read for every move check.
 */
export function withOverruns(ctx: CtsContext, state: CtsState, side: CtsSide, units: UnitOptions[]): UnitOptions[] {
  // 35.6, 36.6 [Change]: where only the moves through an overrun's hole are allowed, the units already next to the enemy declare it without moving
  const declaring = restrictedMovement(state) ? units.filter((o) => state.units[o.unit]?.where === 'map' && !state.units[o.unit]?.frozen) : units.filter((o) => o.moves !== undefined);
  const movers = new Set<string>(declaring.map((o) => o.unit));
  if (movers.size === 0) return units;
  const overruns = overrunOptions(ctx, state, side, movers);
  for (const [id, listed] of afterActivations(ctx, state, side, movers, overruns)) addTo(overruns, id, listed);
  for (const [id, listed] of withGroundSupport(ctx, state, side, movers, overruns)) addTo(overruns, id, listed);
  return units.map((o) => {
    const listed = overruns.get(o.unit);
    return listed ? { ...o, overruns: listed } : o;
  });
}

/**
 * CtS 4.7, 16.7: the overruns the side may declare once it has activated Army HQs in the same
 * file (activation comes at any time of the player turn; an activated HQ lets its units reach
 * 10-1, e.g. with Maximum Effort, 11.6), each with the fewest HQs that make it (one, else every
 * one the side may activate now) under `activate`; hexes already listed without are passed over.
 */
function afterActivations(ctx: CtsContext, state: CtsState, side: CtsSide, movers: ReadonlySet<string>, listed: ReadonlyMap<string, NonNullable<UnitOptions['overruns']>>): Listing {
  const out: Listing = new Map();
  const hqs = activatable(ctx, state, side);
  if (hqs.length === 0) return out;
  const activated = (ids: readonly string[]): CtsState => withActivated(ctx, state, side, ids);
  const all = activated(hqs);
  const already = new Set([...listed.values()].flat().map((o) => o.target));
  for (const c of overrunChances(ctx, all, side, movers)) {
    if (already.has(c.target) || !c.units.every((id) => movers.has(id))) continue;
    const one = hqs.find((hq) => movementOverrunProblems(ctx, activated([hq]), side, c).length === 0);
    const activate = (one ? [one] : hqs).map(unitId);
    for (const id of c.units) addTo(out, id, [{ target: c.target, units: c.units.map(unitId), maximumEffort: c.maximumEffort, activate }]);
  }
  return out;
}

/** How many air units an overrun offer places for its Ground Support (a Support's capacity is checked only after placement, 23.6). */
const GROUND_SUPPORT_OFFERED = 2;

/** The side's Army HQs it may activate now (16.7), in id order. */
function activatable(ctx: CtsContext, state: CtsState, side: CtsSide): string[] {
  return Object.keys(state.units)
    .sort()
    .filter((id) => {
      const spec = ctx.units.get(id);
      return spec?.side === side && isArmyHq(spec) && state.units[id]!.where === 'map' && !state.units[id]!.activated && activationIssues(ctx, state, side, id, []).length === 0;
    });
}

/**
 * CtS 4.7, 23.5, 23.11: the overruns the side may declare once its air units are placed in
 * the target hex in its Air Segment (after activating every Army HQ it may, 23.15: so that
 * they may fly), for the hexes next to its movers not listed otherwise: up to two ready air
 * units with a Ground Support Factor that may be placed there, named as the overrun's
 * `groundSupport`, with the least Maximum Effort that reaches 10-1. The offer names the HQs
 * (`activate`) and air units (`groundSupport`) whose orders come first in the file.
 */
function withGroundSupport(ctx: CtsContext, state0: CtsState, side: CtsSide, movers: ReadonlySet<string>, listed: ReadonlyMap<string, NonNullable<UnitOptions['overruns']>>): Listing {
  const out: Listing = new Map();
  if (state0.phasing !== side || state0.phase !== 'movement' || state0.air?.segmentDone || !airFlies(state0)) return out;
  const hqs = activatable(ctx, state0, side);
  const state = withActivated(ctx, state0, side, hqs);
  const ready = Object.keys(state.air?.units ?? {}).sort().filter((id) => {
    const spec = ctx.airUnits.get(id);
    return spec?.side === side && state.air.units[id]!.where === 'ready' && groundSupportFactor(spec) > 0;
  });
  if (ready.length === 0) return out;
  const already = new Set([...listed.values()].flat().map((o) => o.target));
  const occ = occupancy(ctx, state);
  const enemy = enemyOf(side);
  const moverHexes = new Set([...movers].map((id) => state.units[id]?.hex).filter((h): h is HexId => h !== null && h !== undefined));
  const targets = [...new Set([...moverHexes].flatMap((h) => ctx.map.neighbours(h)))].filter((t) => !already.has(t) && occ.at(t, enemy).some((p) => !isNonCombat(p.spec))).sort();
  for (const target of targets) {
    const units = ctx.map
      .neighbours(target)
      .flatMap((h) => occ.at(h, side))
      .filter((p) => movers.has(p.spec.id) && !isNonCombat(p.spec) && (isArmyHq(p.spec) || !p.spec.type.endsWith('-hq')) && !p.state.disrupted && faceOf(p.spec, p.state).attack > 0)
      .map((p) => p.spec.id)
      .sort();
    if (units.length === 0) continue;
    // only a force short of 10-1 by the odds alone (no other problem) may be helped by air
    const bare = movementOverrunProblems(ctx, state, side, { target, units, maximumEffort: 2 });
    if (bare.length === 0 || bare.some((p) => p.code !== 'overrun-odds')) continue;
    let placed = state;
    const air: string[] = [];
    for (const id of ready) {
      if (air.length >= GROUND_SUPPORT_OFFERED) break;
      if (airOrderProblems(ctx, placed, side, { air: { unit: id, hex: target } }).length > 0) continue;
      placed = applyAirOrder(ctx, placed, side, { air: { unit: id, hex: target } }).state;
      air.push(id);
    }
    if (air.length === 0) continue;
    const effort = ([0, 1, 2] as const).find((maximumEffort) => movementOverrunProblems(ctx, placed, side, { target, units, maximumEffort, groundSupport: air }).length === 0);
    if (effort === undefined) continue;
    // the fewest HQs: none, one, else every one
    const needs = (ids: readonly string[]): boolean => {
      let s = withActivated(ctx, state0, side, ids);
      for (const id of air) {
        if (airOrderProblems(ctx, s, side, { air: { unit: id, hex: target } }).length > 0) return false;
        s = applyAirOrder(ctx, s, side, { air: { unit: id, hex: target } }).state;
      }
      return movementOverrunProblems(ctx, s, side, { target, units, maximumEffort: effort, groundSupport: air }).length === 0;
    };
    const one = needs([]) ? null : hqs.find((hq) => needs([hq]));
    const hqsNeeded = one === null ? [] : one === undefined ? hqs : [one];
    const offer = { target, units: units.map(unitId), maximumEffort: effort, groundSupport: air.map(unitId), ...(hqsNeeded.length > 0 ? { activate: hqsNeeded.map(unitId) } : {}) };
    for (const id of units) addTo(out, id, [offer]);
  }
  return out;
}
