import type { PhaseContext, WindowRules } from '../phase';
import type { SosState } from '../../state/types';
import { bombardmentPhase, readBombardments, STUKA_PHASES } from './check-bombard';
import { firesIndirect } from './if-range';
import { ammunitionHeld } from '../../ammunition/held';
import { stukasLeft } from '../../air/availability';
import { stukaNotes } from '../../air/stuka-notes';

/** SoS 14.42, 14.43, 14.02, 14.74, 15.11: the side has an IF unit in play, neither pinned nor spent nor held by the ammunition shortage, that has not fired this turn, or (German) Stukas left this turn. */
function mayBombard(ctx: PhaseContext, state: SosState): boolean {
  if (ctx.side === 'german' && STUKA_PHASES.has(bombardmentPhase(ctx)) && stukasLeft(ctx.env, ctx.scenario, ctx.turn, state) > 0) return true;
  return Object.entries(state.pieces).some(([id, p]) => {
    if (p.at === null || p.eliminated || p.pinned || p.spent || state.ifFired.includes(id) || ammunitionHeld(state, id)) return false;
    const c = ctx.env.counter(id);
    return c.side === ctx.side && firesIndirect(c);
  });
}

/**
 * The two windows of each Simultaneous Bombardment Phase (SoS 14.48: the German places first
 * in phases 2 and 6, the Soviet in 9 and 13): each side's `bombard` orders are checked
 * (14.2-14.6) and placed in the state, public, so the second placer sees the first's
 * markers and Stukas; the `${n}.resolve` step resolves them after the Soviet AA fire at the
 * Stukas (resolve-bombardment.ts, 15.42).
 */
export const bombardmentRules: WindowRules = {
  hasChoice: mayBombard,
  notes: (ctx, state) => (STUKA_PHASES.has(bombardmentPhase(ctx)) ? stukaNotes(ctx, state) : []),
  check: (ctx, state, orders) => readBombardments(ctx, state, orders).issues,
  adjudicate(ctx, state, orders) {
    const { placed } = readBombardments(ctx, state, orders);
    return {
      state: placed.length ? { ...state, bombardments: [...state.bombardments, ...placed] } : state,
      // SoS 14.48: the markers are public; which units fired is the firer's to know (7.0)
      events: placed.flatMap((b) => [
        { type: 'bombardment-placed', side: b.side, target: b.target, table: b.table, af: b.af, ...(b.stukas ? { stukas: b.stukas.count } : {}), rule: 'SoS 14.48, 14.03' },
        { type: 'bombardment-firers', side: b.side, target: b.target, units: b.units, spotting: b.spotting, visibleTo: [b.side], rule: 'SoS 14.2, 14.3' },
      ]),
      stop: null,
    };
  },
};
