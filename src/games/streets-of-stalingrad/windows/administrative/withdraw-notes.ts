import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId } from '#kernel/ids';
import { namesUnit } from '../../data/withdrawals';
import type { SosEnv } from '../../game/env';
import { pointsOf } from '../../replacements/points';
import { isCampaign, type SosScenarioId } from '../../sequence/scenarios';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { dateOfTurn, inPlay, lowestAfFirst, scheduleStatus, substituteFits, withdrawalOf, type WithdrawalStatus } from './withdrawal-schedule';

const list = (ids: readonly string[]) => `[${ids.join(', ')}]`;

/** The German units in play that may stand in for a due withdrawal's missing unit (21.53), lowest AF first. */
function standIns(env: SosEnv, state: SosState, st: WithdrawalStatus): string[] {
  const m = st.missing[0];
  if (!m) return [];
  return Object.keys(state.pieces)
    .filter((id) => env.counter(id).side === 'german' && inPlay(state, id) && !withdrawalOf(env, env.counter(id)) && substituteFits(env, st.w, m, id) === null)
    .sort(lowestAfFirst(env));
}

/**
 * SoS 21.5, 21.51-21.54, 3.5, 3.7: what the German Administrative window's notes say of the
 * withdrawals on the turn's date: what must go today (and what the default does without it),
 * what is due but may be kept at a VP cost, and what may go early.
 */
export function withdrawalNotes(ctx: PhaseContext, state: SosState): string[] {
  if (!isCampaign(ctx.scenario) || ctx.side !== 'german') return [];
  const out: string[] = [];
  const date = dateOfTurn(ctx.scenario, ctx.turn);
  for (const st of scheduleStatus(ctx.env, ctx.scenario, state, ctx.turn)) {
    const w = st.w;
    if (st.due && st.owed > 0) {
      const own = st.ownInPlay.length ? `withdraw: {units: ${list(st.ownInPlay.slice(0, st.owed))}}` : '';
      const lack = st.shortfall > 0
        ? ` It lacks ${st.shortfall} unit(s) (${list(st.missing.slice(0, st.shortfall))}): for each, a unit of type ${(w.substitutes ?? [ctx.env.counter(st.missing[0]!).type]).join(', ')} with an equal or greater AF (${list(standIns(ctx.env, state, st))})${w.points ? `, or ${w.points.perUnit} ${w.points.kind} points (withdraw: {points: N}; ${pointsOf(state, 'german')[w.points.kind]} saved)` : ''} (SoS 21.53).`
        : '';
      out.push(`Withdrawal due today, ${date}: the ${w.name}, ${st.owed} unit(s) (${w.rule}, 21.52). ${own}${lack} Not withdrawn in this file: the referee withdraws them, lowest AF first, then substitutes, then points (SoS 4.2).`);
    } else if (st.keepable) {
      out.push(`Withdrawal due today or kept: the ${w.name} (withdraw: {units: ${list(st.ownInPlay)}}). Kept beyond ${w.date}, the German loses 1 VP, once, and it must go by ${w.keptUntil}, when the referee withdraws what is left (SoS 3.7, 21.54).`);
    } else if (st.open && st.ownInPlay.length > 0) {
      out.push(`The ${w.name} may be withdrawn now, before its date ${w.date} (withdraw: {units: ${list(st.ownInPlay)}}; SoS 3.5, 21.51).`);
    }
  }
  for (const v of ctx.env.tables.withdrawals.vp) {
    if (date > v.early.by || state.withdrawals?.early.includes(v.id)) continue;
    out.push(`All of the ${v.name} withdrawn by ${v.early.by} (every unit with its flag on the back, artillery included) earns ${v.early.vp} VP (${v.rule}).`);
  }
  return out;
}

/**
 * The units the German may withdraw in the open Administrative window, each with a note saying
 * whether it must go today, may be kept, or may go early (21.51, 3.5, 3.7); substitutes are
 * in the notes of the window (withdrawalNotes), not listed as units.
 */
export function withdrawalOptions(env: SosEnv, scenario: SosScenarioId, state: SosState, turn: number): UnitOptions[] {
  if (!isCampaign(scenario)) return [];
  const out: UnitOptions[] = [];
  for (const st of scheduleStatus(env, scenario, state, turn)) {
    if (!st.open) continue;
    const why = st.due ? `must be withdrawn today (${st.w.rule}, 21.52)` : st.keepable ? `due today: withdraw it, or keep it at 1 VP lost (SoS 3.7, 21.54)` : `may be withdrawn before its date ${st.w.date} (SoS 3.5, 21.51)`;
    for (const id of st.ownInPlay) {
      out.push({ unit: unitId(id), label: env.counter(id).name, hex: hexId(state.pieces[id]!.at!), notes: [`the ${st.w.name}: ${why}: withdraw: {units: [${id}]}`] });
    }
  }
  return out;
}
