import type { Issue } from '#kernel/engine/issues';
import type { Counter } from '../../data/counters';
import type { PhaseContext } from '../phase';

/** SoS 16.61: an armored train (MP "RR"). */
export const isTrain = (c: Counter): boolean => c.type === 'armoredTrain';

/** What the movement listing and the template say of an armored train (SoS 16.61, 16.62). */
export const TRAIN_NOTE = 'armored train: moves alone, only in Soviet Movement Phase 10, only across hexsides with railroad symbols, any number of hexes until 7 October and six from then on; it may enter but never move through a German ZOC hex (SoS 16.61, 16.62)';

/** SoS 4.3: the Soviet Movement Phase, the one phase armored trains move in (16.61). */
export const SOVIET_MOVEMENT_PHASE = 10;

/**
 * Why a `move` holding armored trains may not be made, whatever its path (SoS 16.61, 16.62):
 * - 16.61: a train moves "per Soviet Movement Phase 10": in that phase only. The text gives
 *   the transports the Exploit and Reserves Movement Phases and the retreat before combat
 *   (16.42) and the trains none of them, so a train does not move in the Reserves (4) or
 *   Exploit (14) Movement Phases;
 * - 16.62: a train "may enter but never move through a German ZOC hex", and moving through
 *   enemy ZOC hexes is breakthrough movement (8.51): never `mode: breakthrough`;
 * - a reading: a train moves by its own rules, along the rails, so its move holds trains
 *   only (the text puts no unit on a train; 8.06's stack at the slowest unit's MP has no
 *   meaning between hexes and MP).
 */
export function trainMoveProblems(ctx: PhaseContext, counters: readonly Counter[], mode: 'normal' | 'breakthrough' | 'deployment', at: (string | number)[]): Issue[] {
  if (!counters.some(isTrain)) return [];
  const out: Issue[] = [];
  if (counters.some((c) => !isTrain(c))) out.push({ path: at, code: 'train-moves-alone', message: 'an armored train moves along the railroad by its own rules: its move holds armored trains only', rule: 'SoS 16.61' });
  if (ctx.window.phase !== SOVIET_MOVEMENT_PHASE) out.push({ path: at, code: 'train-phase', message: 'armored trains move only in Soviet Movement Phase 10, not in the Reserves or Exploit Movement Phases', rule: 'SoS 16.61' });
  if (mode === 'breakthrough') out.push({ path: [...at.slice(0, -1), 'mode'], code: 'train-breakthrough', message: 'an armored train never moves through a German ZOC hex: it makes no breakthrough movement', rule: 'SoS 16.62, 8.51' });
  return out;
}
