import type { Command } from '../command';
import { summaryLines } from '../format/summary';

export const statusCommand: Command = {
  name: 'status',
  summary: "A game's public summary: turn, open window, who it waits for, deadline",
  usage: 'GAME',
  description: 'Prints the public summary of the game; needs no token.',
  options: {},
  positionals: { min: 1, max: 1 },
  async run({ args, client, out }) {
    const summary = await (await client()).summary(args.positionals[0]!);
    out.result(summary, () => summaryLines(summary));
    return 0;
  },
};
