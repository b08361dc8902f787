import type { HexId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import type { RetreatPreference, StandingOrders } from '../orders/standing';
import { opponent, type DosSide } from '../state/sides';
import { occupancy, sideOf, unitDef } from '../state/units';
import type { DosState } from '../state/types';
import { fortKeepsCombatEffects } from '../state/game-options';

/** Digest §6 N1: the documented default order. */
export const DEFAULT_RETREAT_PREFERENCES: readonly RetreatPreference[] = ['stack-together', 'best-terrain', 'away-from-enemy'];

/** Defensive value of a hex for best-terrain: city > fortification > mountain > hills > forest > other. */
export function terrainRank(ctx: DosContext, state: DosState, hex: HexId): number {
  if (ctx.map.hasFeature(hex, 'city')) return 5;
  if (ctx.map.hasFeature(hex, 'fort') && (!state.fortsDestroyed.includes(hex) || fortKeepsCombatEffects(state))) return 4; // 11.23, game option destroyedForts
  const t = ctx.map.hex(hex)?.terrain;
  return t === 'mountain' ? 3 : t === 'hills' ? 2 : t === 'forest' ? 1 : 0;
}

/**
 * Orders candidate retreat hexes that the supply rule leaves open (DoS 11.33 "his
 * choice"): the hexes the side's standing order lists for `from`, in that order; then
 * its preferences (default: stack-together = more of the retreating units fit,
 * best-terrain, away-from-enemy = fewer adjacent enemy units); then the lowest hex id.
 * Returns the hexes sorted and, for the first, the criterion that put it first.
 */
export function rankRetreatHexes(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  from: HexId,
  hexes: HexId[],
  capacity: (h: HexId) => number,
  standing?: StandingOrders,
): { sorted: HexId[]; decidedBy: string } {
  const listedLabels = Object.entries(standing?.retreat?.hexes ?? {}).find(([k]) => ctx.map.resolve(k) === from)?.[1] ?? [];
  const listed = listedLabels.map((l) => ctx.map.resolve(l)).filter((h): h is HexId => h !== null);
  const prefs = standing?.retreat?.prefer ?? DEFAULT_RETREAT_PREFERENCES;
  const occ = occupancy(state);
  const enemy = opponent(side);
  const adjacentEnemies = (h: HexId): number =>
    ctx.map.neighbours(h).reduce((n, x) => {
      const there = occ.get(x) ?? [];
      return n + (there.length > 0 && sideOf(unitDef(ctx, there[0]!)) === enemy ? there.length : 0);
    }, 0);
  const criteria: [string, (h: HexId) => number][] = [
    ['standing order', (h) => (listed.includes(h) ? listed.indexOf(h) : listed.length)],
    ...prefs.map((p): [string, (h: HexId) => number] =>
      p === 'stack-together'
        ? [p, (h) => -capacity(h)]
        : p === 'best-terrain'
          ? [p, (h) => -terrainRank(ctx, state, h)]
          : [p, adjacentEnemies],
    ),
  ];
  const key = (h: HexId): number[] => criteria.map(([, f]) => f(h));
  const sorted = [...hexes].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return a < b ? -1 : a > b ? 1 : 0;
  });
  let decidedBy = sorted.length > 1 ? 'lowest hex id' : 'only hex';
  if (sorted.length > 1) {
    const k0 = key(sorted[0]!);
    const k1 = key(sorted[1]!);
    const i = k0.findIndex((v, j) => v !== k1[j]);
    if (i >= 0) decidedBy = criteria[i]![0];
  }
  return { sorted, decidedBy };
}
