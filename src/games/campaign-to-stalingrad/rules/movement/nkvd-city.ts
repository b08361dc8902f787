import type { PathProblem } from '#kernel/movement/path';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { UnitSpec } from '#games/campaign-to-stalingrad/data/schema';

/** CtS 4.4.2: a city hex (minor or Major City; towns are not cities). */
export function isCityHex(ctx: CtsContext, h: HexId): boolean {
  return ctx.map.hasFeature(h, 'major-city') || ctx.map.hasFeature(h, 'minor-city');
}

/**
 * CtS 4.4.2 [Change]: an NKVD unit may not leave a city hex once it has entered one: a
 * move (ground or rail, or off the map) may not start in a city hex, and one that enters
 * a city hex ends there. Voluntary movement only (digest A37): retreats still apply. A
 * unit that begins the game in a city hex counts as having entered it.
 */
export function nkvdCityProblem(ctx: CtsContext, spec: UnitSpec, start: HexId, path: readonly HexId[], exit = false): PathProblem | null {
  if (spec.branch !== 'nkvd' || (path.length === 0 && !exit)) return null;
  const hexes = [start, ...path];
  const last = exit ? hexes.length : hexes.length - 1;
  for (let i = 0; i < last; i++) {
    if (isCityHex(ctx, hexes[i]!)) return { index: Math.min(i, Math.max(0, path.length - 1)), code: 'nkvd-city', message: `${spec.name} is NKVD and may not leave the city hex ${hexes[i]}`, rule: 'CtS 4.4.2' };
  }
  return null;
}
