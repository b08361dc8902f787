import { requiredOpt } from '../args';
import type { Command } from '../command';
import { stepReport } from '../format/step';

export const adjudicateCommand: Command = {
  name: 'adjudicate',
  summary: 'Referee: close the open window now and adjudicate',
  usage: 'GAME --referee-token TOKEN',
  description: 'Closes the open window with the files that are in (sides that sent none take no action) and prints the step.',
  options: {
    'referee-token': { type: 'string', value: 'TOKEN', help: 'The referee token' },
  },
  positionals: { min: 1, max: 1 },
  async run({ args, client, out }) {
    const step = await (await client()).adjudicate(args.positionals[0]!, requiredOpt(args, 'referee-token'));
    out.result(step, () => stepReport(step));
    return 0;
  },
};
