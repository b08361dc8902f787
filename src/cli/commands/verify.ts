import type { VerifyReport } from '#archive/verify';
import type { Command } from '../command';
import { stringOpt } from '../args';
import { CommandFailed, UsageError } from '../errors';
import { readInput } from '../files';
import type { Io } from '../io';

/** Archives with more steps than this report their progress on stderr. */
const PROGRESS_FROM_STEPS = 20;

export const verifyCommand: Command = {
  name: 'verify',
  summary: 'Check an archive offline: seeds, dice, log chain, and a full replay once the game has ended',
  usage: 'ARCHIVE.json',
  description: [
    'Verifies an archive (from `umpire export` or GET /api/games/:id/archive) with no server and no',
    'secret: every seed hashes back to the dice commitment, every public die is recomputed, the log',
    'chain holds. A full archive (the referee copy, or any copy once the game has ended) also has its',
    'hidden draws re-derived and the whole game replayed from the scenario. Prints each check; on any',
    'mismatch exits with 1 and names the step, referee entry or member. Use - to read the archive',
    'from standard input. With --head, also checks that the archive holds the log a receipt or results',
    'mail gave you (its "Log head"): a copy changed or re-chained since then does not. A signed archive',
    "(from the API) has the server's signature on its head checked; --key checks it is the server's key.",
  ].join('\n'),
  options: {
    head: { type: 'string', value: 'HASH', help: 'A log head you kept from a receipt or results mail: the archive must hold that log' },
    key: { type: 'string', value: 'HEX', help: "The server's public key (GET /api/key): the archive's signature must be by it" },
  },
  positionals: { min: 1, max: 1 },
  async run({ args, io, out }) {
    const file = args.positionals[0]!;
    const archive = parseArchive(await readInput(io, file), file);
    const { verifyArchive } = await import('#archive/verify');
    const { rulesetFor } = await import('#games');
    const head = stringOpt(args, 'head');
    if (head !== undefined && !/^[0-9a-fA-F]{64}$/.test(head)) throw new UsageError(`--head takes a log head of 64 hex digits, got ${JSON.stringify(head)}`);
    const key = stringOpt(args, 'key');
    if (key !== undefined && !/^[0-9a-fA-F]{64}$/.test(key)) throw new UsageError(`--key takes an Ed25519 public key of 64 hex digits, got ${JSON.stringify(key)}`);
    const { checkSignature } = await import('#archive/verify/signature-check');
    const report = await checkSignature(
      verifyArchive(archive, (id) => rulesetFor(id) ?? null, { onProgress: progress(io, archive), ...(head !== undefined ? { head } : {}) }),
      archive,
      key,
    );
    out.result(report, () => reportLines(report));
    if (!report.ok) {
      const f = report.failure;
      const where = f?.entry !== undefined ? `referee entry ${f.entry}: ` : f?.step !== undefined ? `step ${f.step}: ` : f?.field !== undefined ? `${f.field}: ` : '';
      throw new CommandFailed(`verification failed at ${where}${f?.check ?? 'unknown check'}: ${f?.message ?? report.summary}`, 'verify-failed');
    }
    return 0;
  },
};

function parseArchive(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new CommandFailed(`${file} is not JSON: ${(err as Error).message}`, 'not-json');
  }
}

function progress(io: Io, archive: unknown): ((done: number, total: number) => void) | undefined {
  const steps = (archive as { steps?: unknown[] } | null)?.steps;
  if (!Array.isArray(steps) || steps.length < PROGRESS_FROM_STEPS) return undefined;
  return (done, total) => {
    if (io.stderrIsTty) io.stderr.write(`\rverifying step ${done}/${total}${done === total ? '\n' : ''}`);
    else if (done === total || done % 10 === 0) io.stderr.write(`verified ${done}/${total} steps\n`);
  };
}

function reportLines(report: VerifyReport): string[] {
  return [
    ...report.checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'}  ${c.name.padEnd(12)} ${c.detail ?? ''}`.trimEnd()),
    '',
    report.summary,
  ];
}
