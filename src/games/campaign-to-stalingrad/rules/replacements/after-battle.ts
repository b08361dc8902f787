import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { UnitsThen } from '#games/campaign-to-stalingrad/state/unit-writes';
import { enemyOf, occupancy } from '../occupancy';
import { catchReplacements } from './caught';

/**
 * CtS 21.3 after a battle: the defender's replacement counters in a target hex his units
 * left by retreat go with them (a counter may retreat with a retreating stack; it never
 * advances), to the hex the first of them (by id) reached; then any counter of the defender
 * left alone in a hex the attacker's units now hold or advanced through is caught and goes
 * to the Pool. `before`: the units before the battle (state/unit-writes.ts unitsThen).
 */
export function replacementsAfterBattle(ctx: CtsContext, before: UnitsThen, after: CtsState, side: CtsSide, targets: readonly string[], advanced: readonly HexId[] = []): { state: CtsState; events: GameEvent[] } {
  const defender = enemyOf(side);
  const events: GameEvent[] = [];
  let placed = after.replacementsOnMap;
  for (const t of targets) {
    const here = (ids: readonly string[], get: (id: string) => CtsState['units'][string] | undefined) => ids.filter((id) => get(id)!.where === 'map' && get(id)!.hex === t && ctx.units.get(id)!.side === defender);
    if (!placed.some((r) => r.side === defender && r.hex === t) || here(Object.keys(after.units), (id) => after.units[id]).length > 0) continue;
    const gone = here(before.ids(), (id) => before.get(id))
      .sort()
      .map((id) => after.units[id]!)
      .find((u) => u.where === 'map' && u.hex !== null && u.hex !== t);
    if (!gone) continue;
    placed = placed.map((r) => (r.side === defender && r.hex === t ? { ...r, hex: gone.hex! } : r));
    events.push({ type: 'replacement-retreat', rule: 'CtS 21.3', side: defender, from: t, to: gone.hex, text: `the ${defender} replacements at ${t} retreat with ${ctx.units.get(gone.id)!.name} to ${gone.hex}` });
  }
  // no counter of the defender on the map: none to catch
  if (!placed.some((r) => r.side === defender)) return { state: placed === after.replacementsOnMap ? after : { ...after, replacementsOnMap: placed }, events };
  // the hexes the attacker's units now hold: his stacks' hexes, as occupancy keeps them for the position (in any order: a set of hexes is caught)
  const held = occupancy(ctx, after).stands(side).keys();
  const caught = catchReplacements(ctx, { ...after, replacementsOnMap: placed }, side, [...held, ...advanced]);
  return { state: caught.state, events: [...events, ...caught.events] };
}
