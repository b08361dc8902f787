import type { HexId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import { SOVIET, type DosSide } from '../state/sides';
import type { DosState } from '../state/types';
import { hexIndex } from './supply/hex-index';
import { sideNetwork } from './supply/network';
import { sectionOf } from './supply/sections';

/**
 * The side's supply sources for the retreat rule's "nearest source of supply" (DoS
 * 11.33): every functioning source of its network, ultimate or chained intermediate
 * (7.3, 7.8, 7.10, 7.14, supply/network.ts), and for the Soviet every north-sheet hex
 * east of the Volga (7.9). Sorted.
 */
export function supplySources(ctx: DosContext, state: DosState, side: DosSide): HexId[] {
  const net = sideNetwork(ctx, state, side);
  const { ids } = hexIndex(ctx);
  const out = new Set<HexId>();
  for (const sheet of ['north', 'south'] as const) {
    for (const i of net[sheet].nodes.keys()) if (sectionOf(ctx, ids[i]!) === sheet) out.add(ids[i]!);
  }
  if (side === SOVIET) for (const h of ids) if (ctx.map.hasFeature(h, 'east-of-volga') && sectionOf(ctx, h) === 'north') out.add(h);
  return [...out].sort();
}

/**
 * Supply-line length from every hex to the side's nearest functioning source, with the
 * 7.12 and 7.13 line rules of the hex's own sheet but no seven-hex cap (digest E11):
 * enemy units block, as do blocked and all-sea hexsides and sea hexes; lakes only for the
 * Soviet; the German side never across the Volga nor into an intact Don-Volga fort; the
 * German south-sheet lines reach the north network through Rostov only. A hex holding
 * enemy units gets a distance (a line may start there) but is never passed through.
 * Asked hex by hex (a retreat asks a few hexes, not the map): undefined for an unreached hex.
 */
export function supplyDistanceOf(ctx: DosContext, state: DosState, side: DosSide): (h: HexId) => number | undefined {
  const net = sideNetwork(ctx, state, side);
  const { index } = hexIndex(ctx);
  return (h) => {
    const i = index.get(h);
    if (i === undefined) return undefined;
    const d = net.distances(sectionOf(ctx, h)).distance[i]!;
    return d === -1 ? undefined : d;
  };
}
