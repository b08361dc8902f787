import type { GameEvent } from '#kernel/engine/events';
import type { KbSide } from '../../data/ids';
import type { KbStanding } from '../../orders/standing';
import { keepsLegalStack, overStackedHexes } from '../../rules/stacking/end-of-phase';
import type { KbContext } from '../../state/context';
import { eliminatedTo, type Removal } from '../../state/elimination';
import { occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { withUnits } from '../../state/update';

/**
 * KB 6.11, 6.24: at the end of its own Movement Phase a side's stack over a limit loses
 * units until it is legal, the owner choosing which (digest D21): the units of its
 * standing `lossOrder` first, then cadres, then by fewer steps and lower strength, then
 * by id. An eliminated unit goes where any eliminated unit goes: the caller's `eliminate`
 * when given (16.31: the movement judge's Replacement Pool, traced from the over-stacked hex
 * on the state of that moment, game/judge/replacement-pool.ts), else where 15.13 and 16.35
 * send it (state/elimination.ts).
 */
export function eliminateOverStacked(
  ctx: KbContext,
  state: KbState,
  side: KbSide,
  standing: KbStanding | null,
  eliminate?: (state: KbState, unit: string) => Removal | null,
): { state: KbState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  const listed = Array.isArray(standing?.lossOrder) ? standing.lossOrder : [];
  for (const { hex } of overStackedHexes(ctx, state, side)) {
    const here = occupancy(ctx, s).at(hex, side);
    const rank = (id: string): [number, number, number, string] => {
      const p = here.find((x) => x.def.id === id)!;
      const at = listed.indexOf(id);
      return [at < 0 ? listed.length : at, p.state.steps, p.def.strength ?? 0, id];
    };
    const order = here.map((p) => p.def.id).sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
      return x[3] < y[3] ? -1 : 1;
    });
    let kept = here.map((p) => p.def.id);
    for (const id of order) {
      if (keepsLegalStack(ctx, s, side, hex, kept)) break;
      kept = kept.filter((k) => k !== id);
      const st = s.units[id]!;
      const pooled = eliminate?.(s, id) ?? null; // KB 16.31, on the state before it leaves the hex
      const to = pooled ?? eliminatedTo(ctx.unit(id), s.at.turn);
      const pools = st.chit ? { ...s.chitPools, [side]: [...s.chitPools[side], st.chit.id].sort() } : s.chitPools;
      s = withUnits({ ...s, chitPools: pools }, { [id]: { hex: null, steps: 0, chit: null, ...to } });
      events.push({ type: 'over-stacked-eliminated', unit: id, hex, to: to.where, rule: pooled?.where === 'replacement-pool' ? 'KB 6.11, 6.24, 16.31' : 'KB 6.11, 6.24' });
    }
  }
  return { state: s, events };
}
