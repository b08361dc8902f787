import { combatWeight, COMBAT_WEIGHT_LIMIT } from '../rules/stacking/counts';
import type { Placed } from '../state/occupancy';
import type { KbState } from '../state/types';
import type { AssaultEnv } from './attack';
import { chitValue } from './chits';

/**
 * KB 6.21, 12.22: which units of a defending hex take part. Every unit counting nothing
 * for combat stacking does; of the others, the defender's list when it names a legal set,
 * otherwise the strongest defence the limit allows (digest D3): of the sets `legalSets`
 * gives, the greatest known strength in all (a chit's value or the printed one), then the
 * set whose units rank better one by one (strength, then the better Combat Rating, then unit
 * id). Returns the ids in unit-id order, or the refusal of a list that breaks 6.21.
 */
export function defendingParticipants(env: AssaultEnv, state: KbState, stack: readonly Placed[], preferred?: readonly string[]): { ok: true; units: string[] } | { ok: false; message: string } {
  const free = stack.filter((p) => combatWeight(p.def, p.state) === 0);
  const heavy = stack.filter((p) => combatWeight(p.def, p.state) > 0);
  if (preferred) {
    const unknown = preferred.filter((id) => !stack.some((p) => p.def.id === id));
    if (unknown.length > 0) return { ok: false, message: `${unknown.join(', ')} not in the defending hex` };
    const chosen = heavy.filter((p) => preferred.includes(p.def.id));
    const w = chosen.reduce((s, p) => s + combatWeight(p.def, p.state), 0);
    if (w > COMBAT_WEIGHT_LIMIT) return { ok: false, message: 'more than one multi-step unit would defend (KB 6.21)' };
    return { ok: true, units: [...free, ...chosen].map((p) => p.def.id).sort() };
  }
  return { ok: true, units: [...free, ...strongestSet(env, heavy)].map((p) => p.def.id).sort() };
}

/** D3: of the legal sets of `heavy` units, the strongest defence (see defendingParticipants). */
function strongestSet(env: AssaultEnv, heavy: readonly Placed[]): Placed[] {
  const ranked = [...heavy].sort((a, b) => knownStrength(env, b) - knownStrength(env, a) || (a.def.rating ?? 'Z').localeCompare(b.def.rating ?? 'Z') || a.def.id.localeCompare(b.def.id));
  const rank = (set: readonly Placed[]): number[] => set.map((p) => ranked.indexOf(p)).sort((x, y) => x - y);
  const total = (set: readonly Placed[]): number => set.reduce((t, p) => t + knownStrength(env, p), 0);
  const earlier = (a: number[], b: number[]): boolean => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
    return a.length > b.length;
  };
  return legalSets(heavy).reduce((best, set) => (total(set) > total(best) || (total(set) === total(best) && earlier(rank(set), rank(best))) ? set : best));
}

/** KB 6.21, 12.22: each set of `heavy` units within the limit that withholds no unit that would still fit; at least the empty set. */
function legalSets(heavy: readonly Placed[]): Placed[][] {
  const sets: Placed[][] = [];
  const grow = (k: number, chosen: readonly Placed[], w: number): void => {
    if (k === heavy.length) {
      // 12.22: a set another unit could still join withholds it
      if (heavy.every((p) => chosen.includes(p) || w + combatWeight(p.def, p.state) > COMBAT_WEIGHT_LIMIT)) sets.push([...chosen]);
      return;
    }
    const p = heavy[k]!;
    const x = combatWeight(p.def, p.state);
    if (w + x <= COMBAT_WEIGHT_LIMIT) grow(k + 1, [...chosen, p], w + x);
    grow(k + 1, chosen, w);
  };
  grow(0, [], 0);
  return sets;
}

/**
 * KB 6.21, 6.22, 12.22: each set of a defending hex's units that may take part: every unit
 * counting nothing for combat stacking, and of the others as many as the limit lets in, none
 * withheld that would still fit (12.22). The strongest defence (the default) first, then by
 * unit ids; each set in unit-id order. One set when the limit leaves no choice.
 */
export function participantSets(env: AssaultEnv, state: KbState, stack: readonly Placed[]): string[][] {
  const free = stack.filter((p) => combatWeight(p.def, p.state) === 0).map((p) => p.def.id);
  const heavy = stack.filter((p) => combatWeight(p.def, p.state) > 0);
  const sets = legalSets(heavy).map((set) => [...free, ...set.map((p) => p.def.id)].sort());
  const strongest = (defendingParticipants(env, state, stack) as { units: string[] }).units.join();
  return sets.sort((a, b) => Number(b.join() === strongest) - Number(a.join() === strongest) || a.join().localeCompare(b.join()));
}

function knownStrength(env: AssaultEnv, p: Placed): number {
  if (p.state.chit && p.def.rating) return chitValue(env, p.state.chit, p.def.rating);
  return p.def.strength ?? 0;
}
