import type { Issue } from '#kernel/engine/issues';
import type { Ruleset } from '#kernel/engine/ruleset';
import { requiredOpt, stringOpt } from '../args';
import { hasGames } from '../client/open-client';
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
    "its comments. The file is checked against its title's schema first. Needs no server and no",
    "database: the file's orders tell its title (--title names it when they cannot, e.g. for",
    "drive-on-stalingrad); only then is the file's game looked up (UMPIRE_URL or an existing UMPIRE_DB).",
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
    const signed = await signedText(ctx, text, token);
    if (!signed.ok) throw new CommandFailed('The turn file does not parse; nothing was signed.', 'invalid-file', signed.issues, 422);
    const file = stringOpt(args, 'output');
    if (file) await writeOutputFile(file, signed.text);
    if (out.json) out.result({ signed: signed.text, ...(file ? { file } : {}) }, () => '');
    else if (file) out.note(`Signed file written to ${file}`);
    else io.stdout.write(signed.text);
    return 0;
  },
};

type Signed = { ok: true; text: string } | { ok: false; issues: Issue[] };

/**
 * Signs against the named title's schema; without --title, against every title's: the orders
 * of one title are not orders of another, so the file reads as one title's, or every title
 * that reads it signs it alike (a file with no orders). Only when titles disagree, or none
 * reads the file, is the game looked up (UMPIRE_URL or an existing UMPIRE_DB) for its title.
 */
async function signedText(ctx: CommandContext, text: string, token: string): Promise<Signed> {
  const [{ rulesetFor, rulesets }, { withSignature }] = await Promise.all([import('#games'), import('#turnfile/signature')]);
  const sign = (r: Ruleset): Signed => withSignature(text, token, { order: r.orderSchema, standing: r.standingSchema });
  const title = stringOpt(ctx.args, 'title');
  if (title) {
    const ruleset = rulesetFor(title);
    if (!ruleset) throw new UsageError(`unknown title "${title}"; titles: ${rulesets.map((r) => r.id).join(', ')}`);
    return sign(ruleset);
  }
  const tries = rulesets.map((r) => ({ title: r.id, signed: sign(r) }));
  const readers = tries.filter((t) => t.signed.ok);
  const texts = new Set(readers.map((t) => (t.signed.ok ? t.signed.text : '')));
  if (texts.size === 1) return readers[0]!.signed;
  const gameTitle = await titleOfGame(ctx, text);
  if (gameTitle) return sign(rulesetFor(gameTitle) ?? rulesets[0]!);
  if (readers.length > 1) throw new UsageError(`--title is needed: the file reads as a file of ${readers.map((t) => t.title).join(' and ')}`);
  // No title reads it: report the issues of the title it comes closest to.
  return tries.reduce((best, t) => (issueCount(t.signed) < issueCount(best.signed) ? t : best)).signed;
}

const issueCount = (s: Signed) => (s.ok ? 0 : s.issues.length);

/** The title of the file's game, when a server (UMPIRE_URL) or an existing database knows it. */
async function titleOfGame(ctx: CommandContext, text: string): Promise<string | undefined> {
  const game = gameOfFile(text);
  if (!game || !hasGames(ctx.env)) return undefined;
  return (await (await ctx.client()).summary(game)).title;
}
