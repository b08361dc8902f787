import type { UnitOptions } from '#kernel/engine/ruleset';
import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { DosSide } from '#games/drive-on-stalingrad/state/sides';
import { occupancy, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { stackProblem, unitStepCost } from '../movement';
import { seaDestinations } from '../sea-movement/options';
import { checkHexStack } from '../stacking';
import { entryHexes } from './entry-hexes';
import { arrivalKind, availableReinforcements, scheduleOf } from './schedule';

/**
 * "What can this reinforcement do now" (Ruleset.options): for each of the side's
 * reinforcements due this game turn, the hexes it may enter through alone in this
 * movement window with the entry cost (DoS 8.1-8.3, 8.5, 8.11; stacking 6.2 and the one
 * stack per entry hex of 8.1), and for a south-map arrival the ports it may sail to
 * instead (9.18, digest E44). A unit with neither is listed in `blocked` instead.
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
    const ports = kind === 'south' ? seaDestinations(ctx, state, id) : []; // DoS 9.18, digest E44
    const first = entries[0]?.hex ?? ports[0];
    if (first === undefined) {
      blocked.push(id);
      continue;
    }
    const notes = entries.length > 0 ? [`reinforcement off the map: enter with {enter: {units: [${id}], at: <hex>, path?: [...]}} in this movement phase (DoS 8.1)`] : [];
    if (ports.length > 0) notes.push(`may arrive by sea at ${ports.join(', ')}: {sea: {unit: ${id}, to, path?: [...]}} (DoS 9.18)`);
    units.push({ unit: id, label: `${def.designation} ${def.name}`, hex: first, entries, notes });
  }
  return { units, blocked };
}
