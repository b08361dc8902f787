import { requiredOpt, stringOpt } from '../args';
import type { Command } from '../command';
import { writeOutputFile } from '../files';

export const templateCommand: Command = {
  name: 'template',
  summary: 'A ready-to-edit YAML turn file for the open window',
  usage: 'GAME --token TOKEN [--side SIDE] [-o FILE]',
  description: [
    "Prints the side's turn-file template for the open window (YAML with comments: units,",
    'options, example orders). With the referee token, --side names the side.',
  ].join('\n'),
  options: {
    token: { type: 'string', value: 'TOKEN', help: "The side's token (or the referee token with --side)" },
    side: { type: 'string', value: 'SIDE', help: 'With the referee token: whose template' },
    output: { type: 'string', short: 'o', value: 'FILE', help: 'Write to FILE instead of standard output' },
  },
  positionals: { min: 1, max: 1 },
  async run({ args, client, out }) {
    const game = args.positionals[0]!;
    const yaml = await (await client()).template(game, requiredOpt(args, 'token'), stringOpt(args, 'side'));
    const file = stringOpt(args, 'output');
    if (file) await writeOutputFile(file, yaml);
    if (out.json) out.result({ game, template: yaml, ...(file ? { file } : {}) }, () => '');
    else if (file) out.note(`Template written to ${file}`);
    else out.raw(yaml);
    return 0;
  },
};
