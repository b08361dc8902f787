import type { Issue } from '#kernel/engine/issues';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { other, sideAt } from './battlefield';
import { counterAttackRule, icaCandidates } from './counter-attack';
import { unitOf } from './fire-units';

/** SoS 12.1, 12.5, 12.7: an instant counter-attack the side that lost `hex` may make: the units that may, their AF, and the DF they would face. */
export interface CounterAttackChoice {
  hex: string;
  units: { id: string; af: number; at: string }[];
  df: number;
}

/**
 * SoS 12.1-12.8, digest 6.1 #10: the `counterAttack` pause opens when the attackers advanced
 * into the vacated hex, a unit of the side that lost it may counter-attack (12.5), no
 * standing `counterAttack` rule covers the hex and the policy is `ask`.
 */
export function counterAttackChoice(ctx: PhaseContext, state: SosState, hex: string): CounterAttackChoice | null {
  const side = other(ctx.side);
  if (ctx.standing[side]?.counterAttack?.policy !== 'ask' || counterAttackRule(ctx, hex)) return null;
  const ids = icaCandidates(ctx, state, hex);
  if (ids.length === 0) return null;
  const units = ids.map((id) => ({ id, af: unitOf(ctx.env, state, id)!.af, at: state.pieces[id]!.at! }));
  const df = sideAt(ctx.env, state, hex, ctx.side).reduce((s, id) => s + (unitOf(ctx.env, state, id)?.df ?? 0), 0);
  return { hex, units, df };
}

/** What the `counterAttack` window tells its owner. */
export function counterAttackAbout(choice: CounterAttackChoice, attacker: string): string {
  const units = choice.units.map((u) => `${u.id} (AF ${u.af}) in ${u.at}`).join(', ');
  return `the ${attacker} units advanced into ${choice.hex} (DF ${choice.df}): they may be counter-attacked at once by ${units}; the die is added to the AF of the counter-attackers less that DF, nothing else (12.7)`;
}

/** The answer to the `counterAttack` decision (orders/decisions.ts). */
export interface CounterAttackAnswer {
  units: readonly string[];
  occupy?: readonly string[] | undefined;
}

/**
 * SoS 12.5, 12.6 e: every unit named that may not counter-attack the hex, and every unit named
 * to occupy it that is not a counter-attacker, paths inside the answer's `counterAttack`.
 */
export function counterAttackAnswerProblems(choice: CounterAttackChoice, answer: CounterAttackAnswer): Issue[] {
  const { units } = answer;
  const may = choice.units.map((u) => u.id);
  const issues: Issue[] = [];
  units.forEach((u, k) => {
    if (units.indexOf(u) !== k) issues.push({ path: ['units', k], code: 'duplicate', message: `${u} is named twice`, rule: 'SoS 12.5' });
    else if (!may.includes(u)) issues.push({ path: ['units', k], code: 'may-not-counter-attack', message: `${u} may not counter-attack ${choice.hex}: the units that may are ${may.join(', ')} (next to it, not pinned or spent, of a kind 12.5 lists)`, rule: 'SoS 12.5' });
  });
  answer.occupy?.forEach((u, k) => {
    if (answer.occupy!.indexOf(u) !== k) issues.push({ path: ['occupy', k], code: 'duplicate', message: `${u} is named twice`, rule: 'SoS 12.6' });
    else if (!units.includes(u)) issues.push({ path: ['occupy', k], code: 'not-counter-attacker', message: `${u} does not counter-attack ${choice.hex}: only the counter-attackers may occupy it (${units.join(', ') || 'none named'})`, rule: 'SoS 12.6' });
  });
  return issues;
}
