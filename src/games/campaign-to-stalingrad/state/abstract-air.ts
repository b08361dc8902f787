import type { HexId } from '#kernel/ids';
import type { CtsSide } from '../data/schema';

/** 38.0: an air unit on Ground Support, placed in the hex to be attacked at the start of its owner's Combat Phase. */
export interface PlacedGroundSupport {
  side: CtsSide;
  /** The hex to be attacked (the battle order's first target). */
  hex: HexId;
  /** Cancelled by an Axis air unit on Interception before any combat (Soviet Ground Support only). */
  intercepted?: true;
}

/**
 * CtS 38.0 Abstracted Air Power (game option abstractAir): what the air units did this Game
 * Turn. Absent without the option, and at the start of each Game Turn (all air units ready).
 */
export interface AbstractAirState {
  /** "Each Air Unit may perform one mission per turn": the missions each side has flown this Game Turn (Ground Support and Interception). */
  flown?: Partial<Record<CtsSide, number>>;
  /** The Ground Support of the Combat Phase under way, until its battle is fought (or the phase ends). */
  placed?: PlacedGroundSupport[];
}
