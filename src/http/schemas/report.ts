import { z } from 'zod';
import { named } from '../openapi/components';
import { gameIdSchema } from './params';

/** `/api/games/:id/reports/:n.pdf`: the router hands over "3.pdf"; the step is the number. */
export const reportParams = z.object({
  id: gameIdSchema,
  n: z
    .preprocess((v) => (typeof v === 'string' ? v.replace(/\.pdf$/, '') : v), z.coerce.number().int().min(1).max(1_000_000))
    .describe('Adjudication step, 1, 2, … (the path ends in "<n>.pdf")'),
});

export const reportPdfSchema = named(
  'ReportPdf',
  z.string().meta({ format: 'binary' }).describe('A PDF: the overview map, detail maps, the combat report, the dice transcript and the whole map'),
);

export const mapSvgSchema = named(
  'MapSvg',
  z.string().describe('A self-contained SVG document of the map as the caller may see it (no scripts, no external references)'),
);
