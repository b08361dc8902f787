import type { SosTables } from '../data/tables';
import type { SosSide } from '../sequence/phases';
import type { SosMoment, SosWorkKind } from '../state/engineering';

/**
 * SoS 17.16, 17.25, 17.35 (tables.yaml `engineering`): the complete turns of 15 phases a task
 * takes: a bridge one for a German engineer, two for a Soviet one or one for two Soviet
 * engineers; a minefield one; a fortification two for one engineer, one for two ("Adding
 * additional engineers has no further benefit"). Removal takes the same (the notes of 17.15,
 * 17.24, 17.34).
 */
export function buildTurns(t: SosTables['engineering'], kind: SosWorkKind, side: SosSide, engineers: number): number {
  if (kind === 'minefield') return t.minefield;
  if (kind === 'fortification') return engineers >= 2 ? t.fortification.twoOrMore : t.fortification.one;
  if (side === 'german') return t.bridge.german;
  return engineers >= 2 ? t.bridge.twoSovietEngineers : t.bridge.soviet;
}

/**
 * SoS 17.16 example: a bridge started in the 13 September German Reserves Movement Phase 11 is
 * placed in the 14 September German Reserves Movement Phase 11: the task is due in the same
 * phase, `turns` turns on.
 */
export const dueMoment = (started: SosMoment, turns: number): SosMoment => ({ turn: started.turn + turns, phase: started.phase });

/** SoS 4.3: each side's movement phases: the German Movement (3), Exploit (7) and Reserves (11); the Soviet Reserves (4), Movement (10) and Exploit (14). */
export const MOVEMENT_PHASES: Readonly<Record<SosSide, readonly number[]>> = { german: [3, 7, 11], soviet: [4, 10, 14] };

export const isMovementPhaseOf = (side: SosSide, phase: number): boolean => MOVEMENT_PHASES[side].includes(phase);

/** The side's first movement phase after `m` (SoS 4.3). */
export function nextMovementPhase(side: SosSide, m: SosMoment): SosMoment {
  const later = MOVEMENT_PHASES[side].find((p) => p > m.phase);
  return later !== undefined ? { turn: m.turn, phase: later } : { turn: m.turn + 1, phase: MOVEMENT_PHASES[side][0]! };
}

/** The phase after `m` (15 a turn, SoS 4.3). */
export const nextPhase = (m: SosMoment): SosMoment => (m.phase >= 15 ? { turn: m.turn + 1, phase: 1 } : { turn: m.turn, phase: m.phase + 1 });

/**
 * SoS 17.16, 17.36: "For every phase the engineer unit is pinned, spent, or engaged in combat,
 * the building requirement is extended another movement phase" (the example: pinned in the 13
 * September Simultaneous Bombardment Phase 13, the bridge due in the 14 September German
 * Reserves Movement Phase 11 is placed in the 15 September German Movement Phase 3). SoS 17.26, for
 * minefields, says "another phase": kept as printed (digest A48).
 */
export const delayed = (kind: SosWorkKind, side: SosSide, due: SosMoment): SosMoment => (kind === 'minefield' ? nextPhase(due) : nextMovementPhase(side, due));
