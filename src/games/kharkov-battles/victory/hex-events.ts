import type { GameMap } from '#kernel/map/game-map';
import type { KbSide } from '../data/ids';
import { ownerOf } from '../state/ownership';
import type { KbState } from '../state/types';
import type { NamedHex } from './places';
import type { SupplyLine, VictoryEvent } from './types';

type HexEvent = Extract<VictoryEvent, { kind: 'hex' }>;

/**
 * One named hex looked at for `side`: owned by it (2.3) and, when the rule asks for supply,
 * able to trace a supply line from it (8.1). `supply` null: supply is not considered; it is
 * asked only of a hex the side owns (`supplied` null otherwise).
 */
export function hexEvent(map: GameMap, state: KbState, rule: string, side: KbSide, place: NamedHex, supply: SupplyLine | null, vp = 0): HexEvent {
  const owner = ownerOf(state, place.hex);
  const supplied = supply === null || owner !== side ? null : supply(side, place.hex);
  const counts = owner === side && supplied !== false;
  return { kind: 'hex', rule, hex: place.hex, label: map.label(place.hex), name: place.name, owner, supplied, for: side, counts, vp: counts ? vp : 0 };
}

/** Every event counts (a hex owned, a condition met). */
export const allCount = (events: readonly HexEvent[]): boolean => events.every((e) => e.counts);
