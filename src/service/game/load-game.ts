import type { Ruleset } from '#kernel/engine/ruleset';
import type { GameRow } from '#db/schema';
import type { ServiceContext } from '../context';
import { unknownGame } from '../errors';

export interface LoadedGame {
  row: GameRow;
  ruleset: Ruleset;
}

/** The game row and its title's rules; a ServiceError 404 when there is no such game. */
export async function loadGame(ctx: ServiceContext, gameId: string): Promise<LoadedGame> {
  const row = await ctx.reads.game(gameId);
  if (!row) throw unknownGame(gameId);
  return { row, ruleset: rulesetOf(ctx, row.title) };
}

/** The rules of a stored game's title. Missing rules are a server fault, not a client error. */
export function rulesetOf(ctx: ServiceContext, titleId: string): Ruleset {
  const ruleset = ctx.rulesets.get(titleId);
  if (!ruleset) throw new Error(`no rules installed for title ${titleId}`);
  return ruleset;
}
