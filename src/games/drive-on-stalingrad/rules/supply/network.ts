import type { HexId } from '#kernel/ids';
import { chainOf, functioningSourcesSince, type FoundSources, type NetworkNode } from '#kernel/supply/network';
import { lineReachesSource, traceLines, type LineReach, type SupplyLineRules } from '#kernel/supply/trace';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { unitsVersion } from '#games/drive-on-stalingrad/state/unit-writes';
import { cached } from '#kernel/memo/cached';
import { hexIndex } from './hex-index';
import { lineRules } from './line-rules';
import { networkMembers } from './network-members';
import { controlKey, enemyHexes, networkKeyParts, onlyOwnWritesSince } from './position-key';
import { controlVersion } from '#games/drive-on-stalingrad/rules/control';
import { sectionOf, type Section } from './sections';

/** DoS 7.3, 7.8, 7.12: a supply line, and every leg between network sources, is at most seven hexes. */
export const SUPPLY_LINE_LENGTH = 7;

/** One sheet's share of a side's network (hex indices, hex-index.ts). */
export interface SheetNetwork {
  /** How lines run for units on this sheet (7.12, 7.13). */
  rules: SupplyLineRules;
  /** Functioning sources and their chains (7.3, 7.12, 7.14). */
  nodes: Map<number, NetworkNode>;
  /** Lines of at most seven hexes to a functioning source: traced over the whole sheet when first read. */
  readonly reach: LineReach;
  /** Whether hex index `i` has such a line: `reach.distance[i] !== -1`, asked hex by hex until enough hexes are asked to trace the sheet (LazySheetNetwork). */
  reaches(i: number): boolean;
}

/** A side's supply network in one position. */
export interface SideNetwork {
  side: DosSide;
  north: SheetNetwork;
  south: SheetNetwork;
  /**
   * Supply-line length with no seven-hex cap to the nearest functioning source (for the
   * Soviet on the north sheet also the area east of the Volga, 7.9): the 11.33 retreat
   * measure (digest E11). Computed on first use.
   */
  distances(sheet: Section): LineReach;
}

const ascending = (xs: Iterable<number>): number[] => [...xs].sort((a, b) => a - b);

/**
 * The sources last found per context, side and sheet: a position is checked against them
 * in full (functioningSourcesSince: the same sources, the same hexes closed wherever the
 * search read), so what is kept can never answer for a position it does not fit.
 */
const lastFound = new WeakMap<DosContext, Map<string, FoundSources>>();

function sheetOf(ctx: DosContext, state: DosState, side: DosSide, enemy: readonly HexId[], s: Section, extraRoots: number[]): SheetNetwork {
  const rules = lineRules(ctx, state, side, s, enemy);
  const m = networkMembers(ctx, state, side, s);
  const last = cached(lastFound, ctx, () => new Map<string, FoundSources>());
  const key = `${side}/${s}`;
  const found = functioningSourcesSince(rules, [...m.ultimates, ...extraRoots], m.intermediates, SUPPLY_LINE_LENGTH, last.get(key));
  last.set(key, found);
  return new LazySheetNetwork(rules, found.nodes);
}

function compute(ctx: DosContext, state: DosState, side: DosSide, enemy: readonly HexId[]): SideNetwork {
  const north = sheetOf(ctx, state, side, enemy, 'north', []);
  // DoS 7.4, 7.13: German south-sheet lines may run to the north network, through Rostov (line-rules.ts)
  const south = sheetOf(ctx, state, side, enemy, 'south', side === GERMAN ? ascending(north.nodes.keys()) : []);
  const memo = new Map<Section, LineReach>();
  return {
    side,
    north,
    south,
    distances(s) {
      let d = memo.get(s);
      if (!d) {
        const net = s === 'north' ? north : south;
        const { ids } = hexIndex(ctx);
        const volga = side === SOVIET && s === 'north' ? ids.flatMap((h, i) => (ctx.map.hasFeature(h, 'east-of-volga') ? [i] : [])) : [];
        d = traceLines(net.rules, ascending(new Set([...net.nodes.keys(), ...volga])));
        memo.set(s, d);
      }
      return d;
    },
  };
}

/**
 * Hexes asked one by one (a search out from each, lineReachesSource) before a sheet's
 * lines are traced in full (traceLines, from every source over the whole sheet, the work
 * of many such searches): a battle asks the supply of a few hexes of a network it found
 * for its own position (DoS 7.15), a supply count asks every unit's hex.
 */
const ASKED_BEFORE_TRACING = 8;

/** One sheet's network: its lines traced in full only when read, or once ASKED_BEFORE_TRACING hexes have been asked. */
class LazySheetNetwork implements SheetNetwork {
  #reach: LineReach | undefined;
  readonly #asked = new Map<number, boolean>();
  constructor(
    readonly rules: SupplyLineRules,
    readonly nodes: Map<number, NetworkNode>,
  ) {}

  get reach(): LineReach {
    return (this.#reach ??= traceLines(this.rules, ascending(this.nodes.keys()), SUPPLY_LINE_LENGTH));
  }

  reaches(i: number): boolean {
    if (this.#reach !== undefined || this.#asked.size >= ASKED_BEFORE_TRACING) return this.reach.distance[i] !== -1;
    let r = this.#asked.get(i);
    if (r === undefined) this.#asked.set(i, (r = lineReachesSource(this.rules, i, (j) => this.nodes.has(j), SUPPLY_LINE_LENGTH)));
    return r;
  }
}

/** Networks kept per context; past this many the cache starts afresh. */
const CACHE_SIZE = 64;

interface NetworkCache {
  size: number;
  /** By the enemy-held hexes, the control and the rest of the key (networkKeyParts). */
  byEnemy: Map<string, Map<string, Map<string, SideNetwork>>>;
}
const caches = new WeakMap<DosContext, NetworkCache>();

/**
 * `side`'s supply network in this position, cached by everything it depends on
 * (position-key.ts): supply is checked before every move and battle (7.16), and most
 * checks between two changes of the position find the same network.
 */
export function sideNetwork(ctx: DosContext, state: DosState, side: DosSide): SideNetwork {
  // the same parts as last time for this units record (each replaced, never changed, when it changes): the same network
  const perRecord = cached(lastNetworks, ctx, (): LastNetworks => new WeakMap());
  let last = perRecord.get(state.units);
  if (last === undefined) perRecord.set(state.units, (last = { german: null, soviet: null }));
  const version = unitsVersion(state.units);
  const markers = state.supply.markers[side];
  const was = last[side];
  if (
    was !== null &&
    // writes since to this side's own units only leave the key's parts as they were (onlyOwnWritesSince)
    (was.version === version || onlyOwnWritesSince(ctx, state.units, was.version, side)) &&
    // hexes taken in open country leave the control part of the key as it was
    ((was.control === state.control && was.controlVersion === controlVersion(state.control)) || was.controlKey === controlKey(ctx, state)) &&
    was.markers === markers &&
    was.forts === state.fortsDestroyed &&
    was.taman === state.supply.taman.active
  ) {
    if (was.version !== version || was.control !== state.control || was.controlVersion !== controlVersion(state.control)) last[side] = { ...was, version, control: state.control, controlVersion: controlVersion(state.control) };
    return was.net;
  }
  const net = keyedNetwork(ctx, state, side);
  last[side] = { version, control: state.control, controlVersion: controlVersion(state.control), controlKey: controlKey(ctx, state), markers, forts: state.fortsDestroyed, taman: state.supply.taman.active, net };
  return net;
}

/** The parts of a position a network was last found for, with it. */
interface LastNetwork {
  version: number;
  control: DosState['control'];
  /** The control record's version then (control.ts: a draft's working copy is written in place). */
  controlVersion: number;
  /** The control part of the key the network was found by (position-key.ts). */
  controlKey: string;
  markers: readonly HexId[];
  forts: readonly HexId[];
  taman: boolean;
  net: SideNetwork;
}
type LastNetworks = WeakMap<DosState['units'], Record<DosSide, LastNetwork | null>>;
const lastNetworks = new WeakMap<DosContext, LastNetworks>();

function keyedNetwork(ctx: DosContext, state: DosState, side: DosSide): SideNetwork {
  const [enemy, control, rest] = networkKeyParts(ctx, state, side);
  const cache = cached(caches, ctx, (): NetworkCache => ({ size: 0, byEnemy: new Map() }));
  const hit = cache.byEnemy.get(enemy)?.get(control)?.get(rest);
  if (hit) return hit;
  const net = compute(ctx, state, side, enemyHexes(ctx, state, side));
  if (cache.size >= CACHE_SIZE) {
    cache.byEnemy.clear();
    cache.size = 0;
  }
  const byControl = cached(cache.byEnemy, enemy, () => new Map<string, Map<string, SideNetwork>>());
  cached(byControl, control, () => new Map<string, SideNetwork>()).set(rest, net);
  cache.size += 1;
  return net;
}

/** A hex's line within seven hexes to the side's network, in hex ids; null when there is none. */
export interface NetworkLine {
  length: number;
  source: HexId;
  /** The source and its chain back to an ultimate source. */
  chain: HexId[];
}

/**
 * The supply line of `hex` in `net` (the sheet of the hex decides the rules, 7.13); a
 * German south-sheet chain that runs through Rostov continues in the north network.
 */
export function lineOf(ctx: DosContext, net: SideNetwork, hex: HexId): NetworkLine | null {
  const { ids, index } = hexIndex(ctx);
  const i = index.get(hex);
  if (i === undefined) return null;
  const sheet = sectionOf(ctx, hex);
  const own = net[sheet];
  const length = own.reach.distance[i]!;
  if (length === -1) return null;
  const source = own.reach.source[i]!;
  let chain = chainOf(own.nodes, source);
  const root = chain.at(-1)!;
  if (net.side === GERMAN && sheet === 'south' && net.north.nodes.has(root)) chain = [...chain.slice(0, -1), ...chainOf(net.north.nodes, root)];
  return { length, source: ids[source]!, chain: chain.map((j) => ids[j]!) };
}

/** Whether `hex` has a line of at most seven hexes to a functioning source of `net` on its sheet (7.3, 7.8, 7.12, 7.13). */
export function reaches(ctx: DosContext, net: SideNetwork, hex: HexId): boolean {
  const i = hexIndex(ctx).index.get(hex);
  return i !== undefined && net[sectionOf(ctx, hex)].reaches(i);
}

/** Whether `hex` is a functioning source of the side's network on its sheet (7.14; the 8.1-8.3 entry hexes). */
export function isFunctioning(ctx: DosContext, net: SideNetwork, hex: HexId): boolean {
  const i = hexIndex(ctx).index.get(hex);
  return i !== undefined && net[sectionOf(ctx, hex)].nodes.has(i);
}
