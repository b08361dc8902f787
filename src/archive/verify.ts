import { hexToBytes, sha256Hex } from '#kernel/canonical/hash';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { Archive } from './types';
import { archiveSchema } from './verify/archive-schema';
import { Replay } from './verify/replay';
import type { CheckName, VerifyCheck, VerifyFailure, VerifyOptions, VerifyReport } from './verify/report';
import { logOrder } from './log-order';
import { archiveClosing, sealedHead } from './log-chain';
import { checkEntryOrder, checkGameLink, checkRedaction } from './verify/copy-checks';
import { findHead } from './verify/anchor';
import { LogState } from './verify/log-state';
import { checkContext, checkFiles, checkLog, checkRolls } from './verify/step-checks';

export type { VerifyReport, VerifyCheck, VerifyFailure, VerifyOptions, CheckName } from './verify/report';

/**
 * Verifies an archive offline, with no server and no secret: pure, same answer anywhere.
 * Step by step it checks seeds, state chain, included files, dice contexts, every public
 * roll and the log chain; with the game salt (a full archive) also the salt, every hidden
 * draw, and a full replay from the scenario. It stops at the first failure and names the
 * step and what differs.
 */
export function verifyArchive(
  input: unknown,
  rulesetFor: (titleId: string) => Ruleset | undefined | null,
  options: VerifyOptions = {},
): VerifyReport {
  const shape = archiveSchema.safeParse(input);
  if (!shape.success) {
    const first = shape.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    return finish(new Book(false), { check: 'shape', message: `not an Umpire archive: ${first.join('; ')}` }, 0);
  }
  const archive = input as Archive;
  const salt = archive.game.gameSalt;
  const book = new Book(salt !== undefined, options.head !== undefined);
  const copy = checkRedaction(archive);
  if (copy) return finish(book, { check: 'shape', ...copy }, 0);
  book.pass('shape', `format ${archive.format}, ${archive.steps.length} steps`);
  const gameLink = checkGameLink(archive);
  if (gameLink) return finish(book, { check: 'log', ...gameLink }, 0);
  const order = checkEntryOrder(archive);
  if (order) return finish(book, { check: 'referee', ...order }, 0);

  let replay: Replay | undefined;
  if (salt !== undefined) {
    if (sha256Hex(hexToBytes(salt)) !== archive.game.gameSaltHash) {
      return finish(book, { check: 'salt', field: 'game.gameSalt', message: 'the revealed game salt does not hash to gameSaltHash' }, 0);
    }
    book.pass('salt', 'the revealed game salt matches the hash published at creation');
    const ruleset = rulesetFor(archive.game.title);
    if (!ruleset) return finish(book, { check: 'replay', message: `no rules for title ${archive.game.title} to replay with` }, 0);
    const started = Replay.start(archive, ruleset, salt);
    if ('problem' in started) return finish(book, { check: 'replay', message: started.problem }, 0);
    replay = started.replay;
  }

  const log = logOrder(archive.steps, archive.referee ?? []);
  const at = new LogState(archive.game.diceCommitment);
  let logHash = archive.game.logHash;
  let stepsDone = 0;
  if (log.some((item) => item.kind === 'referee')) book.pass('referee', '');
  const total = archive.steps.length;
  for (const item of log) {
    if (item.kind === 'referee') {
      const entry = item.entry;
      const fail = (check: CheckName, message: string) => finish(book, { entry: entry.seq, check, message }, stepsDone);
      const problem = at.checkEntry(entry);
      if (problem) return fail('referee', problem);
      const log = checkLog(entry, logHash);
      if (log.problem) return fail('log', log.problem);
      if (replay) {
        const replayed = replay.referee(entry);
        if (replayed) return fail('replay', replayed);
      }
      at.entryDone(entry);
      book.entries++;
      logHash = log.hash;
      continue;
    }
    const step = item.step;
    const fail = (check: CheckName, message: string) => finish(book, { step: step.step, check, message }, stepsDone);
    let problem = at.checkSeed(step);
    if (problem) return fail('seeds', problem);
    problem = at.checkStart(step);
    if (problem) {
      // A referee entry that changes the state to where this step starts, but is listed after another step, was moved.
      const moved = (archive.referee ?? []).find((e) => e.stateHashAfter === step.stateHashBefore && e.stateHashBefore !== e.stateHashAfter && e.afterStep >= step.step);
      if (moved) {
        return finish(book, { entry: moved.seq, check: 'referee', message: `the entry leads to the state step ${step.step} starts from, yet says it came after step ${moved.afterStep}` }, stepsDone);
      }
      return fail('state-chain', problem);
    }
    const files = checkFiles(archive, step, salt);
    if (files.problem) return fail('files', files.problem);
    book.filesUnopened += files.unopened;
    problem = checkContext(archive, step);
    if (problem) return fail('contexts', problem);
    const rolls = checkRolls(step, salt);
    if (rolls.problem) return fail(rolls.hidden ? 'hidden-draws' : 'rolls', rolls.problem);
    book.countRolls(rolls.count);
    const log = checkLog(step, logHash);
    if (log.problem) return fail('log', log.problem);
    if (replay) {
      problem = replay.step(step);
      if (problem) return fail('replay', problem);
    }
    at.stepDone(step);
    stepsDone++;
    logHash = log.hash;
    options.onProgress?.(stepsDone, total);
  }
  if (replay) {
    const problem = replay.finish(archive, at.ending);
    if (problem) return finish(book, { check: 'replay', ...problem }, stepsDone);
  }
  if (options.head !== undefined) {
    const found = findHead(archive, options.head);
    if (!found) {
      const message = `the log head ${options.head} is no link of this archive's log: this copy does not hold the log that head was given for`;
      return finish(book, { check: 'anchor', field: 'head', message }, stepsDone);
    }
    book.pass('anchor', `the kept log head is ${found}`);
  }
  const head = sealedHead(logHash, archiveClosing(archive));
  if (head !== archive.logHead) {
    return finish(
      book,
      {
        check: 'log',
        field: 'logHead',
        message: `logHead should be ${head}, the archive says ${archive.logHead}: the head seals the last log entry with this copy's redaction, status, outcome and finalView`,
      },
      stepsDone,
    );
  }
  return finish(book, undefined, stepsDone);
}

/** Collects what each check covered, to report it in plain words. */
class Book {
  readonly details = new Map<CheckName, string>();
  publicRolls = 0;
  hiddenChecked = 0;
  hiddenSkipped = 0;
  entries = 0;
  filesUnopened = 0;
  constructor(
    readonly full: boolean,
    readonly anchored = false,
  ) {}

  pass(name: CheckName, detail: string): void {
    this.details.set(name, detail);
  }

  countRolls(c: { publicChecked: number; hiddenChecked: number; hiddenSkipped: number } | undefined): void {
    if (!c) return;
    this.publicRolls += c.publicChecked;
    this.hiddenChecked += c.hiddenChecked;
    this.hiddenSkipped += c.hiddenSkipped;
  }

  names(): CheckName[] {
    const common: CheckName[] = ['shape', 'seeds', 'state-chain', 'files', 'contexts', 'rolls', 'log'];
    if (this.details.has('referee')) common.push('referee');
    const names: CheckName[] = this.full ? ['shape', 'salt', ...common.slice(1), 'hidden-draws', 'replay'] : common;
    return this.anchored ? [...names, 'anchor'] : names;
  }
}

function finish(book: Book, failure: VerifyFailure | undefined, stepsDone: number): VerifyReport {
  const detail: Partial<Record<CheckName, string>> = {
    seeds: `${stepsDone} seeds hash back to the dice commitment`,
    'state-chain': `${stepsDone} steps each start where the previous ended`,
    files:
      `the turn files included in ${stepsDone} steps match their hashes` +
      (book.filesUnopened > 0 ? `; ${book.filesUnopened} file commitments not opened (the game salt is still secret)` : ''),
    contexts: `${stepsDone} dice contexts recomputed`,
    rolls:
      `${book.publicRolls} public rolls recomputed` +
      (book.hiddenSkipped > 0 ? `; ${book.hiddenSkipped} hidden draws not checked (the game salt is still secret)` : ''),
    log: `${stepsDone} steps chained${failure ? '' : ', head matches'}`,
    'hidden-draws': `${book.hiddenChecked} hidden draws re-derived and their commitments matched`,
    replay: `${stepsDone} steps replayed from the scenario${failure ? '' : '; events, dice and every state match'}`,
    ...Object.fromEntries(book.details),
    referee: `${book.entries} referee actions follow the log (state, position, rollbacks)`,
  };
  // After a failure, the other checks report what they covered before it (counts say how far).
  const names = failure?.check === 'shape' ? (['shape'] as CheckName[]) : book.names();
  const checks: VerifyCheck[] = names.map((name) =>
    failure?.check === name ? { name, ok: false, detail: failure.message } : { name, ok: true, detail: detail[name] ?? '' },
  );
  const scope = book.full ? 'full' : 'seeds-and-public-rolls';
  return failure
    ? { ok: false, scope, summary: failureSummary(failure), checks, failure }
    : { ok: true, scope, summary: successSummary(book, stepsDone), checks };
}

function failureSummary(f: VerifyFailure): string {
  const where =
    f.entry !== undefined ? ` at referee entry ${f.entry}` : f.step !== undefined ? ` at step ${f.step}` : f.field !== undefined ? ` in ${f.field}` : '';
  return `Verification FAILED${where} (${f.check}): ${f.message}`;
}

function successSummary(book: Book, steps: number): string {
  if (book.full) {
    return (
      `Verified everything: ${steps} steps replayed from the scenario with the revealed seeds and game salt; ` +
      `${book.publicRolls} public rolls and ${book.hiddenChecked} hidden draws recomputed; every event and state matches.`
    );
  }
  return (
    `Verified the seeds, dice contexts and log of ${steps} steps and recomputed ${book.publicRolls} public rolls ONLY. ` +
    `${book.hiddenSkipped} hidden draws and the game states were not checked: this copy has no game salt ` +
    `(it is revealed when the game ends, or in the referee's copy).`
  );
}
