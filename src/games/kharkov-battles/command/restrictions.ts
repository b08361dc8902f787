import { issue, type Issue } from '#kernel/engine/issues';
import type { CommandResult } from '../data/tables';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';

/**
 * KB 13.11, 13.2: why a Soviet unit may not move or attack this Soviet Player Turn, or
 * null when it may. An uncommitted unit may do neither (13.11). A unit marked OOC may
 * not attack; it may not move either after a 'halt' (the reconstructed C&C Table: 'halt'
 * stops it, 'hold' lets it move). The state keeps only the 'OOC' marker, so the C&C
 * result of this turn (`command`, from the Command Phase's events) tells the two apart;
 * without it an OOC unit is taken as halted.
 */
export function commandRefusal(ctx: KbContext, state: KbState, unit: string, action: 'move' | 'attack', command?: CommandResult): Issue | null {
  const st = state.units[unit];
  if (!st) return issue([action, unit], 'unknown-unit', `the game holds no unit "${unit}"`);
  const def = ctx.unit(unit);
  if (def.side !== 'soviet') return null;
  if (!st.committed) return issue([action, unit], 'uncommitted', `${def.name} is not committed and may not ${action}`, 'KB 13.11');
  if (!st.marks.ooc) return null;
  if (action === 'attack' || (command ?? 'halt') === 'halt') {
    return issue([action, unit], 'out-of-command', `${def.name} is out of command (OOC) this turn and may not ${action}`, 'KB 13.2');
  }
  return null;
}
