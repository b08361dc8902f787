import type { Receipt } from '#service/types';
import { duelFile } from './duel-files';
import type { DuelGame } from './duel-game';

/**
 * Plays a scripted Duel: in each of blue's windows red first sends standing orders
 * (return fire on), then blue fires 2 dice; red fires 2 in its own window (fewer when
 * out of ammo). Stops after
 * `maxSteps` steps or when the game ends. Returns the receipts.
 */
export async function playDuel(g: DuelGame, maxSteps = Infinity): Promise<Receipt[]> {
  const receipts: Receipt[] = [];
  const send = async (side: 'blue' | 'red', text: string) => {
    const r = await g.service.submitTurn({ gameId: g.game.id, text, bearer: g.token(side), channel: 'http' });
    if (!r.ok) throw new Error(`refused ${r.status} ${r.code}: ${JSON.stringify(r.errors)}`);
    receipts.push(r.receipt);
    return r.receipt;
  };
  for (let steps = 0; steps < maxSteps; steps++) {
    const summary = await g.service.summary(g.game.id);
    if (summary.status === 'ended' || !summary.window) break;
    const window = summary.window;
    const side = window.endsWith('blue-fire') ? 'blue' : 'red';
    if (side === 'blue') {
      await send('red', duelFile({ game: g.game.id, side: 'red', window, returnFire: true, entropy: `red ${steps}` }));
    }
    const ammo = ((await g.service.view(g.game.id, { kind: 'side', side })) as { ammo: Record<string, number> }).ammo[side]!;
    const dice = Math.min(2, ammo);
    await send(side, duelFile({ game: g.game.id, side, window, ...(dice > 0 ? { dice } : {}), entropy: `${side} ${steps}` }));
  }
  return receipts;
}
