import { rulesetFor } from '#games';
import type { Side } from '#kernel/ids';
import { fillTemplate } from '../../test/e2e/support/fill-template';
import { dosDistanceField } from '../../test/e2e/support/hex-distance';
import { scriptedOrders } from '../../test/e2e/support/scripted-player';
import { overNetwork, UmpireApi } from '../../test/e2e/support/umpire-api';

/** What each draft carries in place of its entropy until `nextBody` numbers it. */
export const ENTROPY_PLACEHOLDER = 'bench-entropy-00000000';

export interface TurnDraft {
  gameId: string;
  token: string;
  /** The draft with ENTROPY_PLACEHOLDER as its entropy. */
  body: string;
}

/**
 * A new Operation Blue game on the server at `url` and a draft (`final: false`) for its
 * open window, the German opening: the server's own template filled with the scripted
 * player's attacks. Each copy given a new entropy is a new file to check and store.
 */
export async function germanOpeningDraft(url: string, adminToken: string): Promise<TurnDraft> {
  const api = new UmpireApi(overNetwork(url));
  const ruleset = rulesetFor('drive-on-stalingrad')!;
  const game = await api.createGame(adminToken, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
  const token = game.players.find((p) => p.side === 'german')!.token;
  const state = await api.view(game.id, game.refereeToken);
  const window = ruleset.window(state)!;
  const enemy = ruleset.options(state, 'soviet' as Side).map((u) => u.hex as string);
  const orders = scriptedOrders({ accepts: window.accepts, options: ruleset.options(state, 'german' as Side), enemyDistance: dosDistanceField(enemy) });
  const body = fillTemplate(await api.template(game.id, token), { orders, final: false, entropy: ENTROPY_PLACEHOLDER });
  return { gameId: game.id, token, body };
}

/** POSTs numbered copies of a draft to /api/games/:id/turns with the side's bearer token. */
export function draftSender(draft: TurnDraft): (url: string) => () => Promise<{ status: number; body: string }> {
  let n = 0;
  const nextBody = () => draft.body.replace(ENTROPY_PLACEHOLDER, `bench-entropy-${String(++n).padStart(8, '0')}`);
  return (url) => async () => {
    const res = await fetch(`${url}/api/games/${draft.gameId}/turns`, {
      method: 'POST',
      headers: { authorization: `Bearer ${draft.token}`, 'content-type': 'text/plain' },
      body: nextBody(),
    });
    return { status: res.status, body: await res.text() };
  };
}
