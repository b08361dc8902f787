import type { HexId } from '#kernel/ids';
import type { Issue } from '#kernel/engine/issues';
import type { SosStukaStrike, SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { eastBankBoxOf } from '../windows/bombardment/if-range';
import { stukasLeft, stukasOfTurn } from './availability';
import { isBadWeather } from './bad-weather';
import { lwOpOn1039, lwOpProblem, lwOpSees } from './lw-op';
import { stukaBarredBy } from './stuka-target';
import { isCampaign } from '../sequence/scenarios';

/** The Stukas part of a bombardment or attack order: how many, and the LW OP named to spot (15.13: optional in a bombardment). */
export interface StukasPart {
  count: number;
  spotter?: string | undefined;
}

/**
 * Every problem of the Stukas placed against `target` (SoS 15.11-15.17, 15.31, 15.51), at
 * `path`, and the strike when there is none. `placed`: the Stukas already placed in this
 * window, added to. `attack`: an attack (15.14: the LW OP must see the target hex) rather
 * than a bombardment (15.13: Stukas see the hex they bomb).
 */
export function readStukas(ctx: PhaseContext, state: SosState, part: StukasPart, target: string, path: (string | number)[], placed: { count: number }, attack: boolean): { issues: Issue[]; strike: SosStukaStrike | null } {
  const issues: Issue[] = [];
  // SoS 15.53: on a bad weather turn no Stuka flies in any phase
  if (isBadWeather(state, ctx.turn)) {
    placed.count += part.count;
    return { issues: [{ path: [...path], code: 'bad-weather', message: `the weather is bad this turn (${ctx.turn}): the German may not use any Stuka units in any phase of it`, rule: 'SoS 15.53' }], strike: null };
  }
  const left = stukasLeft(ctx.env, ctx.scenario, ctx.turn, state) - placed.count;
  placed.count += part.count;
  if (part.count > left) {
    issues.push({ path: [...path, 'count'], code: 'no-stukas-left', message: `${part.count} Stukas named: ${Math.max(0, left)} of this turn's ${stukasOfTurn(ctx.env, ctx.scenario, ctx.turn, state)} are left (each flies once a turn)`, rule: isCampaign(ctx.scenario) && ctx.turn > 1 ? 'SoS 15.11, 15.52' : 'SoS 15.11, 15.51' });
  }
  const box = eastBankBoxOf(target);
  if (!box && ctx.env.map.hex(target as HexId)) {
    const barred = stukaBarredBy(ctx.env, state, target);
    if (barred.length) issues.push({ path: [...path], code: 'stukas-german-adjacent', message: `Stukas may not attack ${target}, a city, industrial or fortified hex, with German units adjacent: ${barred.join(', ')}`, rule: 'SoS 15.16' });
  }
  const spotter = part.spotter;
  if (spotter !== undefined) {
    const bad = lwOpProblem(ctx.env, state, spotter);
    if (bad) issues.push({ path: [...path, 'spotter'], ...bad });
  }
  const sees = spotter !== undefined && !box && lwOpSees(ctx.env, state, spotter, target);
  if (attack && !sees && (spotter === undefined || !lwOpProblem(ctx.env, state, spotter))) {
    issues.push({ path: [...path, 'spotter'], code: 'lw-op-does-not-see', message: `Stukas support an attack only if the LW OP sees the target hex: ${spotter ?? 'no LW OP is named'}${spotter ? ` does not see ${target}` : ''}`, rule: 'SoS 15.14' });
  }
  if (issues.length) return { issues, strike: null };
  return { issues, strike: { count: part.count, lwOpSees: sees, lwOpOn1039: box !== null && spotter !== undefined && lwOpOn1039(ctx.env, state, spotter) } };
}
