import { closeWindow } from './adjudication/close-window';
import type { ServiceContext } from './context';
import { ServiceError } from './errors';
import { stepRecord } from './steps/step-record';
import type { Principal, StepRecord } from './types';

/** Referee: close the open window now with whatever files are in; returns the step in full. */
export async function adjudicate(ctx: ServiceContext, gameId: string, who: Principal): Promise<StepRecord> {
  if (who.kind !== 'referee') throw new ServiceError(403, 'referee-only', 'Only the referee may close a window early.');
  const step = await closeWindow(ctx, gameId, 'referee');
  if (!step) throw new Error('the window could not be closed');
  return stepRecord(step.step, step.events, 'full');
}
