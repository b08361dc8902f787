import type { GameEvent } from '../../../../kernel/engine/events';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { mayRebuild } from './matching';

/**
 * CtS 21.4-21.5 in the owner's Supply Phase: a Replacement stacked with a unit it may
 * rebuild (21.5, matching.ts) that has lost a step adds one step, and goes back to the
 * Pool; at most one a unit a turn (21.5.1), never to a unit that fought this turn (21.5.2,
 * digest A26), in or out of supply or ZOC (21.5.3). Units in the Cadre Box come back
 * through Front and Army Group HQs (21.4): not yet.
 */
export function absorbReplacements(ctx: CtsContext, state: CtsState, side: CtsSide): { state: CtsState; events: GameEvent[] } {
  const units = { ...state.units };
  const pool = { ...state.replacementPool[side] };
  const kept: CtsState['replacementsOnMap'] = [];
  const helped = new Set<string>();
  const events: GameEvent[] = [];
  for (const r of state.replacementsOnMap) {
    if (r.side !== side) {
      kept.push(r);
      continue;
    }
    const target = Object.keys(units)
      .sort()
      .find((id) => {
        const u = units[id]!;
        const spec = ctx.units.get(id)!;
        return spec.side === side && u.where === 'map' && u.hex === r.hex && u.steps < spec.faces.length && !u.attacked && !u.defended && !helped.has(id) && mayRebuild(r.type, spec);
      });
    if (!target) {
      kept.push(r);
      continue;
    }
    helped.add(target);
    units[target] = { ...units[target]!, steps: units[target]!.steps + 1 };
    pool[r.type] = (pool[r.type] ?? 0) + 1;
    events.push({ type: 'replacement-absorbed', rule: 'CtS 21.4', unit: target, replacement: r.type, hex: r.hex, text: `${ctx.units.get(target)!.name} absorbs a ${r.type} replacement and gains a step` });
  }
  return { state: { ...state, units, replacementPool: { ...state.replacementPool, [side]: pool }, replacementsOnMap: kept }, events };
}
