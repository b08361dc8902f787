import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { ZocBond } from '#kernel/zoc/bonds';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { withCancelled } from '../cancelled-bonds';
import { accessHexes } from './display-sections';
import { majorCityBattlesOn } from './switch';

/**
 * CtS 24.5, 24.6: the Major City Battle hexes of a position with, for each side, the hexes
 * beyond its Access Hexsides ("An exterior hexside ... of any friendly section of the display
 * hexes is called an Access Hexside"). Made once per battles record (the state's
 * `cityBattles` object), so that the questions below, asked on every step of a search, read
 * sets.
 */
export interface CityGates {
  readonly access: ReadonlyMap<HexId, Readonly<Record<CtsSide, ReadonlySet<HexId>>>>;
}

const gatesByBattles = new WeakMap<CtsContext, WeakMap<object, CityGates>>();

/**
 * The gates of the Major City Battles under way, when the game plays 24.6's properties of the
 * display hex (engine cts-7, readings.ts `cityDisplayProperties`) and any battle is under
 * way; else null, and every hexside of a city hex is open as before.
 */
export function cityGates(ctx: CtsContext, state: Pick<CtsState, 'cityBattles' | 'scenario' | 'rules'>): CityGates | null {
  const battles = state.cityBattles;
  if (!ctx.readings.cityDisplayProperties || !battles || Object.keys(battles).length === 0 || !majorCityBattlesOn(ctx, state)) return null;
  return cached(cached(gatesByBattles, ctx, () => new WeakMap()), battles, () => {
    const access = new Map<HexId, Record<CtsSide, ReadonlySet<HexId>>>();
    for (const [hex, battle] of Object.entries(battles)) {
      const h = hex as HexId;
      access.set(h, { axis: new Set(accessHexes(ctx, h, battle, 'axis')), soviet: new Set(accessHexes(ctx, h, battle, 'soviet')) });
    }
    return { access };
  });
}

/**
 * CtS 24.6 (3), (4): whether a step of `side` from `from` into the adjacent `to` keeps to its
 * Access Hexsides: out of a Major City Battle hex only into a hex beyond one of its side's
 * Access Hexsides, into one only from such a hex.
 */
export function throughAccess(gates: CityGates, side: CtsSide, from: HexId, to: HexId): boolean {
  const out = gates.access.get(from);
  if (out && !out[side].has(to)) return false;
  const into = gates.access.get(to);
  return !into || into[side].has(from);
}

/** Whether `hex` is a Major City Battle hex `side` may enter from `from` (24.6 (3), (4): both sides' units stand in it). */
export function entersDisplay(gates: CityGates | null, side: CtsSide, from: HexId, hex: HexId): boolean {
  return gates?.access.get(hex)?.[side].has(from) === true;
}

/** 24.6 (3)'s refusal of a step, as a sentence; null when the step keeps to the Access Hexsides. */
export function accessProblem(gates: CityGates | null, side: CtsSide, from: HexId, to: HexId): string | null {
  if (!gates || throughAccess(gates, side, from, to)) return null;
  const city = gates.access.has(from) ? from : to;
  return `the Major City Battle hex ${city} is entered and left only through the Access Hexsides of its side (towards ${[...gates.access.get(city)![side]].join(' ')}), not ${city === from ? `into ${to}` : `from ${from}`}`;
}

const zocByMap = new WeakMap<BondMap, WeakMap<CityGates, Map<CtsSide, BondMap>>>();

/**
 * CtS 24.6 (2) "Zones of Control only extend out through Access Hexsides": the bonds of `side`
 * less those formed by the ZOC of its units in a Major City Battle hex across a hexside that
 * is not one of its Access Hexsides. A Hex Bond leaves the city hex through the hexside facing
 * its bonded hex; a Hexside Bond lies on the side between two hexes next to the city hex, and
 * stands when the city's ZOC reaches either of them through an Access Hexside (a reading: the
 * bonded side borders both, and a ZOC that reaches a hex reaches its sides).
 */
export function zocThroughAccess(gates: CityGates, side: CtsSide, bonds: BondMap): BondMap {
  return cached(cached(cached(zocByMap, bonds, () => new WeakMap()), gates, () => new Map()), side, () => {
    const gone = new Set<ZocBond>();
    for (const b of bonds.bonds) {
      for (const end of b.ends) {
        const access = gates.access.get(end)?.[side];
        if (!access) continue;
        const reaches = b.kind === 'hex' ? access.has(b.hex) : access.has(b.between[0]) || access.has(b.between[1]);
        if (!reaches) gone.add(b);
      }
    }
    // always a map of its own, so that the gates travel with it (gatesOfBonds)
    const map = withCancelled(bonds, gone);
    gatesByBonds.set(map, gates);
    return map;
  });
}

const gatesByBonds = new WeakMap<BondMap, CityGates>();

/**
 * The Major City Battle gates of the position whose bonds (bondsOf) are `bonds`: the searches
 * of a Line of Supply (16.2) and of a Line of Communication (9.1) are given a position as its
 * Occupancy and the enemy's bonds, and 24.6 (4) travels with the bonds; null when the game
 * does not play 24.6 or no battle is under way.
 */
export function gatesOfBonds(bonds: BondMap): CityGates | null {
  return gatesByBonds.get(bonds) ?? null;
}

/**
 * CtS 24.6 (4) "A Line Of Supply and a Line Of Communication can be traced into and through a
 * partially controlled city hex as long as entry and exit occurs through Access Hexsides": the
 * verdict on a line's step from `from` into `to` that the display hex changes: 'closed' across
 * a hexside that is not one of `side`'s Access Hexsides, 'open' into a display hex through one
 * (its enemy units do not block the line), null when neither hex is a display hex.
 */
export function lineThroughCity(gates: CityGates | null, side: CtsSide, from: HexId, to: HexId): 'open' | 'closed' | null {
  if (!gates || (!gates.access.has(from) && !gates.access.has(to))) return null;
  if (!throughAccess(gates, side, from, to)) return 'closed';
  return gates.access.has(to) ? 'open' : null;
}
