import { bondMap, type BondMap } from '#kernel/zoc/bond-map';
import { findBonds, mergeBonds, type ZocBond } from '#kernel/zoc/bonds';
import { edgePhantoms } from '#kernel/zoc/edge';
import { stackHasZoc } from '#kernel/zoc/stack-zoc';
import type { HexId } from '#kernel/ids';
import { copyMap } from '#kernel/collections/copy-map';
import { cached } from '#kernel/memo/cached';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { bondsChanged, withCancelled } from './cancelled-bonds';
import { cityGates, zocThroughAccess } from './city/access-hexsides';
import { friendlyEdge } from './friendly-edge';
import { enemyOf, occupancy, standsChange, type Occupancy, type Placed } from './occupancy';
import { isHq, isNonCombat } from './unit-kind';
import { hasOwnZoc } from './unit-values';

/** CtS 6.1, 6.2.1.3, 13.0: the hexes where `side` exerts a ZOC. */
export function zocHexes(ctx: CtsContext, occ: Occupancy, side: CtsSide): HexId[] {
  return occ.hexesOf(side).filter((h) => hasZoc(occ.stands(side).get(h) ?? []));
}

/** CtS 6.1, 6.2.1.3 (digest A44): whether a stack exerts a ZOC: a unit with one, or three or more combat units without, not Disrupted and not HQs. */
function hasZoc(stack: readonly Placed[]): boolean {
  return stackHasZoc(stack, ownZoc, countsWithoutZoc, 3);
}

const ownZoc = (p: Placed): boolean => hasOwnZoc(p.spec, p.state);
// 28.1 "Artillery Divisions have no Zones Of Control" (their one step is their last, hasOwnZoc), so they are
// among the "Combat Units without ZOCs" of which three give a stack one (6.2.1.3; digest table 3.5)
const countsWithoutZoc = (p: Placed): boolean => !isHq(p.spec) && !isNonCombat(p.spec) && !p.state.disrupted;

/** Which nationalities give a hex its ZOC (6.8b: Hungarian and Rumanian ZOCs never bond). */
function zocNations(occ: Occupancy, side: CtsSide, h: HexId): Set<string> {
  return new Set((occ.stands(side).get(h) ?? []).filter((p) => !isHq(p.spec)).map((p) => p.spec.nationality));
}

/** A ZOC hex's nationalities as one text ("german,rumanian"), to tell when they change. */
const nationsText = (nations: ReadonlySet<string>): string => [...nations].sort().join(',');

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
  const bonds = openBondsOf(ctx, state, side, occ);
  // CtS 24.6 (2): a Major City Battle hex's ZOC extends out only through its side's Access Hexsides (engine cts-7)
  const gates = cityGates(ctx, state);
  return gates ? zocThroughAccess(gates, side, bonds) : bonds;
}

/** bondsOf with every hexside of a Major City Battle hex open to its ZOC (as before engine cts-7). */
function openBondsOf(ctx: CtsContext, state: CtsState, side: CtsSide, occ: Occupancy): BondMap {
  const edge = friendlyEdge(ctx, state, side);
  const byEdge = cached(cached(cached(answers, ctx, () => new WeakMap()), occ, () => new Map()), edge, () => new Map<CtsSide, BondMap>());
  return cached(byEdge, side, () => {
    const all = uncancelledBonds(ctx, occ, side, edge);
    const enemyStands = occ.stands(enemyOf(side));
    const known = all.byEnemyStands.get(enemyStands) ?? sameEnemyHexes(all, enemyStands);
    if (known) {
      all.byEnemyStands.set(enemyStands, known);
      return known;
    }
    // the cancelled bonds by number: positions that cancel the same ones share one BondMap
    let cancelled = '';
    const gone = new Set<ZocBond>();
    all.bonds.forEach((b, i) => {
      // 6.5: a hex bond is cancelled by an enemy unit in the hex, a hexside bond by enemy units on both sides of it
      if (b.kind === 'hex' ? enemyOnMap(ctx, occ, side, b.hex) : enemyOnMap(ctx, occ, side, b.between[0]) && enemyOnMap(ctx, occ, side, b.between[1])) {
        cancelled += `${i},`;
        gone.add(b);
      }
    });
    // the bonds left read through the BondMap of them all, indexed once per bond set (cancelled-bonds.ts)
    const map = cached(all.maps, cancelled, () => {
      const whole = wholeMap(all);
      return cancelled === '' ? whole : withCancelled(whole, gone);
    });
    all.byEnemyStands.set(enemyStands, map);
    return map;
  });
}

/** 6.5: an enemy (to `side`) unit in a hex of the map. */
const enemyOnMap = (ctx: CtsContext, occ: Occupancy, side: CtsSide, h: HexId): boolean => ctx.map.has(h) && occ.enemyIn(h, side);

/**
 * 6.5: the cancellation reads nothing of the enemy but the hexes his units stand in. The
 * BondMap of these bonds against enemy stacks patched (occupancy.ts standsChange), a few
 * patches back, from stacks whose BondMap is known, when every hex whose stack changed
 * since holds enemy units in both or in neither (a step lost, a mark, a move within
 * stacks): the same hexes hold enemy units, the same bonds are cancelled.
 */
function sameEnemyHexes(all: Uncancelled, stands: ReadonlyMap<HexId, readonly Placed[]>): BondMap | undefined {
  const hexes = new Set<HexId>();
  let at = stands;
  for (let back = 0; back < PATCHES_BACK; back++) {
    const change = standsChange(at);
    if (!change) return undefined;
    for (const h of change.hexes) hexes.add(h);
    at = change.from;
    const known = all.byEnemyStands.get(at);
    if (!known) continue;
    for (const h of hexes) if (held(stands, h) !== held(at, h)) return undefined;
    return known;
  }
  return undefined;
}

const held = (s: ReadonlyMap<HexId, readonly Placed[]>, h: HexId): boolean => (s.get(h)?.length ?? 0) > 0;

const answers = new WeakMap<CtsContext, WeakMap<Occupancy, Map<ReadonlySet<HexId>, Map<CtsSide, BondMap>>>>();
const phantomsByEdge = new WeakMap<CtsContext, WeakMap<ReadonlySet<HexId>, HexId[]>>();

/** One side's bonds before cancellation, with the ZOC hexes (and their nationalities) that formed them. */
interface Uncancelled {
  zoc: ReadonlyMap<HexId, string>;
  bonds: readonly ZocBond[];
  /** The bonds these were worked out from (bondsAfter), when that set's BondMap of them all was made: what its bonds lost and gained. Let go once this set's own is made. */
  from?: BondsFrom;
  /** The BondMaps of these bonds less the cancelled ones, by the cancelled bonds' numbers (a few); '' the BondMap of them all, which the others read through. */
  maps: Map<string, BondMap>;
  /** The BondMap of these bonds against an enemy's stacks object (Occupancy.stands). */
  byEnemyStands: WeakMap<object, BondMap>;
}

/** Per friendly edge: bonds kept by content, and each side's latest, the base the next position's bonds are worked out from. */
interface Kept {
  byContent: Map<string, Uncancelled>;
  latest: Map<CtsSide, Uncancelled>;
  /** By the side's stacks object (Occupancy.stands): its ZOC hexes and their nationalities follow from it alone. */
  byStands: WeakMap<object, Uncancelled>;
}

/** What bondsAfter changed: `base`'s bonds less `removed` with `added` are the new ones. */
interface BondsFrom {
  base: Uncancelled;
  removed: ReadonlySet<ZocBond>;
  added: readonly ZocBond[];
}

/**
 * The BondMap of a bond set's bonds, none cancelled (made once per set): read through that of
 * the set it was worked out from, with what changed (cancelled-bonds.ts), when that one is made.
 */
function wholeMap(all: Uncancelled): BondMap {
  return cached(all.maps, '', () => {
    const from = all.from;
    all.from = undefined;
    const baseMap = from?.base.maps.get('');
    return from && baseMap ? bondsChanged(baseMap, from.removed, from.added, all.bonds) : bondMap(all.bonds);
  });
}

/** The link to the set bonds were worked out from, kept only when that set's BondMap is made (so no chain of sets is held). */
const linked = (after: { bonds: ZocBond[]; removed: ReadonlySet<ZocBond>; added: readonly ZocBond[] }, base: Uncancelled): Pick<Uncancelled, 'from'> =>
  base.maps.has('') ? { from: { base, removed: after.removed, added: after.added } } : {};

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
  const made = uncancelledPatched(ctx, occ, side, edge, store) ?? uncancelledOf(ctx, occ, side, edge, store);
  store.byStands.set(stands, made);
  return made;
}

/** How many patches back (occupancy.ts standsChange) a side's known bonds are looked for. */
const PATCHES_BACK = 8;

/**
 * The bonds of a side's stacks patched (occupancy.ts) from stacks whose bonds are known,
 * a few patches back: only the hexes whose stacks changed are asked whether they exert a
 * ZOC and of which nationalities, and when none of those changed (a unit lost a step, or
 * marked as having attacked) the bonds are the known ones. Undefined when no known bonds
 * are near enough, or when so many ZOC hexes changed that the whole search is as quick.
 */
function uncancelledPatched(ctx: CtsContext, occ: Occupancy, side: CtsSide, edge: ReadonlySet<HexId>, store: Kept): Uncancelled | undefined {
  const hexes = new Set<HexId>();
  let stands = occ.stands(side);
  let base: Uncancelled | undefined;
  for (let back = 0; back < PATCHES_BACK && base === undefined; back++) {
    const change = standsChange(stands);
    if (!change) return undefined;
    for (const h of change.hexes) hexes.add(h);
    stands = change.from;
    base = store.byStands.get(stands);
  }
  if (!base) return undefined;
  const nations = new Map<HexId, Set<string>>();
  const nationsAt = (h: HexId): Set<string> => cached(nations, h, () => zocNations(occ, side, h));
  const now = occ.stands(side);
  const changed = new Map<HexId, string | undefined>();
  for (const h of hexes) {
    const text = hasZoc(now.get(h) ?? []) ? nationsText(nationsAt(h)) : undefined;
    if (base.zoc.get(h) !== text) changed.set(h, text);
  }
  if (changed.size === 0) {
    store.latest.set(side, base);
    return base;
  }
  const zoc = copyMap(base.zoc);
  for (const [h, text] of changed) {
    if (text === undefined) zoc.delete(h);
    else zoc.set(h, text);
  }
  if (changed.size * 4 > zoc.size) return undefined;
  const after = bondsAfter(ctx, edge, base, new Set(changed.keys()), zoc, nationsAt);
  const entry: Uncancelled = { zoc, bonds: after.bonds, ...linked(after, base), maps: new Map(), byEnemyStands: new WeakMap() };
  store.latest.set(side, entry);
  return entry;
}

function uncancelledOf(ctx: CtsContext, occ: Occupancy, side: CtsSide, edge: ReadonlySet<HexId>, store: Kept): Uncancelled {
  const zocs = zocHexes(ctx, occ, side);
  const nations = new Map(zocs.map((h) => [h, zocNations(occ, side, h)]));
  const zoc = new Map(zocs.map((h) => [h, nationsText(nations.get(h)!)]));
  const key = `${side}|${zocs.map((h) => `${h}:${zoc.get(h)!}`).join(';')}`;
  const hit = store.byContent.get(key);
  if (hit) {
    store.latest.set(side, hit);
    return hit;
  }
  const base = store.latest.get(side);
  const changed = base ? changedHexes(base.zoc, zoc) : null;
  const nationsAt = (h: HexId): Set<string> => nations.get(h)!;
  const after = base && changed && changed.size * 4 <= zocs.length ? bondsAfter(ctx, edge, base, changed, zoc, nationsAt) : null;
  const bonds = after ? after.bonds : formBonds(ctx, [...zocs, ...phantomsOf(ctx, edge)], nationsAt);
  const entry: Uncancelled = { zoc, bonds, ...(after && base ? linked(after, base) : {}), maps: new Map(), byEnemyStands: new WeakMap() };
  if (store.byContent.size >= CONTENT_KEPT) store.byContent.delete(store.byContent.keys().next().value!);
  store.byContent.set(key, entry);
  store.latest.set(side, entry);
  return entry;
}

/** CtS 6.9: the imagined friendly units just beyond a friendly map edge, per edge set. */
function phantomsOf(ctx: CtsContext, edge: ReadonlySet<HexId>): HexId[] {
  return cached(cached(phantomsByEdge, ctx, () => new WeakMap()), edge, () => edgePhantoms(edge, (h) => ctx.wideGrid.neighbours(h), (h) => ctx.map.has(h)));
}

/** The bonds (6.3, 6.6, 6.8b) among `hexes` (ZOC hexes and phantoms), none yet cancelled (6.5, bondsOf's part); `nationsAt` of any ZOC hex on the map. */
function formBonds(ctx: CtsContext, hexes: readonly HexId[], nationsAt: (h: HexId) => ReadonlySet<string>): ZocBond[] {
  const onMap = (h: HexId): boolean => ctx.map.has(h);
  const loop = (end: HexId, mid: HexId): boolean => {
    if (!onMap(end) || !onMap(mid)) return false;
    const f = ctx.map.hexside(end, mid);
    return f.includes('major-river') || f.includes('volga');
  };
  const pairOk = (a: HexId, b: HexId): boolean => {
    if (!onMap(a) || !onMap(b)) return true;
    const na = nationsAt(a);
    const nb = nationsAt(b);
    const only = (s: ReadonlySet<string>, n: string): boolean => s.size === 1 && s.has(n);
    return !((only(na, 'hungarian') && only(nb, 'rumanian')) || (only(na, 'rumanian') && only(nb, 'hungarian')));
  };
  // the enemy's units cancel bonds (6.5) in bondsOf, position by position
  return (
    findBonds({ zocHexes: hexes, neighbours: (h) => ctx.wideGrid.neighbours(h), enemyIn: () => false, canPair: pairOk, loopSide: loop })
      // bonds that lie wholly off the map never touch a unit
      .filter((b) => (b.kind === 'hex' ? onMap(b.hex) : b.between.some(onMap)))
  );
}

/**
 * The bonds of a side whose ZOC hexes are `zoc`, from `base`'s where only the hexes in
 * `changed` gained, lost or changed their ZOC: the pairs of unchanged hexes stand as they
 * were; a changed hex pairs only with ZOC hexes (or phantoms) two hexes away.
 */
function bondsAfter(ctx: CtsContext, edge: ReadonlySet<HexId>, base: Uncancelled, changed: ReadonlySet<HexId>, zoc: ReadonlyMap<HexId, string>, nationsAt: (h: HexId) => ReadonlySet<string>): { bonds: ZocBond[]; removed: ReadonlySet<ZocBond>; added: readonly ZocBond[] } {
  const phantoms = phantomSet(phantomsOf(ctx, edge));
  const near = new Set<HexId>();
  for (const c of changed) {
    if (!zoc.has(c)) continue;
    near.add(c);
    for (const n of ctx.wideGrid.neighbours(c)) for (const m of ctx.wideGrid.neighbours(n)) if (zoc.has(m) || phantoms.has(m)) near.add(m);
  }
  const fresh = near.size === 0 ? [] : formBonds(ctx, [...near].sort(), nationsAt).filter((b) => touches(b, changed));
  const removed = new Set<ZocBond>();
  const left: ZocBond[] = [];
  for (const b of base.bonds) {
    if (touches(b, changed)) removed.add(b);
    else left.push(b);
  }
  return { bonds: mergeBonds(left, fresh), removed, added: fresh };
}

/** A bond with an end among `changed` hexes. */
const touches = (b: ZocBond, changed: ReadonlySet<HexId>): boolean => changed.has(b.ends[0]) || changed.has(b.ends[1]);

const phantomSets = new WeakMap<readonly HexId[], ReadonlySet<HexId>>();
const phantomSet = (phantoms: readonly HexId[]): ReadonlySet<HexId> => cached(phantomSets, phantoms, () => new Set(phantoms));

/** The hexes that gained, lost or changed their ZOC's nationalities between two positions of one side. */
function changedHexes(before: ReadonlyMap<HexId, string>, after: ReadonlyMap<HexId, string>): Set<HexId> {
  const out = new Set<HexId>();
  for (const [h, n] of after) if (before.get(h) !== n) out.add(h);
  for (const h of before.keys()) if (!after.has(h)) out.add(h);
  return out;
}

