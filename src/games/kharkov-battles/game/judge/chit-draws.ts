import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { KbSide } from '../../data/ids';
import type { KbContext } from '../../state/context';
import type { KbState, KbUnitState } from '../../state/types';
import { withUnits } from '../../state/update';
import { isCadre } from '../../state/unit-status';

/** One chit drawn in the phase, not yet put under its unit. */
interface Draw {
  side: KbSide;
  unit: string;
  chit: string;
}

/**
 * KB 2.6 during a Movement Phase: a Combat Rating unit without a chit draws one, blind,
 * when it first fights in a Mobile Assault (a hidden draw labelled `<label>/chit/<unit>`,
 * its value committed in the transcript). The phase runs on states this ledger does not
 * write to, so the draws are kept here, each chit out of its pool for the rest of the
 * phase, and put under their units when the phase is over (`settle`).
 */
export class ChitDraws {
  private readonly draws = new Map<string, Draw>();
  private readonly ctx: KbContext;
  private readonly dice: Dice;
  private readonly label: string;
  constructor(ctx: KbContext, dice: Dice, label: string) {
    this.ctx = ctx;
    this.dice = dice;
    this.label = label;
  }

  /** The unit's state with its chit: the one it has, the one drawn this phase, or one drawn now; unchanged for a unit without a Combat Rating or a cadre. */
  withChit(state: KbState, unit: string): KbUnitState {
    const st = state.units[unit]!;
    const def = this.ctx.unit(unit);
    if (def.rating === undefined || st.chit !== null || isCadre(def, st)) return st;
    const face = st.steps === 3 ? 'full' : 'reduced';
    const known = this.draws.get(unit);
    if (known) return { ...st, chit: { id: known.chit, face } };
    const taken = new Set([...this.draws.values()].filter((d) => d.side === def.side).map((d) => d.chit));
    const pool = state.chitPools[def.side].filter((c) => !taken.has(c));
    if (pool.length === 0) return st;
    const chit = pool[this.dice.hidden(`${this.label}/chit/${unit}`, pool.length) - 1]!;
    this.draws.set(unit, { side: def.side, unit, chit });
    return { ...st, chit: { id: chit, face } };
  }

  /**
   * The state after the phase with the chits drawn under their units (KB 2.6), and every
   * chit of a unit that is now a cadre or off the map back in its pool (KB 2.7). The
   * draws are the owner's to see (`visibleTo`).
   */
  settle(state: KbState): { state: KbState; events: GameEvent[] } {
    const events: GameEvent[] = [];
    let s = state;
    for (const d of [...this.draws.values()].sort((a, b) => (a.unit < b.unit ? -1 : 1))) {
      const st = s.units[d.unit]!;
      events.push({ type: 'chit-drawn', side: d.side, unit: d.unit, chit: d.chit, rule: 'KB 2.6', visibleTo: [d.side] });
      if (st.chit !== null) continue;
      const pools = { ...s.chitPools, [d.side]: s.chitPools[d.side].filter((c) => c !== d.chit) };
      s = withUnits({ ...s, chitPools: pools }, { [d.unit]: { chit: { id: d.chit, face: st.steps === 3 ? 'full' : 'reduced' } } });
    }
    return returnLooseChits(this.ctx, s, events);
  }
}

/** KB 2.7: a unit reduced to its cadre or off the map has no chit: it goes back to its side's pool. */
export function returnLooseChits(ctx: KbContext, state: KbState, events: GameEvent[] = []): { state: KbState; events: GameEvent[] } {
  let s = state;
  for (const st of Object.values(state.units)) {
    if (st.chit === null) continue;
    const def = ctx.unit(st.id);
    if (st.where === 'map' && !isCadre(def, st) && st.steps > 1) continue;
    const pools = { ...s.chitPools, [def.side]: [...s.chitPools[def.side], st.chit.id].sort() };
    s = withUnits({ ...s, chitPools: pools }, { [st.id]: { chit: null } });
    events.push({ type: 'chit-returned', unit: st.id, chit: st.chit.id, rule: 'KB 2.7', visibleTo: [def.side] });
  }
  return { state: s, events };
}
