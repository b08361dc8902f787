import { afterEach, describe, expect, it } from 'vitest';
import { chainSeed } from '#kernel/dice/chain';
import { hexToBytes, sha256Hex } from '#kernel/canonical/hash';
import { stateHash } from '#kernel/canonical/state-hash';
import { signingKeyFor } from '#turnfile/signature';
import { ServiceError } from '#service/errors';
import { createService } from '#service/create-service';
import { startDuel, type DuelGame } from '../support/duel-game';
import { duelRuleset } from '../support/duel-ruleset';
import { seededEntropy, steppingClock } from '../support/fixed-ports';
import { dumpDb } from '../support/db-dump';
import { tempStore } from '../support/temp-store';

let g: DuelGame | undefined;
afterEach(() => g?.db.dispose());

describe('createGame', () => {
  it('stores the game, publishes the commitment and salt hash, and opens the first window', async () => {
    g = await startDuel();
    const { game, db, service } = g;
    expect(game.id).toMatch(/^g_[A-Z2-7]{6}$/);
    expect(game.refereeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(game.players.map((p) => p.side)).toEqual(['blue', 'red']);
    const row = (await db.reads.game(game.id))!;
    expect(row.diceSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(game.diceCommitment).toBe(chainSeed(row.diceSecret, 0));
    expect(row.diceCommitment).toBe(game.diceCommitment);
    expect(row.gameSaltHash).toBe(sha256Hex(hexToBytes(row.gameSalt)));
    expect(row.stateHash).toBe(stateHash(duelRuleset.setup('skirmish'), row.gameSalt));
    expect(row.windowId).toBe('T01/blue-fire');
    expect(row.deadline).toBe(new Date(Date.parse(row.windowOpenedAt!) + 72 * 3600_000).toISOString());
    expect(await db.reads.snapshot(game.id, 0)).toMatchObject({ step: 0, stateHash: row.stateHash });

    const summary = await service.summary(game.id);
    expect(summary).toMatchObject({ id: game.id, title: 'duel', scenario: 'skirmish', turn: 1, window: 'T01/blue-fire', waitingFor: ['blue'], status: 'active', steps: 0, diceCommitment: game.diceCommitment });
  });

  it('keeps only token hashes and sealed signing keys, never a token or secret in the logs', async () => {
    g = await startDuel();
    const { game, db, logger } = g;
    const players = await db.reads.players(game.id);
    const blue = game.players.find((p) => p.side === 'blue')!.token;
    expect(players[0]).toMatchObject({ side: 'blue', email: 'blue@example.test', tokenHash: sha256Hex(blue), signingKey: expect.stringMatching(/^sealed-v1:/) });
    const dump = dumpDb(db.sqlite);
    expect(dump).not.toContain(signingKeyFor(blue));
    for (const t of [game.refereeToken, ...game.players.map((p) => p.token)]) expect(dump).not.toContain(t);
    const row = (await db.reads.game(game.id))!;
    const logs = JSON.stringify(logger.entries);
    for (const secret of [game.refereeToken, blue, row.diceSecret, row.gameSalt]) expect(logs).not.toContain(secret);
    expect(logger.entries.some((e) => e.event === 'game.created' && e.game === game.id)).toBe(true);
  });

  it('refuses an unknown scenario and players that do not name every side once, with every problem', async () => {
    const db = tempStore();
    try {
      const service = createService({ db, rulesets: [duelRuleset], clock: steppingClock(), entropy: seededEntropy() });
      const before = dumpDb(db.sqlite);
      const bad = await service.createGame({ scenario: 'duel/nowhere', players: [] }).catch((e: unknown) => e);
      expect(bad).toBeInstanceOf(ServiceError);
      expect((bad as ServiceError).status).toBe(422);
      const sides = await service
        .createGame({ scenario: 'duel/skirmish', players: [{ side: 'blue' }, { side: 'blue' }, { side: 'green' }] })
        .catch((e: unknown) => e as ServiceError);
      expect(sides).toBeInstanceOf(ServiceError);
      expect((sides as ServiceError).errors.map((i) => i.code).sort()).toEqual(['duplicate-side', 'missing-side', 'unknown-side']);
      expect(dumpDb(db.sqlite)).toBe(before);
    } finally {
      db.dispose();
    }
  });

  it('draws a new id when the first one is taken', async () => {
    const db = tempStore();
    try {
      // Two services with the same entropy draw the same first id; the second must move on.
      const make = () => createService({ db, rulesets: [duelRuleset], clock: steppingClock(), entropy: seededEntropy('clash') });
      const input = { scenario: 'duel/skirmish', players: [{ side: 'blue' }, { side: 'red' }] };
      const first = await make().createGame(input);
      const second = await make().createGame(input);
      expect(second.id).not.toBe(first.id);
      expect(await db.reads.game(second.id)).toBeDefined();
    } finally {
      db.dispose();
    }
  });

  it('lists scenarios as title/scenario', () => {
    const db = tempStore();
    try {
      const service = createService({ db, rulesets: [duelRuleset], clock: steppingClock(), entropy: seededEntropy() });
      expect(service.listScenarios()).toEqual([{ id: 'duel/skirmish', title: 'Duel', name: 'Skirmish', sides: ['blue', 'red'], turns: 3 }]);
    } finally {
      db.dispose();
    }
  });
});
