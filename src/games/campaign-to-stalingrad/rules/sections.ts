import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';

/**
 * CtS 1.0 and the scope of each scenario: Section I (rules 1-23) is the Basic Game that
 * every scenario plays; Section II (24-30) is needed for Operation Uranus (36) and Section III
 * (31-34) for the Campaign Game (37), which plays Sections I, II and III. A scenario lists the
 * sections it plays beyond the first (`sections` in its file); a rule of Section II or III
 * asks here whether the game plays it.
 */
export type RulebookSection = 2 | 3;

export function playsSection(ctx: CtsContext, state: Pick<CtsState, 'scenario'>, section: RulebookSection): boolean {
  return ctx.scenarios.get(state.scenario)?.sections?.includes(section) ?? false;
}
