import type { GameEvent } from '#kernel/engine/events';
import type { HexId, UnitId } from '#kernel/ids';
import { fewestRemovals } from '#kernel/stacking/fewest-removals';
import type { DosContext } from '../data/context';
import { DOS_SIDES, SOVIET, sideName, type DosSide } from '../state/sides';
import { faceOf, occupancy, sideOf, unitDef } from '../state/units';
import type { DosState } from '../state/types';
import { consequencesText, noConsequences, type Consequences } from './consequences';
import { checkHexStack, DOS_STACK_RULE } from './stacking';
import { addToOosPile } from './supply/oos-eliminations';
import { supplyOf } from './supply/supply-of';
import { updateUnits } from '../state/unit-writes';

/** Current combat strength for choosing removals: attack + defense of the face showing ("?" counts 3). */
function strength(ctx: DosContext, state: DosState, id: UnitId): number {
  const f = faceOf(unitDef(ctx, id), state.units[id]!.steps);
  return (f.attack === '?' ? 3 : f.attack) + (f.defense === '?' ? 3 : f.defense);
}

/** So few units break neither limit, whichever of them count (6.1, 6.4): nothing to check. */
const NEVER_OVER = Math.min(DOS_STACK_RULE.limit, DOS_STACK_RULE.exemptLimit ?? DOS_STACK_RULE.limit);

/**
 * The fewest units to take out of an over-stacked group so that the rest is within the
 * limits (8 units, 6.1; Soviet artillery uncounted up to 3, 6.4); among equal choices the
 * opponent removes the strongest (digest §6 N5: highest current attack + defense, then
 * the lowest id). The nationality rule (6.3) is left to its own deadline (supply/mixed-stacks.ts).
 */
export function overstackRemovals(ctx: DosContext, state: DosState, ids: UnitId[]): UnitId[] {
  if (ids.length <= NEVER_OVER) return [];
  const legal = (keep: UnitId[]) => checkHexStack(keep.map((id) => unitDef(ctx, id)), { anyNationality: true }).ok;
  return fewestRemovals(ids, legal, (a, b) => strength(ctx, state, b) - strength(ctx, state, a) || (a < b ? -1 : 1));
}

/**
 * DoS 6.2: a hex found over-stacked at the start or end of a phase loses, to the dead
 * pile, the minimum number of the offending units, chosen by the opponent (digest §6 N5
 * default). The validator refuses over-stacking moves, so this only catches positions
 * reached otherwise. Soviet units removed while out of supply are destroyed out of supply
 * and go to the German's OOS pile, whose VP may end the game (4.3, 4.5). Mutates the
 * draft; returns one event per hex and side.
 */
export function removeOverstacks(ctx: DosContext, draft: DosState, when: 'start' | 'end'): GameEvent[] {
  const events: GameEvent[] = [];
  for (const [hex, all] of occupancy(draft)) {
    if (all.length <= NEVER_OVER) continue; // neither side's share of the hex can break a limit (overstackRemovals)
    for (const side of DOS_SIDES) {
      const ids = all.filter((id) => sideOf(unitDef(ctx, id)) === side);
      const removed = overstackRemovals(ctx, draft, ids);
      if (removed.length === 0) continue;
      const oos = side === SOVIET ? removed.filter((id) => supplyOf(ctx, draft, id) === 'oos') : []; // DoS 4.3: judged before they go
      updateUnits(draft, removed, (u) => ({ ...u, hex: null, steps: 0, status: 'eliminated' }));
      const out = noConsequences();
      addToOosPile(ctx, draft, oos, out); // DoS 4.3
      events.push(overstackEvent(hex, side, removed, when, out));
    }
  }
  return events;
}

const overstackEvent = (hex: HexId, side: DosSide, removed: UnitId[], when: 'start' | 'end', out: Consequences): GameEvent => {
  const after = consequencesText(out);
  return {
    type: 'overstack-removed',
    rule: 'DoS 6.2',
    hex,
    side,
    units: removed,
    when,
    notes: out.notes,
    text: `${hex} over-stacked at the ${when} of the phase: ${sideName(side)} ${removed.join(', ')} removed to the dead pile (6.2; the opponent's choice by default: the strongest)${after ? `; ${after}` : ''}`,
  };
};
