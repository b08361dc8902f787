import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, opponent, SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import { controlOrigin, controllerOf, controlVersion, hexesWrittenBetween } from '../control';
import type { DosState, UnitState } from '#games/drive-on-stalingrad/state/types';
import { changesSince, originOf, unitsVersion, type UnitChange } from '#games/drive-on-stalingrad/state/unit-writes';

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

/**
 * Whether every write to `units` since `version` was to a unit of `side` already in the
 * record: then every part of `side`'s network key is as it was, since the key reads only
 * the enemy units (enemyKey), and a write to `side`'s own units (a move, a step lost)
 * leaves it unchanged.
 */
export function onlyOwnWritesSince(ctx: DosContext, units: Units, version: number, side: DosSide): boolean {
  for (const c of changesSince(units, version)) if (c.was === undefined || sideOfId(ctx, c.id) !== side) return false;
  return true;
}

/** A side's enemy-hexes key, with where each enemy unit on the map has its hex in it. */
interface EnemyKey {
  key: string;
  at: ReadonlyMap<string, number>;
}
type EnemyKeys = WeakMap<Units, { version: number; keys: Partial<Record<DosSide, EnemyKey>> }>;
const enemyKeys = new WeakMap<DosContext, EnemyKeys>();

/**
 * `k` brought up to the units now after `changes`, or undefined when a change adds a unit
 * or puts an enemy unit on the map or takes one off (the key's slots move): writes to
 * `side`'s own units are not in it, an enemy unit that stays where it was (a step lost, a
 * unit revealed) leaves it as it was, and one moved from hex to hex has its four
 * characters replaced in place.
 */
function keptEnemyKey(ctx: DosContext, units: Units, side: DosSide, k: EnemyKey, changes: readonly UnitChange[]): EnemyKey | undefined {
  let key = k.key;
  for (const c of changes) {
    if (c.was === undefined) return undefined;
    if (sideOfId(ctx, c.id) === side) continue;
    const from = onMapHex(c.was);
    const to = onMapHex(units[c.id]);
    if (from === to) continue;
    if (from === null || to === null || from.length !== to.length) return undefined;
    const i = k.at.get(c.id)!;
    key = key.slice(0, i) + to + key.slice(i + to.length);
  }
  return key === k.key ? k : { key, at: k.at };
}

/**
 * The enemy-held hexes part of the key, in the state's unit order; remembered per
 * context, units record and version, and kept across writes that leave it as it was or
 * only move enemy units from hex to hex (keptEnemyKey).
 */
function enemyKey(ctx: DosContext, state: DosState, side: DosSide): string {
  const store = cached(enemyKeys, ctx, (): EnemyKeys => new WeakMap());
  const units = state.units;
  const version = unitsVersion(units);
  let known = store.get(units);
  if (known === undefined || known.version !== version) {
    let since = known?.version ?? 0;
    if (known === undefined) {
      // a copy starts from the keys of the record it was copied from, when they are known at the copy's version
      const o = originOf(units);
      const kept = o && store.get(o.from);
      if (kept !== undefined && kept.version === o!.version) [known, since] = [kept, 0];
    }
    const changes = known === undefined ? [] : changesSince(units, since);
    const keys: Partial<Record<DosSide, EnemyKey>> = {};
    for (const s of [GERMAN, SOVIET]) {
      const k = known?.keys[s];
      const kept = k === undefined ? undefined : keptEnemyKey(ctx, units, s, k, changes);
      if (kept !== undefined) keys[s] = kept;
    }
    store.set(units, (known = { version, keys }));
  }
  let k = known.keys[side];
  if (k === undefined) {
    let key = '';
    const at = new Map<string, number>();
    for (const id of enemyIds(ctx, units, side)) {
      const u = units[id]!;
      if (u.status === 'on-map' && u.hex !== null) {
        at.set(id, key.length);
        key += u.hex;
      }
    }
    known.keys[side] = k = { key, at };
  }
  return k.key;
}

const sources = new WeakMap<DosContext, readonly HexId[]>();

/** The hexes whose control a network reads (network-members.ts): every town, city and ultimate source of the map, sorted. */
const sourceHexes = (ctx: DosContext): readonly HexId[] =>
  cached(sources, ctx, () =>
    ctx.map.hexIds().filter((h) => ['town', 'city', 'ultimate-german', 'ultimate-soviet'].some((f) => ctx.map.hasFeature(h, f))),
  );

const slots = new WeakMap<DosContext, ReadonlyMap<HexId, number>>();

/** Where each source hex has its character in the control key. */
const slotOf = (ctx: DosContext): ReadonlyMap<HexId, number> => cached(slots, ctx, () => new Map(sourceHexes(ctx).map((h, i) => [h, i])));

/** A control key worked out for a record at one version (control.ts controlVersion). */
interface KnownKey {
  version: number;
  key: string;
}
type ControlKeys = WeakMap<DosState['control'], Map<string, KnownKey>>;
const controlKeys = new WeakMap<DosContext, ControlKeys>();

const controlChar = (c: DosSide | null): string => (c === GERMAN ? 'g' : c === SOVIET ? 's' : '-');

/** `key` with the characters of `hexes` (those that are sources) set to who controls them in `state`. */
function rekeyed(ctx: DosContext, state: DosState, key: string, hexes: Iterable<HexId>): string {
  const slot = slotOf(ctx);
  for (const hex of hexes) {
    const i = slot.get(hex);
    if (i !== undefined) key = key.slice(0, i) + controlChar(controllerOf(ctx, state, hex)) + key.slice(i + 1);
  }
  return key;
}

/**
 * The hex control part of the key: who controls each town, city and ultimate source now
 * (DoS 3.4), the only hexes whose control a network reads (7.3, 7.8, 7.14, 7.18), so a
 * move through open country keeps the network. Remembered per control record, at its
 * version (a draft's working copy is written in place, setControl), and scenario (whose
 * start control fills the gaps). Only the hexes written since a known key can differ from
 * it: those written into this record since the version it was known at, or, for a working
 * copy, those written into it and into the record it was copied from between the copy and
 * that record's known key (controlOrigin); otherwise it is built afresh.
 */
export function controlKey(ctx: DosContext, state: DosState): string {
  const records = cached(controlKeys, ctx, (): ControlKeys => new WeakMap());
  const { control, scenario } = state;
  const version = controlVersion(control);
  const known = records.get(control)?.get(scenario);
  if (known !== undefined && known.version === version) return known.key;
  let key: string;
  if (known !== undefined) key = rekeyed(ctx, state, known.key, hexesWrittenBetween(control, known.version, version));
  else {
    const origin = controlOrigin(control);
    const from = origin === undefined ? undefined : records.get(origin.from)?.get(scenario);
    if (origin !== undefined && from !== undefined) {
      key = rekeyed(ctx, state, from.key, [...hexesWrittenBetween(origin.from, origin.version, from.version), ...hexesWrittenBetween(control, 0, version)]);
    } else {
      key = '';
      for (const h of sourceHexes(ctx)) key += controlChar(controllerOf(ctx, state, h));
    }
  }
  cached(records, control, () => new Map<string, KnownKey>()).set(scenario, { version, key });
  return key;
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
