import type { Issue } from '#kernel/engine/issues';
import { flotillaProblems, newFlotillaTally } from '../../flotilla/check-flotilla';
import { placeFlotilla } from '../../flotilla/flotilla-use';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import type { PhaseRun } from './phase-run';

/** SoS 16.53: River Flotilla units placed in a Volga River hex for the movement phase. */
export interface FlotillaPlacement {
  units: string[];
  at: string;
  takeLosses?: true;
}

/**
 * SoS 16.52, 16.53: the problems of a `flotilla` order of the Soviet Movement or Exploit
 * Movement Phase (the window's file accepts it there only), each at `at` + its place in the
 * order: the units as check-flotilla.ts reads them, placed in a solid Volga River hex of the
 * scenario, at most two a hex with those placed before.
 */
export function flotillaPlacementProblems(ctx: PhaseContext, state: SosState, order: FlotillaPlacement, at: (string | number)[]): Issue[] {
  return flotillaProblems(ctx, state, ctx.side, [{ units: order.units, from: order.at }], null, newFlotillaTally(), ['group']).map((x) => {
    const rest = x.path.slice(2).map((p) => (p === 'from' ? 'at' : p));
    return { ...x, path: [...at, ...rest] };
  });
}

/** SoS 16.52, 16.53: the units leave their box for the Volga River hex, used this turn; the Soviet alone reads where (7.3: crossers are hidden). */
export function applyFlotillaPlacement(ctx: PhaseContext, run: PhaseRun, order: FlotillaPlacement, i: number): void {
  run.state = placeFlotilla(run.state, order.units, order.at, ctx.turn, ctx.window.phase, order.takeLosses === true);
  const units = order.units.filter((u) => run.state.pieces[u]?.at === order.at);
  if (units.length) run.events.push({ type: 'flotilla-placed', rule: 'SoS 16.53', order: i, hex: order.at, units, ...(order.takeLosses ? { takeLosses: true } : {}), visibleTo: [ctx.side] });
}
