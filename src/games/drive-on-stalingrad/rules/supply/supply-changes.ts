import type { GameEvent } from '#kernel/engine/events';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { DOS_SIDES, sideName, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
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
  // one pass over the units, each side's changes in the snapshot's order
  const bySide: Record<DosSide, { unit: string; from: SupplyStatus; to: SupplyStatus }[]> = { german: [], soviet: [] };
  for (const id of Object.keys(now)) {
    const to = now[id]!;
    const from = before[id] ?? 'regular';
    if (to !== from) bySide[sideOf(unitDef(ctx, id))].push({ unit: id, from, to });
  }
  const events: GameEvent[] = [];
  for (const side of DOS_SIDES) {
    const changes = bySide[side];
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
