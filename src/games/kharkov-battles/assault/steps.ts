import type { Dice } from '#kernel/engine/dice';
import { eliminatedTo, TRT_TURNS } from '../state/elimination';
import type { KbState } from '../state/types';
import { withUnits } from '../state/update';
import type { AssaultEnv } from './attack';
import { drawChit } from './chits';
import type { AssaultEvent, LossWhy } from './events';

/**
 * One step off one unit (KB 2.7, 2.71, 2.6): a Combat Rating unit at full strength flips
 * its chit to the reduced face (drawing one first if it has none, 2.6), a reduced one
 * becomes its cadre and its chit goes back to the pool; a two-step unit becomes its cadre;
 * the last step eliminates the unit. Returns the new state and what happened.
 */
export function loseStep(env: AssaultEnv, state: KbState, unit: string, why: LossWhy, rule: string, dice: Dice, label: string): { state: KbState; events: AssaultEvent[] } {
  const def = env.ctx.unit(unit);
  let st = state.units[unit];
  if (!st || st.steps < 1 || st.where !== 'map') throw new Error(`${unit} has no step left to lose on the map`);
  const events: AssaultEvent[] = [];
  let s = state;
  if (def.rating !== undefined && st.steps === 3 && st.chit === null) {
    const d = drawChit(s, def.side, unit, 'full', dice, `${label}/chit`);
    if (d) {
      s = d.state;
      events.push(d.event);
      st = s.units[unit]!;
    }
  }
  const left = st.steps - 1;
  events.push({ kind: 'step-lost', unit, stepsLeft: left, why, rule });
  if (left === 0) {
    // KB 15.13, 16.35: an HQ or German silhouette mechanized unit waits on the TRT five turns; others without the hook are gone
    const to = env.eliminatedTo?.(def, s) ?? eliminatedTo(def, s.at.turn).where;
    const returnTurn = to === 'trt' ? s.at.turn + TRT_TURNS : null;
    const pools = st.chit ? { ...s.chitPools, [def.side]: [...s.chitPools[def.side], st.chit.id].sort() } : s.chitPools;
    events.push({ kind: 'eliminated', unit, to, rule: def.kind === 'hq' ? 'KB 15.13' : to === 'trt' ? 'KB 16.35' : 'KB 2.7' });
    s = withUnits({ ...s, chitPools: pools }, { [unit]: { steps: 0, where: to, hex: null, chit: null, returnTurn } });
    return { state: s, events };
  }
  if (def.rating !== undefined && st.chit) {
    if (left === 2) {
      events.push({ kind: 'chit-flipped', unit, chit: st.chit.id, rule: 'KB 2.7' });
      return { state: withUnits(s, { [unit]: { steps: 2, chit: { id: st.chit.id, face: 'reduced' } } }), events };
    }
    events.push({ kind: 'chit-returned', unit, chit: st.chit.id, rule: 'KB 2.7' });
    const pools = { ...s.chitPools, [def.side]: [...s.chitPools[def.side], st.chit.id].sort() };
    return { state: withUnits({ ...s, chitPools: pools }, { [unit]: { steps: left, chit: null } }), events };
  }
  return { state: withUnits(s, { [unit]: { steps: left } }), events };
}
