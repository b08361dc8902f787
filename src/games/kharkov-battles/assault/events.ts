import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { BreakoutResult } from '../data/tables';
import type { Applied, Shift } from '../combat/modifier';
import type { UnitWhere } from '../state/types';

/**
 * What happened in one Prepared Assault, in order, each with its rule: the referee's
 * report is written from these. Chit draws carry the chit only for its owner's eyes
 * (`side`); the report for the other side leaves it out (KB 2.6, digest 6.3).
 */
export type AssaultEvent =
  | { kind: 'chit-drawn'; side: KbSide; unit: string; chit: string; face: 'full' | 'reduced'; rule: 'KB 2.6' }
  | { kind: 'air-points'; side: KbSide; used: number; left: number; rule: 'KB 5.21, 5.22' }
  | { kind: 'rubble-placed'; hex: HexId; rule: 'KB 5.41' }
  | { kind: 'building-removed'; hex: HexId; rule: 'KB 18.16' }
  | { kind: 'army-committed'; colour: string; units: string[]; rule: 'KB 13.12' }
  | { kind: 'participants'; side: KbSide; hex: HexId; units: string[]; rule: 'KB 6.21, 12.22' }
  | { kind: 'strength'; side: KbSide; unit: string; strength: number; applied: Applied[] }
  | { kind: 'totals'; attack: number; defense: number; odds: string; rule: 'KB 12.0' }
  | { kind: 'terrain-line'; line: string; rule: 'KB 12.24' }
  | ({ kind: 'shift' } & Shift)
  | { kind: 'crt'; final: string; die: number | null; automatic: boolean; result: string; rule: string }
  | { kind: 'conversion'; side: KbSide; converted: number; hexes: number; rule: 'KB 12.62' }
  | { kind: 'step-lost'; unit: string; stepsLeft: number; why: LossWhy; rule: string }
  | { kind: 'chit-flipped'; unit: string; chit: string; rule: 'KB 2.7' }
  | { kind: 'chit-returned'; unit: string; chit: string; rule: 'KB 2.7' }
  | { kind: 'eliminated'; unit: string; to: UnitWhere; rule: string }
  /** KB 12.73: a Breakout Attempt: the die, its modifiers (none), the result, and the steps the EZOC hexes cost normally and now. */
  | { kind: 'breakout'; side: KbSide; hex: HexId; die: number; modifiers: string[]; result: BreakoutResult; ezocSteps: number; stepsLost: number; rule: 'KB 12.73' }
  | { kind: 'retreated'; side: KbSide; from: HexId; path: HexId[]; units: string[]; rule: 'KB 12.72' | 'KB 12.72, 12.74' }
  | { kind: 'advanced'; unit: string; path: HexId[]; rule: 'KB 12.82' };

/** Why a step was lost. */
export type LossWhy =
  /** KB 12.61: the (n) of the result. */
  | 'mandatory'
  /** KB 12.62: a retreat hex taken as a step. */
  | 'converted'
  /** KB 12.71: a retreat hex that could not be fulfilled. */
  | 'unfulfilled-retreat'
  /** KB 12.73: an enemy-controlled hex entered in the retreat. */
  | 'retreat-ezoc'
  /** KB 20.1: an Ersatz battalion made to retreat. */
  | 'ersatz-retreat';
