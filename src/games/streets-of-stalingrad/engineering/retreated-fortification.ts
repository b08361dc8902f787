import type { GameEvent } from '#kernel/engine/events';
import type { SosSide } from '../sequence/phases';
import { engineeringOf, fortificationAt, withEngineering } from '../state/engineering';
import type { SosState } from '../state/types';

/**
 * SoS 9.881: "Fortification units are eliminated if all defending combat units in the hex with
 * them retreat after combat." The fortification `side` built in `hex` (engineering), once the
 * retreat has left no combat unit of the side there (`combatLeft`), is removed.
 */
export function fortificationRetreatedFrom(state: SosState, side: SosSide, hex: string, combatLeft: boolean): { state: SosState; events: GameEvent[] } {
  if (combatLeft || fortificationAt(state, hex)?.side !== side) return { state, events: [] };
  const e = engineeringOf(state);
  const next = withEngineering(state, { ...e, fortifications: e.fortifications.filter((f) => f.hex !== hex) });
  return { state: next, events: [{ type: 'fortification-removed', hex, side, reason: 'every defending combat unit in the hex retreated after combat', rule: 'SoS 9.881' }] };
}
