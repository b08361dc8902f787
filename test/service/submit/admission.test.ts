import { afterEach, describe, expect, it } from 'vitest';
import type { Admission, SubmitInput } from '#service/types';
import { duelFile } from '../../support/duel-files';
import { startDuel, type DuelGame } from '../../support/duel-game';

let g: DuelGame;
afterEach(() => g?.db.dispose());

async function admission(bearer: string): Promise<Admission> {
  const before = await g.service.checkBeforeReading({ gameId: g.game.id, bearer, channel: 'http' });
  if (!before.ok) throw new Error(`refused ${before.status} ${before.code}`);
  return before;
}

/** The reads of the checks before reading (the game's gate, a player by token) while `run` runs. */
async function gateReads(run: () => Promise<unknown>): Promise<number> {
  const reads = g.db.reads;
  const { gameGate, playerByTokenHash } = reads;
  let n = 0;
  reads.gameGate = (...a) => (n++, gameGate.apply(reads, a));
  reads.playerByTokenHash = (...a) => (n++, playerByTokenHash.apply(reads, a));
  try {
    await run();
  } finally {
    reads.gameGate = gameGate;
    reads.playerByTokenHash = playerByTokenHash;
  }
  return n;
}

const draft = (dice: number): SubmitInput => ({
  gameId: g.game.id,
  text: duelFile({ game: g.game.id, window: 'T01/blue-fire', side: 'blue', dice, final: false }),
  bearer: g.token('blue'),
  channel: 'http',
});

describe("a turn file admitted before it was read (the HTTP request's headers)", () => {
  it('is not checked before reading a second time: two reads fewer than a file without its admission, and the same receipt', async () => {
    g = await startDuel();
    const admitted = await admission(g.token('blue'));
    expect(admitted).toEqual({ ok: true, gameId: g.game.id, bearer: g.token('blue'), title: (await g.db.reads.game(g.game.id))!.title });
    expect(await g.service.submitTurn(draft(1))).toMatchObject({ ok: true });
    let plain: unknown;
    let passed: unknown;
    const without = await gateReads(async () => (plain = await g.service.submitTurn(draft(3))));
    const withIt = await gateReads(async () => (passed = await g.service.submitTurn({ ...draft(2), admitted })));
    expect(withIt).toBe(without - 2);
    expect(plain).toMatchObject({ ok: true, receipt: { version: 2 } });
    expect(passed).toMatchObject({ ok: true, receipt: { version: 3 } });
  });

  it('is refused in the game queue when the game was paused after its admission', async () => {
    g = await startDuel();
    const admitted = await admission(g.token('blue'));
    await g.service.referee(g.game.id, { kind: 'referee' }, { action: 'pause', reason: 'a break' });
    expect(await g.service.submitTurn({ ...draft(3), admitted })).toMatchObject({ ok: false, status: 409, code: 'game-paused' });
  });

  it("is checked in full when the admission names another bearer token or another game", async () => {
    g = await startDuel();
    const admitted = await admission(g.token('blue'));
    const broken = { ...draft(3), text: 'format: umpire-turn/1\norders: [\n  - {' };
    // checked before reading, a token this game does not know is refused before the file is read
    expect(await g.service.submitTurn({ ...broken, bearer: 'no-such-token', admitted })).toMatchObject({ status: 401 });
    expect(await g.service.submitTurn({ ...broken, gameId: 'g_NONE', admitted })).toMatchObject({ status: 404 });
    expect(await g.service.submitTurn({ ...broken, admitted })).toMatchObject({ status: 422 });
  });
});
