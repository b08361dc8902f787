import type { Issue } from '../engine/issues';
import type { Submission, UnitOptions } from '../engine/ruleset';

/** A `move: {unit, to}` order and the path the server chose for it. */
export interface ChosenPath {
  /** The order's index in the file. */
  order: number;
  unit: string;
  to: string;
  /** The hexes entered, as `options()` lists them for that destination. */
  path: string[];
}

export interface ResolvedMoves {
  /** The orders with every `move: {unit, to}` that could be resolved written as `move: {unit, path}`; the others left out. */
  orders: unknown[];
  /** For each order of `orders`, its index in the file. */
  index: number[];
  chosen: ChosenPath[];
  /** One issue per `move: {unit, to}` whose destination the unit cannot reach this window. */
  issues: Issue[];
}

/**
 * `move: {unit, to}` names only the destination; the path is the one `options()` lists for
 * that destination: the cheapest, ties broken as `reachable` breaks them (kernel/movement/
 * reachable.ts), so a file that names a destination moves exactly as a player who copied
 * the listed path would. `options` is read once, and only when the file has such an order;
 * it must be the side's options of the state the orders answer (the open window's), which
 * keeps check and adjudication deterministic. `rule` is the title's movement rule, cited
 * when a destination cannot be reached.
 */
export function resolveMoveDestinations(orders: readonly unknown[], options: () => readonly UnitOptions[], rule: string): ResolvedMoves {
  const out: ResolvedMoves = { orders: [], index: [], chosen: [], issues: [] };
  let known: readonly UnitOptions[] | undefined;
  orders.forEach((order, n) => {
    const to = moveTo(order);
    if (!to) {
      out.orders.push(order);
      out.index.push(n);
      return;
    }
    known ??= options();
    const unit = known.find((o) => o.unit === to.unit);
    const move = unit?.moves?.find((m) => m.hex === to.to);
    if (move) {
      const { to: _to, ...rest } = to.move;
      out.orders.push({ ...(order as object), move: { ...rest, path: [...move.path] } });
      out.index.push(n);
      out.chosen.push({ order: n, unit: to.unit, to: to.to, path: [...move.path] });
      return;
    }
    out.issues.push(unreachable(n, to.unit, to.to, unit, rule));
  });
  return out;
}

/**
 * For adjudication: every `move: {unit, to}` written with its path. A destination that cannot
 * be resolved (check refuses such a file) becomes the one-hex path `[to]`, which the rules
 * then refuse as any illegal move.
 */
export function withChosenPaths(orders: readonly unknown[], options: () => readonly UnitOptions[], rule: string): unknown[] {
  const r = resolveMoveDestinations(orders, options, rule);
  if (r.issues.length === 0) return r.orders;
  const at = new Map(r.index.map((i, k) => [i, r.orders[k]]));
  return orders.map((o, n) => {
    if (at.has(n)) return at.get(n);
    const to = moveTo(o)!;
    const { to: dest, ...rest } = to.move;
    return { ...(o as object), move: { ...rest, path: [dest] } };
  });
}

/**
 * Ruleset.check for a title whose files may name destinations: the resolved orders are
 * checked by `check`, and the issues of destinations that cannot be reached come with
 * theirs, every issue on the file's order numbers, in order.
 */
export function checkNamingDestinations(submission: Submission, options: () => readonly UnitOptions[], rule: string, check: (s: Submission) => Issue[]): Issue[] {
  const r = resolveMoveDestinations(submission.orders, options, rule);
  if (r.chosen.length === 0 && r.issues.length === 0) return check(submission);
  const found = onFileOrders(check({ ...submission, orders: r.orders }), r.index);
  const orderOf = (i: Issue) => (i.path[0] === 'orders' && typeof i.path[1] === 'number' ? i.path[1] : -1);
  return [...r.issues, ...found].map((i, n) => ({ i, n })).sort((a, b) => orderOf(a.i) - orderOf(b.i) || a.n - b.n).map((x) => x.i);
}

/** Ruleset.adjudicate's submissions with every `move: {unit, to}` written with its chosen path (withChosenPaths). */
export function submissionsWithPaths(submissions: readonly Submission[], options: (side: Submission['side']) => readonly UnitOptions[], rule: string): Submission[] {
  return submissions.map((s) => ({ ...s, orders: withChosenPaths(s.orders, () => options(s.side), rule) }));
}

/** Issues found on the resolved orders, their `["orders", k, …]` paths put back on the file's order numbers. */
export function onFileOrders(issues: readonly Issue[], index: readonly number[]): Issue[] {
  return issues.map((i) => {
    if (i.path[0] !== 'orders' || typeof i.path[1] !== 'number') return i;
    const n = index[i.path[1]];
    return n === undefined ? i : { ...i, path: ['orders', n, ...i.path.slice(2)] };
  });
}

function moveTo(order: unknown): { unit: string; to: string; move: Record<string, unknown> } | null {
  if (typeof order !== 'object' || order === null || !('move' in order)) return null;
  const move = (order as { move: unknown }).move;
  if (typeof move !== 'object' || move === null) return null;
  const m = move as Record<string, unknown>;
  if (typeof m.to !== 'string' || typeof m.unit !== 'string' || 'path' in m) return null;
  return { unit: m.unit, to: m.to, move: m };
}

function unreachable(n: number, unitId: string, to: string, unit: UnitOptions | undefined, rule: string): Issue {
  const path = ['orders', n, 'move', 'to'];
  if (!unit) return { path: ['orders', n, 'move', 'unit'], code: 'cannot-move', message: `"${unitId}" is not one of your units on the map`, rule };
  const moves = unit.moves ?? [];
  if (moves.length === 0) {
    const why = unit.notes?.length ? `: ${unit.notes.join('; ')}` : unit.moves === undefined ? ': this window takes no moves' : '';
    return { path, code: 'cannot-move', message: `${unitId} may not move in this window${why}`, rule };
  }
  const list = moves.map((m) => m.hex);
  const shown = list.length > 12 ? `${list.slice(0, 12).join(', ')} and ${list.length - 12} more` : list.join(', ');
  return { path, code: 'not-reachable', message: `${unitId} cannot reach ${to} this window; it may move to ${shown} (the template and options list each with its cost and path)`, rule };
}
