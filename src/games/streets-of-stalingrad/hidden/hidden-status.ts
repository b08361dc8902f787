import { tecTerrain, type Tec, type TecTerrain } from '../data/tec';
import type { SosSide } from '../sequence/phases';

/** Where a unit stands, as hidden status reads it. */
export type Standing =
  | { at: 'hex'; terrain: readonly TecTerrain[] }
  /** Crossing the Volga (8.6): in a full Volga hex, between its box and the West Bank. */
  | { at: 'volga-crossing' }
  | { at: 'east-bank' }
  | { at: 'off-map' };

/**
 * SoS 7.3, 8.68: what the Soviet "may not use ... to cross the Volga River in hidden status":
 * minefields, fortifications, transport units, informational or other non-combat markers
 * (bridges: `bridge`). River Flotilla units, which 8.68 lets stack with the crossers, are not among them.
 */
export type NoHiddenCrossing = 'minefield' | 'fortification' | 'transport' | 'marker';

/** The unit as hidden status reads it. */
export interface HiddenUnit {
  side: SosSide;
  /** 7.2: infantry (and dismounted infantry, 8.71) are hidden in balka and cliff hexes; other units are not (8.13). */
  infantry: boolean;
  /** 7.4: a bridge unit. */
  bridge?: boolean;
  /** 7.3, 8.68: a unit or marker that may not cross the Volga in hidden status. */
  noHiddenCrossing?: NoHiddenCrossing;
  /** 7.5, 7.6: revealed by moving into the open, attacking, opportunity or defensive fire, and not yet hidden again. */
  revealed?: boolean;
}

/** What a side may see of an enemy unit, and the rule that says so. */
export interface Sight {
  visible: boolean;
  why: string;
  rule: string;
}

/**
 * SoS 7.1, 7.4: a clear hex for hidden status: clear terrain, or Tartar Wall, railroad, road,
 * hill top, slope and cemetery "with no other terrain features" (the TEC's
 * `clearForVisibility`); a hex with any other terrain is not clear.
 */
export function isClearHex(tec: Tec, terrain: readonly TecTerrain[]): boolean {
  return terrain.every((t) => tecTerrain(tec, t).clearForVisibility);
}

/**
 * SoS 7.2: the hex hides the unit: city, industrial/fortified, strong point, forest and
 * suburb/village hide every unit; balka and cliff infantry and dismounted infantry only (8.13:
 * armored, towed and motorized units in a balka "are not hidden").
 */
export function hidesUnit(tec: Tec, terrain: readonly TecTerrain[], unit: Pick<HiddenUnit, 'infantry'>): boolean {
  return terrain.some((t) => {
    const h = tecTerrain(tec, t).hidden;
    return h === 'all' || (h === 'foot' && unit.infantry);
  });
}

/**
 * SoS 7.4 (note): the German's reconnaissance this turn. "On a bad weather turn, Soviet units in
 * clear hexes may be seen and revealed only by German units within 4 hexes with a clear LOS to
 * that hex": `withinFourHexes` says whether a German unit with that LOS (`inLos`) is within 4.
 */
export interface GermanRecon {
  badWeather: boolean;
  withinFourHexes: boolean;
}

const fairWeather: GermanRecon = { badWeather: false, withinFourHexes: true };

/**
 * Whether `viewer` may see (examine) an enemy unit (SoS 7.0): `inLos` says whether one of the
 * viewer's units has a line of sight to its hex (9.3; the caller judges it).
 * - 7.3: Soviet units crossing the Volga are hidden "even if a German OP or other unit can see
 *   the Volga River hex they are in"; Soviet units in the East Bank boxes are hidden until they
 *   fire (7.5); no line of sight reaches a box.
 * - 7.4: the German sees every Soviet bridge, and every Soviet unit in a clear hex, whatever
 *   his lines of sight (the Luftwaffe's air superiority); on a bad weather turn (`recon`) a
 *   Soviet unit in a clear hex only from within 4 hexes with a clear LOS (bridges still seen),
 *   save a unit that revealed itself by fire (7.5, 7.6), seen within LOS as in any other hex.
 * - 7.1: a unit in a clear hex within the viewer's LOS is never hidden.
 * - 7.2, 7.5: a unit in a hex that hides it stays hidden, LOS or not, until it reveals itself
 *   (7.5, 7.6: the caller's `revealed`).
 * - A unit in a hex that neither is clear nor hides it (armor in a balka, 8.13) is seen within LOS.
 */
export function sightOf(tec: Tec, viewer: SosSide, unit: HiddenUnit, standing: Standing, inLos: boolean, recon: GermanRecon = fairWeather): Sight {
  if (unit.side === viewer) return { visible: true, why: 'its own unit', rule: 'SoS 7.0' };
  // 7.3: a bridge may not cross the Volga hidden; 7.4: every Soviet bridge "in any hex" is seen.
  if (standing.at === 'volga-crossing' && unit.side === 'soviet' && unit.bridge && viewer === 'german') {
    return { visible: true, why: 'a Soviet bridge may not cross the Volga hidden and is seen from the air', rule: 'SoS 7.3, 7.4' };
  }
  // 7.3, 8.68: nor may minefields, fortifications, transports or markers; face up on the river.
  if (standing.at === 'volga-crossing' && unit.noHiddenCrossing) {
    return { visible: true, why: `a ${unit.noHiddenCrossing} may not cross the Volga hidden`, rule: 'SoS 7.3, 8.68' };
  }
  if (standing.at === 'volga-crossing') return { visible: false, why: 'a Soviet unit crossing the Volga is hidden even where the hex is seen', rule: 'SoS 7.3' };
  if (standing.at === 'east-bank') {
    return unit.revealed
      ? { visible: true, why: 'a unit in an East Bank box that has fired', rule: 'SoS 7.3, 7.5' }
      : { visible: false, why: 'a Soviet unit in an East Bank box is hidden until it fires or enters the West Bank', rule: 'SoS 7.3' };
  }
  if (standing.at === 'off-map') return { visible: false, why: 'no line of sight reaches an off-map box', rule: 'SoS 2.15, 9.3' };
  const clear = isClearHex(tec, standing.terrain);
  if (viewer === 'german' && unit.side === 'soviet' && unit.bridge) return { visible: true, why: 'every Soviet bridge is seen from the air', rule: 'SoS 7.4' };
  if (viewer === 'german' && unit.side === 'soviet' && clear) {
    if (!recon.badWeather) return { visible: true, why: 'a Soviet unit in a clear hex is seen from the air', rule: 'SoS 7.4' };
    // SoS 7.4 with 7.5, 7.6: bad weather limits the German's reconnaissance, not a unit's own
    // revealing by fire: one that fired is seen within LOS, as the same unit in a city hex is
    if (unit.revealed && inLos) return { visible: true, why: 'revealed by its fire; bad weather limits only the German\'s reconnaissance', rule: 'SoS 7.4, 7.5, 7.6' };
    return inLos && recon.withinFourHexes
      ? { visible: true, why: 'in bad weather, seen by a German unit within 4 hexes with a clear line of sight', rule: 'SoS 7.4' }
      : { visible: false, why: 'in bad weather only German units within 4 hexes with a clear line of sight see a Soviet unit in a clear hex', rule: 'SoS 7.4' };
  }
  if (!inLos) return { visible: false, why: 'no unit of the side has a line of sight to the hex', rule: 'SoS 7.1, 9.3' };
  if (clear) return { visible: true, why: 'in a clear hex within line of sight', rule: 'SoS 7.1' };
  if (hidesUnit(tec, standing.terrain, unit) && !unit.revealed) return { visible: false, why: 'the hex hides it', rule: 'SoS 7.2, 7.5' };
  if (unit.revealed) return { visible: true, why: 'revealed by its move or fire', rule: 'SoS 7.5, 7.6' };
  return { visible: true, why: 'in a hex that does not hide it, within line of sight', rule: 'SoS 7.5, 8.13' };
}
