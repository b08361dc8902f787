import { afterEach, describe, expect, it } from 'vitest';
import { chainSeed } from '#kernel/dice/chain';
import { withSignature } from '#turnfile/signature';
import type { SubmitInput, SubmitResult } from '#service/types';
import { dumpDb } from '../support/db-dump';
import { duelFile, type DuelFileArgs } from '../support/duel-files';
import { startDuel, type DuelGame } from '../support/duel-game';
import { duelRuleset } from '../support/duel-ruleset';
import { inPlaceParser, type TurnFileParser } from '#service/submit/file-parser';

let g: DuelGame;
afterEach(() => g?.db.dispose());

const schemas = { order: duelRuleset.orderSchema, standing: duelRuleset.standingSchema };

async function submit(file: Partial<DuelFileArgs> & { side: 'blue' | 'red' }, extra: Partial<SubmitInput> = {}): Promise<SubmitResult> {
  const text = duelFile({ game: g.game.id, window: 'T01/blue-fire', ...file });
  return g.service.submitTurn({ gameId: g.game.id, text, bearer: g.token(file.side), channel: 'http', ...extra });
}

function accepted(r: SubmitResult) {
  if (!r.ok) throw new Error(`refused ${r.status} ${r.code}: ${r.message} ${JSON.stringify(r.errors)}`);
  return r.receipt;
}

describe('submitTurn: accepted files', () => {
  it('accepts a final file, closes the window and adjudicates it with s_1', async () => {
    g = await startDuel();
    const receipt = accepted(await submit({ side: 'blue', dice: 2, entropy: 'fortune' }));
    const row = (await g.db.reads.game(g.game.id))!;
    expect(receipt).toMatchObject({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', final: true, version: 1, duplicate: false });
    expect(receipt.adjudicated).toEqual({ step: 1, seed: chainSeed(row.diceSecret, 1), nextWindow: 'T01/red-fire', events: expect.any(Number) });
    expect(row).toMatchObject({ lastStep: 1, windowId: 'T01/red-fire', version: 2 });
    const step = (await g.db.reads.step(g.game.id, 1))!;
    expect(step.submissions).toEqual([{ side: 'blue', fileHash: receipt.fileHash, entropy: 'fortune' }]);
    expect(step.transcript.map((d) => d.label)).toEqual(expect.arrayContaining(['T01/blue-fire/fire#1', 'T01/blue-fire/fire#2']));
    expect((await g.service.summary(g.game.id)).waitingFor).toEqual(['red']);
  });

  it('returns the same receipt for an identical file and writes nothing', async () => {
    g = await startDuel();
    const first = accepted(await submit({ side: 'blue', dice: 1 }));
    const before = dumpDb(g.db.sqlite);
    const again = accepted(await submit({ side: 'blue', dice: 1 }));
    expect(again).toEqual({ ...first, duplicate: true });
    expect(dumpDb(g.db.sqlite)).toBe(before);
  });

  it('keeps a draft without closing the window; the final file replaces it and closes', async () => {
    g = await startDuel();
    const draft = accepted(await submit({ side: 'blue', dice: 3, final: false }));
    expect(draft).toMatchObject({ version: 1, final: false });
    expect(draft.adjudicated).toBeUndefined();
    expect((await g.service.summary(g.game.id)).waitingFor).toEqual(['blue']);
    const final = accepted(await submit({ side: 'blue', dice: 1 }));
    expect(final).toMatchObject({ version: 2, final: true });
    expect(final.adjudicated?.step).toBe(1);
    const files = await g.db.reads.allFiles(g.game.id);
    expect(files.map((f) => [f.version, f.final, f.superseded])).toEqual([
      [1, false, true],
      [2, true, false],
    ]);
    const fired = (await g.db.reads.events(g.game.id, 1)).find((e) => e.event.type === 'fire');
    expect((fired?.event.dice as number[]).length).toBe(1);
  });

  it('lets a side the window does not wait for send standing orders only', async () => {
    g = await startDuel();
    const r = accepted(await submit({ side: 'red', returnFire: true }));
    expect(r.adjudicated).toBeUndefined();
    expect((await g.db.reads.game(g.game.id))!.lastStep).toBe(0);
    accepted(await submit({ side: 'blue', dice: 3 }));
    const step = (await g.db.reads.step(g.game.id, 1))!;
    expect(step.submissions.map((s) => s.side)).toEqual(['blue', 'red']);
    expect(((await g.db.reads.game(g.game.id))!.state as { standing: unknown }).standing).toEqual({ blue: { returnFire: false }, red: { returnFire: true } });
  });

  it('authenticates the file itself over mail: auth.token or auth.signature; the referee may submit for a side', async () => {
    g = await startDuel();
    const withToken = duelFile({ game: g.game.id, side: 'red', window: 'T01/blue-fire', returnFire: true, auth: { token: g.token('red') } });
    accepted(await g.service.submitTurn({ gameId: g.game.id, text: withToken, channel: 'mail' }));
    const stored = await g.db.reads.allFiles(g.game.id);
    expect(stored[0]!.raw).not.toContain(g.token('red'));

    const signed = withSignature(duelFile({ game: g.game.id, side: 'red', window: 'T01/blue-fire', returnFire: false }), g.token('red'), schemas);
    if (!signed.ok) throw new Error('sign failed');
    expect(accepted(await g.service.submitTurn({ gameId: g.game.id, text: signed.text, channel: 'mail' })).version).toBe(2);

    const byReferee = accepted(await submit({ side: 'blue', dice: 1 }, { bearer: g.game.refereeToken }));
    expect(byReferee.adjudicated?.step).toBe(1);
    expect(JSON.stringify(g.logger.entries)).not.toContain(g.token('red'));
  });
});

describe('submitTurn: refusals change nothing', () => {
  async function refused(status: number, code: string, run: () => Promise<SubmitResult>) {
    const before = dumpDb(g.db.sqlite);
    const r = await run();
    if (r.ok) throw new Error(`accepted, expected ${status} ${code}`);
    expect([r.status, r.code]).toEqual([status, code]);
    expect(dumpDb(g.db.sqlite)).toBe(before);
    return r;
  }
  const raw = (text: string, extra: Partial<SubmitInput> = {}) => () =>
    g.service.submitTurn({ gameId: g.game.id, text, bearer: g.token('blue'), channel: 'http', ...extra });

  it('413 over the size limit, before anything else', async () => {
    g = await startDuel();
    await refused(413, 'too-large', raw('#'.repeat(256 * 1024 + 1), { gameId: 'g_NOSUCH' }));
  });

  it('404 unknown game', async () => {
    g = await startDuel();
    await refused(404, 'unknown-game', raw(duelFile({ game: 'g_NOSUCH', side: 'blue', window: 'T01/blue-fire' }), { gameId: 'g_NOSUCH' }));
  });

  it('422 for a file that does not parse, with line numbers', async () => {
    g = await startDuel();
    const r = await refused(422, 'invalid-file', raw('format: umpire-turn/1\ngame: [unclosed\n'));
    expect(r.errors[0]?.line).toBeGreaterThan(0);
    const schema = await refused(422, 'invalid-file', () => submit({ side: 'blue', dice: 9 }));
    expect(schema.errors.map((i) => i.path.join('.'))).toContain('orders.0.dice');
  });

  it('401 without credentials or with unknown ones; 403 with another side’s', async () => {
    g = await startDuel();
    const text = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', dice: 1 });
    await refused(401, 'missing-token', raw(text, { bearer: undefined }));
    await refused(401, 'unknown-token', raw(text, { bearer: 'not-a-token' }));
    await refused(403, 'wrong-side', raw(text, { bearer: g.token('red') }));
    const forged = withSignature(text, 'someone else', schemas);
    const redSigned = withSignature(text, g.token('red'), schemas);
    if (!forged.ok || !redSigned.ok) throw new Error('sign failed');
    await refused(401, 'bad-signature', raw(forged.text, { bearer: undefined, channel: 'mail' }));
    await refused(403, 'wrong-side', raw(redSigned.text, { bearer: undefined, channel: 'mail' }));
  });

  it('422 when the file names another game', async () => {
    g = await startDuel();
    await refused(422, 'wrong-game', raw(duelFile({ game: 'g_OTHER2', side: 'blue', window: 'T01/blue-fire' })));
  });

  it('409 for a window that is not open or a stale basedOn', async () => {
    g = await startDuel();
    await refused(409, 'window-not-open', () => submit({ side: 'blue', window: 'T02/blue-fire', dice: 1 }));
    await refused(409, 'stale-basis', () => submit({ side: 'blue', dice: 1, basedOn: 'a'.repeat(64) }));
    const current = (await g.db.reads.game(g.game.id))!.stateHash;
    accepted(await submit({ side: 'blue', dice: 1, basedOn: current, final: false }));
  });

  it('422 with every illegal order at once', async () => {
    g = await startDuel();
    const text = duelFile({ game: g.game.id, side: 'red', window: 'T01/blue-fire', dice: 1 }).replace(
      'orders:\n',
      'orders:\n  - kind: fire\n    dice: 2\n',
    );
    const r = await refused(422, 'illegal-orders', raw(text, { bearer: g.token('red') }));
    expect(r.errors.map((i) => i.code)).toEqual(expect.arrayContaining(['not-waiting', 'one-order']));
  });

  it('409 once the game has ended', async () => {
    g = await startDuel();
    for (let turn = 1; ; turn++) {
      const t = String(turn).padStart(2, '0');
      const a = accepted(await submit({ side: 'blue', window: `T${t}/blue-fire` }));
      if (a.adjudicated?.nextWindow === null) break;
      const b = accepted(await submit({ side: 'red', window: `T${t}/red-fire` }));
      if (b.adjudicated?.nextWindow === null) break;
    }
    expect((await g.service.summary(g.game.id)).status).toBe('ended');
    await refused(409, 'game-ended', () => submit({ side: 'blue', window: 'T04/blue-fire' }));
  });
});

describe('submitTurn: the cheap checks come before the file is read', () => {
  /** The real parser, counting the files it is given. */
  function countingParser() {
    const counter = { files: 0, parse: (async () => undefined) as unknown as TurnFileParser };
    counter.parse = (text, ruleset, maxBytes) => {
      counter.files++;
      return inPlaceParser(text, ruleset, maxBytes);
    };
    return counter;
  }
  /** About 250 KB of YAML nested far too deep: costly to read, never worth reading unless allowed. */
  const hostile = (gameId: string) => `format: umpire-turn/1\ngame: ${gameId}\nside: blue\nwindow: T01/blue-fire\norders: ${'['.repeat(124_000)}${']'.repeat(124_000)}\n`;

  it('a 250 KB file without a bearer token is over the limit of a file that carries its own credentials: 413, unread', async () => {
    const parser = countingParser();
    g = await startDuel({ parseTurnFile: parser.parse });
    const r = await g.service.submitTurn({ gameId: g.game.id, text: hostile(g.game.id), channel: 'http' });
    expect(r).toMatchObject({ ok: false, status: 413, code: 'too-large', message: expect.stringMatching(/limit is 65536 for a file that carries its own credentials/) });
    expect(parser.files).toBe(0);
  });

  it('a filled-in template without a bearer token may run past 64 KiB in its comment lines: only the rest counts', async () => {
    g = await startDuel();
    const help = Array.from({ length: 1200 }, (_, i) => `#   unit ${i}: the options a template lists for each unit, as comments`).join('\n');
    const file = duelFile({ game: g.game.id, side: 'blue', window: 'T01/blue-fire', auth: { token: g.token('blue') } });
    const text = `${help}\n${file}`;
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(65_536);
    expect(await g.service.submitTurn({ gameId: g.game.id, text, channel: 'mail' })).toMatchObject({ ok: true });
    const padded = `${file}\nentropy: "${'x'.repeat(64)}"\n# ${'y'.repeat(10)}\n${'z: 1\n'.repeat(14_000)}`;
    expect(await g.service.submitTurn({ gameId: g.game.id, text: padded, channel: 'mail' })).toMatchObject({ ok: false, status: 413, code: 'too-large' });
  });

  it.each<[string, number, string, (g: DuelGame) => Partial<SubmitInput>]>([
    ['an unknown game', 404, 'unknown-game', (d) => ({ gameId: 'g_NOSUCH', bearer: d.token('blue') })],
    ['a bearer token this game does not know', 401, 'unknown-token', () => ({ bearer: 'not-a-token-of-this-game' })],
    ["another game's referee token", 401, 'unknown-token', () => ({ bearer: 'x'.repeat(43) })],
  ])('%s: %i %s, and the file is not read', async (_, status, code, extra) => {
    const parser = countingParser();
    g = await startDuel({ parseTurnFile: parser.parse });
    const r = await g.service.submitTurn({ gameId: g.game.id, text: hostile(g.game.id), channel: 'http', ...extra(g) });
    expect(r).toMatchObject({ ok: false, status, code });
    expect(parser.files).toBe(0);
  });

  it('a paused game: 409 game-paused, and the file is not read', async () => {
    const parser = countingParser();
    g = await startDuel({ parseTurnFile: parser.parse });
    await g.service.referee(g.game.id, { kind: 'referee' }, { action: 'pause', reason: 'a player is away' });
    const r = await g.service.submitTurn({ gameId: g.game.id, text: hostile(g.game.id), bearer: g.token('blue'), channel: 'http' });
    expect(r).toMatchObject({ ok: false, status: 409, code: 'game-paused' });
    expect(parser.files).toBe(0);
  });

  it('with a valid bearer token the file is read, and its problem is a plain "too-deep"', async () => {
    const parser = countingParser();
    g = await startDuel({ parseTurnFile: parser.parse });
    const r = await g.service.submitTurn({ gameId: g.game.id, text: hostile(g.game.id), bearer: g.token('blue'), channel: 'http' });
    expect(r).toMatchObject({ ok: false, status: 422, code: 'invalid-file', errors: [expect.objectContaining({ code: 'too-deep' })] });
    expect(parser.files).toBe(1);
  });
});
