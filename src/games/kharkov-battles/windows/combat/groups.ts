import type { HexId } from '#kernel/ids';
import type { FileAttack } from './file';

/**
 * KB 12.23: attacks whose units attack out of a shared hex (its units attacking several
 * hexes in separate combats) are linked: all rolled before any result is applied. Each
 * group holds its attacks in the file's order; groups come in the order of their first
 * attack. A lone attack is a group of one.
 */
export function linkedGroups(attacks: readonly FileAttack[], from: ReadonlyMap<string, HexId>): FileAttack[][] {
  const parent = attacks.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const byHex = new Map<HexId, number>();
  attacks.forEach((a, i) => {
    for (const id of a.attack.attackers) {
      const h = from.get(id);
      if (h === undefined) continue;
      const j = byHex.get(h);
      if (j === undefined) byHex.set(h, i);
      else parent[root(i)] = root(j);
    }
  });
  const groups = new Map<number, FileAttack[]>();
  attacks.forEach((a, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), a]);
  });
  return [...groups.values()].sort((a, b) => a[0]!.at - b[0]!.at);
}
