import type { KbState } from '../state/types';
import { withUnits } from '../state/update';
import type { AssaultEnv } from './attack';
import { firstLossAllowed, pickLoss, type ForceMember } from './losses';

/** Two allocations name the same units as often (the order of the losses aside). */
export const sameLosses = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * KB 12.61-12.63 (D5): the legal ways a force meets `count` step losses, each the units
 * that lose them, one a step (a unit named twice loses two), as many as the force has
 * steps. The first unit of each may take the first loss (12.63: directly participating,
 * a Tiger that used its shift; first-loss.ts); the rest fall anywhere in the force. The
 * default (takeLosses with the owner's `order`, else the default order) comes first, the
 * others in the force's order. One way, or none, leaves no choice.
 */
export function lossAllocations(env: AssaultEnv, state: KbState, side: 'attacker' | 'defender', force: readonly ForceMember[], count: number, order?: readonly string[]): string[][] {
  const alive = force.filter((m) => state.units[m.id]!.where === 'map' && state.units[m.id]!.steps > 0);
  const steps = new Map(alive.map((m) => [m.id, state.units[m.id]!.steps]));
  const k = Math.min(count, [...steps.values()].reduce((n, x) => n + x, 0));
  if (k === 0) return [];
  const first = new Set(firstLossAllowed(env, side, alive));
  const ids = alive.map((m) => m.id);
  const all: string[][] = [];
  const pick = (i: number, left: number, acc: string[]): void => {
    if (left === 0) return void all.push(acc);
    if (i === ids.length) return;
    for (let c = Math.min(left, steps.get(ids[i]!)!); c >= 0; c--) pick(i + 1, left - c, [...acc, ...Array<string>(c).fill(ids[i]!)]);
  };
  pick(0, k, []);
  const legal = all.filter((a) => a.some((id) => first.has(id))).map((a) => firstLossFirst(a, first));
  const def = defaultAllocation(env, state, side, alive, k, order);
  return [def, ...legal.filter((a) => !sameLosses(a, def))];
}

/** An allocation with a unit that may take the first loss put first (KB 12.63), the rest in their order; as given when none may. */
export function firstLossFirst(units: readonly string[], first: ReadonlySet<string>): string[] {
  const i = units.findIndex((id) => first.has(id));
  return i <= 0 ? [...units] : [units[i]!, ...units.slice(0, i), ...units.slice(i + 1)];
}

/** The units takeLosses would pick, without taking the steps (no chit is drawn). */
function defaultAllocation(env: AssaultEnv, state: KbState, side: 'attacker' | 'defender', alive: readonly ForceMember[], k: number, order?: readonly string[]): string[] {
  let s = state;
  const out: string[] = [];
  for (let n = 0; n < k; n++) {
    const left = alive.filter((m) => s.units[m.id]!.steps > 0);
    const id = pickLoss(env, s, n === 0 ? firstLossAllowed(env, side, left) : left.map((m) => m.id), order);
    s = withUnits(s, { [id]: { steps: s.units[id]!.steps - 1 } });
    out.push(id);
  }
  return out;
}
