import type { SosSide, UnitType } from '../combat/fire-combat';

/**
 * What stands in a hex, as stacking (5.0) and zones of control (6.0) read it: the counters of
 * fire combat (combat/fire-combat.ts `UnitType`) and the pieces it does not fire with:
 * leaders (18.0), Soviet transports (16.4), the Soviet tank repair unit (16.7), German air
 * support (Stukas, 15.0) and indirect fire explosion markers (14.0).
 */
export type PieceKind = UnitType | 'leader' | 'transport' | 'tankRepair' | 'stuka' | 'explosion';

export interface Piece {
  id: string;
  side: SosSide;
  kind: PieceKind;
}

/**
 * SoS 5.5: the pieces stacked "in addition to" the combat units of 5.3 and 5.4, each with its
 * own limit a hex (`tables.yaml` `stacking.extras`). Snipers and mine dogs are in 5.5's list,
 * so they do not count as combat units for 5.3 and 5.4.
 */
export const EXTRA_KINDS: ReadonlySet<PieceKind> = new Set(['leader', 'op', 'sniper', 'mineDog', 'transport', 'tankRepair', 'riverFlotilla', 'fortification', 'bridge']);

/** SoS 5.7: "an unlimited number of Indirect Fire (IF) explosion markers and/or German air support (Stuka) units". */
export const UNLIMITED: ReadonlySet<PieceKind> = new Set(['stuka', 'explosion']);

/** A piece that counts toward 5.3's and 5.4's limits of combat units: not in 5.5's list, not 5.6's minefield, not 5.7's. */
export const countsAsCombatUnit = (kind: PieceKind): boolean => !EXTRA_KINDS.has(kind) && !UNLIMITED.has(kind) && kind !== 'minefield';

/** SoS 5.3: the German armor that lets four combat units stack. */
export const isStackArmor = (kind: PieceKind): boolean => kind === 'tank' || kind === 'stug' || kind === 'armoredCar';

/** SoS 5.5: the pieces only the Soviet may have ("Soviet only"). */
export const SOVIET_ONLY: ReadonlySet<PieceKind> = new Set(['sniper', 'mineDog', 'transport', 'tankRepair', 'riverFlotilla']);
