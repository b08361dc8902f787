import type { Issue } from '../../../kernel/engine/issues';
import { issue } from '../../../kernel/engine/issues';
import type { Submission } from '../../../kernel/engine/ruleset';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { CtsOrderSchema, orderKind, type CtsOrder } from '../orders/schema';
import { checkMove } from '../rules/movement/walk';
import { checkRailMove } from '../rules/movement/rail';
import { activationIssues, battleIssues } from './legality';
import { applyOrder, mayMoveThisWindow } from './apply-order';
import { noDice } from '../../../kernel/dice/no-dice';

const NO_DICE = noDice('checking an activation');
import { openWindow } from './sequence';

/**
 * Legality of a submission against the open window, every problem at once. Moves are
 * checked in the file's order on the state the earlier moves leave (4.2); battles against
 * the state before the window (their later legality depends on dice and is re-checked).
 */
export function checkSubmission(ctx: CtsContext, state: CtsState, sub: Submission): Issue[] {
  const w = openWindow(state);
  const side = sub.side as string as CtsSide;
  if (!w) return sub.orders.length > 0 ? [issue(['orders'], 'game-over', 'the game has ended')] : [];
  if (!w.waitingFor.includes(sub.side)) {
    return sub.orders.length > 0 ? [issue(['orders'], 'not-your-window', `${w.id} waits for ${w.waitingFor.join(', ')}; only standing orders may be sent now`)] : [];
  }
  const out: Issue[] = [];
  let scratch = state;
  sub.orders.forEach((raw, i) => {
    const parsed = CtsOrderSchema.safeParse(raw);
    if (!parsed.success) {
      out.push(issue(['orders', i], 'not-an-order', 'not a move, attack or activate order of this title'));
      return;
    }
    const o: CtsOrder = parsed.data;
    const kind = orderKind(o);
    if (!w.accepts.includes(kind)) {
      out.push(issue(['orders', i], 'wrong-window', `${w.id} takes ${w.accepts.join(' and ')} orders, not ${kind}`));
      return;
    }
    if ('rail' in o) {
      const spec = ctx.units.get(o.rail.unit);
      if (!spec || spec.side !== side) {
        out.push(issue(['orders', i, 'rail', 'unit'], 'not-yours', `${o.rail.unit} is not a unit of the ${side} side`));
        return;
      }
      if (!mayMoveThisWindow(state, o.rail.unit)) {
        out.push(issue(['orders', i, 'rail', 'unit'], 'no-movement-phase', `only the units at Kursk and Oboyan move on turn 1 of Fall Blau`, 'CtS 35.6'));
        return;
      }
      if (scratch.movedThisPhase.includes(o.rail.unit)) {
        out.push(issue(['orders', i, 'rail', 'unit'], 'moved-twice', `${o.rail.unit} has already moved this phase`, 'CtS 4.2'));
        return;
      }
      const problems = checkRailMove(ctx, scratch, o.rail.unit, o.rail.path);
      for (const p of problems) out.push(issue(['orders', i, 'rail', 'path', p.index], p.code, p.message, p.rule));
      if (problems.length === 0) scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
    } else if ('move' in o) {
      if (scratch.movedThisPhase.includes(o.move.unit)) {
        out.push(issue(['orders', i, 'move', 'unit'], 'moved-twice', `${o.move.unit} has already moved this phase`, 'CtS 4.2'));
        return;
      }
      if (!mayMoveThisWindow(state, o.move.unit)) {
        out.push(issue(['orders', i, 'move', 'unit'], 'no-movement-phase', `only the units at Kursk and Oboyan move on turn 1 of Fall Blau`, 'CtS 35.6'));
        return;
      }
      const spec = ctx.units.get(o.move.unit);
      if (!spec || spec.side !== side) {
        out.push(issue(['orders', i, 'move', 'unit'], 'not-yours', `${o.move.unit} is not a unit of the ${side} side`));
        return;
      }
      const r = checkMove(ctx, scratch, o.move);
      for (const p of r.problems) out.push(issue(['orders', i, 'move', 'path', p.index], p.code, p.message, p.rule));
      if (r.problems.length === 0) {
        scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
      }
    } else if ('attack' in o) {
      out.push(...battleIssues(ctx, scratch, side, o.attack, ['orders', i, 'attack']));
    } else {
      const problems = activationIssues(ctx, scratch, side, o.activate.hq, ['orders', i, 'activate', 'hq']);
      out.push(...problems);
      if (problems.length === 0) scratch = applyOrder(ctx, scratch, side, o, i, NO_DICE, 'check').state;
    }
  });
  return out;
}
