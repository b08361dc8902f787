import type { OrderAt } from './events';
import { removedTo } from './removal';
import type { PhaseRun } from './run';
import { withStepsLost } from './unit-changes';

/** KB 12.63: `n` steps off the stack (a chit back to its pool when its unit becomes a cadre or is eliminated, 2.6-2.7), in the owner's order (default: the most steps first, then by id). */
export function loseSteps(run: PhaseRun, at: OrderAt, units: readonly string[], n: number, rule: string): void {
  const fallback = () => [...units].sort((x, y) => run.state.units[y]!.steps - run.state.units[x]!.steps || (x < y ? -1 : 1));
  let order = run.input.lossOrder?.(run.state, units, n, rule) ?? fallback();
  if (!order.every((u) => units.includes(u))) order = fallback();
  let owed = n;
  for (const u of [...order, ...fallback()]) {
    if (owed === 0) break;
    const st = run.state.units[u]!;
    if (st.where !== 'map') continue;
    const take = Math.min(owed, st.steps);
    const lost = withStepsLost(run.state, u, take, removedTo(run, u), run.input.ctx.unit(u).side);
    run.state = lost.state;
    owed -= take;
    run.events.push({ kind: 'step-loss', at, unit: u, steps: take, left: lost.left, rule });
    if (lost.chitReturned !== null) run.events.push({ kind: 'chit-returned', at, unit: u, chit: lost.chitReturned, rule: 'KB 2.7' });
    if (lost.eliminated) run.events.push({ kind: 'eliminated', at, unit: u, rule });
  }
}
