import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';

/** Seas whose coastal hexes give German coastal supply (DoS 7.5); the Caspian does not. */
const SUPPLYING_SEAS = new Set(['azov', 'black-sea']);

/** DoS 7.5: a land hex on the Sea of Azov or Black Sea coast (map data `coast`). */
export const isCoastalSupplyHex = (ctx: DosContext, h: HexId): boolean => {
  const coast = ctx.map.hex(h)?.coast;
  return coast !== undefined && SUPPLYING_SEAS.has(coast);
};
