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
  /** When given, every hex a wave's search gives a distance (so reads whether it is closed) is set to 1 here. */
  reached?: Uint8Array,
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
    if (reached) for (let i = 0; i < reach.distance.length; i++) if (reach.distance[i] !== -1) reached[i] = 1;
    const found = waiting.filter((h) => reach.distance[h] !== -1);
    found.sort((a, b) => reach.distance[a]! - reach.distance[b]! || a - b);
    for (const h of found) nodes.set(h, { via: reach.source[h]!, links, leg: reach.distance[h]! });
    waiting = waiting.filter((h) => !nodes.has(h));
    wave = found;
  }
  return nodes;
}

/** The functioning sources of a network and what finding them read: functioningSourcesSince. */
export interface FoundSources {
  nodes: Map<number, NetworkNode>;
  /** The arguments they were found with (`closed` a copy: rules are made afresh per position). */
  next: SupplyLineRules['next'];
  closed: Uint8Array;
  ultimates: readonly number[];
  intermediates: readonly number[];
  legLength: number;
  /** 1 for every hex whose being closed or not the search read (functioningSources' `reached`). */
  reached: Uint8Array;
}

/**
 * functioningSources, or the nodes found for `earlier` when they are the same by
 * construction: the same hexsides (`next`, the same object), leg length, ultimate and
 * intermediate sources, and every hex closed in one and open in the other one the search
 * never read: not reached by any wave, not a source. The waves then read the same values
 * in the same order and find the same nodes. A position a battle or a move changed far
 * from a network's lines (every battle start asks both sides' networks, DoS 7.15) finds
 * its sources again without searching. The returned nodes may be `earlier`'s: never
 * change them.
 */
export function functioningSourcesSince(
  rules: SupplyLineRules,
  ultimates: readonly number[],
  intermediates: readonly number[],
  legLength: number,
  earlier: FoundSources | undefined,
): FoundSources {
  if (earlier && sameReads(earlier, rules, ultimates, intermediates, legLength)) return earlier;
  const reached = new Uint8Array(rules.next.length);
  const nodes = functioningSources(rules, ultimates, intermediates, legLength, reached);
  return { nodes, next: rules.next, closed: rules.closed.slice(), ultimates: [...ultimates], intermediates: [...intermediates], legLength, reached };
}

function sameReads(earlier: FoundSources, rules: SupplyLineRules, ultimates: readonly number[], intermediates: readonly number[], legLength: number): boolean {
  if (earlier.next !== rules.next || earlier.legLength !== legLength || !sameList(earlier.ultimates, ultimates) || !sameList(earlier.intermediates, intermediates)) return false;
  const { closed } = rules;
  if (closed.length !== earlier.closed.length) return false;
  let changed: number[] | null = null;
  for (let i = 0; i < closed.length; i++) {
    if (closed[i] === earlier.closed[i]) continue;
    if (earlier.reached[i] === 1) return false;
    (changed ??= []).push(i);
  }
  if (changed === null) return true;
  const sources = new Set([...ultimates, ...intermediates]);
  return changed.every((i) => !sources.has(i));
}

const sameList = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

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
