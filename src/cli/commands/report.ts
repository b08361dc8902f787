import { stringOpt } from '../args';
import type { Command } from '../command';
import { UsageError } from '../errors';
import { writeBinaryFile } from '../files';
import { stepReport } from '../format/step';

export const reportCommand: Command = {
  name: 'report',
  summary: "One step's combat report: events, dice and seed",
  usage: 'GAME STEP [--token TOKEN] [--pdf FILE]',
  description: [
    'Prints the events of adjudication step STEP as readable lines, then its dice transcript and',
    "revealed seed. Without a token it is the public's copy; a side's token shows what that side",
    "may see; the referee token shows everything. With --pdf FILE it writes that copy of the step's PDF",
    'report instead: the map, detail maps, the combat report and the dice (a side or referee token is needed).',
  ].join('\n'),
  options: {
    token: { type: 'string', value: 'TOKEN', help: "A side's token or the referee token" },
    pdf: { type: 'string', value: 'FILE', help: "Write the step's PDF report (maps, combat report, dice) to FILE instead; needs a token" },
  },
  positionals: { min: 2, max: 2 },
  async run({ args, client, out }) {
    const [game, raw] = args.positionals as [string, string];
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < 1) throw new UsageError(`STEP must be a step number (1, 2, …), got "${raw}"`);
    const pdf = stringOpt(args, 'pdf');
    if (pdf) {
      const bytes = await (await client()).reportPdf(game, n, stringOpt(args, 'token'));
      await writeBinaryFile(pdf, bytes);
      out.result({ file: pdf, step: n, bytes: bytes.length }, () => `PDF report of step ${n} written to ${pdf} (${bytes.length} bytes)`);
      return 0;
    }
    const step = await (await client()).step(game, n, stringOpt(args, 'token'));
    out.result(step, () => stepReport(step));
    return 0;
  },
};
