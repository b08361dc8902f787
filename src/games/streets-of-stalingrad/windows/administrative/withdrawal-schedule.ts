import type { Counter } from '../../data/counters';
import { namesUnit, type SosWithdrawal } from '../../data/withdrawals';
import type { SosEnv } from '../../game/env';
import { dayOfTurn, type SosScenarioId } from '../../sequence/scenarios';
import type { SosState } from '../../state/types';
import { isWithdrawn } from '../../state/withdrawals';

const pad = (n: number) => String(n).padStart(2, '0');

/** The turn's date, "09-27" (4.1: turn 1 is 13 September). */
export function dateOfTurn(scenario: SosScenarioId, turn: number): string {
  const d = dayOfTurn(scenario, turn);
  return `${pad(d.month)}-${pad(d.day)}`;
}

/** A piece in play: on the map or in a box, not eliminated, not withdrawn (21.51). */
export const inPlay = (state: SosState, id: string): boolean => {
  const p = state.pieces[id];
  return !!p && p.at !== null && !p.eliminated && !isWithdrawn(state, id);
};

/** Lowest AF first, then by id: the order the default withdraws in (digest DD 25). */
export const lowestAfFirst = (env: SosEnv) => (a: string, b: string): number => env.counter(a).af - env.counter(b).af || (a < b ? -1 : a > b ? 1 : 0);

/**
 * SoS 21.5, 21.51, 21.52, 21.53: where one withdrawal of the schedule (tables.yaml `withdrawals.schedule`) stands on a date:
 * - `open`: its units may be picked up today (from its `from` date, 3.5, or its own date);
 * - `due`: it must be met today (its date, or the latest date when it may be kept, 21.54);
 * - `keepable`: its date has come but it may still be kept, at a VP cost (3.7, 21.54);
 * - `own`: the units it names, `ownInPlay` those still in play, `missing` those neither in
 *   play nor withdrawn (eliminated, or never arrived), highest AF first;
 * - `owed`: how many units must still go (21.52: its minimum, less what has gone or been
 *   substituted or paid for; `all`: every unit in play) and `shortfall`, how many of those
 *   its own units cannot make up (21.53: substitutes or points stand for them).
 */
export interface WithdrawalStatus {
  w: SosWithdrawal;
  open: boolean;
  due: boolean;
  keepable: boolean;
  done: boolean;
  own: string[];
  ownInPlay: string[];
  missing: string[];
  owed: number;
  shortfall: number;
}

export function withdrawalStatus(env: SosEnv, state: SosState, w: SosWithdrawal, date: string): WithdrawalStatus {
  const own = Object.keys(state.pieces).filter((id) => env.counter(id).side === 'german' && namesUnit(w.units, env.counter(id)));
  const ownInPlay = own.filter((id) => inPlay(state, id));
  const missing = own.filter((id) => !inPlay(state, id) && !isWithdrawn(state, id)).sort((a, b) => env.counter(b).af - env.counter(a).af || (a < b ? -1 : 1));
  const record = state.withdrawals;
  const done = record?.done.includes(w.id) ?? false;
  const sub = record?.substituted[w.id] ?? { units: [], points: 0 };
  const ownGone = own.filter((id) => isWithdrawn(state, id)).length;
  const paid = w.points ? Math.floor(sub.points / w.points.perUnit) : 0;
  const owed = done ? 0 : w.minimum === 'all' ? ownInPlay.length : Math.max(0, w.minimum - ownGone - sub.units.length - paid);
  const open = !done && date >= (w.from ?? w.date);
  const due = !done && date >= (w.keptUntil ?? w.date);
  const keepable = !done && w.keptUntil !== undefined && date >= w.date && date < w.keptUntil;
  return { w, open, due, keepable, done, own, ownInPlay, missing, owed, shortfall: Math.max(0, owed - ownInPlay.length) };
}

/** Every withdrawal of the schedule as it stands on the turn's date. */
export function scheduleStatus(env: SosEnv, scenario: SosScenarioId, state: SosState, turn: number): WithdrawalStatus[] {
  const date = dateOfTurn(scenario, turn);
  return env.tables.withdrawals.schedule.map((w) => withdrawalStatus(env, state, w, date));
}

/** The withdrawal of the schedule that names the counter, if one does. */
export const withdrawalOf = (env: SosEnv, c: Counter): SosWithdrawal | undefined => env.tables.withdrawals.schedule.find((w) => namesUnit(w.units, c));

/**
 * SoS 21.53: whether a unit of another formation may stand in for a missing unit: "of the same
 * or similar type" (the withdrawal's `substitutes`, or the missing unit's own type when it
 * lists none) "and equal or greater AF values".
 */
export function substituteFits(env: SosEnv, w: SosWithdrawal, missing: string, unit: string): 'type' | 'af' | null {
  const m = env.counter(missing);
  const c = env.counter(unit);
  const types: readonly string[] = w.substitutes ?? [m.type];
  if (!types.includes(c.type)) return 'type';
  return c.af >= m.af ? null : 'af';
}
