import type { HexId } from '../ids';

/**
 * A binary min-heap of (cost, hex) for path searches. Ties on cost go to the lower
 * hex id, so a search visits hexes in one fixed order on every platform.
 */
export class Frontier {
  private readonly heap: { cost: number; hex: HexId }[] = [];

  get size(): number {
    return this.heap.length;
  }

  push(cost: number, hex: HexId): void {
    const h = this.heap;
    h.push({ cost, hex });
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  pop(): { cost: number; hex: HexId } | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (top === undefined || last === undefined || h.length === 0) return top;
    h[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && before(h[l]!, h[m]!)) m = l;
      if (r < h.length && before(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
    return top;
  }
}

function before(a: { cost: number; hex: HexId }, b: { cost: number; hex: HexId }): boolean {
  return a.cost < b.cost || (a.cost === b.cost && a.hex < b.hex);
}
