import { z } from 'zod';
// the bundle's map.aliases alone, so the schema does not pull the whole bundle into a build (docs/workers.md)
import printedHexes from '../../../../scenarios/campaign-to-stalingrad/dist/printed-hexes.json';

const PRINTED: Readonly<Record<string, string>> = printedHexes;

/**
 * A hex in a turn file: its id on the combined grid of the two maps ("6336"), or its
 * number as printed on the south map with an S ("S4336", 35.6), which is read as the
 * combined id. An unknown printed number is kept as written and refused later as a hex
 * that is not on the map.
 */
export const CtsHexSchema = z
  .string()
  .regex(/^[Ss]?\d{4}$/, { message: 'a hex is four digits, or S and four digits for the printed south map' })
  .transform((s) => PRINTED[s.toUpperCase()] ?? s);
