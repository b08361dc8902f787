import type { Side } from '#kernel/ids';
import type { ServiceContext } from './context';
import { loadGame } from './game/load-game';
import type { Principal } from './types';

/** The current state as a principal may see it: the rules' view for a side or the public, everything for the referee. */
export async function view(ctx: ServiceContext, gameId: string, who: Principal | null): Promise<unknown> {
  const { row, ruleset } = await loadGame(ctx, gameId);
  if (who?.kind === 'referee') return row.state;
  return ruleset.view(row.state, who ? (who.side as Side) : null);
}
