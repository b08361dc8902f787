import type { CtsContext } from '../../data/context';
import type { CtsState } from '../../state/types';
import { playsSection } from '../sections';

/** The orders of Section II's special units: an Artillery Division's side (28.2), a German regiment (30.0). */
export type SectionTwoOrderKind = 'mobility' | 'regiment';

const WHAT: Record<SectionTwoOrderKind, { rule: string; done: string }> = {
  mobility: { rule: 'CtS 28.2', done: 'Artillery Divisions change sides' },
  regiment: { rule: 'CtS 30.0', done: 'German infantry regiments are created' },
};

/** Why a game that does not play Section II takes no such order; null when it plays it. */
export function sectionTwoOrderProblem(ctx: CtsContext, state: CtsState, kind: SectionTwoOrderKind): { code: 'section-not-played'; message: string; rule: string } | null {
  if (playsSection(ctx, state, 2)) return null;
  return { code: 'section-not-played', message: `this game does not play Section II, where ${WHAT[kind].done}`, rule: WHAT[kind].rule };
}
