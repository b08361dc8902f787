import type { Issue } from '#kernel/engine/issues';
import type { KbState } from '../state/types';

/**
 * What a rule of the title that changes the state returns (command, works, air): the new
 * state with the events that say what happened (each with its rule), or the refusals of an
 * illegal choice (kernel Issues), changing nothing. A whole input refused at once throws a
 * `KbRefused` (`refused.ts`).
 */
export type RuleOutcome<E> = { ok: true; state: KbState; events: E[] } | { ok: false; refusals: Issue[] };

export const refused = <E>(refusals: Issue[]): RuleOutcome<E> => ({ ok: false, refusals });
export const done = <E>(state: KbState, events: E[]): RuleOutcome<E> => ({ ok: true, state, events });
