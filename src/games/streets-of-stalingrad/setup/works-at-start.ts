import type { HexId } from '#kernel/ids';
import type { Issue } from '#kernel/engine/issues';
import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosScenarioId } from '../sequence/scenarios';
import { engineeringOf, withEngineering, type SosWorkKind } from '../state/engineering';
import type { SosState } from '../state/types';
import { watchers } from '../engineering/build-watchers';
import { movePosition } from '../windows/movement/position';

/** Works a scenario card gives a side at set-up: how many of a kind, and the area noted for minefields and fortifications (17.28, 17.38). */
export interface StartWork {
  kind: SosWorkKind;
  count: number;
  /** The hexes "within the area noted for their side"; bridges go in any balka hex (17.19). */
  area?: readonly string[];
}

/** A work placed at set-up. */
export interface StartWorkPlacement {
  kind: SosWorkKind;
  hex: string;
}

/**
 * SoS 17.19, 17.28, 17.38: the works each scenario lists as available at the start, by side.
 * Scenarios #1 and #2 list none: the rulebook text does not print the scenario cards, and the
 * set-up reconstructed from it (setup.yaml) places no bridge, minefield or fortification. A
 * scenario that lists some gives them here.
 */
export const WORKS_AT_START: Readonly<Record<SosScenarioId, Readonly<Record<SosSide, readonly StartWork[]>>>> = {
  'scenario-1': { german: [], soviet: [] },
  'scenario-2': { german: [], soviet: [] },
  'scenario-3': { german: [], soviet: [] },
  'scenario-4': { german: [], soviet: [] },
  'scenario-5': { german: [], soviet: [] },
  'scenario-6': { german: [], soviet: [] },
  'scenario-7': { german: [], soviet: [] },
  'scenario-8': { german: [], soviet: [] },
};

const RULE: Readonly<Record<SosWorkKind, string>> = { bridge: 'SoS 17.19', minefield: 'SoS 17.28', fortification: 'SoS 17.38' };

/**
 * SoS 17.19, 17.28, 17.38: every problem of a side's works placed at set-up, each at `path(i)`:
 * the kind is listed for the side, no more than its count (`work-not-available`,
 * `too-many-works`); one of a kind a hex (17.11, 17.21, 17.33: `work-repeated`); a bridge in a
 * balka hex (`not-a-balka`); a minefield or fortification within the area noted for the side
 * (`outside-work-area`); never in an enemy ZOC hex (`enemy-zoc`, read on the position as set
 * up); a bridge or fortification not within the range of an enemy direct fire combat unit
 * with an unblocked LOS to the hex (`enemy-fire-range`, engineering/build-watchers.ts).
 */
export function startWorkProblems(env: SosEnv, state: SosState, side: SosSide, available: readonly StartWork[], works: readonly StartWorkPlacement[], path: (i: number) => (string | number)[]): Issue[] {
  const out: Issue[] = [];
  const used = new Map<SosWorkKind, number>();
  const seen = new Set<string>();
  const zoc = movePosition(env, state, side).enemyZoc;
  works.forEach((w, i) => {
    const rule = RULE[w.kind];
    const bad = (code: string, message: string) => out.push({ path: path(i), code, message, rule });
    const listed = available.filter((a) => a.kind === w.kind);
    const count = listed.reduce((n, a) => n + a.count, 0);
    const n = (used.get(w.kind) ?? 0) + 1;
    used.set(w.kind, n);
    if (count === 0) return bad('work-not-available', `the scenario lists no ${w.kind} for the ${side} side at the start`);
    if (n > count) return bad('too-many-works', `the scenario lists ${count} ${w.kind}${count === 1 ? '' : 's'} for the ${side} side at the start`);
    const hex = env.map.hex(w.hex as HexId);
    if (!hex) return bad('off-map', `${w.hex} is not a hex of the city map`);
    const key = `${w.kind}/${w.hex}`;
    if (seen.has(key)) return bad('work-repeated', `a hex holds one ${w.kind}: ${w.hex} is named twice`);
    seen.add(key);
    if (w.kind === 'bridge' && !hex.terrain.includes('balka')) return bad('not-a-balka', `${w.hex} is not a balka hex: bridges are placed only there`);
    if (w.kind !== 'bridge' && !listed.some((a) => a.area?.includes(w.hex))) return bad('outside-work-area', `${w.hex} is not within the area noted for the ${side} side's ${w.kind}s`);
    if (zoc.has(w.hex)) return bad('enemy-zoc', `${w.hex} is an enemy ZOC hex`);
    if (w.kind !== 'minefield') {
      const seenBy = watchers(env, state, side, w.hex);
      if (seenBy.length) bad('enemy-fire-range', `${w.hex} is within the range of the enemy's direct fire unit ${seenBy[0]!.unit} in ${seenBy[0]!.hex}, which sees it`);
    }
  });
  return out;
}

/** SoS 17.19, 17.28, 17.38: the works placed at set-up, finished works of the side from the start (a bridge usable on the first turn, 17.19). */
export function placeStartWorks(state: SosState, side: SosSide, works: readonly StartWorkPlacement[]): SosState {
  if (works.length === 0) return state;
  const e = engineeringOf(state);
  return withEngineering(state, {
    tasks: e.tasks,
    fortifications: [...e.fortifications, ...works.filter((w) => w.kind === 'fortification').map((w) => ({ hex: w.hex, side }))],
    minefields: [...e.minefields, ...works.filter((w) => w.kind === 'minefield').map((w) => ({ hex: w.hex, side, revealed: false }))],
    bridges: [...new Set([...e.bridges, ...works.filter((w) => w.kind === 'bridge').map((w) => w.hex)])],
  });
}
