import { traceLines, type SupplyLineRules } from './trace';

/** A functioning source of a supply network and how it links to an ultimate source. */
export interface NetworkNode {
  /** The functioning source its leg reaches; -1 for an ultimate source. */
  via: number;
  /** Legs from here to an ultimate source (0 for an ultimate source). */
  links: number;
  /** Length of the leg to `via` (0 for an ultimate source). */
  leg: number;
}

/**
 * The functioning sources of a chained supply network (e.g. DoS 7.3, 7.8, 7.12, 7.14):
 * every ultimate source a line may enter, then every intermediate source within
 * `legLength` of a functioning source, again and again, so that chains may be of any
 * length. Worked in waves (one multi-source search from the sources found in the wave
 * before), so each node records a chain with the fewest links and, in its wave, the
 * nearest source (ties: the lower index). Pure and deterministic.
 */
export function functioningSources(
  rules: SupplyLineRules,
  ultimates: readonly number[],
  intermediates: readonly number[],
  legLength: number,
): Map<number, NetworkNode> {
  const nodes = new Map<number, NetworkNode>();
  let wave: number[] = [];
  for (const u of ultimates) {
    if (nodes.has(u) || rules.closed[u] === 1) continue;
    nodes.set(u, { via: -1, links: 0, leg: 0 });
    wave.push(u);
  }
  let waiting = intermediates.filter((h) => !nodes.has(h) && rules.closed[h] !== 1);
  for (let links = 1; wave.length > 0 && waiting.length > 0; links++) {
    const reach = traceLines(rules, [...wave].sort((a, b) => a - b), legLength);
    const found = waiting.filter((h) => reach.distance[h] !== -1);
    found.sort((a, b) => reach.distance[a]! - reach.distance[b]! || a - b);
    for (const h of found) nodes.set(h, { via: reach.source[h]!, links, leg: reach.distance[h]! });
    waiting = waiting.filter((h) => !nodes.has(h));
    wave = found;
  }
  return nodes;
}

/** The chain from a functioning source back to its ultimate source, both included. */
export function chainOf(nodes: ReadonlyMap<number, NetworkNode>, source: number): number[] {
  const chain: number[] = [];
  let at = source;
  while (at !== -1 && chain.length <= nodes.size) {
    chain.push(at);
    at = nodes.get(at)?.via ?? -1;
  }
  return chain;
}
