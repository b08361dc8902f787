import type { Issue } from '#kernel/engine/issues';
import type { CounterType } from '../data/counters';

/**
 * SoS 16.35: "Once placed on the game map Soviet immobilized tank units may never move": no
 * move, breakthrough or deployment movement and no retreat before combat (9.43-9.48); after
 * combat they stay where they are (9.882, attack/after-combat.ts). The issue at `path`, or
 * null for any other unit.
 */
export function immobilizedProblem(type: CounterType, id: string, path: (string | number)[]): Issue | null {
  if (type !== 'immobilizedTank') return null;
  return { path, code: 'immobilized', message: `${id} is an immobilized tank: once placed on the map it may never move`, rule: 'SoS 16.35' };
}
