import type { HexId } from '#kernel/ids';
import type { CtsSide } from '../data/schema';

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
  /** 23.3: the phasing player's Air Segment is over (placement, support, air-to-air done); reset at the end of each player turn. */
  segmentDone?: boolean;
  /** 23.7: the Air HQs on their non-mobile side (full Support Factor, may not move); the others are mobile. */
  hqFixed?: string[];
  /** 23.15: air units each side has placed this player turn. */
  used?: Partial<Record<CtsSide, number>>;
  /** 23.15: Supply Points each side has spent this player turn to fly more air units. */
  spent?: Partial<Record<CtsSide, number>>;
  /** 23.15: the Army HQs each side activated in its own player turn of this Game Turn. */
  activations?: Partial<Record<CtsSide, number>>;
  /** 23.15, digest A30: the Soviet defensive placement of the Axis player turn: air units placed and Supply Points reserved, settled in his own. */
  debt?: { units: number; sp: number };
}

export const emptyAir = (): AirState => ({ units: {} });
