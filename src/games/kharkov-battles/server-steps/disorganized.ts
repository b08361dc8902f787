import type { KbSide } from '../data/ids';
import { removeDisorganizedMarkers } from '../assault/markers';
import { atStep } from './position';
import type { ServerStepRun } from './types';

/** KB 4.1 B.3.f / C.4.f, 11.28: at the end of a side's Combat Phase its units' 'Disorganized' markers come off. */
export const runDisorganizedRemoval = (side: KbSide): ServerStepRun => (step, input) => {
  const state = atStep(input.state, step);
  const units = Object.values(state.units).filter((u) => u.marks.disorganized && input.data.ctx.unit(u.id).side === side).map((u) => u.id).sort();
  const next = removeDisorganizedMarkers(input.data.ctx, state, side);
  const events = units.length === 0 ? [] : [{ type: 'kb-disorganized-removed', rule: 'KB 11.28', side, units }];
  return { state: next, record: input.record, events, result: null };
};
