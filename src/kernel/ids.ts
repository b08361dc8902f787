/**
 * Branded identifiers. They are plain strings at run time; the brand keeps a hex id
 * from being passed where a unit id is expected. Parse once at the edge (zod), then
 * carry the branded type inward.
 */
export type Brand<T, B extends string> = T & { readonly __brand: B };

/** A hex in the title's printed label format, e.g. DoS "2725" (Rostov). */
export type HexId = Brand<string, 'HexId'>;
/** A counter's stable id within a title's order of battle, e.g. "ger-gd". */
export type UnitId = Brand<string, 'UnitId'>;
/** A side of play, lower-case, as the title declares it: "german", "soviet". */
export type Side = Brand<string, 'Side'>;
/** A decision window id: `T{nn}/{name}`, e.g. "T03/german-combat". */
export type WindowId = Brand<string, 'WindowId'>;
/** A game id, e.g. "g_7QH2". */
export type GameId = Brand<string, 'GameId'>;

export const hexId = (s: string): HexId => s as HexId;
export const unitId = (s: string): UnitId => s as UnitId;
export const side = (s: string): Side => s as Side;
export const windowId = (s: string): WindowId => s as WindowId;
export const gameId = (s: string): GameId => s as GameId;
