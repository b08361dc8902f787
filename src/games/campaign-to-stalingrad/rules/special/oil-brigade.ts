import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import { isNonCombat } from '../unit-kind';

/**
 * CtS 35.8 D, 37.4 A: the Oil Brigade's "only function ... is its victory point value if exited
 * off the south edge". The text gives it no other rule; it is read as one of the non-combat
 * units of the Basic Game, which "in no way impede enemy movement" (16.10 Depots, 21.3
 * Replacements) and go when an enemy unit enters their hex alone: a Depot "is destroyed"
 * (16.10), a Replacement goes to its Pool (21.3). The Oil Brigade has no Pool and no step to
 * rebuild, so it is removed from play (withdrawn, never returning, like the Depot it resembles;
 * no victory points for either side, its only function being the exit's). A reading, the text
 * being silent: played from engine cts-6 (`oilBrigadeCaught`).
 *
 * `side` moved and `entered`: the hexes its units entered by the order just carried out (a move's
 * path, an advance's); a hex where an enemy unit now stands is entered too (a retreat's end).
 */
export function catchOilBrigades(ctx: CtsContext, state: CtsState, side: CtsSide, entered: readonly HexId[]): { state: CtsState; events: GameEvent[] } {
  if (!ctx.readings.oilBrigadeCaught) return { state, events: [] };
  const onMap = Object.values(state.units).filter((u) => u.where === 'map' && u.hex !== null);
  const oil = onMap.filter((u) => isNonCombat(ctx.units.get(u.id)!));
  if (oil.length === 0) return { state, events: [] };
  const enteredSet = new Set<string>(entered);
  const caught = oil.filter((o) => {
    const owner = ctx.units.get(o.id)!.side;
    const here = onMap.filter((u) => u.hex === o.hex && u.id !== o.id);
    const friends = here.some((u) => ctx.units.get(u.id)!.side === owner && !isNonCombat(ctx.units.get(u.id)!));
    const enemy = here.some((u) => ctx.units.get(u.id)!.side !== owner);
    return !friends && (enemy || (owner !== side && enteredSet.has(o.hex!)));
  });
  if (caught.length === 0) return { state, events: [] };
  const changes = new Map<string, UnitState>(caught.map((o) => [o.id, unitWith(o, { where: 'withdrawn', hex: null })]));
  return {
    state: { ...state, units: writeUnits(state, changes) },
    events: caught.map((o) => ({ type: 'oil-brigade-caught', rule: 'CtS 35.8', unit: o.id, hex: o.hex, side: ctx.units.get(o.id)!.side, text: `${ctx.units.get(o.id)!.name}, alone in ${o.hex}, is caught by an enemy unit and removed from play (a non-combat unit, read with CtS 16.10 and 21.3)` })),
  };
}
