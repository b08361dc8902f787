import type { HexId } from '../../../../kernel/ids';
import { cached } from '../../../../kernel/memo/cached';
import type { DosContext } from '../../data/context';
import { GERMAN, SOVIET, type DosSide } from '../../state/sides';
import { sideOf, unitDef } from '../../state/units';
import { controllerOf } from '../control';
import type { DosState } from '../../state/types';
import { changesSince, unitsVersion } from '../../state/unit-writes';

const sides = new WeakMap<DosContext, Map<string, DosSide>>();

/** A unit's side, remembered per context (the key is built before every supply check). */
function sideOfId(ctx: DosContext, id: string): DosSide {
  let m = sides.get(ctx);
  if (!m) sides.set(ctx, (m = new Map()));
  let s = m.get(id);
  if (s === undefined) m.set(id, (s = sideOf(unitDef(ctx, id))));
  return s;
}

/** Hexes holding units of the side opposed to `side` (they block its supply lines, DoS 7.12), sorted. */
export function enemyHexes(ctx: DosContext, state: DosState, side: DosSide): HexId[] {
  const out = new Set<HexId>();
  for (const id of Object.keys(state.units)) {
    const u = state.units[id]!;
    if (u.status === 'on-map' && u.hex !== null && sideOfId(ctx, id) !== side) out.add(u.hex);
  }
  return [...out].sort();
}

type EnemyKeys = WeakMap<DosState['units'], { version: number; keys: Partial<Record<DosSide, string>> }>;
const enemyKeys = new WeakMap<DosContext, EnemyKeys>();

/**
 * The enemy-held hexes part of the key, in the state's unit order; remembered per
 * context, units record and version, and kept across writes to `side`'s own units only
 * (they are not in it).
 */
function enemyKey(ctx: DosContext, state: DosState, side: DosSide): string {
  const store = cached(enemyKeys, ctx, (): EnemyKeys => new WeakMap());
  const version = unitsVersion(state.units);
  let known = store.get(state.units);
  if (known === undefined || known.version !== version) {
    const changes = known === undefined ? [] : changesSince(state.units, known.version);
    const keys: Partial<Record<DosSide, string>> = {};
    for (const s of [GERMAN, SOVIET]) {
      const k = known?.keys[s];
      if (k !== undefined && changes.every((c) => c.was !== undefined && sideOfId(ctx, c.id) === s)) keys[s] = k;
    }
    store.set(state.units, (known = { version, keys }));
  }
  let key = known.keys[side];
  if (key === undefined) {
    key = '';
    for (const id of Object.keys(state.units)) {
      const u = state.units[id]!;
      if (u.status === 'on-map' && u.hex !== null && sideOfId(ctx, id) !== side) key += u.hex;
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
