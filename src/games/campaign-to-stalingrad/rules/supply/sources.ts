import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { Occupancy } from '../occupancy';
import { isArmyHq } from '../unit-kind';
import { tracesSupplyTo } from './line-of-supply';
import { supplyArea } from './supply-area';

const hqOrders = new WeakMap<CtsContext, WeakMap<CtsState['units'], Map<CtsSide, readonly string[]>>>();

/**
 * The side's Army HQ ids in the units record's own order (for...in), read once per record
 * and side: the sources are asked after every battle, and a record's ids and their order
 * never change (a working copy's writes, state/unit-writes.ts, only replace the records of
 * ids it holds).
 */
export function armyHqIds(ctx: CtsContext, units: CtsState['units'], side: CtsSide): readonly string[] {
  return cached(cached(cached(hqOrders, ctx, () => new WeakMap()), units, () => new Map()), side, () => {
    const out: string[] = [];
    for (const id in units) {
      const spec = ctx.units.get(id)!;
      if (spec.side === side && isArmyHq(spec)) out.push(id);
    }
    return out;
  });
}

/** A supply source and how long a Line of Supply to it may be (16.2). */
export interface Source {
  hex: HexId;
  length: number;
  /** What it is, for reports: "ger-6A-hq", "depot". */
  what: string;
}

const hqLength = (ctx: CtsContext, nationality: string): number =>
  nationality === 'german' ? ctx.tables.supply.lineOfSupply['german-army-hq']! : ctx.tables.supply.lineOfSupply['army-hq']!;

/** CtS 16.1, 16.6: Attack Supply sources: Activated Army HQs that are not Disrupted (13.0), and Depots. */
export function attackSources(ctx: CtsContext, state: CtsState, side: CtsSide): Source[] {
  const out: Source[] = [];
  for (const id of armyHqIds(ctx, state.units, side)) {
    const u = state.units[id]!;
    const spec = ctx.units.get(id)!;
    if (u.where !== 'map' || u.hex === null || !u.activated || u.disrupted) continue;
    out.push({ hex: u.hex, length: hqLength(ctx, spec.nationality), what: id });
  }
  for (const d of state.depots) if (d.side === side) out.push({ hex: d.hex, length: ctx.tables.supply.lineOfSupply.depot!, what: 'depot' });
  return out;
}

/** Army HQs that are not Disrupted, for the isolation exception (9.3.1). */
export function armyHqSources(ctx: CtsContext, state: CtsState, side: CtsSide): Source[] {
  const out: Source[] = [];
  for (const id of armyHqIds(ctx, state.units, side)) {
    const u = state.units[id]!;
    const spec = ctx.units.get(id)!;
    if (u.where !== 'map' || u.hex === null || u.disrupted) continue;
    out.push({ hex: u.hex, length: hqLength(ctx, spec.nationality), what: id });
  }
  return out;
}

/** The first source (in the order given) a unit in `hex` traces a Line of Supply to, or null. */
export function sourceReached(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, hex: HexId, sources: readonly Source[]): Source | null {
  for (const s of sources) if (tracesSupplyTo(ctx, occ, side, enemyBonds, hex, s.hex, s.length)) return s;
  return null;
}

/**
 * sourceReached asked of many hexes of one position (a side's options): the hexes that
 * trace a Line of Supply to a source are found once, by one search back from it
 * (supplyArea, which agrees with a trace from each hex), when a hex first needs it; the
 * answer for each hex is kept.
 */
export function sourceFinder(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, sources: readonly Source[]): (hex: HexId) => Source | null {
  const areas: ReadonlySet<HexId>[] = [];
  const known = new Map<HexId, Source | null>();
  const find = (hex: HexId): Source | null => {
    if (!ctx.map.has(hex)) return sourceReached(ctx, occ, side, enemyBonds, hex, sources);
    for (let i = 0; i < sources.length; i++) {
      const s = sources[i]!;
      const area = (areas[i] ??= supplyArea(ctx, occ, side, enemyBonds, [{ hexes: new Set([s.hex]), length: s.length }]));
      if (area.has(hex)) return s;
    }
    return null;
  };
  return (hex) => {
    if (!known.has(hex)) known.set(hex, find(hex));
    return known.get(hex)!;
  };
}
