import type { HexId } from '#kernel/ids';
import { zocSources } from '../rules/zoc/enemy-zoc';
import { enemyOf, occupancy } from '../state/occupancy';
import { withUnits } from '../state/update';
import { removedTo } from './removal';
import type { OrderAt } from './events';
import type { PhaseRun } from './run';

/**
 * KB 11.32: the lone unit in `hex`, overrun by `unit`, is eliminated (to the Replacement
 * Pool if appropriate; removal.ts), unless it is also in a ZOC of its own side: then it is displaced to
 * the hex of a unit exerting that ZOC (Forced Displacement), the owner's choice among
 * several; without a standing choice, the lowest hex id. Stacking is checked only at the
 * end of its own movement phase (11.32), so it may overstack there.
 */
export function applyOverrun(run: PhaseRun, at: OrderAt, unit: string, hex: HexId): void {
  const { ctx, side } = run.input;
  const owner = enemyOf(side);
  const victims = occupancy(ctx, run.state).at(hex, owner);
  for (const v of victims) {
    const sources = zocSources(ctx, run.state, owner, hex, 'movement').filter((h) => h !== hex);
    // the owner may choose elimination (11.32: "may move"): a judge's null is kept, not replaced by the first hex
    const to = sources.length === 0 ? null : run.input.displaceTo ? run.input.displaceTo(run.state, v.def.id, sources) : sources[0]!;
    if (to !== null && sources.includes(to)) {
      run.state = withUnits(run.state, { [v.def.id]: { hex: to } });
    } else {
      run.state = withUnits(run.state, { [v.def.id]: { hex: null, ...removedTo(run, v.def.id) } });
    }
    const displaced = to !== null && sources.includes(to) ? to : null;
    run.events.push({ kind: 'overrun', at, unit, hex, victim: v.def.id, displacedTo: displaced, rule: 'KB 11.32' });
  }
}

