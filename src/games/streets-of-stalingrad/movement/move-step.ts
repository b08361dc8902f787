import type { SosSide } from '../combat/fire-combat';
import type { TecCrossing, TecHexside, TecTerrain } from '../data/tec';

/**
 * How a unit pays for terrain (SoS 2.25, 8.12, 8.72, 18.16): foot units (MP 8, and
 * dismounted units, "considered foot units for terrain MP costs and restrictions"),
 * vehicles (armored, towed and motorized units, MP 12 or higher), and leaders and OP units,
 * who "ignore all terrain costs" and move 16 hexes (2.25: "Leader units and OP units ignore
 * all terrain costs in the hexes they move into or through"); and the Soviet armored trains
 * (MP "RR"), which count hexes along the railroad (16.61, movement/rail-step.ts).
 */
export type MoverClass = 'foot' | 'vehicle' | 'leader' | 'train';

/** The counter as the terrain rules read it. */
export interface MoverCounter {
  /** Printed MP (2.25); leaders and OPs print none. */
  mp?: number;
  /** 8.71, 8.72: a "dismounted" marker. */
  dismounted?: boolean;
  /** 18.16: a leader unit. */
  leader?: boolean;
  /** 2.25: an observation post (OP) unit, which moves as a leader does. */
  op?: boolean;
  /** 16.61: a Soviet armored train (MP "RR"). */
  train?: boolean;
}

/** SoS 2.25, 8.12, 8.72, 18.16: a counter's movement class. */
export function moverClass(c: MoverCounter): MoverClass {
  if (c.leader || c.op) return 'leader';
  if (c.train) return 'train';
  if (c.dismounted) return 'foot';
  return (c.mp ?? 0) >= 12 ? 'vehicle' : 'foot';
}

/**
 * A hex as one step of a move reads it (no map exists yet: the caller gives the terrain).
 * `terrain` lists every terrain in the hex (its colour, relief, roads, railroads); a full
 * Volga hex lists `volga`, a partial river/land hex does not (8.62).
 */
export interface HexFragment {
  terrain: readonly TecTerrain[];
  /** 8.67: a river-landing arrow points to the hex. */
  landingArrow?: boolean;
  /** 10.7: a "breakthru" marker is on the hex. */
  breakthru?: boolean;
  /** 14.84, 15.22: AF of enemy explosion markers and Stukas interdicting the hex. */
  interdictionAf?: number;
}

/** A place a step leaves or enters: a hex, a Soviet East Bank box (2.14) or a German off-map box (2.15). */
export type Place = HexFragment | { box: 'east-bank' | 'off-map' };

export const isBox = (p: Place): p is { box: 'east-bank' | 'off-map' } => 'box' in p;
export const isVolga = (p: Place): boolean => !isBox(p) && p.terrain.includes('volga');

/** What is drawn on the hexside the step crosses, and what crosses it there (Appendices A and B). */
export interface HexsideCrossed {
  features: readonly TecHexside[];
  /** A road, railroad, bridge unit or break that crosses the features on this hexside. */
  crossedBy?: readonly TecCrossing[];
}

/** One step of a move: from a place into an adjacent one. */
export interface MoveStep {
  mover: MoverClass;
  side: SosSide;
  /** The phase (4.3), 1 to 15: boxes and the Volga are entered in given phases only (8.41, 8.46, 8.63). */
  phase: number;
  /** The MP the unit may spend this phase (movement/allowance.ts): the Volga and a "breakthru" hex cost half of it (8.44, 10.7). */
  availableMp: number;
  from: Place;
  to: Place;
  hexside?: HexsideCrossed;
  /** The step follows a road or railroad from the hex left into the hex entered (8.14). */
  along?: 'road' | 'railroad';
  /** 16.61: a railroad runs across the hexside crossed (a road may run there too). */
  railroad?: boolean;
  /** 17.12: the bridge unit on the hexside crossed is in a pinned hex. */
  bridgePinned?: boolean;
  /** The moving units are armored (9.91) and not dismounted (6.6, 8.51). */
  armored?: boolean;
  /** A Soviet transport unit moving (16.46). */
  transport?: boolean;
  /** 8.5: the step is breakthrough movement. */
  breakthroughMovement?: boolean;
  /** The hex left and the hex entered are in an enemy ZOC (zoc/zoc-hexes.ts). */
  fromZoc?: boolean;
  intoZoc?: boolean;
  /** 8.65: stacks that crossed before along the same arrow into the same West Bank hex this phase. */
  earlierStacks?: number;
}

/** One part of a step's cost, with its reason and rule. */
export interface CostPart {
  mp: number;
  reason: string;
  rule: string;
}

export type StepRefusalCode =
  | 'german-volga' | 'german-east-bank' | 'soviet-off-map' | 'box-phase' | 'volga-phase'
  | 'vehicle-may-not-cross' | 'vehicle-landing' | 'breakthrough-not-armored' | 'breakthrough-in-reserves' | 'zoc-to-zoc'
  | 'off-railroad';

export interface StepRefusal {
  ok: false;
  code: StepRefusalCode;
  message: string;
  rule: string;
}

/** What one step costs, every part with its rule, or why it may not be made. */
export type StepVerdict = { ok: true; mp: number; parts: CostPart[]; mustStop: boolean; breakthroughMovement: boolean } | StepRefusal;

export const refuse = (code: StepRefusalCode, message: string, rule: string): StepRefusal => ({ ok: false, code, message, rule });
