import type { GameEvent } from '#kernel/engine/events';
import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { UnitDef } from '#games/drive-on-stalingrad/data/schema';
import { SOVIET } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef, unitsAt } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { frontLineArmyOf, frontLineFrozen } from './front-line';

/**
 * DoS 3.2 (digest AC-7): Soviet units not frozen by the front-line rule (reinforcements,
 * second-line units, freed Reserve Armies) that enter a hex holding units of a
 * still-frozen front-line army are frozen there, and stay so until that host army is
 * activated. Front-line units themselves are not subject to it.
 */
export function joinsOnContact(ctx: DosContext, state: DosState, def: UnitDef): boolean {
  return sideOf(def) === SOVIET && frontLineArmyOf(ctx, state, def) === null;
}

/** The still-frozen front-line army with units in `hex`, or null (the first by code). */
export function frozenHostAt(ctx: DosContext, state: DosState, hex: HexId): string | null {
  const armies = unitsAt(state, hex)
    .map((id) => frontLineArmyOf(ctx, state, unitDef(ctx, id)))
    .filter((a): a is string => a !== null && frontLineFrozen(ctx, state, a));
  return armies.sort()[0] ?? null;
}

/**
 * Where a move of `movers` along `hexes` must stop (DoS 3.2, AC-7): the index of the
 * first hex entered that holds a still-frozen front-line army, when some mover is
 * subject to the rule and the path goes on beyond it; else null.
 */
export function contactStop(ctx: DosContext, state: DosState, movers: readonly UnitDef[], hexes: readonly HexId[]): { index: number; host: string } | null {
  if (!movers.some((d) => joinsOnContact(ctx, state, d))) return null;
  for (let i = 0; i < hexes.length - 1; i++) {
    const host = frozenHostAt(ctx, state, hexes[i]!);
    if (host !== null) return { index: i, host };
  }
  return null;
}

/**
 * After an order: every Soviet unit subject to AC-7 that changed hex (moved, entered,
 * retreated) and now shares a hex with a still-frozen front-line army is frozen with it.
 * Mutates the draft; returns the events.
 */
export function freezeNewcomers(ctx: DosContext, draft: DosState, moved: readonly UnitId[]): GameEvent[] {
  const events: GameEvent[] = [];
  for (const id of moved) {
    const u = draft.units[id];
    const def = unitDef(ctx, id);
    if (!u || u.status !== 'on-map' || u.hex === null || !joinsOnContact(ctx, draft, def) || Object.hasOwn(draft.activation.joined, id)) continue;
    const host = frozenHostAt(ctx, draft, u.hex);
    if (host === null) continue;
    draft.activation = { ...draft.activation, joined: { ...draft.activation.joined, [id]: host } };
    events.push({
      type: 'frozen-on-contact',
      rule: 'DoS 3.2',
      unit: id,
      hex: u.hex,
      army: host,
      visibleTo: [SOVIET],
      text: `${id} entered ${u.hex}, held by the still-frozen ${host}: it is frozen there until ${host} is activated (DoS 3.2)`,
    });
  }
  return events;
}
