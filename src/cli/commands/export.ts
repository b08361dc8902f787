import { stringOpt } from '../args';
import type { Command } from '../command';
import { writeOutputFile } from '../files';

export const exportCommand: Command = {
  name: 'export',
  summary: "A game's archive as one JSON document",
  usage: 'GAME [--token TOKEN] [-o FILE]',
  description: [
    "Writes the archive: the public copy without a token, a side's copy with its token, everything",
    'with the referee token or once the game has ended. Check it with `umpire verify`.',
  ].join('\n'),
  options: {
    token: { type: 'string', value: 'TOKEN', help: "A side's token or the referee token" },
    output: { type: 'string', short: 'o', value: 'FILE', help: 'Write to FILE instead of standard output' },
  },
  positionals: { min: 1, max: 1 },
  async run({ args, client, out }) {
    const archive = await (await client()).archive(args.positionals[0]!, stringOpt(args, 'token'));
    const text = JSON.stringify(archive, null, 2);
    const file = stringOpt(args, 'output');
    if (!file) {
      out.raw(text);
      return 0;
    }
    await writeOutputFile(file, text);
    const what = `${archive.steps.length} steps, ${typeof archive.redaction === 'string' ? archive.redaction : `side ${archive.redaction.side}`} copy`;
    out.result({ file, steps: archive.steps.length, redaction: archive.redaction }, () => `Archive written to ${file} (${what})`);
    return 0;
  },
};
