import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';

/** The two map sheets (DoS 1.4): rows 01-33 north, 34-51 south. */
export type Section = 'north' | 'south';

/** The city every German south-map supply line runs through until Taman is active (DoS 7.4, 7.13: Rostov 2725 / N3635). */
export const ROSTOV = '2725';

/** A hex's map sheet: its `section` in the map data, else its row (DoS 1.4). */
export function sectionOf(ctx: DosContext, h: HexId): Section {
  const s = ctx.map.hex(h)?.section;
  if (s === 'north' || s === 'south') return s;
  return ctx.map.grid.coords(h).first <= 33 ? 'north' : 'south';
}

/** DoS 7.11: Astrakhan (feature `both-maps`) belongs to both sheets' Soviet networks. */
export const onSheet = (ctx: DosContext, h: HexId, sheet: Section): boolean =>
  sectionOf(ctx, h) === sheet || ctx.map.hasFeature(h, 'both-maps');

/** The Rostov hex of this map, or null when the map has none (small test maps). */
export const rostovOf = (ctx: DosContext): HexId | null => ctx.map.resolve(ROSTOV);
