import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { eliminatedTo } from '../elimination';
import { enemyOf, occupancy } from '../occupancy';
import { bondsOf } from '../zones-of-control';
import type { StepLoss } from './losses';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';

/**
 * Takes the steps away (10.4); a unit that loses its last goes to the Cadre Box, or loses
 * its cadre when Isolated (18.0-18.2). Every loss is judged on the position before any of
 * them, then all are written at once (into a battle's working copy, state/unit-writes.ts).
 */
export function applyLosses(ctx: CtsContext, state: CtsState, losses: readonly StepLoss[], events: GameEvent[], rule: string): CtsState {
  if (losses.length === 0) return state;
  const occ = occupancy(ctx, state);
  const written = new Map<string, UnitState>();
  for (const l of losses) {
    const u = written.get(l.unit) ?? state.units[l.unit]!;
    const spec = ctx.units.get(l.unit)!;
    if (l.eliminated) {
      const where = eliminatedTo(ctx, state, occ, spec.side, u.hex!, bondsOf(ctx, state, enemyOf(spec.side), occ));
      written.set(l.unit, unitWith(u, { steps: 0, where, hex: null }));
      events.push({ type: 'eliminated', rule: where === 'cadre' ? 'CtS 18.1' : 'CtS 18.2', unit: l.unit, to: where, text: `${spec.name} is eliminated: ${where === 'cadre' ? 'to the Cadre Box' : 'isolated, its cadre is lost'}` });
    } else {
      written.set(l.unit, unitWith(u, { steps: u.steps - l.steps }));
      events.push({ type: 'step-loss', rule, unit: l.unit, steps: l.steps, text: `${spec.name} loses ${l.steps} step${l.steps > 1 ? 's' : ''}` });
    }
  }
  return { ...state, units: writeUnits(state, written) };
}
