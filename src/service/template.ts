import type { Side } from '#kernel/ids';
import { renderTemplate } from '#turnfile/template';
import type { ServiceContext } from './context';
import { ServiceError } from './errors';
import { loadGame } from './game/load-game';

/**
 * A ready-to-edit YAML turn file for a side and the open window, based on the current
 * state hash (so a file written against an older state is refused with 409).
 */
export async function template(ctx: ServiceContext, gameId: string, side: string): Promise<string> {
  const { row, ruleset } = await loadGame(ctx, gameId);
  if (!ruleset.sides.map(String).includes(side)) {
    throw new ServiceError(422, 'unknown-side', `Game ${gameId} has no side ${side}.`, [{ path: ['side'], code: 'unknown-side', message: `no side ${side}` }]);
  }
  if (!row.window || row.status === 'ended') throw new ServiceError(409, 'game-ended', `Game ${gameId} has ended; there is no window to answer.`);
  return renderTemplate({
    game: row.id,
    side,
    window: { id: row.window.id, description: row.window.description, accepts: row.window.accepts, turn: row.window.turn },
    info: ruleset.template(row.state, side as Side),
    basedOn: row.stateHash,
    ...(row.deadline ? { deadline: row.deadline } : {}),
  });
}
