import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { TinySpec } from './tiny-bundle';
import { submission, tinyGame } from './tiny-game';

/**
 * A prepared assault phase on GT3 with no phase-order shift: the German's second window
 * after a movement-first declaration (no 5.6), or the Soviet's opening window.
 */
export function combatWindow(side: 'german' | 'soviet', overrides: Partial<DosState> = {}): Partial<DosState> {
  return side === 'german'
    ? { turn: 3, at: { side, step: 1 }, phaseOrder: 'movement-first', ...overrides }
    : { turn: 3, at: { side, step: 0 }, phaseOrder: null, ...overrides };
}

/** Adjudicates one window of orders for the phasing side; returns the new state and the events of the given type. */
export function play(spec: TinySpec, overrides: Partial<DosState>, orders: unknown[], dice: number[] | Record<string, number> = [], standing?: Record<string, unknown>) {
  const { ruleset, state } = tinyGame(spec, overrides);
  const subs = [submission(state.at.side, orders)];
  for (const [s, st] of Object.entries(standing ?? {})) {
    const existing = subs.find((x) => x.side === s);
    if (existing) existing.standing = st;
    else subs.push(submission(s, [], st));
  }
  const issues = ruleset.check(state, subs[0]!);
  const fixed = new FixedDice(dice);
  const result = ruleset.adjudicate(state, subs.sort((a, b) => (a.side < b.side ? -1 : 1)), fixed);
  const of = (type: string): GameEvent[] => result.events.filter((e) => e.type === type);
  return { ruleset, before: state, issues, state: result.state, events: result.events, of, dice: fixed };
}
