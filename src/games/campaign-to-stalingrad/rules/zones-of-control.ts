import { bondMap, type BondMap } from '../../../kernel/zoc/bond-map';
import { findBonds, sortBonds, type ZocBond } from '../../../kernel/zoc/bonds';
import { edgePhantoms } from '../../../kernel/zoc/edge';
import { stackHasZoc } from '../../../kernel/zoc/stack-zoc';
import type { HexId } from '../../../kernel/ids';
import { cached } from '../../../kernel/memo/cached';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { friendlyEdge } from './friendly-edge';
import { occupancy, type Occupancy, type Placed } from './occupancy';
import { isHq, isNonCombat } from './unit-kind';
import { hasOwnZoc } from './unit-values';

/** CtS 6.1, 6.2.1.3, 13.0: the hexes where `side` exerts a ZOC. */
export function zocHexes(ctx: CtsContext, occ: Occupancy, side: CtsSide): HexId[] {
  // 6.2.1.3 (digest A44): three or more combat units without ZOCs, not Disrupted and not HQs, have one
  const counts = (p: Placed): boolean => !isHq(p.spec) && !isNonCombat(p.spec) && !p.state.disrupted;
  return occ.hexesOf(side).filter((h) => stackHasZoc(occ.at(h, side), (p) => hasOwnZoc(p.spec, p.state), counts, 3));
}

/** Which nationalities give a hex its ZOC (6.8b: Hungarian and Rumanian ZOCs never bond). */
function zocNations(occ: Occupancy, side: CtsSide, h: HexId): Set<string> {
  return new Set(occ.at(h, side).filter((p) => !isHq(p.spec)).map((p) => p.spec.nationality));
}

/**
 * The bonds of `side` (6.3): its ZOC hexes and, 6.9, the imagined friendly units just
 * beyond its friendly map edges; cancelled by enemy units (6.5), negated by river loops
 * of Major or Volga hexsides (6.6), never Hungarian with Rumanian (6.8b).
 *
 * Asked many times of one position, and again after every move of the other side's
 * units, which leaves the side's own bonds as they were: the answer is kept per
 * Occupancy (one per state object), and the bonds before enemy cancellation per content
 * (the side's ZOC hexes with their nationalities and its friendly edge), so that only the
 * cancellation by enemy units is worked out again after an enemy move.
 */
export function bondsOf(ctx: CtsContext, state: CtsState, side: CtsSide, occ: Occupancy = occupancy(ctx, state)): BondMap {
  const edge = friendlyEdge(ctx, state, side);
  const byEdge = cached(cached(cached(answers, ctx, () => new WeakMap()), occ, () => new Map()), edge, () => new Map<CtsSide, BondMap>());
  return cached(byEdge, side, () => {
    const onMap = (h: HexId): boolean => ctx.map.has(h);
    // 6.5: a hex bond is cancelled by an enemy unit in the hex, a hexside bond by enemy units on both sides of it
    const enemyIn = (h: HexId): boolean => onMap(h) && occ.enemyIn(h, side);
    const all = uncancelledBonds(ctx, occ, side, edge);
    // the cancelled bonds by number: positions that cancel the same ones share one BondMap
    let cancelled = '';
    all.bonds.forEach((b, i) => {
      if (b.kind === 'hex' ? enemyIn(b.hex) : enemyIn(b.between[0]) && enemyIn(b.between[1])) cancelled += `${i},`;
    });
    return cached(all.maps, cancelled, () => bondMap(cancelled === '' ? all.bonds : all.bonds.filter((b) => (b.kind === 'hex' ? !enemyIn(b.hex) : !(enemyIn(b.between[0]) && enemyIn(b.between[1]))))));
  });
}

const answers = new WeakMap<CtsContext, WeakMap<Occupancy, Map<ReadonlySet<HexId>, Map<CtsSide, BondMap>>>>();
const phantomsOf = new WeakMap<CtsContext, WeakMap<ReadonlySet<HexId>, HexId[]>>();

/** One side's bonds before cancellation, with the ZOC hexes (and their nationalities) that formed them. */
interface Uncancelled {
  zoc: ReadonlyMap<HexId, string>;
  bonds: readonly ZocBond[];
  /** The BondMaps of these bonds less the cancelled ones, by the cancelled bonds' numbers (a few). */
  maps: Map<string, BondMap>;
}

/** Per friendly edge: bonds kept by content, and each side's latest, the base the next position's bonds are worked out from. */
interface Kept {
  byContent: Map<string, Uncancelled>;
  latest: Map<CtsSide, Uncancelled>;
  /** By the side's stacks object (Occupancy.stands): its ZOC hexes and their nationalities follow from it alone. */
  byStands: WeakMap<object, Uncancelled>;
}

const kept = new WeakMap<CtsContext, WeakMap<ReadonlySet<HexId>, Kept>>();
/** How many bond sets kept by content per friendly edge: a few positions' worth, both sides. */
const CONTENT_KEPT = 16;

/**
 * The bonds of `side` on the map before any enemy unit cancels one (6.3, 6.6, 6.8b, 6.9),
 * sorted as findBonds sorts them. A bond is formed by two ZOC hexes two hexes apart and
 * depends on nothing but those two hexes and their nationalities (and the map), so the
 * bonds are kept by content (the side's ZOC hexes with their nationalities; the friendly
 * edge, an unchanging set per edge position, friendly-edge.ts, keys the store), and when
 * a few ZOC hexes changed since the side's last bonds, only the pairs with a changed hex
 * are formed again.
 */
function uncancelledBonds(ctx: CtsContext, occ: Occupancy, side: CtsSide, edge: ReadonlySet<HexId>): Uncancelled {
  // the side's stacks object stands while its units do (occupancy.ts): a move of the other side leaves it
  const store = cached(cached(kept, ctx, () => new WeakMap()), edge, (): Kept => ({ byContent: new Map(), latest: new Map(), byStands: new WeakMap() }));
  const stands = occ.stands(side);
  const known = store.byStands.get(stands);
  if (known) {
    store.latest.set(side, known);
    return known;
  }
  const made = uncancelledOf(ctx, occ, side, edge, store);
  store.byStands.set(stands, made);
  return made;
}

function uncancelledOf(ctx: CtsContext, occ: Occupancy, side: CtsSide, edge: ReadonlySet<HexId>, store: Kept): Uncancelled {
  const onMap = (h: HexId): boolean => ctx.map.has(h);
  const zocs = zocHexes(ctx, occ, side);
  const nations = new Map(zocs.map((h) => [h, zocNations(occ, side, h)]));
  const zoc = new Map(zocs.map((h) => [h, [...nations.get(h)!].sort().join(',')]));
  const key = `${side}|${zocs.map((h) => `${h}:${zoc.get(h)!}`).join(';')}`;
  const hit = store.byContent.get(key);
  if (hit) {
    store.latest.set(side, hit);
    return hit;
  }
  const phantoms = cached(cached(phantomsOf, ctx, () => new WeakMap()), edge, () => edgePhantoms(edge, (h) => ctx.wideGrid.neighbours(h), onMap));
  const loop = (end: HexId, mid: HexId): boolean => {
    if (!onMap(end) || !onMap(mid)) return false;
    const f = ctx.map.hexside(end, mid);
    return f.includes('major-river') || f.includes('volga');
  };
  const pairOk = (a: HexId, b: HexId): boolean => {
    if (!onMap(a) || !onMap(b)) return true;
    const na = nations.get(a)!;
    const nb = nations.get(b)!;
    const only = (s: Set<string>, n: string): boolean => s.size === 1 && s.has(n);
    return !((only(na, 'hungarian') && only(nb, 'rumanian')) || (only(na, 'rumanian') && only(nb, 'hungarian')));
  };
  // the enemy's units cancel bonds (6.5) in bondsOf, position by position
  const form = (hexes: readonly HexId[]): ZocBond[] =>
    findBonds({ zocHexes: hexes, neighbours: (h) => ctx.wideGrid.neighbours(h), enemyIn: () => false, canPair: pairOk, loopSide: loop })
      // bonds that lie wholly off the map never touch a unit
      .filter((b) => (b.kind === 'hex' ? onMap(b.hex) : b.between.some(onMap)));
  const base = store.latest.get(side);
  const changed = base ? changedHexes(base.zoc, zoc) : null;
  let bonds: readonly ZocBond[];
  if (base && changed && changed.size * 4 <= zocs.length) {
    // the pairs of unchanged hexes stand as they were; a changed hex pairs only with ZOC hexes two hexes away
    const all = new Set<HexId>([...zocs, ...phantoms]);
    const near = new Set<HexId>();
    for (const c of changed) {
      if (!zoc.has(c)) continue;
      near.add(c);
      for (const n of ctx.wideGrid.neighbours(c)) for (const m of ctx.wideGrid.neighbours(n)) if (all.has(m)) near.add(m);
    }
    const touches = (b: ZocBond): boolean => changed.has(b.ends[0]) || changed.has(b.ends[1]);
    const fresh = near.size === 0 ? [] : form([...near].sort()).filter(touches);
    bonds = sortBonds([...base.bonds.filter((b) => !touches(b)), ...fresh]);
  } else bonds = form([...zocs, ...phantoms]);
  const entry: Uncancelled = { zoc, bonds, maps: new Map() };
  if (store.byContent.size >= CONTENT_KEPT) store.byContent.delete(store.byContent.keys().next().value!);
  store.byContent.set(key, entry);
  store.latest.set(side, entry);
  return entry;
}

/** The hexes that gained, lost or changed their ZOC's nationalities between two positions of one side. */
function changedHexes(before: ReadonlyMap<HexId, string>, after: ReadonlyMap<HexId, string>): Set<HexId> {
  const out = new Set<HexId>();
  for (const [h, n] of after) if (before.get(h) !== n) out.add(h);
  for (const h of before.keys()) if (!after.has(h)) out.add(h);
  return out;
}

