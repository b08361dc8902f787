import type { HexId } from '#kernel/ids';
import type { UnitKind } from '#games/kharkov-battles/data/units';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { MoveClass } from '#games/kharkov-battles/data/tec-movement';
import type { SupplyState } from '#games/kharkov-battles/state/types';

/** The moving unit, as the movement rules see it. */
export interface Mover {
  side: KbSide;
  /** KB 2.5: what the Terrain Effects Chart charges it. */
  class: MoveClass;
  /** KB 11.1: German mechanized, or Soviet mechanized or cavalry, may infiltrate. */
  nationality: 'german' | 'hungarian' | 'soviet';
  kind: UnitKind;
  /** KB 11.31: only multi-step combat units (a stripe at the top) may Overrun. */
  multiStep: boolean;
  /** Its supply state from the last MSDP (KB 8.3). */
  supply: SupplyState;
  /** Its Movement Point Allowance this phase (allowance.ts). */
  allowance: number;
  /**
   * KB 9.42: a cadre with a 'Limited Support' marker "may still use their full MPA if moving
   * toward a friendly supply source or HQ unit": `allowance` is then its full MPA, for a move
   * whose every hex entered is nearer, in hexes, to one and the same of `targets` than the
   * hex before it (toward.ts). Absent for every other unit.
   */
  toward?: TowardAllowance;
  /** The scenario rule that bars it from Mobile Infiltration this turn, if any (K: Soviet units only on turn 1, KB 20.2). */
  infiltrationBarred?: string;
  /**
   * KB 20.1: the southernmost hex row it may move into (Operation Star's 38th Army: 49,
   * command/army-bounds.ts); absent when no bound holds it. South of it, a step north only.
   */
  southernmostRow?: number;
}

/** KB 9.42: the full MPA of a Limited Support cadre, and the hexes a move may lead toward to use it. */
export interface TowardAllowance {
  allowance: number;
  /** The side's supply sources (KB 8.2) and the hexes of its HQ units on the map, sorted. */
  targets: readonly HexId[];
}

/** Tactical (KB 10.2) or Strategic (KB 10.3) Movement: one of them per unit and phase (10.31). */
export type MoveMode = 'tactical' | 'strategic';
