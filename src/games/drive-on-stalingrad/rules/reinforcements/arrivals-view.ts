import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { frontLineFrozen, scheduledActivation } from '../activation/front-line';
import { frozenReserves } from '../activation/reserve-armies';
import { availableReinforcements, upcomingReinforcements } from './schedule';

/**
 * The arrival and activation rules in a side's view (Ruleset.view). Public: the
 * still-frozen Soviet front-line armies and Reserve Armies (their markers are on the map,
 * 3.2, 8.4), whether the Germans crossed the Don (8.6) and the south-map gate (8.5). The
 * viewer's own only (11.7: neither side sees the other's Turn Record Track): its
 * reinforcements due now and later, the south-map units it drew, its withdrawn units.
 */
export function arrivalsView(ctx: DosContext, state: DosState, viewer: DosSide | null): Record<string, unknown> {
  const data = scenarioOf(ctx, state.scenario).data;
  const out: Record<string, unknown> = {
    frozenArmies: Object.keys(data.frontLine ?? {})
      .sort()
      .filter((a) => frontLineFrozen(ctx, state, a))
      .map((army) => ({ army, until: scheduledActivation(ctx, state, army), rule: 'DoS 3.2' })),
    frozenReserves: frozenReserves(ctx, state).map((r) => ({ ...r, rule: 'DoS 8.4' })),
    donCrossed: state.arrivals.donCrossed,
    southGate: state.arrivals.southGate,
  };
  if (viewer === null) return out;
  const own = (id: string) => sideOf(unitDef(ctx, id)) === viewer;
  out.reinforcementsDue = availableReinforcements(ctx, state, viewer);
  out.reinforcementsUpcoming = upcomingReinforcements(ctx, state, viewer).filter((r) => r.turn === null || r.turn > state.turn);
  out.withdrawn = Object.keys(state.units).filter((id) => state.units[id]!.status === 'withdrawn' && own(id)).sort();
  if (data.southReinforcements) out.southDrawn = state.arrivals.southDrawn.filter(own);
  return out;
}
