import { requiredOpt, stringOpt } from '../args';
import type { Command, CommandContext } from '../command';
import { CommandFailed, UsageError } from '../errors';
import { gameOfFile } from '../file-game';
import { readInput, writeOutputFile } from '../files';

export const signCommand: Command = {
  name: 'sign',
  summary: 'Sign a turn file with your token (for mail, or to submit without a token)',
  usage: 'FILE --token TOKEN [--title TITLE] [-o FILE]',
  description: [
    "Adds auth.signature (HMAC-SHA256 over the file's canonical JSON, keyed from your token) and",
    'removes any auth.token, so the file can travel by mail without the token. YAML stays YAML with',
    "its comments. The file is checked against its title's schema first: --title names the title",
    "(works offline); without it the title is looked up from the file's game (UMPIRE_URL or UMPIRE_DB).",
    'Writes the signed file to standard output, or to -o FILE.',
  ].join('\n'),
  options: {
    token: { type: 'string', value: 'TOKEN', help: "Your side's token" },
    title: { type: 'string', value: 'TITLE', help: 'Title id, e.g. drive-on-stalingrad (default: from the game)' },
    output: { type: 'string', short: 'o', value: 'FILE', help: 'Write the signed file to FILE' },
  },
  positionals: { min: 1, max: 1 },
  async run(ctx) {
    const { args, io, out } = ctx;
    const token = requiredOpt(args, 'token');
    const text = await readInput(io, args.positionals[0]!);
    const ruleset = await rulesetOf(ctx, text);
    const { withSignature } = await import('../../turnfile/signature');
    const signed = withSignature(text, token, { order: ruleset.orderSchema, standing: ruleset.standingSchema });
    if (!signed.ok) throw new CommandFailed('The turn file does not parse; nothing was signed.', 'invalid-file', signed.issues, 422);
    const file = stringOpt(args, 'output');
    if (file) await writeOutputFile(file, signed.text);
    if (out.json) out.result({ signed: signed.text, ...(file ? { file } : {}) }, () => '');
    else if (file) out.note(`Signed file written to ${file}`);
    else io.stdout.write(signed.text);
    return 0;
  },
};

async function rulesetOf(ctx: CommandContext, text: string) {
  const { rulesetFor } = await import('../../games');
  let title = stringOpt(ctx.args, 'title');
  if (!title) {
    const game = gameOfFile(text);
    if (!game) throw new UsageError('--title is required: the file names no game to look the title up from');
    title = (await (await ctx.client()).summary(game)).title;
  }
  const ruleset = rulesetFor(title);
  if (!ruleset) throw new UsageError(`unknown title "${title}"`);
  return ruleset;
}
