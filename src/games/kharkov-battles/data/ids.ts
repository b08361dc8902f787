import { z } from 'zod';
import { hexId, type HexId } from '#kernel/ids';

/**
 * The names every part of the Kharkov Battles data shares: the two sides, the three
 * scenarios (KB 20.1-20.3), the two printed maps and the printed hex labels. One
 * definition each; the maps, the counters, the set-ups and the tables import them here.
 */
export const KbSideSchema = z.enum(['axis', 'soviet']);
export type KbSide = z.infer<typeof KbSideSchema>;

/** The three scenarios: Operation Star (20.1), Second Kharkov K (20.2), Third Kharkov L (20.3). */
export const KbScenarioIdSchema = z.enum(['operation-star', 'second-kharkov', 'third-kharkov']);
export type KbScenarioId = z.infer<typeof KbScenarioIdSchema>;

/** The printed maps: KB (Operation Star, Third Kharkov) and KH (Second Kharkov). */
export const MapIdSchema = z.enum(['KB', 'KH']);
export type MapId = z.infer<typeof MapIdSchema>;

/** A hex as printed: map code then four digits, row first (rows increase northward). */
export const PrintedHexSchema = z.string().regex(/^K[BH]\d{4}$/, 'a printed hex label like KB3617 or KH2526');
export type PrintedHex = z.infer<typeof PrintedHexSchema>;

/** The row (first two of the four digits) of a hex id ("3617") or printed label ("KB3617"). */
export const rowOf = (hex: string): number => Number(hex.slice(-4, -2));
/** The column (last two digits) of a hex id or printed label. */
export const colOf = (hex: string): number => Number(hex.slice(-2));
/** The map code of a printed label ("KB3617" is on KB). */
export const mapOf = (hex: PrintedHex): MapId => MapIdSchema.parse(hex.slice(0, 2));
/** The four-digit hex id inside a printed label ("KB3617" is hex 3617 of the KB map). */
export const idOf = (hex: PrintedHex): HexId => hexId(hex.slice(2));
