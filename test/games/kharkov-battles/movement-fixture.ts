import type { GameMap } from '#kernel/map/game-map';
import type { HexId } from '#kernel/ids';
import { hexsideKey } from '#kernel/hex/hexside';
import type { Weather } from '#games/kharkov-battles/data/tec-movement';
import type { Mover } from '#games/kharkov-battles/rules/movement/mover';
import type { MoveQueries } from '#games/kharkov-battles/rules/movement/queries';
import type { MoveContext } from '#games/kharkov-battles/rules/movement/step';
import { tables } from './combat-tables-fixture';
import { gridMap } from './grid-map-fixture';

export const TEC = tables().tecMovement;

/**
 * A small map numbered as the KB map is (digest 7.1: the first pair is the row, rows grow
 * NORTH, the second pair grows EAST), rows 01-`rows`, hexes 01-`cols`, all clear unless told.
 */
export function board(o: { rows?: number; cols?: number; terrain?: Record<string, string>; features?: Record<string, string[]>; hexsides?: Record<string, string[]> } = {}): GameMap {
  const rows = o.rows ?? 5;
  const cols = o.cols ?? 7;
  const ids = new Set([...Object.keys(o.terrain ?? {}), ...Object.keys(o.features ?? {})]);
  const hexes = Object.fromEntries([...ids].map((id) => [id, { ...(o.terrain?.[id] ? { terrain: o.terrain[id] } : {}), ...(o.features?.[id] ? { features: o.features[id] } : {}) }]));
  const hexsides = Object.entries(o.hexsides ?? {}).map(([pair, f]): [string, string, string[]] => [...(pair.split('|') as [string, string]), f]);
  return gridMap({ rows: [1, rows], cols: [1, cols], hexes, hexsides });
}

export interface Position {
  /** Hexes with enemy units (each exerts a ZOC into its neighbours unless listed in `lone`). */
  enemies?: string[];
  /** Enemy hexes holding one lone unit without ZOC (KB 11.31). */
  lone?: string[];
  /** Extra Enemy-controlled hexes, and hexes where the EZOC is negated (a friendly-occupied city, 7.14). */
  zoc?: string[];
  noZoc?: string[];
  friends?: string[];
  enemyFz?: string[];
  interdicted?: string[];
  rubble?: string[];
  pontoons?: string[];
}

/** The movement questions answered from a position written as lists of hexes. */
export function queries(map: GameMap, p: Position = {}): MoveQueries {
  const enemies = new Set(p.enemies ?? []);
  const lone = new Set(p.lone ?? []);
  const zoc = new Set(p.zoc ?? []);
  for (const e of enemies) if (!lone.has(e)) for (const n of map.adjacent(e as HexId)) zoc.add(n);
  for (const h of p.noZoc ?? []) zoc.delete(h);
  const set = (xs: string[] | undefined) => new Set(xs ?? []);
  const friends = set(p.friends);
  const fz = set(p.enemyFz);
  const inter = set(p.interdicted);
  const rubble = set(p.rubble);
  const pontoons = new Set((p.pontoons ?? []).map((s) => { const [a, b] = s.split('|') as [HexId, HexId]; return hexsideKey(a, b); }));
  return {
    enemyZoc: (h) => zoc.has(h),
    enemyOccupied: (h) => enemies.has(h),
    exertsZoc: (h) => enemies.has(h) && !lone.has(h),
    overrunTarget: (h) => lone.has(h),
    friendlyOccupied: (h) => friends.has(h),
    enemyUnitHexes: () => enemies as Set<HexId>,
    enemyFortifiedZone: (h) => fz.has(h),
    interdicted: (h) => inter.has(h),
    rubble: (h) => rubble.has(h),
    pontoon: (a, b) => pontoons.has(hexsideKey(a, b)),
  };
}

/** A German panzer regiment, Operational, 8 MP, unless told otherwise. */
export const panzer = (o: Partial<Mover> = {}): Mover => ({ side: 'axis', class: 'mechanized', nationality: 'german', kind: 'tank', multiStep: true, supply: 'operational', allowance: 8, ...o });
/** A German infantry division, 5 MP. */
export const infantry = (o: Partial<Mover> = {}): Mover => ({ side: 'axis', class: 'non-mechanized', nationality: 'german', kind: 'infantry', multiStep: true, supply: 'operational', allowance: 5, ...o });
/** A Soviet tank corps, 8 MP. */
export const tankCorps = (o: Partial<Mover> = {}): Mover => ({ side: 'soviet', class: 'mechanized', nationality: 'soviet', kind: 'tank', multiStep: true, supply: 'operational', allowance: 8, ...o });

export const context = (map: GameMap, mover: Mover, p: Position = {}, weather: Weather = 'clear'): MoveContext => ({ map, tec: TEC, weather, mover, q: queries(map, p) });
