import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId } from '#kernel/ids';
import { SOS_BOXES } from '../../orders/places';
import { sideBox } from '../../replacements/replace-order';
import { scenarioEntry } from '../../setup/scenario-entry';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { enterProblems } from './start-orders';

/**
 * SoS 21.2: in the side's Movement Phase, each reinforcement it may place in a box now (due by
 * the turn's date, not yet in play: what the check accepts of a one-unit `enter`), listed at the
 * box its card names, or the side's first, with a note giving the order; no moves (a unit moves
 * out of its box once placed, in a later phase's listing). Players "may hold any reinforcements"
 * (21.2): the listing offers, it never requires.
 */
export function enterOptions(ctx: PhaseContext, state: SosState): UnitOptions[] {
  const boxes = SOS_BOXES.filter((b) => sideBox(ctx.side, b));
  return ctx.env
    .scenarioCounters(ctx.scenario)
    .flatMap((c) => {
      const entry = scenarioEntry(c, ctx.scenario);
      if (c.side !== ctx.side || entry.at !== 'reinforcement') return [];
      const box = entry.box ?? boxes[0]!;
      if (enterProblems(ctx, state, [c.id], box, ['orders', 0, 'enter']).length > 0) return [];
      return [{ unit: unitId(c.id), label: c.name, hex: hexId(box), notes: [`a reinforcement due: enter: {units: [${c.id}], box: ${box}} places it in ${box} (SoS 21.2)`] }];
    });
}
