import { hexToBytes, sha256Hex } from '#kernel/canonical/hash';
import { stateHash } from '#kernel/canonical/state-hash';
import { chainCommitment } from '#kernel/dice/chain';
import { signingKeyFor } from '#turnfile/signature';
import type { GameRow, PlayerRow } from '#db/schema';
import type { ServiceContext } from './context';
import { retryOnConflict } from './concurrency/retry';
import { newGameId, newSecretHex, newToken, tokenHash } from './credentials/tokens';
import { ServiceError } from './errors';
import { validateGameInput } from './game/create-game-input';
import { windowFields } from './game/window-fields';
import { closeServerWindows } from './adjudication/server-windows';
import type { CreateGameInput, CreatedGame } from './types';
import { gameStartMails } from './mail/game-start-mails';

/**
 * Creates a game: validates scenario and players (422 with every problem), sets the
 * scenario up, draws the dice secret s_N and the game salt, publishes s_0 and
 * SHA256(gameSalt), issues the referee's and each side's token (only their hashes and
 * signing keys are stored) and opens the first window: a server window the set-up opens
 * (one that waits for no side) is closed at once, as step 1, in the same commit. A clash of game ids draws a new id.
 */
export async function createGame(ctx: ServiceContext, raw: CreateGameInput): Promise<CreatedGame> {
  const valid = validateGameInput(raw, ctx.rulesets);
  if (!valid.ok) throw new ServiceError(422, 'invalid-game', 'The game cannot be created as asked.', valid.issues);
  const { ruleset, scenario, players, options } = valid.value;
  let state: unknown;
  try {
    state = ruleset.setup(scenario.id, options);
  } catch (err) {
    throw new ServiceError(422, 'invalid-options', `The scenario cannot be set up: ${(err as Error).message}`, [
      { path: ['options'], code: 'invalid-options', message: (err as Error).message },
    ]);
  }
  const diceSecret = newSecretHex(ctx.entropy);
  const gameSalt = newSecretHex(ctx.entropy);
  const refereeToken = newToken(ctx.entropy);
  const tokens = players.map((p) => ({ side: p.side, token: newToken(ctx.entropy) }));
  const diceCommitment = chainCommitment(diceSecret);
  const now = ctx.clock.now();
  const hash = stateHash(state, gameSalt);
  const outcome = ruleset.outcome(state);

  const id = await retryOnConflict(async () => {
    const gameId = newGameId(ctx.entropy);
    const created: GameRow = {
      id: gameId,
      title: ruleset.id,
      scenario: scenario.id,
      options,
      engineVersion: ruleset.engineVersion,
      status: outcome.ended ? 'ended' : 'active',
      createdAt: now.toISOString(),
      diceSecret,
      gameSalt,
      diceCommitment,
      gameSaltHash: sha256Hex(hexToBytes(gameSalt)),
      refereeTokenHash: tokenHash(refereeToken),
      state,
      stateHash: hash,
      headline: ruleset.headline(state),
      lastStep: 0,
      lastEventSeq: 0,
      ...windowFields(ruleset, state, now, ctx.deadlineHours, { options, absences: [] }),
      version: 1,
      outcome: outcome.ended ? outcome : null,
      refereeEmail: valid.value.refereeEmail ?? null,
      absences: [],
    };
    // the server windows the set-up opens close at once, in the creation's commit (docs/architecture.md)
    const opening = closeServerWindows(created, ruleset, now, ctx.deadlineHours);
    const game = opening.game;
    const rows: PlayerRow[] = players.map((p, i) => ({
      gameId,
      side: p.side,
      email: p.email ?? null,
      tokenHash: tokenHash(tokens[i]!.token),
      signingKey: ctx.keys.seal({ gameId, side: p.side, tokenHash: tokenHash(tokens[i]!.token) }, signingKeyFor(tokens[i]!.token)),
    }));
    const outbox = gameStartMails(ctx.mail, { game, ruleset, players: rows.map((r, i) => ({ side: r.side, email: r.email, token: tokens[i]!.token })), now, opening: opening.plans });
    const steps = opening.plans.map((p) => ({ step: p.step, snapshot: p.snapshot }));
    const events = opening.plans.flatMap((p) => p.events);
    await ctx.store.commit({
      kind: 'create',
      game,
      players: rows,
      snapshot: { gameId, step: 0, state, stateHash: hash },
      ...(steps.length ? { steps, events } : {}),
      ...(outbox.length ? { outbox } : {}),
    });
    return gameId;
  });
  ctx.logger.log({ level: 'info', event: 'game.created', game: id, scenario: `${ruleset.id}/${scenario.id}`, sides: tokens.map((t) => t.side) });
  return { id, refereeToken, players: tokens, diceCommitment };
}
