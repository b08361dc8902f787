import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { DecisionWindow } from '#kernel/engine/ruleset';
import { side as asSide, windowId } from '#kernel/ids';
import type { Counter } from '../../data/counters';
import type { SosEnv } from '../../game/env';
import type { SosOrder } from '../../orders/schema';
import type { SosSide } from '../../sequence/phases';
import type { SosScenarioId } from '../../sequence/scenarios';
import { scenarioEntry } from '../../setup/scenario-entry';
import type { SosState } from '../../state/types';
import { placeStartWorks, startWorkProblems, WORKS_AT_START, type StartWorkPlacement } from '../../setup/works-at-start';

const NAME: Readonly<Record<SosSide, string>> = { german: 'German', soviet: 'Soviet' };

/** The set-up window of a side (SoS 2.31: the Soviet first, then the German), before phase 1 of the first turn. */
export const setupWindow = (turn: number, side: SosSide): DecisionWindow => ({
  id: windowId(`T${String(turn).padStart(2, '0')}/${side}-setup`),
  turn,
  waitingFor: [asSide(side)],
  accepts: ['place', 'placeWork'],
  description: `${NAME[side]} set-up, SoS 2.31-2.34: place units within their set-up areas (place: {units, hex}); units not placed stay where the ready-made set-up puts them`,
});

type Place = Extract<SosOrder, { place: unknown }>['place'];

/** Why a unit is not set up on the map (2.32, 2.36, 18.44, 16.32): where its card puts it instead; null for a unit that starts on the map. */
function notOnMapAtStart(u: string, entry: Counter['entry']): { message: string; rule: string } | null {
  if (entry.at === 'map') return null;
  if (entry.at === 'box') return { message: `${u} starts in ${entry.box}, not on the map`, rule: 'SoS 2.32' };
  if (entry.at === 'reinforcement') return { message: `${u} arrives later as a reinforcement (${entry.date})`, rule: 'SoS 2.36' };
  if (entry.at === 'replacement') return { message: `${u} replaces ${entry.for} once he is eliminated`, rule: 'SoS 18.44, 18.46' };
  return { message: `${u} is placed only by the immobilization roll (SoS 16.32)`, rule: 'SoS 16.32' };
}

/** The side's whole set-up once the file's placements are made: each unit that starts on the map and its hex, in id order. */
function placementsAfter(env: SosEnv, scenario: SosScenarioId, state: SosState, side: SosSide, places: readonly Place[]): { unit: string; hex: string }[] {
  const at = new Map<string, string>();
  for (const c of env.scenarioCounters(scenario)) if (c.side === side && scenarioEntry(c, scenario).at === 'map') at.set(c.id, state.pieces[c.id]!.at!);
  for (const p of places) for (const u of p.units) if (at.has(u)) at.set(u, p.hex);
  return [...at].map(([unit, hex]) => ({ unit, hex }));
}

/**
 * A set-up file (SoS 2.31-2.34), every problem at once: each unit named is a counter of this
 * scenario and side that starts on the map (not in a box, not a reinforcement, 2.36), named
 * once, placed on a hex of the map; then the side's whole set-up against the set-up rules.
 */
export function checkSetup(env: SosEnv, scenario: SosScenarioId, state: SosState, side: SosSide, orders: readonly SosOrder[]): Issue[] {
  const issues: Issue[] = [];
  const places: Place[] = [];
  const named = new Set<string>();
  orders.forEach((o, i) => {
    if (!('place' in o)) return;
    places.push(o.place);
    if (!env.map.hex(o.place.hex as never)) issues.push({ path: ['orders', i, 'place', 'hex'], code: 'off-map', message: `${o.place.hex} is not a hex of the city map`, rule: 'SoS 2.17' });
    o.place.units.forEach((u, j) => {
      const path = ['orders', i, 'place', 'units', j];
      const c = env.findCounter(u);
      const away = c ? notOnMapAtStart(u, scenarioEntry(c, scenario)) : null;
      if (!c || !(u in state.pieces)) issues.push({ path, code: 'unknown-unit', message: `${u} is not a unit of this scenario`, rule: 'SoS 2.32' });
      else if (c.side !== side) issues.push({ path, code: 'not-your-unit', message: `${u} is a ${NAME[c.side]} unit`, rule: 'SoS 2.31' });
      else if (away) issues.push({ path, code: 'not-set-up-on-map', ...away });
      else if (named.has(u)) issues.push({ path, code: 'unit-repeated', message: `${u} is placed twice`, rule: 'SoS 2.33' });
      // SoS 16.61: armored trains "must be placed in a railroad hex"
      else if (c.type === 'armoredTrain' && !(env.map.hex(o.place.hex as never)?.terrain.includes('railroad') ?? true)) issues.push({ path, code: 'train-off-railroad', message: `${u} is an armored train: it must be placed in a railroad hex, and ${o.place.hex} is none`, rule: 'SoS 16.61' });
      named.add(u);
    });
  });
  // SoS 17.19, 17.28, 17.38: the works the scenario lists at the start, each where its rule allows
  const works = worksOf(orders);
  issues.push(...startWorkProblems(env, state, side, WORKS_AT_START[scenario][side], works.map((w) => w.work), (k) => ['orders', works[k]!.i, 'placeWork']));
  if (issues.length > 0) return issues;
  // the whole set-up's problems point at the orders that placed the unit, else at the file
  const whole = placementsAfter(env, scenario, state, side, places);
  const orderOf = new Map<string, number>();
  orders.forEach((o, i) => 'place' in o && o.place.units.forEach((u) => orderOf.set(u, i)));
  return env.data.start.problems(scenario, side, whole).map((p) => {
    const k = typeof p.path[1] === 'number' ? p.path[1] : -1;
    const unit = whole[k]?.unit;
    const i = unit === undefined ? undefined : orderOf.get(unit);
    return { ...p, path: i === undefined ? ['orders'] : ['orders', i, 'place'] };
  });
}

/** The file's `placeWork` orders, each with its place in the file. */
const worksOf = (orders: readonly SosOrder[]): { i: number; work: StartWorkPlacement }[] =>
  orders.flatMap((o, i) => ('placeWork' in o ? [{ i, work: o.placeWork }] : []));

/** A checked set-up file carried out: the units placed, one event for the side's set-up (hidden from the enemy: 7.0, where they stand is his to find). */
export function adjudicateSetup(env: SosEnv, scenario: SosScenarioId, state: SosState, side: SosSide, orders: readonly SosOrder[]): { state: SosState; events: GameEvent[] } {
  const places = orders.flatMap((o) => ('place' in o ? [o.place] : []));
  const whole = placementsAfter(env, scenario, state, side, places);
  const pieces = { ...state.pieces };
  for (const { unit, hex } of whole) if (pieces[unit]!.at !== hex) pieces[unit] = { ...pieces[unit]!, at: hex };
  const moved = places.reduce((n, p) => n + p.units.length, 0);
  // SoS 17.19, 17.28, 17.38: the works placed, finished from the start
  const works = worksOf(orders).map((w) => w.work);
  return {
    state: placeStartWorks({ ...state, pieces }, side, works),
    events: [{ type: 'set-up', side, placed: moved, rule: 'SoS 2.31-2.33', visibleTo: [side] }, { type: 'set-up-done', side, rule: 'SoS 2.31' }],
  };
}
