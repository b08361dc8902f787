import type { Issue } from '#kernel/engine/issues';
import { opHeldBySpotting, recordOpMoved } from '../../movement/op-limits';
import type { HexId } from '#kernel/ids';
import { isBox } from '../../orders/places';
import { commands } from '../../leaders/command';
import { piecesAt } from '../../state/occupancy';
import type { PhaseContext } from '../phase';
import { placeUnits, type PhaseRun } from './phase-run';

/**
 * SoS 18.15, 14.92: "A leader unit may always move ... to any unit of its command regardless of
 * distance, at the end of any of its side's three movement phases" (an OP likewise), "provided
 * it does not use any of its 16 MP in the same phase" (18.15 example): the unit is the side's
 * leader or OP, in play, not pinned (9.112, 14.94), has not moved this phase, and the hex is a map hex holding a unit of its
 * command (leaders may enter an enemy ZOC to a friendly combat unit, 18.16).
 */
export function joinProblems(ctx: PhaseContext, run: PhaseRun, unit: string, hex: string, at: (string | number)[]): Issue[] {
  const { env } = ctx;
  const c = env.findCounter(unit);
  const p = run.state.pieces[unit];
  const bad = (key: string, code: string, message: string, rule: string): Issue[] => [{ path: [...at, key], code, message, rule }];
  if (!c || !p) return bad('unit', 'unknown-unit', `${unit} is not a unit of this game`, 'SoS 2.32');
  if (c.side !== ctx.side) return bad('unit', 'not-your-unit', `${unit} is not a ${ctx.side} unit`, 'SoS 18.15');
  if (c.type !== 'leader' && c.type !== 'op') return bad('unit', 'not-a-leader', `${unit} is neither a leader nor an OP: only they move to a unit of their command`, 'SoS 18.15, 14.92');
  if (p.eliminated || p.at === null) return bad('unit', 'not-in-play', `${unit} is not in play`, 'SoS 18.15');
  // SoS 9.112, 14.94: "Pinned units may not move"; "OP units that are pinned may not move in the next phase after they are pinned" (leaders are never pinned, 18.14)
  if (p.pinned) return bad('unit', 'pinned', `${unit} is pinned and may not move, to a unit of its command or otherwise`, c.type === 'op' ? 'SoS 9.112, 14.94' : 'SoS 9.112');
  // SoS 14.95: an OP that spotted for artillery may not move in its side's next movement phase, to a unit of its command or otherwise
  const spotted = c.type === 'op' ? opHeldBySpotting(run.state, unit, ctx.turn, ctx.window.phase) : undefined;
  if (spotted) return bad('unit', 'op-spotted', `${unit} spotted for artillery in phase ${spotted.phase}: an OP may not move in its side's next movement phase after spotting`, 'SoS 14.95');
  if (run.moved.has(unit)) return bad('unit', 'moved-twice', `${unit} has moved this phase: he joins a unit of his command only if he spent none of his MP`, 'SoS 18.15');
  if (!env.map.hex(hex as HexId)) return bad('hex', 'off-map', `${hex} is not a hex of the map`, 'SoS 2.17');
  if (hex === p.at) return bad('hex', 'step-in-place', `${unit} is in ${hex} already`, 'SoS 18.15');
  const there = piecesAt(run.state, hex).map((id) => env.counter(id));
  if (!there.some((u) => commands(c, u) && u.type !== 'leader' && u.type !== 'op')) {
    return bad('hex', 'not-of-command', `${hex} holds no unit of ${unit}'s command (${c.leader?.commands ?? c.op?.commands ?? 'none'})`, c.type === 'op' ? 'SoS 14.92' : 'SoS 18.15');
  }
  return [];
}

/** The join made: the unit in the hex, counted as moved, and the end-of-phase stacking check sees it (5.1). */
export function applyJoin(ctx: PhaseContext, run: PhaseRun, unit: string, hex: string, order: number): void {
  const from = run.state.pieces[unit]!.at!;
  run.state = placeUnits(run.state, [unit], hex);
  // SoS 14.96: a join is a move: the OP may not spot in the next phase
  run.state = recordOpMoved(run.state, [ctx.env.counter(unit)], ctx.turn, ctx.window.phase);
  run.moved.add(unit);
  run.moves.push({ order, units: [unit], from, to: hex, pathLength: 1, join: true });
  run.events.push({ type: 'joined', rule: ctx.env.counter(unit).type === 'op' ? 'SoS 14.92' : 'SoS 18.15', unit, from, to: hex, ...(isBox(from) ? { fromBox: true } : {}), visibleTo: [ctx.side] });
}
