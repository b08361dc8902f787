import { stringOpt } from '../args';
import type { Command } from '../command';
import { UsageError } from '../errors';
import { gameOfFile } from '../file-game';
import { readInput } from '../files';
import { receiptLines } from '../format/receipt';

export const submitCommand: Command = {
  name: 'submit',
  summary: 'Submit a turn file (YAML or JSON)',
  usage: 'FILE [--game ID] [--token TOKEN]',
  description: [
    "Sends the turn file (FILE, or - for standard input) with the side's token, or without one",
    'when the file is signed (`umpire sign`) or carries auth.token. The game defaults to the',
    "file's `game`. Prints the receipt; a refused file prints every error and exits with 1.",
  ].join('\n'),
  options: {
    game: { type: 'string', value: 'ID', help: "Game id (default: the file's `game`)" },
    token: { type: 'string', value: 'TOKEN', help: "The side's token (not needed for a signed file)" },
  },
  positionals: { min: 1, max: 1 },
  async run({ args, io, client, out }) {
    const text = await readInput(io, args.positionals[0]!);
    const game = stringOpt(args, 'game') ?? gameOfFile(text);
    if (!game) throw new UsageError('--game is required: the file names no game');
    const receipt = await (await client()).submit(game, text, stringOpt(args, 'token'));
    out.result({ receipt }, () => receiptLines(receipt));
    return 0;
  },
};
