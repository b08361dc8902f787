import { parseTurnFile } from '../turnfile/parse';
import type { ServiceContext } from './context';
import { retryOnConflict } from './concurrency/retry';
import { rulesetOf } from './game/load-game';
import { acceptFile, closesWindow, windowFilesWith } from './submit/accept-file';
import { reusableSeedIndex } from './referee/reusable-seed';
import { authenticateFile } from './submit/authenticate-file';
import { legalityIssues } from './submit/legality';
import { refuse } from './submit/refusal';
import { windowRefusal } from './submit/window-checks';
import { issue } from '../kernel/engine/issues';
import { fileCommitment } from '../kernel/canonical/file-commitment';
import type { Receipt, SubmitInput, SubmitResult } from './types';
import type { ReceivedMail } from './mail/types';
import { withMail } from './mail/with-mail';
import { copyLogHead, readLog } from './log-head';
import { redactionFor } from './access/redaction-for';

/**
 * Accepts or refuses a turn file. The checks run in this order and the first that fails
 * decides the status (a refusal writes nothing):
 *   413 size → 404 game → 422 the file does not parse (syntax or schema, every issue)
 *   → 401/403 credentials (bearer, else the file's auth) → 422 `game` is another game's
 *   → 422 unknown side → (an identical file: the same receipt, duplicate: true)
 *   → 409 game ended / window not open / stale basedOn → 422 illegal orders (every issue).
 * Accepted files are kept as new versions; when a final file leaves every side the window
 * waits for with a final file the window is adjudicated in the same commit, with the seed
 * of an undone step that had the same inputs (a draft never closes it; files of a line a
 * rollback undid count neither here nor as duplicates). Submissions to one game are
 * queued, so concurrent calls give the same result as the same calls one after another.
 *
 * `mail` (the mail channel's receiveMail): the inbound record and the receipt are written in
 * the accepted file's commit. Results mail of a step is queued whatever the channel.
 */
export async function submitTurn(ctx: ServiceContext, input: SubmitInput, mail?: ReceivedMail): Promise<SubmitResult> {
  const size = new TextEncoder().encode(input.text).length;
  if (size > ctx.maxTurnFileBytes) {
    return logged(ctx, input, refuse(413, 'too-large', `The file is ${size} bytes; the limit is ${ctx.maxTurnFileBytes}.`));
  }
  try {
    const result = await ctx.mutex.run(input.gameId, () =>
      retryOnConflict(
        () => attempt(ctx, input, mail),
        (n) => ctx.logger.log({ level: 'debug', event: 'commit.retry', game: input.gameId, attempt: n }),
      ),
    );
    return logged(ctx, input, result);
  } catch (err) {
    ctx.logger.log({ level: 'error', event: 'turn.failed', game: input.gameId, channel: input.channel, message: (err as Error).message });
    throw err;
  }
}

async function attempt(ctx: ServiceContext, input: SubmitInput, mail: ReceivedMail | undefined): Promise<SubmitResult> {
  const game = await ctx.reads.game(input.gameId);
  if (!game) return refuse(404, 'unknown-game', `There is no game ${JSON.stringify(input.gameId)}.`);
  const ruleset = rulesetOf(ctx, game.title);
  const parsed = parseTurnFile(input.text, { order: ruleset.orderSchema, standing: ruleset.standingSchema }, { maxBytes: ctx.maxTurnFileBytes });
  if (!parsed.ok) return refuse(422, 'invalid-file', problems(parsed.issues.length, 'in the file'), parsed.issues);
  const { file } = parsed;

  const players = await ctx.reads.players(game.id);
  const auth = authenticateFile(game, players, file, input.bearer, (p) => ctx.keys.open(p));
  if (!auth.ok) return auth;
  if (file.game !== game.id) {
    const message = `The file is for game ${file.game}, not ${game.id}.`;
    return refuse(422, 'wrong-game', message, [issue(['game'], 'wrong-game', message)]);
  }
  if (!players.some((p) => p.side === file.side)) {
    const message = `Game ${game.id} has no side ${file.side}.`;
    return refuse(422, 'unknown-side', message, [issue(['side'], 'unknown-side', message)]);
  }

  // The published hash is a salted commitment, never a plain SHA-256 of the file (docs/dice.md).
  const fileHash = fileCommitment(game.gameSalt, parsed.canonical);
  const latest = await ctx.reads.latestFile(game.id, file.side, file.window);
  if (latest && latest.fileHash === fileHash) return { ok: true, receipt: { ...(latest.receipt as Receipt), duplicate: true } };

  const closed = windowRefusal(game, file);
  if (closed) return closed;
  const issues = legalityIssues(game, ruleset, parsed.canonical);
  if (issues.length > 0) return refuse(422, 'illegal-orders', problems(issues.length, 'with the orders'), issues);

  const [windowFiles, lastVersion] = await Promise.all([ctx.reads.latestFiles(game.id, file.window), ctx.reads.lastVersion(game.id, file.side, file.window)]);
  const files = windowFilesWith(windowFiles, { side: file.side, fileHash, canonical: parsed.canonical, final: file.final });
  const seedIndex = closesWindow(game, files, file.final) ? await reusableSeedIndex(ctx, game, files) : undefined;
  const { plan, receipt, step } = acceptFile({
    game,
    ruleset,
    file,
    canonical: parsed.canonical,
    fileHash,
    input,
    lastVersion,
    files,
    seedIndex,
    now: ctx.clock.now(),
    deadlineHours: ctx.deadlineHours,
  });
  // The receipt anchors the log as the side's copy will show it (docs/storage.md "Anchors"); the stored receipt is this object.
  const ended = (step?.game.status ?? game.status) === 'ended';
  receipt.logHead = copyLogHead(await readLog(ctx, game.id), game, ruleset, redactionFor({ kind: 'side', side: file.side }, ended), step ? { step, files: [...windowFiles, { fileHash, canonical: parsed.canonical }] } : undefined);
  await ctx.store.commit(await withMail(ctx, plan, { game, ruleset, players, receipt, canonical: parsed.canonical, step, mail }));
  if (step) {
    ctx.logger.log({ level: 'info', event: 'step.adjudicated', game: game.id, step: step.step.k, window: step.step.windowId, closedBy: 'files', events: step.events.length, nextWindow: step.adjudicated.nextWindow });
  }
  return { ok: true, receipt };
}

const problems = (n: number, where: string): string => (n === 1 ? `There is a problem ${where}.` : `There are ${n} problems ${where}.`);

function logged(ctx: ServiceContext, input: SubmitInput, result: SubmitResult): SubmitResult {
  if (result.ok) {
    const r = result.receipt;
    ctx.logger.log({ level: 'info', event: r.duplicate ? 'turn.duplicate' : 'turn.accepted', game: input.gameId, channel: input.channel, side: r.side, window: r.window, version: r.version, final: r.final, fileHash: r.fileHash });
  } else {
    ctx.logger.log({ level: 'info', event: 'turn.refused', game: input.gameId, channel: input.channel, status: result.status, code: result.code, issues: result.errors.length });
  }
  return result;
}
