import type { GameEvent } from '../../../../kernel/engine/events';
import type { DosContext } from '../../data/context';
import { DOS_SIDES, sideName } from '../../state/sides';
import { sideOf, unitDef } from '../../state/units';
import type { DosState } from '../../state/types';
import { supplyOfAll } from './supply-of';
import { SUPPLY_NAMES, type SupplyStatus } from './supply-status';

/** Every on-map unit's supply state, by unit id. */
export const supplySnapshot = (ctx: DosContext, state: DosState): Record<string, SupplyStatus> => supplyOfAll(ctx, state);

/**
 * The units whose supply state changed between two positions (and arrivals that are not
 * in regular supply), one event per side, seen by that side only (DoS 7.16; each side
 * traces its own units' supply).
 */
export function supplyChanges(ctx: DosContext, before: Record<string, SupplyStatus>, after: DosState): GameEvent[] {
  const now = supplySnapshot(ctx, after);
  const events: GameEvent[] = [];
  for (const side of DOS_SIDES) {
    const changes = Object.keys(now)
      .filter((id) => sideOf(unitDef(ctx, id)) === side && now[id] !== (before[id] ?? 'regular'))
      .map((id) => ({ unit: id, from: before[id] ?? 'regular', to: now[id]! }));
    if (changes.length === 0) continue;
    events.push({
      type: 'supply',
      rule: 'DoS 7.16',
      side,
      changes,
      visibleTo: [side],
      text: `${sideName(side)} supply now: ${changes.map((c) => `${c.unit} ${SUPPLY_NAMES[c.from]} → ${SUPPLY_NAMES[c.to]}`).join(', ')} (DoS 7.16)`,
    });
  }
  return events;
}
