import { z } from 'zod';
import { named } from '../openapi/components';

export const templateSchema = named(
  'TurnFileTemplate',
  z.string().describe('A ready-to-edit YAML turn file for the open window, with comments'),
);

export const templateQuery = z.object({
  side: z.string().min(1).max(40).optional().describe('With the referee token: the side to write the template for'),
});
