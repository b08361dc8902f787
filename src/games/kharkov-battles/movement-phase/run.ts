import { hexId, type HexId } from '#kernel/ids';
import type { Dice } from '#kernel/engine/dice';
import type { KbSide } from '../data/ids';
import type { MobileAssaultTable } from '../data/tables';
import type { TecMovement } from '../data/tec-movement';
import type { KbMovementOrder } from '../orders/movement';
import { bareHex } from '../orders/hex';
import type { Mover, MoveMode } from '../rules/movement/mover';
import type { MoveContext } from '../rules/movement/step';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { isErsatz } from '../state/unit-status';
import type { MovementEvent, Refusal } from './events';
import type { AssaultJudge } from './mobile-assault';
import { stateMoveQueries } from './state-queries';

/*
 * A Movement Phase as it is carried out (execute.ts): what it was given and what it keeps
 * between orders, and the questions every kind of order asks of it. Apart from execute.ts
 * so that the orders' own files (mobile-assault.ts, overrun.ts, retreat.ts) can read it
 * without importing the executor that calls them.
 */

/** What the phase needs besides the state: the data, the dice, and the judgements the state alone does not hold. */
export interface MovementPhaseInput extends AssaultJudge {
  ctx: KbContext;
  state: KbState;
  /** The side whose Movement Phase it is (B.2 Axis, C.3 Soviet). */
  side: KbSide;
  orders: readonly KbMovementOrder[];
  tec: TecMovement;
  mobileAssaultTable: MobileAssaultTable;
  dice: Dice;
  /** The unit as the movement rules see it on this state (its MPA from rules/supply/mpa.ts, its supply state). */
  mover(state: KbState, unit: string): Mover;
  /**
   * KB 18.22 (digest D19): what the other side's standing orders remove "at any time during
   * a turn" on this state (a Pontoon Bridge once a unit of the moving side stands next to
   * it, while the rule lets its owner remove it), asked when the phase starts, after each
   * hex a unit enters and after each Mobile Assault (standing.ts). Absent: nothing is.
   */
  standingRemovals?(state: KbState): { state: KbState; removed: StandingRemoval[] };
}

/** KB 18.22: a Pontoon Bridge the other side's standing orders removed, by that side. */
export interface StandingRemoval {
  by: KbSide;
  hex: HexId;
  across: HexId;
}

/** What one unit has done so far this phase. */
export interface UnitPhase {
  mode: MoveMode;
  /** MP spent: its move and any Mobile Assault (11.2). */
  spent: number;
  assaulted: boolean;
  infiltrated: boolean;
  overran: boolean;
  /** No further movement this phase: an AD result (11.27), a Strategic or finished move. */
  done: boolean;
}

/** Everything the phase keeps between orders. */
export interface PhaseRun {
  input: MovementPhaseInput;
  state: KbState;
  events: MovementEvent[];
  units: Map<string, UnitPhase>;
  /** KB 11.24: Mobile Assaults initiated from, and made into, each hex this phase. */
  originUses: Map<HexId, number>;
  targetUses: Map<HexId, number>;
}

export const toHex = (h: string): HexId => hexId(bareHex(h));

/** The move context for `unit` on the current state (or on `state`). */
export function moveContext(run: PhaseRun, unit: string, state: KbState = run.state): MoveContext {
  const { ctx, tec, side } = run.input;
  return { map: ctx.map, tec, weather: state.weather, mover: run.input.mover(state, unit), q: stateMoveQueries(ctx, state, side) };
}

/** Why the unit may not be ordered at all now: not the side's, not on the map, uncommitted (13.11), finished for the phase. */
export function unitRefusal(run: PhaseRun, unit: string): Refusal | null {
  const { ctx, side } = run.input;
  const st = run.state.units[unit];
  const def = ctx.units.get(unit);
  if (!st || !def) return { code: 'unknown-unit', message: `the game holds no unit "${unit}"` };
  if (def.side !== side) return { code: 'not-your-unit', message: `${unit} is not a ${side} unit`, rule: 'KB 10.1' };
  if (st.where !== 'map' || st.hex === null) return { code: 'not-on-map', message: `${unit} is no longer on the map`, rule: 'KB 10.0' };
  // KB 13.11: "Uncommitted units may not move or perform combat during their Player Turn"
  if (def.side === 'soviet' && !st.committed) return { code: 'uncommitted', message: `${unit} is not committed and may not move`, rule: 'KB 13.11' };
  if (isErsatz(def)) return { code: 'ersatz-never-moves', message: `${unit} is an Ersatz battalion, which may never move`, rule: 'KB 20.1' };
  if (st.marks.repl) return { code: 'replaced-this-turn', message: `${unit} received replacements this turn and may not move`, rule: 'KB 16.22' };
  const u = run.units.get(unit);
  if (u?.done) return { code: 'movement-over', message: `${unit} may move no further this phase`, rule: u.assaulted ? 'KB 11.27' : 'KB 10.31' };
  return null;
}

