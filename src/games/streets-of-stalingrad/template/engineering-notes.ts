import { taskOf } from '../state/engineering';
import type { SosState } from '../state/types';

/** SoS 17.16, 17.18, 17.27, 17.37: an engineer's task, as a note on the unit for its side's template. */
export function engineeringNotes(state: SosState, unit: string): string[] {
  const t = taskOf(state, unit);
  if (!t) return [];
  if (t.done) return [`placed a ${t.kind} in ${t.hex} in turn ${t.done.turn}, phase ${t.done.phase}: may move in its next movement phase (SoS 17.18, 17.27, 17.37)`];
  return [`${t.remove ? 'removing' : 'building'} a ${t.kind} in ${t.hex}, due in turn ${t.due.turn}, phase ${t.due.phase}: may not move (SoS 17.16, 17.25, 17.35)`];
}
