import type { ParsedTurnFile } from '#turnfile/parse';
import { utf8Length } from '#turnfile/read/text-checks';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { ServiceContext } from './context';
import { retryOnConflict } from './concurrency/retry';
import { rulesetOf } from './game/load-game';
import { acceptFile, closesWindow, windowFilesWith } from './submit/accept-file';
import { reusableSeedIndex } from './referee/reusable-seed';
import { authenticateFile, unknownToken } from './submit/authenticate-file';
import { committedOn, currentGameRow } from './submit/game-row-cache';
import { nextTurnOfEventLoop } from './submit/file-parser';
import { tokenHash } from './credentials/tokens';
import { legalityIssues } from './submit/legality';
import { inFileOrder, partialFileIssues } from './submit/partial-file-issues';
import { chosenPaths } from './submit/chosen-paths';
import { refuse, type Refusal } from './submit/refusal';
import { gameRefusal, windowRefusal } from './submit/window-checks';
import { issue } from '#kernel/engine/issues';
import { fileCommitment } from '#kernel/canonical/file-commitment';
import type { Admission, PendingSubmit, Receipt, SubmitInput, SubmitResult } from './types';
import type { ReceivedMail } from './mail/types';
import { withMail } from './mail/with-mail';
import { plannedLogHead, storedLogHead } from './log-head';
import { redactionFor } from './access/redaction-for';

/**
 * Accepts or refuses a turn file. The checks run in this order and the first that fails
 * decides the status (a refusal writes nothing). The cheap ones come before the file is
 * read, so that a request that cannot be allowed costs little:
 *   413 size (a file without a bearer token, which carries its own credentials, has the
 *   smaller limit) → 404 game → 401 a bearer token this game does not know → 409 game
 *   ended or paused → 422 the file does not parse (syntax or schema, every issue)
 *   → 401/403 credentials (the bearer's side, else the file's auth) → 422 `game` is another
 *   game's → 422 unknown side → (an identical file: the same receipt, duplicate: true)
 *   → 409 window not open / stale basedOn → 422 illegal orders (every issue).
 * The file is read outside the game's queue (by ctx.parseTurnFile, in worker threads on
 * the Node server). Accepted files are kept as new versions; when the window's sides all
 * have final files the window is adjudicated in the same commit, with the seed of an undone
 * step that had the same inputs (a draft never closes it; files of a line a rollback undid
 * count neither here nor as duplicates). Submissions to one game are queued, so concurrent
 * calls give the same result as the same calls one after another.
 *
 * `mail` (the mail channel's receiveMail): the inbound record and the receipt are written in
 * the accepted file's commit. Results mail of a step is queued whatever the channel.
 */
export async function submitTurn(ctx: ServiceContext, input: SubmitInput, mail?: ReceivedMail): Promise<SubmitResult> {
  const over = sizeRefusal(ctx, input.bearer, byteSize(input.text, ctx.maxTurnFileBytes), input.bearer === undefined ? contentBytes(input.text) : undefined);
  if (over) return logged(ctx, input, over);
  try {
    const before = admittedBefore(ctx, input) ?? (await beforeReading(ctx, input));
    if (!before.ok) return logged(ctx, input, before);
    const parsed = await ctx.parseTurnFile(input.text, before.ruleset, ctx.maxTurnFileBytes);
    if (!parsed.ok) {
      // the orders that parse are still checked against the rules: every problem in one answer
      const ruled = parsed.partial ? await ctx.mutex.run(input.gameId, () => partialFileIssues(ctx, input, parsed.partial!)) : [];
      const issues = ruled.length ? inFileOrder([...parsed.issues, ...ruled]) : parsed.issues;
      return logged(ctx, input, refuse(422, 'invalid-file', problems(issues.length, 'in the file'), issues));
    }
    const result = await ctx.mutex.run(input.gameId, () =>
      retryOnConflict(
        () => attempt(ctx, input, parsed, mail),
        (n) => ctx.logger.log({ level: 'debug', event: 'commit.retry', game: input.gameId, attempt: n }),
      ),
    );
    return logged(ctx, input, result);
  } catch (err) {
    ctx.logger.log({ level: 'error', event: 'turn.failed', game: input.gameId, channel: input.channel, message: (err as Error).message });
    throw err;
  }
}

/**
 * What submitTurn would refuse before reading the file, for a channel that can ask before
 * it receives the file (HTTP, from the request's headers): the size when known, the game,
 * a bearer token, a game that takes no files. When the file may come, its admission, which
 * the channel passes on with the file (`SubmitInput.admitted`).
 */
export async function checkBeforeReading(ctx: ServiceContext, input: PendingSubmit): Promise<Refusal | Admission> {
  // before the body, a file without a bearer token is held to the full limit: its comment lines do not count towards the smaller one
  const over = input.bytes === undefined ? null : sizeRefusal(ctx, input.bearer, input.bytes, input.bearer === undefined ? 0 : undefined);
  const before = over ?? (await beforeReading(ctx, input));
  if (before.ok) return { ok: true, gameId: input.gameId, bearer: input.bearer, title: before.title };
  logged(ctx, input, before);
  return before;
}

/**
 * The checks before reading as checkBeforeReading made them for this file, when the channel
 * passes on its admission (HTTP: from the request's headers, moments before the body): they
 * are not made again. A game paused or a token replaced in between is refused in the queue,
 * where the game row, the players and the credentials are read again (`attempt`).
 */
function admittedBefore(ctx: ServiceContext, input: SubmitInput): { ok: true; ruleset: Ruleset } | undefined {
  const admitted = input.admitted;
  if (!admitted || admitted.gameId !== input.gameId || admitted.bearer !== input.bearer) return undefined;
  return { ok: true, ruleset: rulesetOf(ctx, admitted.title) };
}

/**
 * 413 over the size limit. A file without a bearer token carries its own credentials, which
 * can only be checked once it is read, so it has the smaller limit, counted on `content`:
 * its bytes outside whole-line YAML comments (a filled-in template keeps its long help
 * comments, which cost the reader next to nothing).
 */
function sizeRefusal(ctx: ServiceContext, bearer: string | undefined, bytes: number, content?: number): Refusal | null {
  if (bytes > ctx.maxTurnFileBytes) return refuse(413, 'too-large', tooLarge(bytes, ctx.maxTurnFileBytes, false));
  if (bearer === undefined && content !== undefined && content > ctx.maxSelfAuthenticatedBytes) {
    return refuse(413, 'too-large', tooLarge(content, ctx.maxSelfAuthenticatedBytes, true));
  }
  return null;
}

/** UTF-8 bytes of the text outside whole-line comments (lines whose first non-blank character is #). */
function contentBytes(text: string): number {
  let n = 0;
  for (const line of text.split('\n')) if (!/^\s*#/.test(line)) n += utf8Length(line) + 1;
  return n;
}

/** UTF-8 size of the text, counted natively; past `cap` (the largest limit) only "more than cap" matters. */
function byteSize(text: string, cap: number): number {
  if (text.length > cap) return utf8Length(text);
  const { read, written } = new TextEncoder().encodeInto(text, scratch(cap));
  return read < text.length ? cap + 1 : written;
}

let scratchBuffer: Uint8Array | undefined;
const scratch = (cap: number): Uint8Array => {
  if (!scratchBuffer || scratchBuffer.length < cap + 4) scratchBuffer = new Uint8Array(cap + 4);
  return scratchBuffer;
};

/** The checks that need no reading of the file: the game, a bearer token, an open game. */
async function beforeReading(ctx: ServiceContext, input: Pick<SubmitInput, 'gameId' | 'bearer'>): Promise<{ ok: true; ruleset: Ruleset; title: string } | Refusal> {
  const game = await ctx.reads.gameGate(input.gameId);
  if (!game) return refuse(404, 'unknown-game', `There is no game ${JSON.stringify(input.gameId)}.`);
  if (input.bearer !== undefined) {
    const hash = tokenHash(input.bearer);
    if (hash !== game.refereeTokenHash && !(await ctx.reads.playerByTokenHash(game.id, hash))) return unknownToken();
  }
  const closed = gameRefusal(game);
  if (closed) return closed;
  return { ok: true, ruleset: rulesetOf(ctx, game.title), title: game.title };
}

async function attempt(ctx: ServiceContext, input: SubmitInput, parsed: ParsedFile, mail: ReceivedMail | undefined): Promise<SubmitResult> {
  const game = await currentGameRow(ctx.reads, input.gameId);
  if (!game) return refuse(404, 'unknown-game', `There is no game ${JSON.stringify(input.gameId)}.`);
  const ruleset = rulesetOf(ctx, game.title);
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
  // The window's latest files, read once: the side's own is the one an identical file would repeat.
  const windowFiles = await ctx.reads.latestFileRecords(game.id, file.window);
  const latest = windowFiles.find((f) => f.side === file.side);
  if (latest && latest.fileHash === fileHash) return { ok: true, receipt: { ...(latest.receipt as Receipt), duplicate: true } };

  const closed = windowRefusal(game, file);
  if (closed) return closed;
  await nextTurnOfEventLoop();
  const issues = legalityIssues(game, ruleset, parsed.canonical);
  if (issues.length > 0) return refuse(422, 'illegal-orders', problems(issues.length, 'with the orders'), issues);

  // A side's file that still counts is its last version: a new version supersedes the earlier
  // ones in its own commit, and a superseded file never counts again.
  const lastVersion = latest ? latest.version : await ctx.reads.lastVersion(game.id, file.side, file.window);
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
  const chosen = chosenPaths(game, ruleset, parsed.canonical);
  if (chosen.length > 0) receipt.chosenPaths = chosen;
  // The receipt anchors the log as the side's copy will show it (docs/storage.md "Anchors"); the stored receipt is this object.
  const ended = (step?.game.status ?? game.status) === 'ended';
  const redaction = redactionFor({ kind: 'side', side: file.side }, ended);
  const planned = step ? await plannedLogHead(ctx, game, ruleset, redaction, { step, files: [...windowFiles, { fileHash, canonical: parsed.canonical }] }) : undefined;
  receipt.logHead = planned ? planned.head : await storedLogHead(ctx, game, ruleset, redaction);
  const committed = await withMail(ctx, plan, { game, ruleset, players, receipt, canonical: parsed.canonical, step, mail });
  await ctx.store.commit(committed);
  planned?.commit();
  committedOn(ctx.reads, game, committed);
  if (step) {
    ctx.logger.log({ level: 'info', event: 'step.adjudicated', game: game.id, step: step.step.k, window: step.step.windowId, closedBy: 'files', events: step.events.length, nextWindow: step.adjudicated.nextWindow });
  }
  return { ok: true, receipt };
}

type ParsedFile = Extract<ParsedTurnFile, { ok: true }>;

function tooLarge(size: number, limit: number, selfAuthenticated: boolean): string {
  return selfAuthenticated
    ? `The file is ${size} bytes outside its comment lines; the limit is ${limit} for a file that carries its own credentials (auth.token or auth.signature). Send fewer orders in one file, or send it over HTTP with your bearer token, where the limit is larger.`
    : `The file is ${size} bytes; the limit is ${limit}.`;
}

const problems = (n: number, where: string): string => (n === 1 ? `There is a problem ${where}.` : `There are ${n} problems ${where}.`);

function logged(ctx: ServiceContext, input: Pick<SubmitInput, 'gameId' | 'channel'>, result: SubmitResult): SubmitResult {
  if (result.ok) {
    const r = result.receipt;
    ctx.logger.log({ level: 'info', event: r.duplicate ? 'turn.duplicate' : 'turn.accepted', game: input.gameId, channel: input.channel, side: r.side, window: r.window, version: r.version, final: r.final, fileHash: r.fileHash });
  } else {
    ctx.logger.log({ level: 'info', event: 'turn.refused', game: input.gameId, channel: input.channel, status: result.status, code: result.code, issues: result.errors.length });
  }
  return result;
}
