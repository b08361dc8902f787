import { MinHeap } from '#kernel/collections/min-heap';
import type { HexId } from '#kernel/ids';

/** One hex of a Transport path: its length (1, or 1/2 along a road) and whether it crosses an unbridged river. */
export type TransportStep = { length: number; river: boolean } | null;

/** CtS 16.9: the hexsides that are rivers for the multiples, unless a road bridges them. */
const RIVERS = ['minor-river', 'major-river', 'volga'];

/**
 * CtS 16.9 one hexside of a Transport path: a hex along a road counts 1/2, others 1; "a
 * road which ends and begins at each side of a Major or Volga River hexside is considered
 * an uninterrupted road path" (a ferry site, 4.4.4), so that hex counts 1/2 too, the river
 * still being unbridged for the multiples.
 */
export function transportStep(hexside: readonly string[], mud = false): { length: number; river: boolean } {
  const bridged = hexside.includes('road');
  const roadPath = bridged || hexside.includes('ferry') || hexside.includes('frozen-ferry'); // 26.0: the road still ends at each side of a frozen river
  // CtS 31.2 [Change]: "During turns of the Rasputitsa ... road hexes count as one and off road hexes count as two hexes"
  const length = mud ? (roadPath ? 1 : 2) : roadPath ? 0.5 : 1;
  return { length, river: !bridged && hexside.some((x) => RIVERS.includes(x)) };
}

/** Where a Transport path stands: multiples begun, length used in the current one, a river crossed in it. */
export interface Tally {
  multiples: number;
  used: number;
  river: boolean;
  /** The path's whole length so far (road hexes 1/2). */
  length: number;
}

/**
 * CtS 16.9 the river rule of the multiples: one Transport Point per multiple of `multiple`
 * hexes begun; the first unbridged river hexside crossed within a multiple is free, but
 * crossing a second forfeits the rest of that multiple and begins a new one (digest SP8).
 */
export function addStep(t: Tally, step: { length: number; river: boolean }, multiple: number): Tally {
  let { multiples, used, river } = t;
  const length = t.length + step.length;
  if (multiples === 0) multiples = 1;
  if (step.river && river) {
    multiples += 1;
    used = 0;
    river = false;
  }
  used += step.length;
  if (used > multiple) {
    multiples += 1;
    used -= multiple;
    river = false;
  }
  return { multiples, used, river: river || step.river, length };
}

const before = (a: Tally, b: Tally): boolean => a.multiples < b.multiples || (a.multiples === b.multiples && a.used < b.used);

/**
 * CtS 16.9: the fewest Transport Points from `start` to the nearest hex of `targets`, at
 * most `maxTp`, the river rule applied (a search over hex and "river crossed in this
 * multiple"); null when no target is within reach. `beyond` (43.0, optional) carries the
 * path on past a target hex (off the map): the search then keeps the target whose path,
 * carried on, is the shortest.
 */
export function fewestTransportPoints(
  start: HexId,
  targets: ReadonlySet<HexId>,
  multiple: number,
  maxTp: number,
  neighbours: (h: HexId) => readonly HexId[],
  step: (from: HexId, to: HexId) => TransportStep,
  beyond?: (t: Tally, target: HexId) => Tally,
): { tp: number; hex: HexId; length: number } | null {
  const key = (h: HexId, r: boolean) => `${h}|${r ? 1 : 0}`;
  const best = new Map<string, Tally>([[key(start, false), { multiples: 0, used: 0, river: false, length: 0 }]]);
  // open paths, least Tally first, then the lower hex id, then the one opened first
  const open = new MinHeap<{ hex: HexId; t: Tally; seq: number }>((a, b) => before(a.t, b.t) || (!before(b.t, a.t) && (a.hex < b.hex || (a.hex === b.hex && a.seq < b.seq))));
  let opened = 0;
  open.push({ hex: start, t: { multiples: 0, used: 0, river: false, length: 0 }, seq: opened++ });
  const done = new Set<string>();
  let found: { t: Tally; hex: HexId } | null = null;
  while (open.size > 0) {
    const { hex, t } = open.pop()!;
    if (found && !before(t, found.t)) break; // 43.0: carried on, no open path beats the best (it only adds)
    const k = key(hex, t.river);
    if (done.has(k)) continue;
    done.add(k);
    if (targets.has(hex)) {
      if (!beyond) return { tp: t.multiples, hex, length: t.length };
      const carried = beyond(t, hex);
      if (carried.multiples <= maxTp && (!found || before(carried, found.t))) found = { t: carried, hex };
    }
    for (const n of neighbours(hex)) {
      const s = step(hex, n);
      if (!s) continue;
      const next = addStep(t, s, multiple);
      if (next.multiples > maxTp) continue;
      const nk = key(n, next.river);
      const old = best.get(nk);
      if (done.has(nk) || (old && !before(next, old))) continue;
      best.set(nk, next);
      open.push({ hex: n, t: next, seq: opened++ });
    }
  }
  return found ? { tp: found.t.multiples, hex: found.hex, length: found.t.length } : null;
}

