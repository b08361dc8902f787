import { rulesetFor } from '#games';
import type { UnitOptions } from '#kernel/engine/ruleset';
import type { HexId } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';

/** The title's map, for the scripted players' reckoning. */
export const ctsMap = createMap(rulesetFor('campaign-to-stalingrad')!.map!);

/** Whether the unit is the side's enemy, by its id (the Soviet's `sov-`, the Axis nations' `ger-`, `hun-`, `ita-`, `rum-`). */
export const isEnemyUnit = (id: string, side: string): boolean => (side === 'axis' ? id.startsWith('sov-') : /^(ger|hun|ita|rum)-/.test(id));

/** A side's view of the state, as far as the scripted players read it. */
export interface FrontView {
  units: Record<string, { hex: string | null; where: string }>;
}

/** Hexes counted from the enemy units on the map in the side's view (an enemy's hex 0, next to one 1, ...). */
export function stepsFromEnemy(view: FrontView, side: string): Map<string, number> {
  const steps = new Map<string, number>();
  let ring: string[] = [];
  for (const [id, u] of Object.entries(view.units)) {
    if (isEnemyUnit(id, side) && u.where === 'map' && u.hex && !steps.has(u.hex)) {
      steps.set(u.hex, 0);
      ring.push(u.hex);
    }
  }
  for (let d = 1; ring.length > 0; d++) {
    const next: string[] = [];
    for (const h of ring) {
      for (const n of ctsMap.neighbours(h as HexId)) {
        if (steps.has(n)) continue;
        steps.set(n, d);
        next.push(n);
      }
    }
    ring = next;
  }
  return steps;
}

/**
 * A Movement window's moves for a long game, where moving the first units of the listing
 * each time leaves the others where they came on and the two sides lose touch: up to
 * `limit` units not yet next to the enemy, taken in turn from the `offset`-th on (so that
 * every unit's turn comes), each to the listed destination nearest an enemy unit when it is
 * nearer than where the unit stands, no two to the same hex. Deterministic.
 */
export function closingMoves(units: UnitOptions[], steps: Map<string, number>, limit: number, offset: number): unknown[] {
  const far = (h: string) => steps.get(h) ?? Number.MAX_SAFE_INTEGER;
  const movers = units.filter((u) => (u.moves ?? []).length > 0 && far(u.hex) > 1);
  const start = movers.length === 0 ? 0 : offset % movers.length;
  const taken = new Set<string>();
  const moves: unknown[] = [];
  for (const u of [...movers.slice(start), ...movers.slice(0, start)]) {
    if (moves.length >= limit) break;
    const best = [...(u.moves ?? [])].reverse().filter((m) => !taken.has(m.hex) && far(m.hex) > 0).reduce<{ hex: string; path: string[] } | undefined>((b, m) => (b === undefined || far(m.hex) < far(b.hex) ? m : b), undefined);
    if (!best || far(best.hex) >= far(u.hex)) continue;
    taken.add(best.hex);
    moves.push({ move: { unit: u.unit, path: best.path } });
  }
  return moves;
}
