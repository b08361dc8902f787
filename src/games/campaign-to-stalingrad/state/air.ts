import type { HexId } from '../../../kernel/ids';

/**
 * Where an air unit is (23.0): `ready` off the map and usable, `map` placed in a hex for
 * this player turn (removed again at its end, 23.3.4), `pending` a reinforcement not yet
 * arrived, `eliminated` shot down or destroyed (replaceable under 23.13).
 */
export type AirWhere = 'ready' | 'map' | 'pending' | 'eliminated';

/** One air unit's changing state. */
export interface AirUnitState {
  id: string;
  where: AirWhere;
  /** The hex it was placed in (where = map), else null. */
  hex: HexId | null;
  /** 23.2: placed by its owner's Air Segment (offensive) or during the enemy's (defensive). */
  mission: 'offensive' | 'defensive' | null;
  /** 23.11: has given Ground Support this Combat Phase (once a phase). */
  groundSupportGiven: boolean;
  /** 23.12: has bombarded this Combat Phase (not also Ground Support). */
  bombarded: boolean;
}

/** The air game's part of a game (23.0). */
export interface AirState {
  units: Record<string, AirUnitState>;
}

export const emptyAir = (): AirState => ({ units: {} });
