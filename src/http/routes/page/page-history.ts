import { stepMarker, type StepMarks } from '#report/history/step-focus';
import type { GameEvent } from '#kernel/engine/events';
import type { Principal, UmpireService } from '#service/types';
import { pageStep, type PageStep } from './page-step';

/**
 * How many of the newest steps `GET /games/:id/data` carries. A Streets of Stalingrad
 * campaign turn is about 17 steps, so 60 is more than three game turns: the last moves the
 * live map draws (the steps since the side's own last window) and what a player looks back
 * over between two files; a game of up to 60 steps (Operation Blue's 44, a Fall Blau game's
 * 60) still comes whole in one answer. Older steps come a page at a time from `/steps`.
 */
export const PAGE_HISTORY_STEPS = 60;

/** The most steps one `/steps` answer carries. */
export const PAGE_HISTORY_MAX_LIMIT = 200;

/** The steps older than an answer's oldest: ask `/steps?before=<before>` for them. Null when there are none. */
export interface PageEarlier {
  /** The oldest step the answer holds: the next page is the steps before it. */
  before: number;
  /** How many steps come before it (steps 1 to before - 1). */
  count: number;
}

/** A page of the history, newest first, and what lies before it. */
export interface PageHistory {
  steps: PageStep[];
  earlier: PageEarlier | null;
}

/**
 * Steps `before - 1` down to `before - limit` (never below 1), newest first, each as the
 * side may see it (page-step.ts: the same content, whichever page it comes in).
 */
export async function pageHistory(service: UmpireService, gameId: string, principal: Principal, before: number, limit: number): Promise<PageHistory> {
  const steps: PageStep[] = [];
  const oldest = Math.max(1, before - limit);
  let marker: ((events: readonly GameEvent[]) => StepMarks) | null = null;
  for (let k = before - 1; k >= oldest; k--) {
    const data = await service.reportData(gameId, k, principal, { scene: false });
    marker ??= stepMarker(data.map);
    steps.push(pageStep(data, marker));
  }
  const first = steps.length > 0 ? oldest : before;
  return { steps, earlier: first > 1 ? { before: first, count: first - 1 } : null };
}
