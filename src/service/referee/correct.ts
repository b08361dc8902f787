import { stateHash } from '#kernel/canonical/state-hash';
import type { Issue } from '#kernel/engine/issues';
import { applyChanges, type StatePath } from '#archive/state-changes';
import type { GameChanges } from '#db/commit/plan';
import type { ServiceContext } from '../context';
import { ServiceError } from '../errors';
import { windowFields } from '../game/window-fields';
import type { Principal } from '../types';
import { runAction } from './run-action';
import type { RefereeResult } from './types';

export interface CorrectionInput {
  reason: string;
  changes: { path: StatePath; value: unknown }[];
  /** Sides that may read the new values before the game ends (default: everyone). */
  visibleTo?: string[];
}

/**
 * Corrects the position or a result: sets values at paths of the game state, for a reason.
 * The log keeps the paths, the new and the old values; the next reports show it under
 * "Referee corrections"; the archive's replay applies it as a logged step. Every path must
 * exist; a correction that leaves a state the rules cannot read is refused (422).
 */
export function correct(ctx: ServiceContext, gameId: string, who: Principal, input: CorrectionInput): Promise<RefereeResult> {
  return runAction(ctx, gameId, who, 'correct', async ({ game, ruleset, now }) => {
    const unknownSides = (input.visibleTo ?? []).filter((s) => !ruleset.sides.map(String).includes(s));
    if (unknownSides.length) {
      throw invalid(`No side ${unknownSides.join(', ')} in this game.`, unknownSides.map((s) => ({ path: ['visibleTo'], code: 'unknown-side', message: `no side ${s}` })));
    }
    if (input.changes.length === 0) throw invalid('A correction needs at least one change.', [{ path: ['changes'], code: 'required', message: 'no changes' }]);
    const valueless = input.changes.findIndex((c) => c.value === undefined);
    if (valueless >= 0) throw invalid(`Change ${valueless + 1} has no value.`, [{ path: ['changes', valueless, 'value'], code: 'required', message: 'a change needs a value (null to clear)' }]);
    const applied = applyChanges(game.state, input.changes);
    if (!applied.ok) {
      throw invalid(`Change ${applied.index + 1}: ${applied.message}.`, [{ path: ['changes', applied.index, 'path'], code: 'unknown-path', message: applied.message }]);
    }
    let changes: GameChanges;
    try {
      const window = ruleset.window(applied.state);
      const outcome = ruleset.outcome(applied.state);
      const hash = stateHash(applied.state, game.gameSalt);
      const sameWindow = window !== null && window.id === game.windowId;
      changes = {
        state: applied.state,
        stateHash: hash,
        headline: ruleset.headline(applied.state),
        ...(sameWindow ? {} : windowFields(ruleset, applied.state, now, ctx.deadlineHours, game)),
        ...(outcome.ended ? { status: 'ended' as const, outcome } : {}),
      };
    } catch (err) {
      throw invalid(`The corrected state cannot be played: ${(err as Error).message}`, [{ path: ['changes'], code: 'invalid-state', message: (err as Error).message }]);
    }
    return {
      reason: input.reason,
      detail: {
        changes: input.changes.map((c, i) => ({ path: c.path, value: c.value, was: applied.was[i] })),
        ...(input.visibleTo ? { visibleTo: input.visibleTo } : {}),
      },
      stateHashAfter: changes.stateHash!,
      commit: { events: [], game: changes },
      result: {},
    };
  });
}

const invalid = (message: string, errors: Issue[]) => new ServiceError(422, 'invalid-correction', message, errors);
