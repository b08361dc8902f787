import { scenarioMap } from '#kernel/engine/ruleset';
import type { SceneViewer } from '#kernel/engine/scene';
import type { Side } from '#kernel/ids';
import { changedHexes } from '#report/scene/changed-hexes';
import { redactionFor } from './access/redaction-for';
import type { ServiceContext } from './context';
import { ServiceError } from './errors';
import { loadGame } from './game/load-game';
import { correctionsBefore } from './referee/corrections-before';
import { stepRecord } from './steps/step-record';
import type { Principal, ReportData, ReportDataOptions, StepRecord } from './types';

/**
 * What a map report or a combat report needs, for step k (the state after it) or, with
 * k = null, for the current map. Redaction follows the rest of the service: a side sees
 * its own copy (the title's view and the events shown to it), the public the public's,
 * the referee (and everyone once the game has ended) everything. 404 for a missing step.
 * `opts.changed` adds the hexes the step changed (the results mail's map parts).
 */
export async function reportData(ctx: ServiceContext, gameId: string, k: number | null, who: Principal | null, opts: ReportDataOptions = {}): Promise<ReportData> {
  const { row, ruleset } = await loadGame(ctx, gameId);
  const redaction = redactionFor(who, row.status === 'ended');
  let state: unknown = row.state;
  let step: StepRecord | null = null;
  let at = row.createdAt;
  let before: unknown = null;
  if (k === null) {
    if (row.lastStep > 0) at = (await ctx.reads.step(gameId, row.lastStep))?.at ?? at;
  } else {
    const stored = Number.isInteger(k) ? await ctx.reads.step(gameId, k) : undefined;
    const snapshot = stored ? await ctx.reads.snapshot(gameId, k) : undefined;
    if (!stored || !snapshot) throw new ServiceError(404, 'unknown-step', `Game ${gameId} has no step ${k} (it has ${row.lastStep}).`);
    step = stepRecord(stored, await ctx.reads.events(gameId, k), redaction);
    state = snapshot.state;
    at = stored.at;
    before = await stateBefore(ctx, gameId, k, stored.stateHashBefore);
  }
  const viewer: SceneViewer =
    redaction === 'full' ? { kind: 'referee' } : typeof redaction === 'object' ? { kind: 'side', side: redaction.side as Side } : { kind: 'public' };
  const scenarioId = row.scenario.includes('/') ? row.scenario.slice(row.scenario.indexOf('/') + 1) : row.scenario;
  const outcome = ruleset.outcome(state);
  const scene = ruleset.scene && opts.scene !== false ? ruleset.scene(state, viewer) : null;
  // the hexes whose picture the step changed, as this reader sees both (the mail's map pages are those)
  const changed = opts.changed && scene && ruleset.scene && before !== null ? changedHexes(ruleset.scene(before, viewer), scene) : undefined;
  return {
    game: {
      id: row.id,
      title: row.title,
      titleName: ruleset.title,
      scenario: row.scenario,
      scenarioName: ruleset.scenarios.find((s) => s.id === scenarioId)?.name ?? row.scenario,
      diceCommitment: row.diceCommitment,
    },
    viewer: who === null ? 'public' : who.kind === 'referee' ? 'referee' : who.side,
    full: redaction === 'full',
    step,
    headline: ruleset.headline(state),
    outcome: {
      ended: outcome.ended,
      ...(outcome.winner !== undefined ? { winner: String(outcome.winner) } : {}),
      ...(outcome.reason !== undefined ? { reason: outcome.reason } : {}),
    },
    map: scenarioMap(ruleset, row.scenario, state),
    scene,
    ...(changed ? { changed } : {}),
    at,
    corrections: await correctionsBefore(ctx, gameId, k ?? row.lastStep + 1, redaction),
    ...(ruleset.combatKey ? { combat: ruleset.combatKey(before, step?.events ?? []) } : {}),
  };
}

/**
 * The state step k was adjudicated on, for the combat report to work out what the events
 * leave out: the snapshot whose hash is the step's "state hash before" (step k-1's, or after
 * a rollback the step rolled back to). Null when no snapshot has it (a correction since).
 */
async function stateBefore(ctx: ServiceContext, gameId: string, k: number, hash: string): Promise<unknown> {
  const previous = await ctx.reads.snapshot(gameId, k - 1);
  if (previous?.stateHash === hash) return previous.state;
  for (let j = k - 2; j >= 0; j--) {
    const s = await ctx.reads.snapshot(gameId, j);
    if (s?.stateHash === hash) return s.state;
  }
  return null;
}
