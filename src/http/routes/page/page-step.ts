import { reportModel } from '#report/combat/report-model';
import type { StepMarks } from '#report/history/step-focus';
import type { GameEvent } from '#kernel/engine/events';
import { combatReportText } from '#report/text/combat-report-text';
import { dieLine, eventLine } from '#report/text/lines';
import type { ReportData } from '#service/types';

/** One adjudication step as the page's history shows it, already redacted for the side. */
export interface PageStep {
  step: number;
  window: string;
  at: string;
  seed: string;
  events: string[];
  dice: string[];
  report: string;
  /** The hexes its moves and battles touch, as the side may see them: where the map centres for it. */
  focus: string[];
  /** Its moves, attacks, retreats and advances and its battle badges, in hexes: drawn over the live map. */
  drawn: Omit<StepMarks, 'focus'>;
}

/**
 * One step's report data as the history lists it: the game page and the archive viewer
 * both show their steps this way. `marker` is the game's stepMarker (report/history/step-focus).
 */
export function pageStep(data: ReportData, marker: (events: readonly GameEvent[]) => StepMarks): PageStep {
  const step = data.step!;
  const { focus, ...drawn } = marker(step.events);
  return {
    step: step.step,
    window: step.window,
    at: step.at,
    seed: step.seed,
    events: step.events.map(eventLine),
    dice: step.transcript.map(dieLine),
    report: combatReportText(reportModel(data)),
    focus,
    drawn,
  };
}
