import { config } from 'zod';
import { rulesets } from '#games';
import { viewerData } from '#http/routes/viewer/viewer-data';
import { reportScene } from '#report/report-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';
import { archiveReader } from '#service/archive-browse/browse-archive';
import type { ArchiveStepData } from '#service/archive-browse/archive-steps';
import { ServiceError } from '#service/errors';

/**
 * The offline viewer's engine, bundled for the browser into the one HTML file
 * (build-offline-viewer.ts) as the global `UmpireOffline`: the rules of every title, the
 * archive check of `umpire verify` and the map drawing of the page and the PDF, the same
 * code the served viewer runs on its server. An archive is checked and replayed once when
 * it is opened and every step's state is kept, so showing a step replays nothing: its
 * pieces (the title's view of the kept state) and its picture (hundreds of KB of SVG for a
 * whole map, too much to keep for every step) are worked out when it is shown.
 */
config({ jitless: true }); // the file's policy allows no eval: zod checks without compiling
const reader = archiveReader(rulesets);
let steps = new Map<number, ArchiveStepData>();

export type OpenResult = { data: ReturnType<typeof viewerData> } | { error: string };

/** Checks an archive (parsed JSON) as the served viewer does: its data for the page, or the same refusal in plain words. */
export function open(json: unknown): OpenResult {
  try {
    const browse = reader.browseArchive(json);
    steps = new Map(browse.steps.flatMap((s) => (s.data.step ? [[s.data.step.step, s] as const] : [])));
    return { data: viewerData(browse) };
  } catch (err) {
    if (err instanceof ServiceError) return { error: err.message };
    return { error: `The archive could not be read: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** Step k's map as SVG text, as the copy holds it (null for a step the open archive lacks, or a title without a map). */
export function stepMap(k: number): string | null {
  const step = steps.get(k);
  const scene = step ? reportScene(step.drawn()) : null;
  return scene ? renderMapSvg(scene) : null;
}
