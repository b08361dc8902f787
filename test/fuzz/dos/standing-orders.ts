import type { Rng } from '../rng';
import { mapNeighbours } from './dos-bundle';

const PREFERENCES = ['stack-together', 'best-terrain', 'away-from-enemy'];

/**
 * Random standing orders for the opponent's phases: retreat preferences and preferred
 * retreat hexes (DoS 11.33), the loss policy (11.32, 11.37), defensive air (11.25), the
 * Manych flood (9.32) and the aerial marker in the Soviet turn (7.6), about `hexes` (where
 * the side's units stand). Fields a side may not give are left for check() to refuse (the
 * whole standing block is then dropped).
 */
export function randomStanding(side: string, turn: number, hexes: readonly string[], rng: Rng): Record<string, unknown> | undefined {
  const standing: Record<string, unknown> = {};
  if (rng.chance(0.6)) {
    const retreat: Record<string, unknown> = { prefer: rng.subset(rng.shuffle(PREFERENCES), 0.7) };
    if (hexes.length > 0 && rng.chance(0.4)) {
      const from = rng.pick(hexes);
      retreat.hexes = { [from]: rng.subset(rng.shuffle(mapNeighbours(from)), 0.4) };
    }
    standing.retreat = retreat;
  }
  if (rng.chance(0.5)) standing.losses = rng.pick(['fewest-factors', 'strongest-first']);
  if (rng.chance(0.3)) {
    const entry: Record<string, unknown> = { planes: rng.pick([1, 2]) };
    if (rng.chance(0.5)) entry.ifOddsAtLeast = rng.pick(['1:1', '2:1', '3:1']);
    if (hexes.length > 0 && rng.chance(0.4)) entry.hexes = [rng.pick(hexes)];
    standing.defAir = [entry];
  }
  if (side === 'soviet' && rng.chance(0.08)) standing.floodManych = rng.chance(0.5) ? true : turn + 1;
  if (side === 'german' && hexes.length > 0 && rng.chance(0.15)) standing.aerial = { hex: rng.pick(hexes), when: rng.pick(['soviet-turn', 'attacked']) };
  return Object.keys(standing).length > 0 ? standing : undefined;
}
