import type { HexId } from '../../../../kernel/ids';
import { cached } from '../../../../kernel/memo/cached';
import type { DosContext } from '../../data/context';
import { GERMAN, opponent, SOVIET, type DosSide } from '../../state/sides';
import { sideOf, unitDef } from '../../state/units';
import { controllerOf } from '../control';
import type { DosState, UnitState } from '../../state/types';
import { changesSince, unitsVersion, type UnitChange } from '../../state/unit-writes';

const sides = new WeakMap<DosContext, Map<string, DosSide>>();

/** A unit's side, remembered per context (the key is built before every supply check). */
function sideOfId(ctx: DosContext, id: string): DosSide {
  let m = sides.get(ctx);
  if (!m) sides.set(ctx, (m = new Map()));
  let s = m.get(id);
  if (s === undefined) m.set(id, (s = sideOf(unitDef(ctx, id))));
  return s;
}

type Units = DosState['units'];

const onMapHex = (u: UnitState | undefined): HexId | null => (u !== undefined && u.status === 'on-map' ? u.hex : null);
/** Each side's unit ids; `unknown`: ids not in the bundle (a bug when such a unit is on the map: unitDef throws). */
type SideIds = Record<DosSide | 'unknown', readonly string[]>;
const idsBySide = new WeakMap<DosContext, WeakMap<Units, { version: number; value: SideIds }>>();

/**
 * The ids of each side's units in the record's key order; remembered per context and units
 * record, kept across writes that add no unit (a write never moves a key, unit-writes.ts).
 */
function sideIds(ctx: DosContext, units: Units): SideIds {
  const store = cached(idsBySide, ctx, () => new WeakMap<Units, { version: number; value: SideIds }>());
  const version = unitsVersion(units);
  const hit = store.get(units);
  if (hit !== undefined && (hit.version === version || changesSince(units, hit.version).every((c) => c.was !== undefined))) {
    if (hit.version !== version) store.set(units, { version, value: hit.value });
    return hit.value;
  }
  const value: Record<keyof SideIds, string[]> = { german: [], soviet: [], unknown: [] };
  for (const id of Object.keys(units)) value[ctx.units.has(id) ? sideOfId(ctx, id) : 'unknown'].push(id);
  store.set(units, { version, value });
  return value;
}

/** The ids of the units opposed to `side`, in the record's key order. */
function enemyIds(ctx: DosContext, units: Units, side: DosSide): readonly string[] {
  const ids = sideIds(ctx, units);
  for (const id of ids.unknown) if (onMapHex(units[id]) !== null) sideOfId(ctx, id); // throws: a unit not in the bundle
  return ids[opponent(side)];
}

/** Hexes holding units of the side opposed to `side` (they block its supply lines, DoS 7.12), sorted. */
export function enemyHexes(ctx: DosContext, state: DosState, side: DosSide): HexId[] {
  const out = new Set<HexId>();
  for (const id of enemyIds(ctx, state.units, side)) {
    const u = state.units[id]!;
    if (u.status === 'on-map' && u.hex !== null) out.add(u.hex);
  }
  return [...out].sort();
}

type EnemyKeys = WeakMap<Units, { version: number; keys: Partial<Record<DosSide, string>> }>;
const enemyKeys = new WeakMap<DosContext, EnemyKeys>();

/**
 * The enemy-held hexes part of the key, in the state's unit order; remembered per
 * context, units record and version, and kept across writes that leave it as it was:
 * to `side`'s own units (they are not in it), or to enemy units that stay where they
 * were, on the map or off it (a step lost, a unit revealed).
 */
function enemyKey(ctx: DosContext, state: DosState, side: DosSide): string {
  const store = cached(enemyKeys, ctx, (): EnemyKeys => new WeakMap());
  const units = state.units;
  const version = unitsVersion(units);
  let known = store.get(units);
  if (known === undefined || known.version !== version) {
    const changes = known === undefined ? [] : changesSince(units, known.version);
    const keys: Partial<Record<DosSide, string>> = {};
    for (const s of [GERMAN, SOVIET]) {
      const k = known?.keys[s];
      const kept = (c: UnitChange) => c.was !== undefined && (sideOfId(ctx, c.id) === s || onMapHex(c.was) === onMapHex(units[c.id]));
      if (k !== undefined && changes.every(kept)) keys[s] = k;
    }
    store.set(units, (known = { version, keys }));
  }
  let key = known.keys[side];
  if (key === undefined) {
    key = '';
    for (const id of enemyIds(ctx, units, side)) {
      const u = units[id]!;
      if (u.status === 'on-map' && u.hex !== null) key += u.hex;
    }
    known.keys[side] = key;
  }
  return key;
}

const sources = new WeakMap<DosContext, readonly HexId[]>();

/** The hexes whose control a network reads (network-members.ts): every town, city and ultimate source of the map, sorted. */
const sourceHexes = (ctx: DosContext): readonly HexId[] =>
  cached(sources, ctx, () =>
    ctx.map.hexIds().filter((h) => ['town', 'city', 'ultimate-german', 'ultimate-soviet'].some((f) => ctx.map.hasFeature(h, f))),
  );

const controlKeys = new WeakMap<DosContext, WeakMap<DosState['control'], Map<string, string>>>();

/**
 * The hex control part of the key: who controls each town, city and ultimate source now
 * (DoS 3.4), the only hexes whose control a network reads (7.3, 7.8, 7.14, 7.18), so a
 * move through open country keeps the network. Remembered per control record (replaced,
 * never changed in place) and scenario (whose start control fills the gaps).
 */
function controlKey(ctx: DosContext, state: DosState): string {
  const perRecord = cached(cached(controlKeys, ctx, () => new WeakMap<DosState['control'], Map<string, string>>()), state.control, () => new Map<string, string>());
  return cached(perRecord, state.scenario, () => {
    let key = '';
    for (const h of sourceHexes(ctx)) {
      const c = controllerOf(ctx, state, h);
      key += c === GERMAN ? 'g' : c === SOVIET ? 's' : '-';
    }
    return key;
  });
}

/**
 * Everything a side's supply network depends on (DoS 7.3-7.14), in three parts: enemy-held
 * hexes (in the state's unit order), the control of the source hexes, then the scenario
 * (its start control) and the side with its markers, destroyed fortifications and Taman
 * (German). Two positions with the same parts have the same network, so they key the
 * network cache; a position may have several keys (units listed in another order), which
 * only costs a cache miss. Hex ids are four characters, so the parts need no separators.
 * The first two are remembered strings, so a cache keyed on them hashes each once.
 */
export function networkKeyParts(ctx: DosContext, state: DosState, side: DosSide): readonly [enemy: string, control: string, rest: string] {
  let rest = `${state.scenario}|${side === GERMAN ? 'g' : 's'}|${state.supply.markers[side].join('')}`;
  if (side === GERMAN) rest += `|${state.fortsDestroyed.join('')}|${state.supply.taman.active ? 't' : ''}`;
  return [enemyKey(ctx, state, side), controlKey(ctx, state), rest];
}
