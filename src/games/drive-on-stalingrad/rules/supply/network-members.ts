import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { controllerOf } from '../control';
import { hexIndex } from './hex-index';
import { onSheet, sectionOf, type Section } from './sections';

/** The sources of one side's network on one sheet that can work in this position (hex indices, hex-index.ts). */
export interface NetworkMembers {
  /** Ultimate sources the side controls, sorted (Taman only while active). */
  ultimates: number[];
  /** Towns and cities in the side's network that it controls (its own, or marked), sorted. */
  intermediates: number[];
}

/** The fixed lists of a map, computed once per context. */
interface MapSources {
  towns: HexId[];
  ultimates: Record<DosSide, HexId[]>;
}
const fixed = new WeakMap<DosContext, MapSources>();

function mapSources(ctx: DosContext): MapSources {
  let m = fixed.get(ctx);
  if (!m) {
    const ids = ctx.map.hexIds();
    m = {
      towns: ids.filter((h) => ctx.map.hasFeature(h, 'town') || ctx.map.hasFeature(h, 'city')),
      ultimates: {
        german: ids.filter((h) => ctx.map.hasFeature(h, 'ultimate-german')),
        soviet: ids.filter((h) => ctx.map.hasFeature(h, 'ultimate-soviet')),
      },
    };
    fixed.set(ctx, m);
  }
  return m;
}

/** DoS 7.4: the Taman source works only once activated, and only while German-held. */
const isTaman = (ctx: DosContext, h: HexId): boolean => ctx.map.hasFeature(h, 'taman');

/**
 * Whether `h` is one of `side`'s ultimate sources now (DoS 7.3, 7.4, 7.8, 7.10, 7.11):
 * marked for that side in the map data, held by it (7.14: an enemy-held source gives
 * nothing) and, for Taman, activated. A captured enemy ultimate source never becomes one
 * (7.18).
 */
export function isUltimateSource(ctx: DosContext, state: DosState, side: DosSide, h: HexId): boolean {
  if (!ctx.map.hasFeature(h, `ultimate-${side}`) || controllerOf(ctx, state, h) !== side) return false;
  return !(side === GERMAN && isTaman(ctx, h) && !state.supply.taman.active);
}

/**
 * Whether the town or city `h` belongs to `side`'s network (DoS 7.3, 7.8, 7.14, 7.18):
 * its own towns (those on its side of the start line, i.e. held at the start) whenever
 * it holds them again, and the towns it marked (7.14) while it holds them. Captured
 * enemy sources count only when marked (7.18).
 */
export function isNetworkTown(ctx: DosContext, state: DosState, side: DosSide, h: HexId): boolean {
  if (!ctx.map.hasFeature(h, 'town') && !ctx.map.hasFeature(h, 'city')) return false;
  if (controllerOf(ctx, state, h) !== side) return false;
  return scenarioOf(ctx, state.scenario).initialControl.get(h) === side || state.supply.markers[side].includes(h);
}

/** One side's candidate sources on one sheet (DoS 7.13; Astrakhan on both, 7.11), with their hex indices: fixed per context. */
interface SheetSources {
  ultimates: { hex: HexId; i: number }[];
  towns: { hex: HexId; i: number }[];
}
const onSheets = new WeakMap<DosContext, Map<string, SheetSources>>();

function sheetSources(ctx: DosContext, side: DosSide, sheet: Section): SheetSources {
  let perCtx = onSheets.get(ctx);
  if (!perCtx) onSheets.set(ctx, (perCtx = new Map()));
  const key = `${side}/${sheet}`;
  let s = perCtx.get(key);
  if (!s) {
    const m = mapSources(ctx);
    const { index } = hexIndex(ctx);
    const here = (h: HexId) => (side === GERMAN ? sectionOf(ctx, h) === sheet : onSheet(ctx, h, sheet));
    const numbered = (hs: HexId[]) => hs.filter(here).map((hex) => ({ hex, i: index.get(hex)! }));
    s = { ultimates: numbered(m.ultimates[side]), towns: numbered(m.towns) };
    perCtx.set(key, s);
  }
  return s;
}

/**
 * The members of `side`'s network that may work for units on `sheet` (DoS 7.13; Astrakhan
 * on both, 7.11): of the sheet's candidates (fixed per context), the ultimate sources
 * (isUltimateSource) and the network towns (isNetworkTown) in this position.
 */
export function networkMembers(ctx: DosContext, state: DosState, side: DosSide, sheet: Section): NetworkMembers {
  const s = sheetSources(ctx, side, sheet);
  const initial = scenarioOf(ctx, state.scenario).initialControl;
  const markers = state.supply.markers[side];
  const ultimates: number[] = [];
  const taken = new Set<HexId>();
  for (const { hex, i } of s.ultimates) {
    // isUltimateSource, the feature known: held by the side, Taman only while active (7.3, 7.4, 7.14)
    if (controllerOf(ctx, state, hex) !== side || (side === GERMAN && isTaman(ctx, hex) && !state.supply.taman.active)) continue;
    ultimates.push(i);
    taken.add(hex);
  }
  const intermediates: number[] = [];
  for (const { hex, i } of s.towns) {
    // isNetworkTown, the feature known: held, and its own or marked (7.3, 7.8, 7.14, 7.18)
    if (taken.has(hex) || controllerOf(ctx, state, hex) !== side) continue;
    if (initial.get(hex) === side || markers.includes(hex)) intermediates.push(i);
  }
  return { ultimates, intermediates };
}

/** Every town and city of the map, sorted. */
export const townsOf = (ctx: DosContext): readonly HexId[] => mapSources(ctx).towns;
