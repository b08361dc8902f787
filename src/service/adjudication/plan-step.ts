import { stateHash } from '#kernel/canonical/state-hash';
import { CHAIN_LENGTH, chainSeed } from '#kernel/dice/chain';
import { diceContext } from '#kernel/dice/context';
import { StepDice } from '#kernel/dice/step-dice';
import type { Ruleset } from '#kernel/engine/ruleset';
import { submissionOfFile } from '#archive/submission-of-file';
import type { EventRow, GameRow, SnapshotRow, StepRow } from '#db/schema';
import type { GameChanges } from '#db/commit/plan';
import { windowFields } from '../game/window-fields';

export interface StepInput {
  game: GameRow;
  ruleset: Ruleset;
  /** The latest accepted file of every side that sent one for the open window. */
  files: { side: string; fileHash: string; canonical: string }[];
  closedBy: StepRow['closedBy'];
  now: Date;
  deadlineHours: number;
  /**
   * The dice chain index to use: k unless the referee replays an undone step with the same
   * inputs, which reuses that step's index (docs/dice.md, docs/referee.md).
   */
  seedIndex?: number;
}

export interface StepPlan {
  step: StepRow;
  events: EventRow[];
  snapshot: SnapshotRow;
  game: GameChanges;
  /** What a receipt says about the step. */
  adjudicated: { step: number; seed: string; nextWindow: string | null; events: number };
}

/**
 * Closes the open window in memory (design.md "Dice v1"): step k = last + 1 uses
 * s_k = chainSeed(secret, k); ctx_k binds game, step, title, the game's recorded engine
 * version (not the server's current one: a game keeps the version it was created by), the published
 * state hash before and every file (hash and entropy, sorted by side); the rules
 * adjudicate with StepDice. Returns every row to commit; writes nothing.
 */
export function planStep(input: StepInput): StepPlan {
  const { game, ruleset, now } = input;
  const k = game.lastStep + 1;
  if (k > CHAIN_LENGTH) throw new Error(`game ${game.id} has used all ${CHAIN_LENGTH} dice seeds`);
  if (!game.windowId) throw new Error(`game ${game.id} has no open window to close`);
  const files = [...input.files]
    .sort((a, b) => (a.side < b.side ? -1 : a.side > b.side ? 1 : 0))
    .map((f) => ({ ...f, json: JSON.parse(f.canonical) as { entropy?: string } }));
  const submissions = files.map((f) =>
    f.json.entropy === undefined ? { side: f.side, fileHash: f.fileHash } : { side: f.side, fileHash: f.fileHash, entropy: f.json.entropy },
  );
  const seedIndex = input.seedIndex ?? k;
  const seed = chainSeed(game.diceSecret, seedIndex);
  const ctx = diceContext({
    game: game.id,
    step: seedIndex,
    title: ruleset.id,
    // the engine the game was created by, as its archive records it and its verifier rebuilds ctx_k (docs/dice.md)
    engineVersion: game.engineVersion,
    stateHash: game.stateHash,
    submissions,
  });
  const dice = new StepDice({ seedHex: seed, ctxHex: ctx, gameSaltHex: game.gameSalt });
  const result = ruleset.adjudicate(
    game.state,
    files.map((f) => submissionOfFile(f.json)),
    dice,
  );
  const after = stateHash(result.state, game.gameSalt);
  const outcome = ruleset.outcome(result.state);
  const fields = windowFields(ruleset, result.state, now, input.deadlineHours, game);
  const at = now.toISOString();
  const events: EventRow[] = result.events.map((event, i) => ({ gameId: game.id, seq: game.lastEventSeq + i + 1, step: k, event }));
  return {
    step: {
      gameId: game.id,
      k,
      windowId: game.windowId,
      stateHashBefore: game.stateHash,
      stateHashAfter: after,
      ctx,
      seed,
      seedIndex,
      submissions,
      transcript: dice.transcript(),
      fullTranscript: dice.fullTranscript(),
      closedBy: input.closedBy,
      at,
    },
    events,
    snapshot: { gameId: game.id, step: k, state: result.state, stateHash: after },
    game: {
      state: result.state,
      stateHash: after,
      headline: ruleset.headline(result.state),
      lastStep: k,
      lastEventSeq: game.lastEventSeq + events.length,
      ...fields,
      status: outcome.ended ? 'ended' : 'active',
      outcome: outcome.ended ? outcome : null,
    },
    adjudicated: { step: k, seed, nextWindow: fields.windowId, events: events.length },
  };
}
