import type { Issue } from '#kernel/engine/issues';
import type { SosOrder } from '../../orders/schema';
import { pointsOf } from '../../replacements/points';
import type { SosState } from '../../state/types';
import { isWithdrawn } from '../../state/withdrawals';
import type { PhaseContext } from '../phase';
import { inPlay, scheduleStatus, substituteFits, withdrawalOf, type WithdrawalStatus } from './withdrawal-schedule';

/** The file's withdrawals, by withdrawal id: its own units, the substitutes and the points paid (21.51, 21.53). */
export interface WithdrawPlan {
  own: Record<string, string[]>;
  substitutes: Record<string, string[]>;
  points: Record<string, number>;
}

type At = (string | number)[];

/**
 * SoS 21.5, 21.51-21.53: the `withdraw` orders of the German Administrative window read against the
 * schedule on the turn's date, and every refusal with its rule:
 * - a unit of a withdrawal goes when that withdrawal is open (its date, or from its `from`
 *   date: 3.5, the 29th Division ten days early), and only then (`not-due`);
 * - any other German unit in play stands in for a missing unit of a withdrawal due today
 *   that its own units cannot make up (21.53: "If there are not enough units to reach the
 *   minimum"), of a type the withdrawal lists as similar and an AF equal or greater than
 *   the missing unit's (`substitute-type`, `substitute-af`), each missing unit once;
 * - points are paid, in the kind and number a withdrawal's `points` gives for each missing
 *   unit that no substitute stands for, from the German's saved points (21.41).
 * Units go once and must be in play: withdrawn units never come back (21.51).
 */
export function planWithdrawals(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[]): { plan: WithdrawPlan; issues: Issue[] } {
  const plan: WithdrawPlan = { own: {}, substitutes: {}, points: {} };
  const issues: Issue[] = [];
  const status = scheduleStatus(ctx.env, ctx.scenario, state, ctx.turn);
  const byId = new Map(status.map((s) => [s.w.id, s]));
  // the missing units each due withdrawal may still have stood for, highest AF first (21.53)
  const standIns = new Map(status.filter((s) => s.due && s.shortfall > 0).map((s) => [s.w.id, s.missing.slice(0, s.shortfall)]));
  const taken = new Set<string>();
  const spent: Record<string, number> = {};
  const bad = (path: At, code: string, message: string, rule: string) => void issues.push({ path, code, message, rule });
  orders.forEach((o, i) => {
    if (!('withdraw' in o)) return;
    const at: At = ['orders', i, 'withdraw'];
    (o.withdraw.units ?? []).forEach((id, k) => unitOf(id, [...at, 'units', k]));
    if (o.withdraw.points !== undefined) payPoints(o.withdraw.points, [...at, 'points']);
  });
  return { plan, issues };

  function unitOf(id: string, path: At): void {
    const c = ctx.env.findCounter(id);
    if (!c || !state.pieces[id]) return bad(path, 'unknown-unit', `${id} is not a unit of this game`, 'SoS 2.32');
    if (c.side !== 'german') return bad(path, 'not-your-unit', `${id} is not a German unit: only the German withdraws`, 'SoS 21.51');
    if (taken.has(id)) return bad(path, 'duplicate-unit', `${id} is withdrawn twice`, 'SoS 21.51');
    if (isWithdrawn(state, id)) return bad(path, 'withdrawn-already', `${id} was withdrawn already: withdrawn units never come back`, 'SoS 21.51');
    if (!inPlay(state, id)) return bad(path, 'not-in-play', `${id} is not in play (eliminated, or not arrived)`, 'SoS 21.51');
    const w = withdrawalOf(ctx.env, c);
    if (w) {
      const s = byId.get(w.id)!;
      if (s.done) return bad(path, 'not-due', `${id} is of the ${w.name}, whose withdrawal has been met`, w.rule);
      if (!s.open) return bad(path, 'not-due', `${id} is of the ${w.name}, withdrawn ${w.from && w.from !== w.date ? `from ${w.from}` : `on ${w.date}`}, not before`, w.rule);
      taken.add(id);
      (plan.own[w.id] ??= []).push(id);
      return;
    }
    const due = [...standIns.entries()].filter(([, left]) => left.length > 0);
    if (due.length === 0) return bad(path, 'not-withdrawable', `${id} is of no withdrawal open today, and no withdrawal due today lacks units for it to stand in for`, 'SoS 21.51, 21.53');
    let why: 'type' | 'af' = 'type';
    for (const [wid, left] of due) {
      const s = byId.get(wid)!;
      // the highest-AF missing unit it may stand in for
      const fits = left.map((m) => substituteFits(ctx.env, s.w, m, id));
      const j = fits.indexOf(null);
      if (j >= 0) {
        taken.add(id);
        (plan.substitutes[wid] ??= []).push(id);
        left.splice(j, 1);
        return;
      }
      if (fits.includes('af')) why = 'af';
    }
    const [wid, left] = due[0]!;
    const w0 = byId.get(wid)!.w;
    const m = ctx.env.counter(left[left.length - 1]!);
    if (why === 'af') return bad(path, 'substitute-af', `${id} (AF ${c.af}) may not stand in for any missing unit of the ${w0.name} (the weakest, ${m.id}, has AF ${m.af}): a substitute has an equal or greater AF`, 'SoS 21.53');
    return bad(path, 'substitute-type', `${id} (${c.type}) is not of the same or a similar type as the ${w0.name}'s missing ${m.id} (${(w0.substitutes ?? [m.type]).join(', ')})`, 'SoS 21.53');
  }

  function payPoints(points: number, path: At): void {
    const due = [...standIns.entries()].filter(([wid, left]) => left.length > 0 && byId.get(wid)!.w.points);
    if (due.length === 0) return bad(path, 'points-not-needed', 'no withdrawal due today lacks units that replacement points may stand for', 'SoS 21.53');
    const [wid, left] = due[0]!;
    const s: WithdrawalStatus = byId.get(wid)!;
    const { kind, perUnit } = s.w.points!;
    if (points % perUnit !== 0) return bad(path, 'points-per-unit', `the ${s.w.name}'s missing units are paid for ${perUnit} ${kind} points each: ${points} is not a multiple of ${perUnit}`, 'SoS 21.53');
    if (points / perUnit > left.length) return bad(path, 'points-more-than-needed', `${points} ${kind} points stand for ${points / perUnit} units; the ${s.w.name} lacks ${left.length}`, 'SoS 21.53');
    const saved = pointsOf(state, 'german')[kind] - (spent[kind] ?? 0);
    if (points > saved) return bad(path, 'points-short', `${points} ${kind} points are more than the ${saved} saved`, 'SoS 21.41, 21.53');
    spent[kind] = (spent[kind] ?? 0) + points;
    plan.points[wid] = (plan.points[wid] ?? 0) + points;
    left.splice(0, points / perUnit);
  }
}
