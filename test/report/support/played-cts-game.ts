import { rulesets } from '#games';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { createService } from '#service/create-service';
import { scriptedOrders } from '../../games/campaign-to-stalingrad/support/play';

/** Campaign To Stalingrad, Fall Blau, as the HTTP fixture plays it. */
export const FALL_BLAU = { scenario: 'campaign-to-stalingrad/fall-blau', sides: ['axis', 'soviet'], first: 'axis', rulesets: [...rulesets] };

/**
 * The Soviet's standing orders (CtS 12.5 Determined Defense): private to the Soviet, so
 * no Axis copy (report, map, page, mail) may carry the "hold" policy.
 */
export const SOVIET_STANDING = { defender: { determinedDefense: { policy: 'hold', maxLevel: 1 } } };

type Service = Pick<ReturnType<typeof createService>, 'summary' | 'view' | 'submitTurn'>;

/**
 * Plays the first `windows` windows of a Fall Blau game through `service`: the Soviet
 * first files his standing orders, then each window is answered by the scripted player
 * (four moves in a Movement window, two battles in a Combat window). Window 2 is the Axis
 * Combat Phase of turn 1, so step 2 holds battles.
 */
export async function playFallBlau(service: Service, gameId: string, token: (side: string) => string, windows: number): Promise<void> {
  const submit = async (side: string, window: string, orders: unknown[], standing?: unknown) => {
    const file = { format: 'umpire-turn/1', game: gameId, side, window, orders, ...(standing ? { standing } : {}) };
    const r = await service.submitTurn({ gameId, text: JSON.stringify(file), bearer: token(side), channel: 'http' });
    if (!r.ok) throw new Error(`${side} ${window}: ${r.status} ${r.code} ${JSON.stringify(r.errors)}`);
  };
  await submit('soviet', (await service.summary(gameId)).window!, [], SOVIET_STANDING);
  for (let n = 0; n < windows; n++) {
    const summary = await service.summary(gameId);
    const state = (await service.view(gameId, { kind: 'referee' })) as CtsState;
    for (const side of summary.waitingFor) await submit(side, summary.window!, scriptedOrders(cts, state, side, { moves: 4, battles: 2 }));
  }
}
