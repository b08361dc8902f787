import type { Command } from '../command';
import { UsageError } from '../errors';

export const DEFAULT_SCHEMA_TITLE = 'drive-on-stalingrad';

export const schemaCommand: Command = {
  name: 'schema',
  summary: "Print a title's turn-file JSON Schema",
  usage: '[TITLE]',
  description: [
    'Prints the JSON Schema of a turn file for TITLE (default drive-on-stalingrad): the envelope',
    "with the title's orders and standing orders. Editors use it to check and complete turn files.",
    'Works offline.',
  ].join('\n'),
  options: {},
  positionals: { min: 0, max: 1 },
  async run({ args, out }) {
    const title = args.positionals[0] ?? DEFAULT_SCHEMA_TITLE;
    const { rulesetFor, rulesets } = await import('#games');
    const { turnFileJsonSchema } = await import('#turnfile/json-schema');
    const ruleset = rulesetFor(title);
    if (!ruleset) {
      throw new UsageError(`unknown title "${title}"; known: ${rulesets.map((r) => r.id).join(', ')}`);
    }
    const schema = turnFileJsonSchema({ id: ruleset.id, orderSchema: ruleset.orderSchema, standingSchema: ruleset.standingSchema });
    out.raw(JSON.stringify(schema, null, 2));
    return 0;
  },
};
