import type { Dice } from '#kernel/engine/dice';
import { aaFire } from '../../air/aa-fire';
import { stukaAf } from '../../air/availability';
import { lwOpSees } from '../../air/lw-op';
import type { PhaseContext } from '../phase';
import type { Run } from './attack-run';
import type { AttackBody } from './check-attack';

/**
 * SoS 15.1, 15.14, 15.15, 15.17, 15.42-15.46, 15.21: the Stukas of an attack, once its defensive fire is done:
 * the Soviet AA in range that has not fired this phase fires at them first; those left
 * support the attack, -1 if the LW OP still sees the target (15.17). Every Stuka placed is
 * unavailable for the rest of the turn.
 */
export function stukasAfterAa(ctx: PhaseContext, run: Run, a: AttackBody, dice: Dice): { count: number; af: number; lwOpSees: boolean } {
  const part = a.stukas!;
  const prior = run.state.aaFired && run.state.aaFired.turn === ctx.turn && run.state.aaFired.phase === ctx.window.phase ? run.state.aaFired.units : [];
  const aa = aaFire(ctx.env, run.state, ctx.standing.soviet, a.target, part.count, new Set(prior), dice, `${ctx.window.id}/${a.target}/stukas`);
  run.events.push(...aa.events);
  if (aa.aborted) run.events.push({ type: 'stukas-aborted', target: a.target, aborted: aa.aborted, left: part.count - aa.aborted, rule: 'SoS 15.45' });
  run.state = { ...run.state, stukasUsed: run.state.stukasUsed + part.count, aaFired: { turn: ctx.turn, phase: ctx.window.phase, units: [...new Set([...prior, ...aa.firers])].sort() } };
  const count = part.count - aa.aborted;
  const sees = part.spotter !== undefined && lwOpSees(ctx.env, run.state, part.spotter, a.target);
  return { count, af: stukaAf(ctx.env, count), lwOpSees: sees };
}
