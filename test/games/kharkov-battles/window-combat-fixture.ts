import type { GameEvent } from '#kernel/engine/events';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import type { KbState } from '#games/kharkov-battles/state/types';
import type { GameMap } from '#kernel/map/game-map';
import { battlefield } from './assault-fixture';
import { gridMap, type Piece } from './state-fixtures';

/**
 * The Combat windows on a fragment of the KB grid, rows 10-14 and columns 10-20, every hex
 * clear. In row 12, 1212's neighbours are 1213 (E), 1113 (SE), 1112 (SW), 1211 (W), 1312
 * (NW) and 1313 (NE).
 */
export const wideFragment = (): GameMap => gridMap({ rows: [10, 14], cols: [10, 20] });

/** A position for the side's Combat Phase (the fixture's dice are labelled `T01/axis/pa/<attack>/...`). */
export function combatField(at: Record<string, Piece[]>, map: GameMap = wideFragment()) {
  return battlefield(map, at);
}

export const NO_STANDING: Readonly<Record<KbSide, KbStanding | null>> = { axis: null, soviet: null };

/** Each side retreats in full by the default path when it loses a defence: the Combat Phase never stops for the `retreat` decision (sequence/pauses.ts). */
export const RETREAT_IN_FULL: Readonly<Record<KbSide, KbStanding | null>> = { axis: { retreat: { policy: 'retreat' } }, soviet: { retreat: { policy: 'retreat' } } };

/** An attack order of the file. */
export const attack = (body: Extract<KbOrder, { attack: unknown }>['attack']): KbOrder => ({ attack: body });

/** The events of these types, in order. */
export const ofType = (events: readonly GameEvent[], ...types: string[]): GameEvent[] => events.filter((e) => types.includes(e.type));

/** Where each unit stands. */
export const hexes = (state: KbState, ids: readonly string[]): Record<string, string | null> => Object.fromEntries(ids.map((id) => [id, state.units[id]!.hex]));
