import { z } from 'zod';
import { AnyTurnFile } from '#turnfile/envelope';
import { named } from '../openapi/components';

/**
 * The turn-file envelope, the very schema the service parses with (src/turnfile);
 * `orders` and `standing` are the title's: `umpire schema TITLE` prints one title's
 * complete JSON Schema.
 */
export const turnFileSchema = named(
  'TurnFile',
  AnyTurnFile,
  "A turn file as JSON (design.md, Turn file). `orders` and `standing` follow the title's schema.",
);

export const turnFileYamlSchema = named(
  'TurnFileYaml',
  z.string().describe('The same turn file written as YAML (any content type is accepted)'),
);
