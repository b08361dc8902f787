import type { HexId } from '../../../kernel/ids';
import type { DosContext } from '../data/context';
import { controllerOf } from './control';
import { GERMAN, opponent, SOVIET, type DosSide } from '../state/sides';
import { occupancy, sideOf, unitDef } from '../state/units';
import type { DosState } from '../state/types';

/**
 * The side's functioning ultimate supply sources: hexes marked `ultimate-<side>` that
 * it controls (DoS 7.3, 7.8, 7.10, 7.14; an enemy-held source gives nothing; Taman
 * counts once German-held, 7.4). For the Soviet, every hex east of the Volga (7.9).
 */
export function ultimateSources(ctx: DosContext, state: DosState, side: DosSide): HexId[] {
  return ctx.map.hexIds().filter((h) => {
    if (side === SOVIET && ctx.map.hasFeature(h, 'east-of-volga')) return true;
    return ctx.map.hasFeature(h, `ultimate-${side}`) && controllerOf(ctx, state, h) === side;
  });
}

/**
 * Supply-path length from every hex to the side's nearest functioning ultimate source,
 * tracing as DoS 7.12 allows but with no 7-hex cap (digest E11): never into a hex held
 * by enemy units, nor across blocked mountain or all-sea hexsides, nor into sea hexes;
 * lakes and reservoirs only for the Soviet (7.12, E23); the German side never across the
 * Volga nor into an intact Don-Volga fortification (7.12, 11.23). The 7.13 north/south map
 * restriction is not applied. A hex holding enemy units gets a distance (a path may start
 * there) but is never passed through. Unreached hexes are absent.
 */
export function supplyDistances(ctx: DosContext, state: DosState, side: DosSide): Map<HexId, number> {
  const occ = occupancy(state);
  const enemy = opponent(side);
  const blockedHex = (h: HexId): boolean => {
    const there = occ.get(h);
    if (there && there.length > 0 && sideOf(unitDef(ctx, there[0]!)) === enemy) return true;
    const terrain = ctx.map.hex(h)?.terrain;
    if (terrain === 'sea' || ((terrain === 'lake' || terrain === 'reservoir') && side === GERMAN)) return true;
    return side === GERMAN && ctx.map.hasFeature(h, 'fort') && !state.fortsDestroyed.includes(h);
  };
  const blockedSide = (a: HexId, b: HexId): boolean => {
    const f = ctx.map.hexside(a, b);
    if (f.includes('blocked') || f.includes('sea')) return true;
    if (side === GERMAN && (f.includes('lake') || f.includes('volga'))) return true;
    return false;
  };
  const dist = new Map<HexId, number>();
  let frontier = ultimateSources(ctx, state, side).filter((h) => !blockedHex(h));
  for (const h of frontier) dist.set(h, 0);
  for (let d = 1; frontier.length > 0; d++) {
    const next: HexId[] = [];
    for (const h of frontier) {
      for (const n of ctx.map.neighbours(h)) {
        if (dist.has(n) || blockedSide(h, n)) continue;
        dist.set(n, d);
        if (!blockedHex(n)) next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}
