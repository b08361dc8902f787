import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import { geographyOf } from '../../rules/supply/geography';
import { supplyLines, type SupplyLines } from '../../rules/supply/line';
import type { SupplyQueries } from '../../rules/supply/queries';
import { printedSources, thirdKharkovSources } from '../../rules/supply/sources';
import { zocField } from '../../rules/zoc/enemy-zoc';
import type { ZocContext } from '../../rules/zoc/contexts';
import type { KbContext } from '../../state/context';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';

/**
 * KB 8.2, 20.1-20.3: the side's supply sources in the state's scenario: those printed on the
 * map and in play (Operation Star, Second Kharkov), with Third Kharkov's map-edge hexes.
 */
export function sourcesOf(ctx: KbContext, state: KbState, side: KbSide): HexId[] {
  if (state.scenario === 'third-kharkov') return thirdKharkovSources(ctx.map)[side];
  return printedSources(ctx.map, side).filter((h) => state.owner[h] !== undefined);
}

/**
 * What a supply line asks of the position (KB 7.4, 8.1, 18.21), answered from the state: the
 * enemy's ZOC as `context` reads it before friendly units negate it (supply negates it
 * itself, 7.42): 'movement' outside a combat phase (7.24), 'attack-determination' in one
 * (7.31). The sources are the scenario's (`sourcesOf`) unless given.
 */
export function stateSupplyQueries(ctx: KbContext, state: KbState, sources: (side: KbSide) => readonly HexId[] = (side) => sourcesOf(ctx, state, side), context: ZocContext = 'movement'): SupplyQueries {
  const occ = occupancy(ctx, state);
  const zoc = { axis: zocField(ctx, state, 'axis', context), soviet: zocField(ctx, state, 'soviet', context) };
  const pontoons = new Set(state.markers.pontoons.flatMap((p) => [`${p.hex}|${p.across}`, `${p.across}|${p.hex}`]));
  return {
    enemyOccupied: (h, side) => occ.occupant(h) === enemyOf(side),
    friendlyOccupied: (h, side) => occ.occupant(h) === side,
    enemyZoc: (h, side) => zoc[enemyOf(side)][ctx.hexNumber(h)] === 1,
    sources,
    pontoon: (a, b) => pontoons.has(`${a}|${b}`),
  };
}

type LinesBySide = Map<string, SupplyLines>;
const memo = new WeakMap<KbContext, WeakMap<KbState['units'], WeakMap<KbState['markers'], WeakMap<KbState['owner'], LinesBySide>>>>();

/** The answers kept for this position: what a supply line reads of it is its units, markers and owners (and the scenario, in the key). */
function store(ctx: KbContext, state: KbState): LinesBySide {
  const at = <K extends object, V>(m: WeakMap<K, V>, k: K, make: () => V): V => {
    let v = m.get(k);
    if (v === undefined) m.set(k, (v = make()));
    return v;
  };
  const byUnits = at(memo, ctx, () => new WeakMap());
  const byMarkers = at(byUnits, state.units, () => new WeakMap());
  const byOwner = at(byMarkers, state.markers, () => new WeakMap());
  return at(byOwner, state.owner, () => new Map());
}

/**
 * The side's supply lines over the scenario's play area now (KB 8.1, 20.3). Worked out once
 * per position and side (the Preparation window's choices and its adjudication ask the same
 * position); the lines kept are never changed.
 */
export function stateSupplyLines(ctx: KbContext, state: KbState, side: KbSide): SupplyLines {
  const kept = store(ctx, state);
  const key = `${state.scenario}|${side}`;
  let lines = kept.get(key);
  if (!lines) {
    const geo = geographyOf(ctx.map, { inPlay: (h) => state.owner[h] !== undefined });
    kept.set(key, (lines = supplyLines(geo, stateSupplyQueries(ctx, state), side)));
  }
  return lines;
}
