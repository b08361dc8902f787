/** One step of a move, as the ZOC rules read it. */
export interface ZocStep {
  /** The moving units are armored (9.91) and not dismounted. */
  armored: boolean;
  /** A Soviet transport unit moving (16.46). */
  transport: boolean;
  /** The hex left is in an enemy ZOC. */
  fromZoc: boolean;
  /** The hex entered is in an enemy ZOC. */
  intoZoc: boolean;
  /** The hex left holds a "breakthru" marker (10.7): its enemy ZOC is negated for movement (6.8). */
  fromBreakthru: boolean;
  /** The hex entered holds a "breakthru" marker (10.7). */
  intoBreakthru: boolean;
}

/** What the ZOC rules say of one step: refused (with the code and rule), or allowed with its extra cost and whether the move ends there. */
export type ZocVerdict =
  | { ok: true; extraMp: number; breakthroughMovement: boolean; mustStop: boolean; rule?: string }
  | { ok: false; code: 'zoc-to-zoc'; message: string; rule: string };

/**
 * SoS 6.4-6.8 for one step of a move (never an advance after combat, which is not movement,
 * 9.86). A hex with a "breakthru" marker is no ZOC hex for movement (6.6: "All units may move
 * through a ZOC hex if that hex has a 'breakthru' marker"; 6.8).
 * - 6.4: entering or leaving a ZOC costs no extra MP, but as below.
 * - 6.5: every unit but armored types (and Soviet transports, 16.46) stops on entering an enemy ZOC hex.
 * - 6.6: armored units may go straight from one ZOC hex to another as breakthrough movement,
 *   2 MP over the terrain cost to leave the hex.
 * - 6.7: other units may not, "even if the ZOCs belong to different enemy units", unless the
 *   hex entered has a "breakthru" marker.
 */
export function zocStep(step: ZocStep): ZocVerdict {
  const from = step.fromZoc && !step.fromBreakthru;
  const into = step.intoZoc && !step.intoBreakthru;
  const exempt = step.armored || step.transport;
  if (from && into) {
    if (step.armored) return { ok: true, extraMp: 2, breakthroughMovement: true, mustStop: false, rule: 'SoS 6.6' };
    if (!step.transport) return { ok: false, code: 'zoc-to-zoc', message: 'a non-armored unit may not move directly from one enemy ZOC hex into another (unless the hex entered has a "breakthru" marker)', rule: 'SoS 6.7' };
  }
  if (into && !exempt) return { ok: true, extraMp: 0, breakthroughMovement: false, mustStop: true, rule: 'SoS 6.5' };
  return { ok: true, extraMp: 0, breakthroughMovement: false, mustStop: false };
}
