import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addStep, fewestTransportPoints, type Tally, type TransportStep } from '#games/campaign-to-stalingrad/rules/supply/transport-path';
import { hexsideKey } from '#kernel/hex/hexside';
import { hexId, type HexId } from '#kernel/ids';
import { tinyWorld } from './support/tiny-world';

const before = (a: Tally, b: Tally): boolean => a.multiples < b.multiples || (a.multiples === b.multiples && a.used < b.used);

/**
 * The 16.9 Transport path search as first written: its open list scanned for the least path
 * (fewest multiples, then least length used in the last one, then the lower hex id, then the
 * first opened) at every step. fewestTransportPoints now keeps the open paths in a heap; it
 * must find the same answers.
 */
function referenceSearch(
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
  const open: { hex: HexId; t: Tally }[] = [{ hex: start, t: { multiples: 0, used: 0, river: false, length: 0 } }];
  const done = new Set<string>();
  let found: { t: Tally; hex: HexId } | null = null;
  while (open.length > 0) {
    let i = 0;
    for (let j = 1; j < open.length; j++) {
      const a = open[j]!;
      const b = open[i]!;
      if (before(a.t, b.t) || (!before(b.t, a.t) && a.hex < b.hex)) i = j;
    }
    const { hex, t } = open.splice(i, 1)[0]!;
    if (found && !before(t, found.t)) break;
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
      open.push({ hex: n, t: next });
    }
  }
  return found ? { tp: found.t.multiples, hex: found.hex, length: found.t.length } : null;
}

const { ctx } = tinyWorld({ units: [] });
const hexes = [...ctx.map.hexIds()].sort();
const hexArb = fc.nat(hexes.length - 1).map((i) => hexes[i]!);
/** A hexside's kind for the search: open, along a road, an unbridged river, a ferry site, or closed (an enemy unit or bond). */
const sideArb = fc.constantFrom('open', 'open', 'open', 'road', 'road', 'river', 'ferry', 'closed');

describe('the 16.9 Transport path search by heap (reference)', () => {
  it('finds the Transport Points, target hex and length the search by scan finds (CtS 16.9, 43.0)', () => {
    let reached = 0;
    let carriedOn = 0;
    fc.assert(
      fc.property(
        hexArb,
        fc.array(hexArb, { minLength: 1, maxLength: 6 }),
        fc.dictionary(fc.nat(10_000).map(String), sideArb, { maxKeys: 400 }),
        fc.constantFrom(3, 5),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        fc.boolean(),
        (start, targets, kinds, multiple, maxTp, mud, offMap) => {
          const kindOf = (a: HexId, b: HexId): string => {
            const k = hexsideKey(a, b);
            let n = 0;
            for (let i = 0; i < k.length; i++) n = (n * 31 + k.charCodeAt(i)) % 10_007;
            return kinds[String(n)] ?? 'open';
          };
          const step = (a: HexId, b: HexId): TransportStep => {
            const kind = kindOf(a, b);
            if (kind === 'closed') return null;
            const roadPath = kind === 'road' || kind === 'ferry';
            return { length: mud ? (roadPath ? 1 : 2) : roadPath ? 0.5 : 1, river: kind === 'river' || kind === 'ferry' };
          };
          const neighbours = (h: HexId): HexId[] => ctx.map.neighbours(h);
          const beyond = offMap ? (t: Tally, target: HexId): Tally => addStep(t, { length: Number(target.slice(2)) % 4, river: false }, multiple) : undefined;
          const set = new Set(targets.map(hexId));
          const ref = referenceSearch(hexId(start), set, multiple, maxTp, neighbours, step, beyond);
          if (ref) reached++;
          if (ref && offMap) carriedOn++;
          expect(fewestTransportPoints(hexId(start), set, multiple, maxTp, neighbours, step, beyond)).toEqual(ref);
        },
      ),
      { numRuns: 300 },
    );
    expect(reached).toBeGreaterThan(30);
    expect(carriedOn).toBeGreaterThan(10);
  });
});
