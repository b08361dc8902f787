import type { HexId } from '#kernel/ids';
import { hexsideKey } from '#kernel/hex/hexside';
import type { KbSide } from '../data/ids';
import type { KbMapView } from '../data/map-view';
import { geographyOf } from '../rules/supply/geography';
import { linesToSources, supplyLines, type LineLengths, type SupplyLines } from '../rules/supply/line';
import type { SupplyQueries } from '../rules/supply/queries';
import { inEnemyZoc } from '../rules/zoc/enemy-zoc';
import type { KbContext } from '../state/context';
import { enemyOf, occupancy } from '../state/occupancy';
import type { KbState } from '../state/types';
import type { SupplyLine } from '../victory/types';

/**
 * KB 7.4, 8.1, 8.2, 18.21: what a supply line asks of the position, answered from the
 * state: units, the other side's ZOC as the supply context reads it outside a combat phase
 * (7.42), Pontoon Bridges, and the scenario's sources (the play area's, 20.1-20.3).
 */
export function supplyQueriesOf(ctx: KbContext, view: KbMapView, state: KbState): SupplyQueries {
  const occ = occupancy(ctx, state);
  const sources = view.playArea(state.scenario).supply;
  const pontoons = new Set(state.markers.pontoons.map((p) => hexsideKey(p.hex, p.across)));
  return {
    enemyOccupied: (h, side) => occ.at(h, enemyOf(side)).length > 0,
    friendlyOccupied: (h, side) => occ.at(h, side).length > 0,
    enemyZoc: (h, side) => inEnemyZoc(ctx, state, side, h, 'supply'),
    sources: (side) => sources[side] as HexId[],
    pontoon: (a, b) => pontoons.has(hexsideKey(a, b)),
  };
}

/** One position's supply lines for each side, built when first asked (KB 8.1). */
export interface PositionSupply {
  queries: SupplyQueries;
  lines(side: KbSide): SupplyLines;
  toSources(side: KbSide): LineLengths;
  /** KB 8.31: the side traces a line of any length from the hex to a friendly source (victory's question). */
  traces: SupplyLine;
}

export function positionSupply(ctx: KbContext, view: KbMapView, state: KbState): PositionSupply {
  const queries = supplyQueriesOf(ctx, view, state);
  const geo = geographyOf(ctx.map, { inPlay: (h) => view.inPlay(state.scenario, h) }); // KB 20.3: rows out of play
  const lines = new Map<KbSide, SupplyLines>();
  const toSources = new Map<KbSide, LineLengths>();
  const linesOf = (side: KbSide): SupplyLines => {
    let l = lines.get(side);
    if (!l) lines.set(side, (l = supplyLines(geo, queries, side)));
    return l;
  };
  const sourcesOf = (side: KbSide): LineLengths => {
    let l = toSources.get(side);
    if (!l) toSources.set(side, (l = linesToSources(linesOf(side), queries)));
    return l;
  };
  return { queries, lines: linesOf, toSources: sourcesOf, traces: (side, hex) => sourcesOf(side).lengthFrom(hex) !== null };
}

/** The map view a step needs, or a clear error naming the step. */
export function viewFor(view: KbMapView | undefined, step: string): KbMapView {
  if (!view) throw new Error(`the server's ${step} step reads the scenario's map (supply sources, edge duties): pass ServerStepInput.view`);
  return view;
}
