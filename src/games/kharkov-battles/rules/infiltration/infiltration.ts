import type { GameMap } from '#kernel/map/game-map';
import type { HexId } from '#kernel/ids';
import type { Mover } from '../movement/mover';
import type { MoveQueries } from '../movement/queries';
import { DNEPR_RIVER, MAJOR_RIVER } from '../movement/features';

export interface InfiltrationRefusal {
  code: 'infiltration-unit' | 'infiltration-isolated' | 'infiltration-scenario' | 'infiltration-major-river' | 'infiltration-dnepr' | 'infiltration-fortified-zone';
  message: string;
  rule: string;
}

/**
 * KB 11.1: German mechanized units, and Soviet mechanized or cavalry units, that are not
 * Isolated (8.33e) may infiltrate. Limited Support does not stop it (27.2 errata); a
 * scenario rule may (K: Soviet units only on turn 1, 20.2). Null when the unit may.
 */
export function infiltrationUnitRefusal(m: Pick<Mover, 'nationality' | 'class' | 'kind' | 'supply' | 'infiltrationBarred'>): InfiltrationRefusal | null {
  const able = m.nationality === 'german' ? m.class === 'mechanized' : m.nationality === 'soviet' ? m.class === 'mechanized' || m.kind === 'cavalry' : false;
  if (!able) return { code: 'infiltration-unit', message: 'only German mechanized and Soviet mechanized or cavalry units may use Mobile Infiltration', rule: 'KB 11.1' };
  if (m.supply === 'isolated') return { code: 'infiltration-isolated', message: 'an Isolated unit may not use Mobile Infiltration', rule: 'KB 8.33e' };
  if (m.infiltrationBarred) return { code: 'infiltration-scenario', message: 'the scenario bars Mobile Infiltration to this unit this turn', rule: m.infiltrationBarred };
  return null;
}

/**
 * KB 11.1: Mobile Infiltration lets a One-Hex Tactical Movement (10.56) ignore EZOC, so it
 * may go from one Enemy-controlled hex to another (7.25), but never across a Major River into
 * a hex with no friendly unit (a Pontoon bridge marks a Major River hexside, 18.21), never
 * across the Dnepr, and never into an enemy-built Fortified Zone (18.13). Null when the step
 * may be infiltrated.
 */
export function infiltrationStepRefusal(map: GameMap, q: MoveQueries, from: HexId, to: HexId): InfiltrationRefusal | null {
  const side = map.hexsideFeatures(from, to);
  if (side.includes(DNEPR_RIVER)) return { code: 'infiltration-dnepr', message: 'Mobile Infiltration may not cross the Dnepr River', rule: 'KB 11.1' };
  const major = side.includes(MAJOR_RIVER) || q.pontoon(from, to);
  if (major && !q.friendlyOccupied(to)) {
    return { code: 'infiltration-major-river', message: `Mobile Infiltration may not cross a Major River into ${map.label(to)}, which holds no friendly unit`, rule: 'KB 11.1' };
  }
  if (q.enemyFortifiedZone(to)) return { code: 'infiltration-fortified-zone', message: `Mobile Infiltration may not enter the enemy-built Fortified Zone in ${map.label(to)}`, rule: 'KB 18.13' };
  return null;
}
