import type { Issue } from '#kernel/engine/issues';
import type { KbState } from '../state/types';

/**
 * What a rule of command, works or air returns: the new state with the events that say
 * what happened (each with its rule), or the refusals of an illegal choice, changing nothing.
 */
export type RuleOutcome<E> = { ok: true; state: KbState; events: E[] } | { ok: false; refusals: Issue[] };

export const refused = <E>(refusals: Issue[]): RuleOutcome<E> => ({ ok: false, refusals });
export const done = <E>(state: KbState, events: E[]): RuleOutcome<E> => ({ ok: true, state, events });
