import type { Archive } from '#archive/types';
import type { Side } from '#kernel/ids';
import { KB_LIMITS, KB_STANDING } from '../test/e2e/support/kb-player';
import { failingOrderIndexes } from '../test/e2e/support/failing-orders';
import type { Figure } from './support/figure';
import { fullGameArchive, fullReplayFigures } from './support/full-replay-figures';
import { createBenchGame, playedArchive } from './support/in-process-referee';
import { kbPlannedOrders, type KbListing } from './support/kb-scripted-position';

/**
 * The referee's archive of a complete Operation Star game, all 17 turns (0 to 16) to the
 * victory determination, played through the HTTP app in-process (app.request, no socket) on
 * an in-memory database with a fixed clock and seeded entropy, so the archive is the same on
 * every run of the same code. Every window is answered by the scripted player
 * (kbPlannedOrders, at the full-game limits KB_LIMITS) from the side's GET /options and
 * GET /view; each side's first file carries KB_STANDING; a refused file is sent again without
 * the orders the errors name.
 */
export function fullStarArchive(): Promise<{ archive: Archive; ms: number }> {
  return playedArchive('bench full operation star', async ({ request }) => {
    const { created, token } = await createBenchGame(request, 'kharkov-battles/operation-star', ['axis', 'soviet']);
    const standingSent = new Set<string>();
    for (let n = 0; n < 400; n++) {
      const summary = (await (await request(`/api/games/${created.id}`)).json()) as { window: string | null; waitingFor: string[] };
      if (!summary.window) break;
      for (const side of summary.waitingFor) {
        const listing = (await (await request(`/api/games/${created.id}/options`, { token: token(side) })).json()) as KbListing;
        const view = await (await request(`/api/games/${created.id}/view`, { token: token(side) })).json();
        const standing = standingSent.has(side) ? {} : { standing: KB_STANDING };
        let file = { format: 'umpire-turn/1', game: created.id, side, window: summary.window, entropy: `${side} ${n}`, ...standing, orders: kbPlannedOrders(listing, view, side as Side, KB_LIMITS) };
        let sent = await request(`/api/games/${created.id}/turns`, { token: token(side), json: file });
        for (let tries = 0; sent.status === 422 && tries < 12; tries++) {
          const body = (await sent.json()) as { errors: { path: (string | number)[]; code: string; message: string }[] };
          const failing = failingOrderIndexes(body.errors as never);
          // a file refused as a whole (KB 7.26, 12.1: what the attacks together must meet) is sent empty: the server then designates what the rules oblige
          if (!failing && file.orders.length === 0) throw new Error(`${summary.window} ${side}: an empty file is refused: ${JSON.stringify(body.errors)}`);
          file = { ...file, orders: failing ? file.orders.filter((_, i) => !failing.has(i)) : [] };
          sent = await request(`/api/games/${created.id}/turns`, { token: token(side), json: file });
        }
        if (sent.status !== 200) throw new Error(`${summary.window} ${side}: the file is refused, ${sent.status} ${await sent.text()}`);
        standingSent.add(side);
      }
    }
    return (await (await request(`/api/games/${created.id}/archive`, { token: created.refereeToken })).json()) as Archive;
  });
}

/**
 * kb.replay-verify.full-star: verifyArchive (seeds, contexts, every die, hidden chit draws,
 * the log chain and a full replay of every step from the scenario) on the archive of a
 * complete 17-turn Operation Star game: the fixture of the current engine version when one
 * is kept, else played once in set-up (not timed; `.play`).
 */
export async function run(): Promise<Figure[]> {
  const { archive, playMs } = await fullGameArchive('kharkov-battles', 'operation-star', fullStarArchive);
  const figures = await fullReplayFigures('kb.replay-verify.full-star', archive, playMs);
  const turns = new Set(archive.steps.map((s) => s.window.slice(0, 3))).size;
  return [...figures, { name: 'kb.replay-verify.full-star.turns', value: turns, unit: 'count' }];
}
