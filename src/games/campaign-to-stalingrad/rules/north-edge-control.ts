import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';
import { hasLocTo } from './communication';
import { printedNorthBoundary } from './friendly-edge';
import { extendedAxisNorthEdge } from './map-edge';
import { occupancy } from './occupancy';
import { generalSupplySources, inGeneralSupply } from './supply/general-supply';
import { isHq, isNonCombat } from './unit-kind';
import { bondsOf } from './zones-of-control';

/**
 * CtS 8.2, in the Soviet Supply Phase: the Axis units on the north map edge at least ten
 * hexes east of the printed boundary (1045) that are in General Supply (16.5) and trace a
 * LOC (9.1) to the west map edge move the Axis friendly north edge to ten hexes short of
 * the easternmost of them (E3: 1027 -> 1037); with none, the marker comes off and the
 * edge is that of 8.0 again. The marker is `state.axisNorthEdge`.
 */
export function adjustNorthEdge(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const boundary = printedNorthBoundary(ctx);
  if (boundary === null) return { state, events: [] };
  const g = ctx.map.data.grid;
  const north = g.firstRange[0];
  const west = g.secondRange[1];
  const candidates = Object.entries(state.units)
    .filter(([id, u]) => u.where === 'map' && u.hex !== null && ctx.units.get(id)!.side === 'axis' && !isNonCombat(ctx.units.get(id)!))
    .filter(([, u]) => Number(u.hex!.slice(0, 2)) === north && Number(u.hex!.slice(2)) <= boundary - 10)
    .sort(([, a], [, b]) => Number(a.hex!.slice(2)) - Number(b.hex!.slice(2)));
  let marker: number | null = null;
  let by: string | null = null;
  if (candidates.length > 0) {
    const occ = occupancy(ctx, state);
    const sovietBonds = bondsOf(ctx, state, 'soviet', occ);
    const sources = generalSupplySources(ctx, state, occ, 'axis', sovietBonds);
    const westEdge = new Set([...ctx.edges.axis].filter((h) => Number(h.slice(2)) === west)) as ReadonlySet<HexId>;
    // furthest east first: the first that qualifies sets the marker
    for (const [id, u] of candidates) {
      const supplied = isHq(ctx.units.get(id)!) || inGeneralSupply(ctx, occ, 'axis', sovietBonds, u.hex!, sources);
      if (!supplied || !hasLocTo(ctx, state, occ, 'axis', u.hex!, sovietBonds, westEdge)) continue;
      marker = extendedAxisNorthEdge([Number(u.hex!.slice(2))], boundary);
      by = id;
      break;
    }
  }
  const before = state.axisNorthEdge ?? null;
  if (marker === before) return { state, events: [] };
  const hex = (c: number): string => `${north}${String(c).padStart(2, '0')}`;
  if (marker === null) {
    const { axisNorthEdge: _gone, ...rest } = state;
    return {
      state: rest,
      events: [{ type: 'north-edge', rule: 'CtS 8.2', axisNorthEdge: null, text: `no Axis unit holds the north edge ten hexes east of ${hex(boundary)} in General Supply with a LOC to the west edge: the Axis friendly north edge is back to ${hex(boundary + 1)} (CtS 8.0, 8.2)` }],
    };
  }
  return {
    state: { ...state, axisNorthEdge: marker },
    events: [{ type: 'north-edge', rule: 'CtS 8.2', axisNorthEdge: marker, unit: by, text: `${by} holds ${state.units[by!]!.hex} in General Supply with a LOC to the west edge: the Axis friendly north edge runs to ${hex(marker)} (CtS 8.2)` }],
  };
}
