import type { Issue } from '#kernel/engine/issues';
import { cliffProblem, flotillaProblems, type FlotillaTally } from '../../flotilla/check-flotilla';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { other } from './battlefield';
import type { AttackBody } from './check-attack';
import { targetOf } from './fire-units';

/** SoS 16.52 ∆: the German Attack and Exploit Attack Phases, where River Flotilla units may give defensive fire. */
const GERMAN_ATTACK_PHASES: ReadonlySet<number> = new Set([5, 8]);

/** River Flotilla units placed in a Volga River hex, firing their DF at an attacking hex (16.52, 16.55). */
export interface FlotillaFire {
  units: string[];
  from: string;
  at: string;
}

/** SoS 16.52 ∆: the phase is one where the River Flotilla fires defensively. */
export const flotillaDefendsIn = (ctx: PhaseContext): boolean => ctx.side === 'german' && GERMAN_ATTACK_PHASES.has(ctx.window.phase);

/**
 * SoS 16.52, 16.53, 16.55, 9.55: the problems of the River Flotilla's defensive fire in the
 * answer to one attack, each at `['flotilla', i, ...]`: in a German Attack or Exploit Attack
 * Phase (16.52 ∆), aimed at a hex the attack is made from (9.55) that is a Volga River cliff
 * hex (16.55), the units as check-flotilla.ts reads them (`tally` across the whole answer).
 */
export function flotillaDefenseProblems(ctx: PhaseContext, state: SosState, a: AttackBody, groups: readonly FlotillaFire[], tally: FlotillaTally): Issue[] {
  if (groups.length === 0) return [];
  if (!flotillaDefendsIn(ctx)) return [{ path: ['flotilla'], code: 'not-this-phase', message: 'River Flotilla units give defensive fire only in the German Attack and Exploit Attack Phases', rule: 'SoS 16.52' }];
  const from = new Set([...(a.fire ?? []), ...(a.flotilla ?? [])].map((g) => g.from));
  return groups.flatMap((g, i) => {
    if (!from.has(g.at)) return [{ path: ['flotilla', i, 'at'], code: 'not-an-attacking-hex', message: `no unit attacks ${a.target} from ${g.at}`, rule: 'SoS 9.55' }];
    const cliff = cliffProblem(ctx, g.at);
    const attackers = (a.fire ?? []).filter((x) => x.from === g.at).flatMap((x) => x.units);
    const target = targetOf(ctx.env, state, g.at, ctx.side, attackers);
    return [
      ...(cliff ? [{ ...cliff, path: ['flotilla', i, 'at'] }] : []),
      ...flotillaProblems(ctx, state, other(ctx.side), [g], { at: g.at, kind: 'defensiveFire', target }, tally, ['flotilla']).map((x) => ({ ...x, path: ['flotilla', i, ...x.path.slice(2)] })),
    ];
  });
}
