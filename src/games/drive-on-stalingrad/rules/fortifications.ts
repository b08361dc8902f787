import type { HexId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import { GERMAN } from '../state/sides';
import type { UnitState } from '../state/types';
import { sideOf, unitDef } from '../state/units';

/**
 * The Don-Volga fortification hexes destroyed when play begins (DoS 11.23). The
 * fortifications "are considered already in place at the start of play of both scenarios",
 * and "whenever an German-side unit occupies one of these fortification hexes those
 * fortifications are considered destroyed": so exactly the fortification hexes a German-side
 * unit sets up in count as destroyed; empty ones, on either side of the start line, are intact.
 */
export function fortsOccupiedAtStart(ctx: DosContext, units: Record<string, UnitState>): HexId[] {
  const hexes = new Set<HexId>();
  for (const [id, u] of Object.entries(units)) {
    if (u.status === 'on-map' && u.hex !== null && ctx.map.hasFeature(u.hex, 'fort') && sideOf(unitDef(ctx, id)) === GERMAN) hexes.add(u.hex);
  }
  return [...hexes].sort();
}
