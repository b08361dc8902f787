import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '../../data/context';
import type { CtsSide, UnitSpec } from '../../data/schema';
import type { CtsState } from '../../state/types';
import type { OffMapBox } from '../../state/off-map-box';
import { unitWith } from '../../state/unit-record';
import { writeUnit } from '../../state/unit-writes';
import { boxName, mayEnterBox, playsOffMapBoxes } from './box-edges';
import { coastMoveRefusal, COAST_MOVE_LIMIT, countsAgainstCoastLimit } from '../caucasus/coast-moves';
import { coastMovesThisTurn, withCoastMove } from '../caucasus/coast-count';
import { garrisonProblem } from '../caucasus/garrison';
import { caucasusPlay } from '../caucasus/plays';

/** A box move as the order names it (orders/schema.ts `boxMove`). */
export interface BoxMove {
  unit: string;
  to: OffMapBox;
}

/** One refusal of a box move: the member of the order it is about, a stable code, a plain message and the rule. */
export interface BoxMoveProblem {
  at: 'unit' | 'to';
  code: string;
  message: string;
  rule: string;
}

/**
 * CtS 33.1.1 ADJACENT BOXES: "The Soviet OMB is adjacent to the Trans-Volga Box, the
 * Trans-Volga is adjacent to Astrakhan, Astrakhan is adjacent to Caspian, Caspian is adjacent
 * to the Caucasus, and the Caucasus is adjacent to the Black Sea Coast." The Axis box is
 * adjacent to none.
 */
const CHAIN: readonly OffMapBox[] = ['soviet', 'trans-volga', 'astrakhan', 'caspian', 'caucasus', 'black-sea-coast'];

/** CtS 33.1.1: the boxes adjacent to `box`. */
export function adjacentBoxes(box: OffMapBox): OffMapBox[] {
  const i = CHAIN.indexOf(box);
  return i < 0 ? [] : [CHAIN[i - 1], CHAIN[i + 1]].filter((b): b is OffMapBox => b !== undefined);
}

/** CtS 33.1.1 (2): at most two Soviet divisional-size units a turn move between boxes. */
export const BOX_MOVES_PER_TURN = 2;

/**
 * CtS 33.1.1 (2) "divisional size units": divisions, and the Soviet corps that 5.0 counts as
 * one division each (a reading: smaller units and HQs are not counted against the two).
 */
export const isDivisionalSize = (spec: UnitSpec): boolean => spec.size === 'XX' || spec.size === 'XXX';

/** The divisional-size units that have moved between boxes this turn (33.1.1 (2)). */
export function boxMovesThisTurn(state: CtsState): readonly string[] {
  return state.boxMoves?.turn === state.turn ? state.boxMoves.units : [];
}

/** CtS 34.4 "Entry and exit of the Black Sea Coast is only allowed via the Caucasus Box": a move between the two, either way. */
export const isCoastMove = (from: OffMapBox, to: OffMapBox): boolean => (from === 'caucasus' && to === 'black-sea-coast') || (from === 'black-sea-coast' && to === 'caucasus');

/**
 * CtS 33.0-33.1.1: whether `side` may move the unit from its Off Map Box to the box `to` now:
 * a Campaign Game (Section III), a Soviet unit (33.1.1 (2)) in a box, not moved this phase
 * (the move takes its entire Movement Allowance, 33.1), not frozen (19.4), to a box adjacent
 * to its own that it may enter (33.1.1 (1)), within the two divisional-size units a turn.
 * Where the Caucasus Display is played (cts-6 on): 34.3, 34.4 let the Axis too move between
 * the Caucasus and Black Sea Coast boxes, and count those moves by their own limit (six Soviet,
 * two Axis non-motorized divisional units a turn, `coastMoveRefusal`) instead of 33.1.1 (2)'s
 * two (a reading: 34.4's six would mean nothing within two); 34.7 holds the Soviet garrison.
 */
export function boxMoveProblems(ctx: CtsContext, state: CtsState, side: CtsSide, order: BoxMove): BoxMoveProblem[] {
  const spec = ctx.units.get(order.unit);
  const u = state.units[order.unit];
  if (!playsOffMapBoxes(ctx, state)) return [{ at: 'unit', code: 'no-boxes', message: 'only the Campaign Game has Off Map Boxes', rule: 'CtS 33.0' }];
  if (!spec || !u || spec.side !== side) return [{ at: 'unit', code: 'not-yours', message: `${order.unit} is not a unit of the ${side} side`, rule: 'CtS 4.1' }];
  const play = caucasusPlay(ctx, state);
  const coast = play !== null && u.where === 'off-map' && u.box !== undefined && isCoastMove(u.box, order.to);
  if (side !== 'soviet' && !coast) {
    const message = play ? 'only Soviet units may move between Off Map Boxes; the Axis only between the Caucasus and Black Sea Coast boxes' : 'only Soviet units may move between Off Map Boxes';
    return [{ at: 'unit', code: 'soviet-only', message, rule: play ? 'CtS 33.1.1, 34.4' : 'CtS 33.1.1' }];
  }
  if (u.where !== 'off-map' || u.box === undefined) return [{ at: 'unit', code: 'not-in-box', message: `${spec.name} is not in an Off Map Box`, rule: 'CtS 33.1' }];
  const out: BoxMoveProblem[] = [];
  const moved = state.movedThisPhase.includes(order.unit);
  if (moved && !coast) out.push({ at: 'unit', code: 'moved-twice', message: `${spec.name} has already moved this phase; a move between boxes takes the entire Movement Allowance`, rule: 'CtS 33.1' });
  if (u.frozen) out.push({ at: 'unit', code: 'frozen', message: `${spec.name} belongs to a frozen army and may not move`, rule: 'CtS 19.4' });
  if (!adjacentBoxes(u.box).includes(order.to)) out.push({ at: 'to', code: 'not-adjacent', message: `the ${boxName(order.to)} is not adjacent to the ${boxName(u.box)}`, rule: 'CtS 33.1.1' });
  else if (!mayEnterBox(spec, order.to)) out.push({ at: 'to', code: 'box-closed', message: `${spec.name} may not enter the ${boxName(order.to)}`, rule: 'CtS 33.1.1' });
  const held = garrisonProblem(ctx, state, side, u.box, order.to);
  if (held) out.push({ at: 'to', code: 'garrison', message: held, rule: 'CtS 34.7' });
  if (coast) {
    const refused = coastMoveRefusal(play.display, play.markers, spec, order.to === 'black-sea-coast' ? 'into-coast' : 'out-of-coast', moved, coastMovesThisTurn(state, side));
    if (refused) out.push({ at: refused.code === 'coast-closed' ? 'to' : 'unit', code: refused.code, message: refused.message, rule: refused.rule });
  } else if (isDivisionalSize(spec) && boxMovesThisTurn(state).length >= BOX_MOVES_PER_TURN) {
    out.push({ at: 'unit', code: 'box-moves-spent', message: `${BOX_MOVES_PER_TURN} divisional-size units have already moved between boxes this turn`, rule: 'CtS 33.1.1' });
  }
  return out;
}

/**
 * CtS 33.1: the unit moves into the adjacent box; it has moved this phase, and counts against
 * 33.1.1 (2)'s two if divisional-size; 34.4: a move between the Caucasus and Black Sea Coast
 * boxes (Caucasus Display played) counts against that side's coast limit if non-motorized
 * divisional instead.
 */
export function applyBoxMove(ctx: CtsContext, state: CtsState, order: BoxMove): { state: CtsState; events: GameEvent[] } {
  const spec = ctx.units.get(order.unit)!;
  const u = state.units[order.unit]!;
  const coast = caucasusPlay(ctx, state) !== null && isCoastMove(u.box!, order.to);
  const counted = !coast && isDivisionalSize(spec) ? [...boxMovesThisTurn(state), order.unit] : [...boxMovesThisTurn(state)];
  const next: CtsState = {
    ...state,
    units: writeUnit(state, order.unit, unitWith(u, { box: order.to })),
    movedThisPhase: [...state.movedThisPhase, order.unit],
    ...(counted.length > 0 ? { boxMoves: { turn: state.turn, units: counted } } : {}),
  };
  const limited = coast && countsAgainstCoastLimit(spec);
  const text = `${spec.name} moves from the ${boxName(u.box!)} to the ${boxName(order.to)}, for its entire Movement Allowance` + (limited ? ` (${coastMovesThisTurn(state, spec.side) + 1} of ${COAST_MOVE_LIMIT[spec.side]} non-motorized divisional units this turn, CtS 34.4)` : '');
  return { state: limited ? withCoastMove(next, spec.side) : next, events: [{ type: 'box-move', rule: coast ? 'CtS 34.4' : 'CtS 33.1', unit: order.unit, from: u.box!, to: order.to, text }] };
}
