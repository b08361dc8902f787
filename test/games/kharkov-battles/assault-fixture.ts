import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';
import type { AssaultEnv } from '#games/kharkov-battles/assault/attack';
import type { GameMap } from '#kernel/map/game-map';
import type { KbState } from '#games/kharkov-battles/state/types';
import { loadChits } from '../../../scenarios/kharkov-battles/compile/chits';
import { tables } from './combat-tables-fixture';
import { gridMap, position, type Piece } from './state-fixtures';
import type { FortifiedZone } from '#games/kharkov-battles/state/types';

const TABLES = tables();
export const CHITS = loadChits().chits;

/** A clear 5x5 fragment, rows 10-14 and columns 10-14 (1212 in its middle). */
export const fragment = (o: Omit<Parameters<typeof gridMap>[0], 'rows' | 'cols'> = {}): GameMap =>
  gridMap({ rows: [10, 14], cols: [10, 14], ...o });

/** A position on `map` and the env a battle reads. */
export function battlefield(map: GameMap, at: Record<string, Piece[]>, o: { fortifiedZones?: FortifiedZone[]; pontoons?: { hex: string; across: string }[] } = {}): { env: AssaultEnv; state: KbState } {
  const { ctx, state } = position(map, at, o);
  return { env: { ctx, tables: TABLES, chits: CHITS }, state: { ...state, at: { turn: 1, stage: 'axis', phase: 'combat' } } };
}

export const LABEL = 'T01/axis/pa';

/** The CRT die of attack `id` shows `face` (0-9); `hidden` are chit draws by label suffix, 1-based. */
export function dice(faces: Record<string, number>, hidden: Record<string, number> = {}): FixedDice {
  const script: Record<string, number> = {};
  for (const [id, face] of Object.entries(faces)) script[`${LABEL}/${id}/crt`] = d10Value(face);
  for (const [suffix, v] of Object.entries(hidden)) script[`${LABEL}/${suffix}`] = v;
  return new FixedDice(script);
}
