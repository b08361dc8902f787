import { reportScene } from '#report/report-scene';
import { ServiceError } from '#service/errors';
import type { GameSummary, UmpireService, UnitOptionsListing } from '#service/types';
import { pageHexes, type PageHex } from './map-frame';
import { pageStacks, type PageStack } from './page-stacks';
import { pageHistory, type PageEarlier } from './page-history';
import type { PageStep } from './page-step';
import type { PageSession } from './session';

/** Everything the game page shows for one side: read once, then the page asks only for previews. */
export interface PageData {
  game: GameSummary;
  side: string;
  /** The side's options in the open window; null once the game has ended. */
  options: UnitOptionsListing | null;
  /** The newest steps (at most `historySteps`, PAGE_HISTORY_STEPS by default), newest first. */
  steps: PageStep[];
  /** The older steps not in `steps`, asked for with `GET /games/:id/steps?before=`; null when `steps` holds every one. */
  earlier: PageEarlier | null;
  map: { radius: number; hexes: PageHex[]; stacks: PageStack[] } | null;
  /** Where players who prefer mail send their turn files; null when not configured. */
  refereeAddress: string | null;
}

export async function pageData(service: UmpireService, gameId: string, session: PageSession, refereeAddress: string | null, historySteps: number): Promise<PageData> {
  const game = await service.summary(gameId);
  const options = game.status === 'active' && game.window ? await openOptions(service, gameId, session.side) : null;
  const { steps, earlier } = await pageHistory(service, gameId, session.principal, game.steps + 1, historySteps);
  const scene = reportScene(await service.reportData(gameId, null, session.principal));
  return { game, side: session.side, options, steps, earlier, map: scene ? { ...pageHexes(scene), stacks: pageStacks(scene) } : null, refereeAddress };
}

async function openOptions(service: UmpireService, gameId: string, side: string): Promise<UnitOptionsListing | null> {
  try {
    return await service.options(gameId, side);
  } catch (err) {
    if (err instanceof ServiceError && err.status === 409) return null;
    throw err;
  }
}
