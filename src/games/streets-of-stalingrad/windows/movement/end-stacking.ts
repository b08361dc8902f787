import type { Issue } from '#kernel/engine/issues';
import { toPiece } from '../../data/counter-inputs';
import { isBox } from '../../orders/places';
import { stackProblems, type StackProblem } from '../../stacking/check-stack';
import { piecesAt } from '../../state/occupancy';
import type { PhaseContext } from '../phase';
import { minefieldAt } from '../../state/engineering';
import type { SosSide } from '../../sequence/phases';
import { isVolgaHex } from './places';
import { placeUnits, type MadeMove, type PhaseRun } from './phase-run';

/** The stacking limits the pieces `ids` break together in `hex` (5.3-5.7), for the moving side; `built`: the side of a minefield built there (SoS 17.21). */
export function hexStackProblems(ctx: PhaseContext, ids: readonly string[], hex: string, built?: SosSide): StackProblem[] {
  const pieces = ids.map((id) => toPiece(ctx.env.counter(id)));
  const minefield = pieces.find((p) => p.kind === 'minefield')?.side ?? built;
  return stackProblems(ctx.env.tables.stacking, ctx.side, pieces, { volga: isVolgaHex(ctx.env.map, hex), ...(minefield ? { minefield } : {}) });
}

/** The hexes the phase's moves ended in whose stacks break a limit, each with the last move into it and its problems. */
function overStacked(ctx: PhaseContext, run: PhaseRun): { move: MadeMove; problems: ReturnType<typeof stackProblems> }[] {
  const out: { move: MadeMove; problems: ReturnType<typeof stackProblems> }[] = [];
  // SoS 5.8: over-stacking is allowed where moving units were pinned in an already full hex (11.11)
  const ends = [...new Set(run.moves.map((m) => m.to))].filter((h) => !isBox(h) && !run.stoppedByFire.has(h)).sort();
  for (const hex of ends) {
    const problems = hexStackProblems(ctx, piecesAt(run.state, hex), hex, minefieldAt(run.state, hex)?.side);
    if (problems.length === 0) continue;
    const last = run.moves.filter((m) => m.to === hex).at(-1);
    if (last) out.push({ move: last, problems });
  }
  return out;
}

/** Where a move's end is written in the file: a `join` order's hex, else the last hex of the move's path. */
const orderPlace = (move: MadeMove): (string | number)[] => (move.join ? ['orders', move.order, 'join', 'hex'] : ['orders', move.order, 'move', 'path', move.pathLength - 1]);

/**
 * SoS 5.1, 5.2: the stacking limits (5.3-5.7, stacking/check-stack.ts) hold at the end of the
 * phase, not while units move through. The check reports each broken limit at the last hex
 * of the move that brought the last units into the hex (`['orders', i, 'move', 'path', k]`; for a
 * leader or OP that joined a unit of its command, `['orders', i, 'join', 'hex']`).
 */
export function endStackingIssues(ctx: PhaseContext, run: PhaseRun): Issue[] {
  return overStacked(ctx, run).flatMap(({ move, problems }) =>
    problems.map((p) => ({ path: orderPlace(move), code: p.code, message: `${move.to} at the end of the phase: ${p.message}`, rule: `SoS 5.1, ${p.rule.replace(/^SoS /, '')}` })),
  );
}

/**
 * The adjudication's side of 5.1 (for a file the check did not see): the last move into an
 * over-stacked hex is taken back, until no hex is over-stacked; each one taken back is a
 * `move-skipped` event (`order-skipped`, kind `join`, for a join).
 */
export function undoOverStacking(ctx: PhaseContext, run: PhaseRun): void {
  for (let guard = run.moves.length; guard > 0; guard--) {
    const bad = overStacked(ctx, run)[0];
    if (!bad) return;
    const m = bad.move;
    run.state = placeUnits(run.state, m.units, m.from);
    run.moves = run.moves.filter((x) => x !== m);
    run.events.push({ type: m.join ? 'order-skipped' : 'move-skipped', order: m.order, ...(m.join ? { kind: 'join' } : {}), units: m.units, reason: bad.problems.map((p) => p.message).join('; '), code: bad.problems[0]!.code, rule: 'SoS 5.1', visibleTo: [ctx.side] });
  }
}
