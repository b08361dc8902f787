import { issue, type Issue } from '#kernel/engine/issues';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { commandResultOf } from '../state/unit-status';

/**
 * KB 13.11, 13.2: why a Soviet unit may not move or attack this Soviet Player Turn, or
 * null when it may. An uncommitted unit may do neither (13.11). The C&C result applies to
 * the unit that rolled it only (13.2; the reconstructed C&C Table): a unit marked OOC may
 * not attack; after a 'halt' it may not move either, after a 'hold' it may. The result is
 * kept with the marker (state/unit-status.ts `commandResultOf`).
 */
export function commandRefusal(ctx: KbContext, state: KbState, unit: string, action: 'move' | 'attack'): Issue | null {
  const st = state.units[unit];
  if (!st) return issue([action, unit], 'unknown-unit', `the game holds no unit "${unit}"`);
  const def = ctx.unit(unit);
  if (def.side !== 'soviet') return null;
  if (!st.committed) return issue([action, unit], 'uncommitted', `${def.name} is not committed and may not ${action}`, 'KB 13.11');
  const result = commandResultOf(st);
  if (result === null) return null;
  if (action === 'attack' || result === 'halt') {
    return issue([action, unit], 'out-of-command', `${def.name} is out of command (OOC, '${result}') this turn and may not ${action}`, 'KB 13.2');
  }
  return null;
}
