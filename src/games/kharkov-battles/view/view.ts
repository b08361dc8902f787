import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { KbContext } from '../state/context';
import { visibleTo } from '../state/fog';
import type { KbState, KbUnitState } from '../state/types';

/**
 * KB 2.6: a unit's Strength Chit as a viewer sees it. Its owner sees which chit and which
 * face; anyone else sees only that a chit lies under the counter ('hidden'), never which.
 */
export type SeenChit = KbUnitState['chit'] | 'hidden';

/** A counter as a viewer sees it: its own side's as they are; the other side's as the counter's face (state/fog.ts). */
export type SeenUnit = Omit<KbUnitState, 'chit'> & { chit: SeenChit };

/** KB 2.6: a Strength Chit Pool: its chits for its owner, only how many for anyone else. */
export interface SeenPool {
  count: number;
  /** The chits in the pool, sorted; only in the owner's view. */
  chits?: string[];
}

/** The state as one side (or the public) may see it: what the service's channels show. */
export interface KbView extends Omit<KbState, 'units' | 'chitPools'> {
  /** Who the view is for: a side, or null for the public. */
  viewer: KbSide | null;
  units: Record<string, SeenUnit>;
  chitPools: Record<KbSide, SeenPool>;
  /** The printed label ("KB3617") of every hex that holds a unit, a marker or a frontline. */
  labels: Record<string, string>;
}

/** Who may look: a side, the public (null), or the referee, who sees the whole state. */
export type Looker = KbSide | null | 'referee';

const SIDES: readonly KbSide[] = ['axis', 'soviet'];
const otherOf = (s: KbSide): KbSide => (s === 'axis' ? 'soviet' : 'axis');

/**
 * KB 2.6 ("it is suggested that the opposing player not be allowed to inspect these
 * chits"; digest 6.3): the state as `side` may see it, null = the public. The viewer's
 * own units and Strength Chit Pool are as they are. The other side's (every side's, for
 * the public) counters show their face as state/fog.ts draws it: a Combat Rating unit
 * above its cadre shows as full (its chit's reduced face is the chit's secret), and a chit
 * under it shows only as 'hidden', never its id (which gives its value); its pool shows
 * only how many chits it holds. Everything else of the state is public (digest 6.3: the
 * tracks, the markers, Air Points). Standing orders are not part of the state: the game
 * record's view leaves the other side's out.
 */
export function kbView(ctx: KbContext, state: KbState, side: KbSide | null): KbView {
  return seenBy(ctx, state, side);
}

/** The view for any looker; the referee's keeps every chit (the reports' referee copy). */
export function seenBy(ctx: KbContext, state: KbState, looker: Looker): KbView {
  const hiddenFrom = (owner: KbSide): boolean => looker !== 'referee' && looker !== owner;
  // state/fog.ts draws the other side's faces for a viewer; for the public, each side is the other side.
  let faced = state;
  for (const s of SIDES) if (hiddenFrom(otherOf(s))) faced = visibleTo(ctx, faced, s);
  const units: Record<string, SeenUnit> = {};
  for (const [id, u] of Object.entries(faced.units)) {
    const had = state.units[id]!.chit;
    units[id] = hiddenFrom(ctx.unit(id).side) ? { ...u, chit: had === null ? null : 'hidden' } : u;
  }
  if (hiddenFrom('soviet')) faceUntried(units);
  const chitPools = Object.fromEntries(
    SIDES.map((s) => [s, hiddenFrom(s) ? { count: state.chitPools[s].length } : { count: state.chitPools[s].length, chits: [...state.chitPools[s]] }]),
  ) as Record<KbSide, SeenPool>;
  return { ...state, viewer: looker === 'referee' ? null : looker, units, chitPools, labels: labelsOf(ctx, state) };
}

/** How an 'Untried' counter is named to a viewer who may not know which division it is (KB 2.72). */
export const UNTRIED_PREFIX = 'untried-';

/**
 * KB 2.72 (digest A35): the Axis (and the public) see an untried rifle division by its
 * 'Untried' face, not its id, which gives its strength: each is listed as `untried-<n>`,
 * numbered in the order of where it stands (hex, Entry Area, box), so the number tells
 * nothing of the unit. Changes `units` in place (it is the view's own record).
 */
function faceUntried(units: Record<string, SeenUnit>): void {
  const where = (u: SeenUnit): string => `${u.where}/${u.hex ?? ''}/${u.entryArea ?? ''}`;
  const hidden = Object.values(units)
    .filter((u) => u.untried === true)
    .sort((a, b) => (where(a) < where(b) ? -1 : where(a) > where(b) ? 1 : 0));
  hidden.forEach((u, i) => {
    delete units[u.id];
    const id = `${UNTRIED_PREFIX}${i + 1}`;
    units[id] = { ...u, id };
  });
}

/** The printed labels of the hexes the view names (KB 7.1 item 2: "KB3617"; kernel ids are the four digits). */
function labelsOf(ctx: KbContext, state: KbState): Record<string, string> {
  const hexes = new Set<HexId>();
  for (const u of Object.values(state.units)) if (u.hex !== null) hexes.add(u.hex);
  const m = state.markers;
  for (const h of [...m.fortifiedZones.map((f) => f.hex), ...m.pontoons.flatMap((p) => [p.hex, p.across]), ...m.rubble, ...m.interdicted, ...m.frontlines.map((f) => f.hex)]) hexes.add(h);
  const labels: Record<string, string> = {};
  for (const h of [...hexes].sort()) if (ctx.map.has(h)) labels[h] = ctx.map.label(h);
  return labels;
}
