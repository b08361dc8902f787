import type { Issue } from '#kernel/engine/issues';
import type { PartialTurnFile } from '#turnfile/parse';
import { canonicalJson } from '#kernel/canonical/jcs';
import { onFileOrders } from '#kernel/options/move-destination';
import type { ServiceContext } from '../context';
import { rulesetOf } from '../game/load-game';
import { authenticateFile } from './authenticate-file';
import { legalityIssues } from './legality';
import { windowRefusal } from './window-checks';

/**
 * The rule problems of the orders of a file that parse, when others do not (one schema
 * error must not hide the file's rule errors: every problem in one answer). Only for a file
 * whose credentials hold, for a side of this game and the open window: otherwise there is
 * nothing the rules may be asked, and the schema issues stand alone (a signed file is
 * signed as a whole, so one that does not parse cannot be authenticated by its signature).
 * Issues are on the file's own order numbers.
 */
export async function partialFileIssues(ctx: ServiceContext, input: { gameId: string; bearer?: string | undefined }, partial: PartialTurnFile): Promise<Issue[]> {
  const game = await ctx.reads.game(input.gameId);
  if (!game) return [];
  const { file } = partial;
  const players = await ctx.reads.players(game.id);
  const auth = authenticateFile(game, players, file, input.bearer, (p) => ctx.keys.open(p));
  if (!auth.ok || file.game !== game.id || !players.some((p) => p.side === file.side) || windowRefusal(game, file)) return [];
  const { auth: _auth, ...unsigned } = file;
  return onFileOrders(legalityIssues(game, rulesetOf(ctx, game.title), canonicalJson(unsigned)), partial.orders);
}

/** Schema and rule issues together, in the order of the file's orders (issues outside the orders first). */
export function inFileOrder(issues: readonly Issue[]): Issue[] {
  const orderOf = (i: Issue) => (i.path[0] === 'orders' && typeof i.path[1] === 'number' ? i.path[1] : i.path[0] === 'standing' ? Number.MAX_SAFE_INTEGER : -1);
  return issues.map((i, n) => ({ i, n })).sort((a, b) => orderOf(a.i) - orderOf(b.i) || a.n - b.n).map((x) => x.i);
}
