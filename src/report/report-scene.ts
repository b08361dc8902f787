import { copyName } from './combat/report-model';
import { buildMapScene } from './scene/build-map-scene';
import type { MapScene } from './scene/types';
import type { ReportData } from '#service/types';

/** The map scene of a report's data (null for a title without a map): what the PDF and the SVG draw. */
export function reportScene(data: ReportData): MapScene | null {
  if (!data.map) return null;
  const step = data.step ? `step ${data.step.step} (${data.step.window})` : 'the map as it stands';
  return buildMapScene({
    map: data.map,
    content: data.scene,
    events: data.step?.events ?? [],
    title: data.game.titleName,
    caption: `${data.game.scenarioName}, game ${data.game.id}, ${step}. ${data.headline}`,
    copy: copyName(data.viewer, data.full),
  });
}
