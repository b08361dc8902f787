import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import { optionalRule } from '../../setup/optional-rules';
import type { CtsState } from '../../state/types';
import { occupancy, type Placed } from '../occupancy';
import { faceOf } from '../unit-values';

/** An enemy stack seen from afar (CtS 42.0): its top unit and how many units it holds. */
export interface FoggedStack {
  hex: HexId;
  side: CtsSide;
  top: string;
  count: number;
}

/** What fog of war keeps from one viewer: the units under the tops of far stacks, and those stacks. */
export interface Fog {
  hidden: ReadonlySet<string>;
  stacks: FoggedStack[];
  /** The far stacks whose Supply Depots and Replacement counters lie under the top unit: `side:hex`. */
  beneathHexes: ReadonlySet<string>;
}

/** CtS 42.0 with 6.1: a side's noncombat counters that are no unit of `state.units` (Supply Depots, Replacements), by hex. */
function countersByHex(state: CtsState, side: CtsSide): Map<HexId, number> {
  const n = new Map<HexId, number>();
  for (const d of state.depots) if (d.side === side) n.set(d.hex, (n.get(d.hex) ?? 0) + 1);
  for (const r of state.replacementsOnMap) if (r.side === side) n.set(r.hex, (n.get(r.hex) ?? 0) + 1);
  return n;
}

/**
 * The top unit of a stack (CtS 42.0 does not say which it is; the counters carry no stacking
 * order): the strongest, the greatest defense strength on its current face, then attack
 * strength, then unit id (as DoS 11.7 shows a stack). Documented in docs/campaign-to-stalingrad.md.
 */
function topOf(stack: readonly Placed[]): Placed {
  const rank = (p: Placed): [number, number] => {
    const f = faceOf(p.spec, p.state);
    return [f.defense, f.attack];
  };
  return [...stack].sort((a, b) => {
    const [da, aa] = rank(a);
    const [db, ab] = rank(b);
    return db - da || ab - aa || (a.spec.id < b.spec.id ? -1 : a.spec.id > b.spec.id ? 1 : 0);
  })[0]!;
}

/**
 * CtS 42.0 Fog of War (optional, game option fogOfWar): "A player may only look underneath
 * the top unit of a stack of enemy units if that stack is adjacent to one or more of his
 * units." For a side: each enemy stack of two or more units on the map that is neither
 * adjacent to nor in the hex of (a Major City Battle, 24.0) one of his units shows its top
 * unit only; the others are hidden. The public has no units: every stack of either side is
 * seen from afar. From engine cts-6 (`fogHidesCountersBeneath`) the side's Supply Depots and
 * Replacement counters in such a hex are under its top unit too, and counted with the stack
 * (6.1 counts them among the units). Null when the game does not play the option: nothing is hidden.
 */
export function fogFor(ctx: CtsContext, state: CtsState, viewer: CtsSide | null): Fog | null {
  if (!optionalRule(state, 'fogOfWar')) return null;
  const occ = occupancy(ctx, state);
  const near = new Set<HexId>();
  if (viewer !== null) {
    for (const h of occ.hexesOf(viewer)) {
      near.add(h);
      for (const n of ctx.map.neighbours(h)) near.add(n);
    }
  }
  const hidden = new Set<string>();
  const stacks: FoggedStack[] = [];
  const beneathHexes = new Set<string>();
  for (const side of ['axis', 'soviet'] as const) {
    if (side === viewer) continue;
    const counters = ctx.readings.fogHidesCountersBeneath ? countersByHex(state, side) : new Map<HexId, number>();
    for (const [hex, units] of [...occ.stands(side)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const beneath = counters.get(hex) ?? 0;
      if (units.length + beneath < 2 || near.has(hex)) continue;
      const top = topOf(units);
      for (const p of units) if (p !== top) hidden.add(p.spec.id);
      if (beneath > 0) beneathHexes.add(`${side}:${hex}`);
      stacks.push({ hex, side, top: top.spec.id, count: units.length + beneath });
    }
  }
  return { hidden, stacks, beneathHexes };
}

/** CtS 42.0: the Supply Depots and Replacement counters a viewer sees, those under far stacks' top units left out. */
export function seenCounters(state: Pick<CtsState, 'depots' | 'replacementsOnMap'>, fog: Fog): Pick<CtsState, 'depots' | 'replacementsOnMap'> {
  if (fog.beneathHexes.size === 0) return { depots: state.depots, replacementsOnMap: state.replacementsOnMap };
  const seen = (c: { side: CtsSide; hex: HexId }): boolean => !fog.beneathHexes.has(`${c.side}:${c.hex}`);
  return { depots: state.depots.filter(seen), replacementsOnMap: state.replacementsOnMap.filter(seen) };
}

/**
 * A JSON value without the hidden unit ids (CtS 42.0): lists lose them, records lose the
 * members they key; everything else is kept as it is. For the parts of a view beside its
 * units (the units that moved this phase, the pockets' units, Attack Supply given ...), so
 * that no list of the state names a unit the viewer may not see.
 */
export function withoutHidden<T>(value: T, hidden: ReadonlySet<string>): T {
  if (hidden.size === 0) return value;
  const visit = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.filter((x) => !(typeof x === 'string' && hidden.has(x))).map(visit);
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (!hidden.has(k)) out[k] = visit(x);
    return out;
  };
  return visit(value) as T;
}
