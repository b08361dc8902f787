import type { Issue } from '#kernel/engine/issues';
import type { SosEnv } from '../game/env';
import { leaderExchangeProblems } from '../leaders/consolidation-leaders';
import { isBox } from '../orders/places';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { exchangeMismatch } from './exchange-match';
import type { ExchangeBody } from './exchange-pieces';
import { boundForWithdrawal } from './withdrawal-bound';

type At = (string | number)[];

/** What the check of one exchange reads beside the position: the side's isolated units (20.3) and the counters already exchanged in this phase. */
export interface ExchangeScope {
  isolated: ReadonlySet<string>;
  /** SoS 20.1: the counters that took part in an exchange earlier in this Administrative Phase. */
  used: ReadonlySet<string>;
}

/**
 * SoS 20.1-20.4, 20.6: every reason `side` may not exchange `body.unit`, on the map in
 * `body.hex`, for the eliminated `body.for` now (the issues at `at`, e.g. `['orders', 0,
 * 'consolidate']`):
 * - 20.1 "exchange units on the game map for those eliminated on previous turns": both the
 *   side's; `unit` in a hex of the map (not a box); `for` eliminated. A counter takes part in
 *   one exchange a phase: a unit exchanged away in this phase was not eliminated on a previous
 *   turn, and one taken in is not exchanged again (a reading).
 * - 20.2 the hex named is the one `unit` stands in.
 * - 20.3 `unit` not isolated (isolated-units.ts).
 * - 20.4, 21.43, 21.45 the counters match (exchange-match.ts).
 * - 21.51 (a reading) a German unit a withdrawal still asks for is not exchanged away (withdrawal-bound.ts).
 * - 20.6 a leader only for a leader, by the leader rules (leaders/consolidation-leaders.ts).
 */
export function exchangeProblems(env: SosEnv, state: SosState, side: SosSide, body: ExchangeBody, scope: ExchangeScope, at: At): Issue[] {
  const bad = (key: string, code: string, message: string, rule: string): Issue => ({ path: [...at, key], code, message, rule });
  const unit = env.findCounter(body.unit);
  const taken = env.findCounter(body.for);
  if (!unit || !state.pieces[body.unit]) return [bad('unit', 'unknown-unit', `${body.unit} is not a unit of this game`, 'SoS 2.32')];
  if (!taken || !state.pieces[body.for]) return [bad('for', 'unknown-unit', `${body.for} is not a unit of this game`, 'SoS 2.32')];
  const out: Issue[] = [];
  if (scope.used.has(body.unit)) out.push(bad('unit', 'already-exchanged', `${body.unit} has been exchanged already in this phase`, 'SoS 20.1'));
  if (scope.used.has(body.for)) out.push(bad('for', 'already-exchanged', `${body.for} has been exchanged in this phase: only units eliminated on previous turns are taken`, 'SoS 20.1'));
  if (unit.type === 'leader' || taken.type === 'leader') return [...out, ...leaderExchangeProblems(env, state, side, body, at, (id) => scope.isolated.has(id))];
  if (unit.side !== side) return [...out, bad('unit', 'not-your-unit', `${body.unit} is not a ${side} unit`, 'SoS 20.1')];
  if (taken.side !== side) return [...out, bad('for', 'not-your-unit', `${body.for} is not a ${side} unit`, 'SoS 20.1')];
  const p = state.pieces[body.unit]!;
  if (p.eliminated || p.at === null || isBox(p.at)) out.push(bad('unit', 'not-on-map', `${body.unit} is not on the game map: only units on the map are exchanged`, 'SoS 20.1'));
  else if (p.at !== body.hex) out.push(bad('hex', 'not-there', `${body.unit} is in ${p.at}, not ${body.hex}: the unit taken is placed in the exact hex of the one exchanged`, 'SoS 20.2'));
  if (scope.isolated.has(body.unit)) out.push(bad('unit', 'isolated', `${body.unit} is isolated: no exchange is made for an isolated unit${side === 'german' ? ' (a German unit needs an unblocked line of hexes to an off-map box)' : ''}`, side === 'german' ? 'SoS 20.3, 19.6' : 'SoS 20.3'));
  if (!state.pieces[body.for]!.eliminated) out.push(bad('for', 'not-eliminated', `${body.for} is not eliminated: only units eliminated on previous turns are taken in exchange`, 'SoS 20.1'));
  const bound = boundForWithdrawal(env, state, body.unit);
  if (bound) out.push(bad('unit', 'withdrawal-bound', `${body.unit} is to be withdrawn with the ${bound}: it is not exchanged away`, 'SoS 21.51, 20.1'));
  const mismatch = exchangeMismatch(unit, taken);
  if (mismatch) out.push(bad('for', mismatch.code, mismatch.message, mismatch.rule));
  return out;
}
