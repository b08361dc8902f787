import type { TecTerrain } from '#games/streets-of-stalingrad/data/tec';
import type { HexFragment } from '#games/streets-of-stalingrad/movement/move-step';
import type { PathEntry, PathWalk } from '#games/streets-of-stalingrad/movement/walk-path';

/** SoS 8.0: the pieces of a stack's walk for tests, on the reconstructed TEC. */
export const hex = (...terrain: TecTerrain[]): HexFragment => ({ terrain });

/** Entering a hex of `terrain` next to the place before, with no enemy in it. */
export const enter = (terrain: TecTerrain | TecTerrain[], more: Partial<PathEntry> = {}): PathEntry => ({
  to: hex(...(Array.isArray(terrain) ? terrain : [terrain])),
  adjacent: true,
  enemyCombatUnit: false,
  ...more,
});

/** A German foot stack with 8 MP in Movement Phase 3, from a clear hex along `path`. */
export const walk = (path: PathEntry[], more: Partial<PathWalk> = {}): PathWalk => ({
  side: 'german',
  phase: 3,
  availableMp: 8,
  movers: ['foot'],
  armored: false,
  transport: false,
  breakthroughMovement: false,
  start: hex('clear'),
  path,
  ...more,
});
