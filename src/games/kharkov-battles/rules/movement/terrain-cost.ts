import type { GameMap } from '#kernel/map/game-map';
import type { HexId } from '#kernel/ids';
import type { StepVerdict } from '#kernel/movement/path';
import { forClass, type MoveClass, type MoveCost, type TecMovement, type Weather } from '#games/kharkov-battles/data/tec-movement';

/** Which road rate the step may use: Tactical (KB 10.22), Strategic (10.33), or none (a Mobile Assault ignores roads, 11.2). */
export type RoadUse = 'tactical' | 'strategic' | 'none';

export interface TerrainStep {
  tec: TecMovement;
  weather: Weather;
  class: MoveClass;
  road: RoadUse;
  /** KB 5.43: the hex entered holds Rubble, so its roads may not be used. */
  rubble: boolean;
  /** KB 18.21: a Pontoon bridge marks the hexside crossed. */
  pontoon: boolean;
}

const no = (code: string, message: string, rule: string): StepVerdict => ({ prohibited: true, code, message, rule });

/**
 * What the terrain charges for entering `to` from the adjacent `from` (the Terrain Effects
 * Chart, tables.yaml tecMovement): along a road hexside the Road hex rate, which ignores the
 * hex and hexside costs (10.22, 10.33), unless the hex entered is Rubble (5.43); otherwise
 * the highest cost of the hex's terrains (10.42) plus what each hexside feature adds, a
 * river's cost negated by any bridge, road, railroad or Pontoon (10.43). The cell of the
 * unit's class (2.51, 10.41) and the weather's section (19.13, 19.23). A "P" prohibits,
 * a bridge lifting a river's; a road never opens a prohibited hex or hexside.
 */
export function terrainCost(map: GameMap, from: HexId, to: HexId, s: TerrainStep): StepVerdict {
  const { tec } = s;
  const side = map.hexsideFeatures(from, to);
  const bridged = s.pontoon || side.some((f) => tec.bridges.includes(f));
  let extra = 0;
  for (const f of side) {
    const row = tec.hexsides[f];
    if (!row) continue;
    const river = tec.rivers.includes(f);
    if (river && bridged) continue; // KB 10.43
    const c = forClass(row[s.weather], s.class);
    if (c === 'P') return no('prohibited-hexside', `the ${f} hexside between ${map.label(from)} and ${map.label(to)} may not be crossed${river ? ' without a bridge' : ''}`, 'KB 10.41');
    extra += c;
  }
  const hex = map.hex(to);
  if (!hex) return no('off-map', `${to} is not a hex of the map`, 'KB 10.0');
  let base: MoveCost | null = null;
  for (const t of [hex.terrain, ...(hex.features ?? [])]) {
    const row = tec.hexes[t];
    if (!row) continue;
    const c = forClass(row[s.weather], s.class);
    if (c === 'P') return no('prohibited-hex', `${map.label(to)} (${t}) may not be entered`, 'KB 10.41');
    if (base === null || c > base) base = c; // KB 10.42: the highest cost
  }
  if (base === null) return no('no-terrain-cost', `the Terrain Effects Chart has no cost for ${map.label(to)} (${hex.terrain})`, 'KB 10.41');
  if (s.road !== 'none' && !s.rubble && side.some((f) => tec.roads[s.road as 'tactical' | 'strategic'].includes(f))) {
    return { cost: forClass(tec.road[s.road][s.weather], s.class) }; // KB 10.22, 10.33, 5.43
  }
  return { cost: base + extra };
}
