import type { MonthDay, SpottingSituation } from '../data/tables';

/**
 * A fire combat as the rules need to know it (9.1-9.9), without map geometry: range, LOS,
 * adjacency and hexsides are facts the map gives, read here as given. Names follow the
 * rulebook: AF and DF (2.25, 9.13), range (9.21), pinned and spent (9.11), the target hex
 * (9.11, 9.14).
 */

export type SosSide = 'german' | 'soviet';

/**
 * The kind of fire: an attack (9.6, and a breakthrough attack, 10.1, resolved the same way),
 * defensive fire against attackers (9.5), opportunity fire at movers (11.0).
 */
export type FireKind = 'attack' | 'defensiveFire' | 'opportunityFire';

/**
 * What a counter is for combat (2.21, 2.25, 4.4 of the digest). `armored*` are armored
 * units (9.91) unless dismounted (8.75, 9.96); tanks and StuGs count for German Armor
 * Integrity (9.73).
 */
export type UnitType =
  | 'infantry'
  | 'motorizedInfantry'
  | 'combatEngineer'
  | 'constructionEngineer'
  | 'flameThrower'
  | 'tank'
  | 'stug'
  | 'armoredCar'
  | 'armoredInfantry'
  | 'armoredEngineer'
  | 'selfPropelledGun'
  | 'antiTankGun'
  | 'directFireArtillery'
  | 'aa'
  | 'ifArtillery'
  | 'mortar'
  | 'rocket'
  | 'sniper'
  | 'immobilizedTank'
  | 'armoredTrain'
  | 'riverFlotilla'
  | 'mineDog'
  | 'op'
  | 'minefield'
  | 'bridge'
  | 'fortification';

/** Soviet infantry by what the rules tell apart: Guards and Marines (9.44, 9.71, 9.73, 12.5), NKVD (9.71, 9.72, 9.884, 16.82), the rest. */
export type SovietInfantry = 'guards' | 'marine' | 'nkvd' | 'rifle';

/**
 * The formation a counter belongs to, from its front (battalion, regiment) and its back
 * (brigade, division or corps, 9.73 note). `independent`: a star or cross only on the back
 * (2.22); `divisionalSupport`: a German divisional Panzer, Pioneer, Recon, PAK or Artillery
 * battalion or regiment. Neither counts against integrity (9.73).
 */
export interface Formation {
  battalion?: string;
  regiment?: string;
  division?: string;
  independent?: boolean;
  divisionalSupport?: boolean;
}

/** A counter with what fire combat reads of it (2.25). */
export interface SosUnit {
  id: string;
  side: SosSide;
  type: UnitType;
  soviet?: SovietInfantry;
  af: number;
  df: number;
  /** Printed range (9.21); every combat unit may fire at adjacent hexes (9.24). */
  range: number;
  /** Underlined AF: anti-tank (9.13, 9.92, 9.94). */
  afUnderlined?: boolean;
  /** Red AF: a German combat engineer or Soviet flame-thrower (9.71, 9.82). */
  afRed?: boolean;
  /** A "dismounted" marker: not an armored or motorized target (8.75, 9.96). */
  dismounted?: boolean;
  formation?: Formation;
}

/** A counter firing, where it stands and its state. */
export interface Firer extends SosUnit {
  /** The hex it fires from, as printed: units in one hex fire together (9.73, 11.8). */
  hex: string;
  /** Hexes to the target hex (a map fact); 1 is adjacent. */
  distance: number;
  /** For an adjacent firer, the hexside of the target it fires across, 0-5 clockwise (a map fact; 9.71 Assault Advantage). */
  hexside?: number;
  pinned?: boolean;
  spent?: boolean;
  /** Soviet unit on a Volga River hex (9.62, 9.71). */
  onVolga?: boolean;
  /** On a hex with an enemy minefield (9.71, 17.23). */
  onEnemyMinefield?: boolean;
  /** The number on a Soviet isolated unit's "Out of Supply" marker (19.5). */
  outOfSupply?: number;
  /** The attacker claims its red-AF DRM (9.71); it then takes the first loss to DF (9.82). */
  claimsRedAf?: boolean;
  /** Stands in the attacked hex and fires defensively (9.51); an IF unit then fires its DF at an adjacent attacker (14.06). */
  defending?: boolean;
  /** The AF the Anti-Tank Target Chart gives at this distance (9.94). The chart is not in the text: a given fact, the printed AF when absent. */
  attcAf?: number;
}

/** A leader (18.0): named leaders, commissars, and Pavlov and Herman with their own rules (18.18, 13.5). */
export interface Leader {
  id: string;
  side: SosSide;
  kind: 'leader' | 'commissar' | 'pavlov' | 'herman';
  hex: string;
  formation?: Formation;
}

/** A leader adjacent to the defending hex whose command includes its units (9.71). */
export interface AdjacentLeader extends Leader {
  commandsDefenders: boolean;
  /** His own hex is attacked by infantry, armored or other direct fire combat units. */
  hexUnderDirectAttack: boolean;
}

/**
 * Terrain of the target hex, by the names of 9.33, 9.84, 9.88 and 9.883. The TEC is not in
 * the text: its modifier for the hex, when the map data has one, comes in `tecDrm`.
 */
export type Terrain =
  | 'clear'
  | 'city'
  | 'industrial'
  | 'strongPoint'
  | 'balka'
  | 'cliff'
  | 'forest'
  | 'suburb'
  | 'hillTop'
  | 'slope'
  | 'tartarWall'
  | 'road'
  | 'volga';

/** The target hex and every enemy unit in it (9.11, 9.14). */
export interface TargetHex {
  hex: string;
  terrain: Terrain;
  units: SosUnit[];
  leader?: Leader;
  /** A fortification unit in the hex (17.31). */
  fortification?: boolean;
  /** A minefield of the firing side in the hex: the target is on an enemy minefield (9.72, 17.23). */
  firersMinefield?: boolean;
  /** Every hex adjacent to the target holds an enemy unit or ZOC (9.71 Assault Advantage, a map fact). */
  surrounded?: boolean;
  adjacentLeaders?: AdjacentLeader[];
  /** The TEC's attack modifier for this hex (9.71); the TEC is not in the text. */
  tecDrm?: number;
  /** Of a moving target (opportunity fire): its MP is 12 or higher and it is not dismounted (9.95). */
  movingVehicles?: boolean;
}

/** A firing hex's leader and sniper (9.72, 16.13, 18.12). */
export interface FiringHex {
  hex: string;
  leader?: Leader;
  /** A Soviet sniper stacked with the firers: Zaitsev gives -2, the others -1 (16.13). */
  sniper?: 'zaitsev' | 'other';
}

/** One fire combat: who fires, at what, how. */
export interface FireCombat {
  kind: FireKind;
  /** The turn's date (9.93 from 26 September). */
  date: MonthDay;
  side: SosSide;
  firers: Firer[];
  /** Leaders that take part (9.71 per leader attacking) and the firing hexes' sniper (DF, OF). */
  hexes?: FiringHex[];
  /** The one spotting situation of the IF units that fire (14.3); none when no IF fires. */
  spotting?: SpottingSituation;
  /** Herman's infiltration attack (13.1) or the German defensive fire at it: only Herman's modifier is used (13.5). */
  infiltration?: boolean;
  /** The attack declared the Close Assault Bonus (9.67); in defensive fire, the attack it answers did, and the defender fires one column higher. */
  closeAssault?: boolean;
  /** SoS 15.14, 15.17: German Stukas supporting an attack (those the AA fire left, 15.46): their AF joins the total; -1 when the LW OP sees the target. */
  stukas?: { count: number; af: number; lwOpSees: boolean };
  target: TargetHex;
}
