/**
 * The readings of the rulebook that changed from one engine to the next (engines.ts). A game
 * keeps the readings of the engine it was created by, so its archive replays as it was
 * played; the rules read these flags, never the engine's name.
 */
export interface CtsReadings {
  /**
   * CtS 12.4 [Change] "Those units that attacked across a Major River or Volga River hexside,
   * have their Advance After Combat result halved": true, across every such hexside, bridged
   * (4.4.3) or not, the sentence naming no bridge; false (engine cts-2), only across one no
   * road crosses.
   */
  readonly advanceHalvedAcrossBridges: boolean;
}

/** The engine whose readings every game of an engine before it kept: cts-2. */
const BEFORE_BRIDGED_ADVANCE = 'cts-2';

/** The readings of an engine: cts-2 keeps its own; cts-3 and later read the text. */
export function readingsOf(engineVersion: string): CtsReadings {
  return { advanceHalvedAcrossBridges: engineVersion !== BEFORE_BRIDGED_ADVANCE };
}
