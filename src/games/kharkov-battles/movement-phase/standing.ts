import type { OrderAt } from './events';
import type { PhaseRun } from './run';

/**
 * KB 18.22 (digest D19): "Either player may permanently remove a bridge marker from the map
 * at any time during a turn". The other side's standing orders are asked on the state as it
 * is now (the caller's `standingRemovals`); what they remove is gone from here on, and
 * reported (`at`: the order during which, null as the phase begins). True when a bridge went.
 */
export function askStanding(run: PhaseRun, at: OrderAt | null): boolean {
  const r = run.input.standingRemovals?.(run.state);
  if (!r || r.removed.length === 0) return false;
  run.state = r.state;
  for (const b of r.removed) run.events.push({ kind: 'pontoon-removed', at, by: b.by, hex: b.hex, across: b.across, rule: 'KB 18.22' });
  return true;
}
