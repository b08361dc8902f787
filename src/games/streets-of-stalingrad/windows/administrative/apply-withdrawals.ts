import type { GameEvent } from '#kernel/engine/events';
import { namesUnit } from '../../data/withdrawals';
import { pointsOf, spend } from '../../replacements/points';
import type { SosState } from '../../state/types';
import { noWithdrawals, type SosWithdrawalRecord } from '../../state/withdrawals';
import type { PhaseContext } from '../phase';
import type { WithdrawPlan } from './withdraw-plan';
import { dateOfTurn, inPlay, lowestAfFirst, scheduleStatus, substituteFits, withdrawalOf, withdrawalStatus } from './withdrawal-schedule';

type Step = { state: SosState; events: GameEvent[] };

const sorted = (xs: readonly string[]) => [...xs].sort();
const record = (s: SosState): SosWithdrawalRecord => s.withdrawals ?? noWithdrawals();

/** SoS 21.51: the units picked up off the map (or out of their box), never to return; `withdrawals` lists them with the turn. */
function pickUp(state: SosState, units: readonly string[], turn: number): SosState {
  if (units.length === 0) return state;
  const pieces = { ...state.pieces };
  const r = record(state);
  const listed = { ...r.units };
  for (const id of units) {
    pieces[id] = { ...pieces[id]!, at: null, eliminated: false, pinned: false, spent: false, dismounted: false, revealed: false };
    listed[id] = turn;
  }
  const byId = Object.fromEntries(Object.keys(listed).sort().map((id) => [id, listed[id]!]));
  return { ...state, pieces, withdrawals: { ...r, units: byId } };
}

function credit(state: SosState, wid: string, units: readonly string[], points: number): SosState {
  const r = record(state);
  const had = r.substituted[wid] ?? { units: [], points: 0 };
  const substituted = { ...r.substituted, [wid]: { units: sorted([...had.units, ...units]), points: had.points + points } };
  return { ...state, withdrawals: { ...r, substituted: Object.fromEntries(Object.keys(substituted).sort().map((k) => [k, substituted[k]!])) } };
}

/**
 * SoS 21.5, 21.51-21.54, 3.5, 3.7: the German Administrative window's withdrawals carried out: the
 * file's (checked by planWithdrawals), then the default for what it left undone, then the
 * record of what was met, kept or done early.
 *
 * The default (the window's timeout, or a file that does not withdraw what it must, 4.2:
 * "withdrawals must be done"): each withdrawal due today and not yet met is completed by
 * the referee, as the digest's default decision reads it: its own units in play, lowest AF
 * first; then, for the units it lacks, German units of a similar type and an equal or
 * greater AF, lowest AF first (21.53); then replacement points if enough are saved (21.53);
 * what even that cannot make up is reported (`withdrawal-short`). A withdrawal that may still
 * be kept (the 29th Division on 29 September and its artillery on 5 October, 21.54) is not
 * due: not withdrawing it keeps it, and costs the VP of 3.7.
 */
export function applyWithdrawals(ctx: PhaseContext, state: SosState, plan: WithdrawPlan): Step {
  const events: GameEvent[] = [];
  let s = state;
  const turn = ctx.turn;
  for (const w of ctx.env.tables.withdrawals.schedule) {
    const own = plan.own[w.id] ?? [];
    const subs = plan.substitutes[w.id] ?? [];
    const points = plan.points[w.id] ?? 0;
    if (own.length) events.push({ type: 'units-withdrawn', side: 'german', withdrawal: w.id, units: own, rule: w.rule });
    if (subs.length) events.push({ type: 'withdrawal-substitutes', side: 'german', withdrawal: w.id, units: subs, rule: 'SoS 21.53' });
    s = pickUp(s, [...own, ...subs], turn);
    if (points > 0 && w.points) {
      s = spend(s, 'german', w.points.kind, points);
      events.push({ type: 'withdrawal-points', side: 'german', withdrawal: w.id, kind: w.points.kind, points, saved: pointsOf(s, 'german'), rule: 'SoS 21.53, 21.41' });
    }
    if (subs.length || points) s = credit(s, w.id, subs, points);
  }
  const byDefault = completeDue(ctx, s);
  return marks(ctx, byDefault.state, [...events, ...byDefault.events]);
}

/** The default: each withdrawal due today completed with its own units, then substitutes, then points, lowest AF first (21.52, 21.53). */
function completeDue(ctx: PhaseContext, state: SosState): Step {
  const events: GameEvent[] = [];
  let s = state;
  const order = lowestAfFirst(ctx.env);
  for (const st of scheduleStatus(ctx.env, ctx.scenario, s, ctx.turn)) {
    if (!st.due || st.owed === 0) continue;
    const w = st.w;
    const own = [...st.ownInPlay].sort(order).slice(0, st.owed);
    if (own.length) {
      s = pickUp(s, own, ctx.turn);
      events.push({ type: 'units-withdrawn', side: 'german', withdrawal: w.id, units: own, byDefault: true, rule: `${w.rule}, 4.2` });
    }
    const missing = st.missing.slice(0, st.shortfall);
    const subs: string[] = [];
    let points = 0;
    const pool = Object.keys(s.pieces).filter((id) => ctx.env.counter(id).side === 'german' && inPlay(s, id) && !withdrawalOf(ctx.env, ctx.env.counter(id))).sort(order);
    const short: string[] = [];
    for (const m of missing) {
      const sub = pool.find((id) => !subs.includes(id) && substituteFits(ctx.env, w, m, id) === null);
      if (sub) subs.push(sub);
      else if (w.points && pointsOf(s, 'german')[w.points.kind] - points >= w.points.perUnit) points += w.points.perUnit;
      else short.push(m);
    }
    if (subs.length) {
      s = credit(pickUp(s, subs, ctx.turn), w.id, subs, 0);
      events.push({ type: 'withdrawal-substitutes', side: 'german', withdrawal: w.id, units: subs, byDefault: true, rule: 'SoS 21.53, 4.2' });
    }
    if (points && w.points) {
      s = credit(spend(s, 'german', w.points.kind, points), w.id, [], points);
      events.push({ type: 'withdrawal-points', side: 'german', withdrawal: w.id, kind: w.points.kind, points, saved: pointsOf(s, 'german'), byDefault: true, rule: 'SoS 21.53, 21.41, 4.2' });
    }
    if (short.length) events.push({ type: 'withdrawal-short', side: 'german', withdrawal: w.id, missing: short.length, message: `the ${w.name} lacks ${short.length} unit(s) that no German unit of a similar type and equal or greater AF, nor the saved points, can stand in for`, rule: 'SoS 21.53' });
  }
  return { state: s, events };
}

/**
 * What the window's withdrawals leave on record: each withdrawal met in full (its eliminated
 * units are struck off too, so that no replacement brings one back into a formation that has
 * left, 21.51); each kept beyond its date (3.7, 21.54); each formation gone whole by its early
 * date (3.5).
 */
function marks(ctx: PhaseContext, state: SosState, events: GameEvent[]): Step {
  let s = state;
  const date = dateOfTurn(ctx.scenario, ctx.turn);
  const out = [...events];
  for (const w of ctx.env.tables.withdrawals.schedule) {
    const st = withdrawalStatus(ctx.env, s, w, date);
    if (st.open && st.owed === 0 && (w.minimum === 'all' || date >= w.date)) {
      const struck = st.own.filter((id) => s.pieces[id]!.eliminated);
      s = pickUp(s, struck, ctx.turn);
      const r = record(s);
      s = { ...s, withdrawals: { ...r, done: sorted([...r.done, w.id]) } };
      out.push({ type: 'withdrawal-met', side: 'german', withdrawal: w.id, ...(struck.length ? { struck } : {}), rule: w.rule });
    } else if (st.keepable && !record(s).kept.includes(w.id)) {
      const r = record(s);
      s = { ...s, withdrawals: { ...r, kept: sorted([...r.kept, w.id]) } };
      out.push({ type: 'withdrawal-kept', side: 'german', withdrawal: w.id, units: st.ownInPlay, until: w.keptUntil!, rule: 'SoS 3.7, 21.54' });
    }
  }
  for (const v of ctx.env.tables.withdrawals.vp) {
    if (date > v.early.by || record(s).early.includes(v.id)) continue;
    const units = Object.keys(s.pieces).filter((id) => ctx.env.counter(id).side === 'german' && namesUnit(v.units, ctx.env.counter(id)));
    if (units.some((id) => inPlay(s, id)) || !units.some((id) => record(s).units[id] !== undefined)) continue;
    const r = record(s);
    s = { ...s, withdrawals: { ...r, early: sorted([...r.early, v.id]) } };
    out.push({ type: 'withdrawal-early', side: 'german', formation: v.id, vp: v.early.vp, rule: v.rule });
  }
  return { state: s, events: out };
}
