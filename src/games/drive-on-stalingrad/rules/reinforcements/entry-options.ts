import type { UnitOptions } from '../../../../kernel/engine/ruleset';
import type { HexId } from '../../../../kernel/ids';
import type { DosContext } from '../../data/context';
import type { DosSide } from '../../state/sides';
import { occupancy, unitDef } from '../../state/units';
import type { DosState } from '../../state/types';
import { stackProblem, unitStepCost } from '../movement';
import { checkHexStack } from '../stacking';
import { entryHexes } from './entry-hexes';
import { arrivalKind, availableReinforcements, scheduleOf } from './schedule';

/**
 * "What can this reinforcement do now" (Ruleset.options): for each of the side's
 * reinforcements due this game turn, the hexes it may enter through alone in this
 * movement window with the entry cost (DoS 8.1-8.3, 8.5, 8.11; stacking 6.2 and the one
 * stack per entry hex of 8.1). A unit with no such hex is listed in `blocked` instead.
 */
export function entryOptions(ctx: DosContext, state: DosState, side: DosSide): { units: UnitOptions[]; blocked: string[] } {
  const units: UnitOptions[] = [];
  const blocked: string[] = [];
  const occ = occupancy(state);
  const sources = new Map<string, HexId[]>(); // units of one kind with no named entry hexes share them
  for (const id of availableReinforcements(ctx, state, side)) {
    const def = unitDef(ctx, id);
    const step = unitStepCost(ctx, state, def, occ);
    const entries: { hex: HexId; cost: number }[] = [];
    const kind = arrivalKind(ctx, state, id)!;
    const key = `${kind}|${(scheduleOf(ctx, state, id)?.entry ?? []).join(',')}`;
    if (!sources.has(key)) sources.set(key, entryHexes(ctx, state, kind, id, occ));
    for (const hex of sources.get(key)!) {
      const earlier = (state.phase.entered?.[hex] ?? []).map((u) => unitDef(ctx, u));
      if (stackProblem(ctx, occ, hex, [def], state) !== null || !checkHexStack([...earlier, def]).ok) continue;
      const verdict = step(hex, hex);
      if (!('prohibited' in verdict)) entries.push({ hex, cost: verdict.cost });
    }
    if (entries.length === 0) {
      blocked.push(id);
      continue;
    }
    units.push({
      unit: id,
      label: `${def.designation} ${def.name}`,
      hex: entries[0]!.hex,
      entries,
      notes: [`reinforcement off the map: enter with {enter: {units: [${id}], at: <hex>, path?: [...]}} in this movement phase (DoS 8.1)`],
    });
  }
  return { units, blocked };
}
