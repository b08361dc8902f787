import { copyName } from '#report/combat/report-model';
import { stepMarker } from '#report/history/step-focus';
import { reportScene } from '#report/report-scene';
import type { ArchiveBrowse } from '#service/archive-browse/browse-archive';
import { pageHexes } from '../page/map-frame';
import { pageStep, type PageStep } from '../page/page-step';

/**
 * What the viewer's script shows: the game, the verdict, and every step as the game page
 * lists it, newest first. The served viewer answers it to `POST /web/viewer/steps`; the
 * offline file (web/viewer/offline/engine.ts) makes it in the browser from the same code.
 */
export function viewerData(browse: ArchiveBrowse) {
  const first = browse.steps[0]?.data;
  const marker = stepMarker(first?.map ?? null);
  const scene = first ? reportScene(first) : null;
  const steps: PageStep[] = browse.steps.map(({ data }) => pageStep(data, marker));
  return {
    game: { ...browse.game, scenarioName: first?.game.scenarioName ?? '' },
    copy: first ? copyName(first.viewer, first.full) : 'no step yet',
    verified: browse.verified,
    scope: browse.scope,
    replayed: browse.steps.every((s) => s.replayed),
    map: scene ? pageHexes(scene) : null,
    steps: steps.reverse(),
  };
}
