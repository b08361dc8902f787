import type { GameEvent } from '#kernel/engine/events';
import type { KbSide } from '../data/ids';
import { mergeDivisionSupply, type DivisionUnit } from '../rules/supply/states';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { withUnits } from '../state/update';

/**
 * KB 8.34: "Whenever units of the same mechanized division end the friendly movement phase
 * stacked together, they assume the same general supply state, whichever is most
 * beneficial." Not a step of the server's own: the movement window calls it for the moving
 * side once its Movement Phase is over (B.2, C.3).
 */
export function mergeDivisionsAfterMovement(ctx: KbContext, state: KbState, side: KbSide): { state: KbState; events: GameEvent[] } {
  const units: DivisionUnit[] = Object.values(state.units)
    .filter((u) => u.where === 'map' && u.hex !== null && ctx.unit(u.id).side === side)
    .map((u) => {
      const def = ctx.unit(u.id);
      return { id: u.id, hex: u.hex!, state: u.supply, mechanized: def.class === 'mechanized', ...(def.parent ? { division: def.parent } : {}) };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const changes = mergeDivisionSupply(units);
  if (changes.length === 0) return { state, events: [] };
  return {
    state: withUnits(state, Object.fromEntries(changes.map((c) => [c.unit, { supply: c.to }]))),
    events: [{ type: 'kb-division-supply', rule: 'KB 8.34', side, changes, text: `Stacked units of one mechanized division take the best supply state (8.34): ${changes.map((c) => `${c.unit} ${c.from} to ${c.to}`).join('; ')}` }],
  };
}
