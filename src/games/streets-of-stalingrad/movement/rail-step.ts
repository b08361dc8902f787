import { zocStep } from '../zoc/zoc-movement';
import { isBox, refuse, type MoveStep, type StepVerdict } from './move-step';

/**
 * One step of a Soviet armored train (SoS 16.61, 16.62), which moves by its own rules:
 * - 16.61: it moves "only across hex sides with railroad symbols": the step must cross a
 *   hexside a railroad runs across (the city map's railroad, hex to hex), so never into a
 *   box, the Volga or off the line; each step is one of its hexes (it counts "hexes", not
 *   MP: no terrain cost, no hexside feature, no interdiction, 14.84, which are paid in MP);
 * - 16.62: it "may enter but never move through a German ZOC hex": it stops on entering one
 *   (as 6.5 stops a non-armored unit). Moving through ZOC hexes is breakthrough movement
 *   (8.51), so a train never makes it, and as a non-armored unit it may not go straight from
 *   one enemy ZOC hex into another (6.6, 6.7); a hex with a "breakthru" marker is no ZOC hex
 *   for movement (6.6, 6.8), so it may pass one.
 */
export function railStep(s: MoveStep): StepVerdict {
  if (isBox(s.to) || isBox(s.from) || !s.railroad) {
    return refuse('off-railroad', 'an armored train moves only across hexsides with railroad symbols', 'SoS 16.61');
  }
  const zoc = zocStep({
    armored: false,
    transport: false,
    fromZoc: s.fromZoc ?? false,
    intoZoc: s.intoZoc ?? false,
    fromBreakthru: s.from.breakthru ?? false,
    intoBreakthru: s.to.breakthru ?? false,
  });
  if (!zoc.ok) return refuse('zoc-to-zoc', 'an armored train never moves through a German ZOC hex, so it may not move directly from one enemy ZOC hex into another', 'SoS 16.62, 6.7');
  return {
    ok: true,
    mp: 1,
    parts: [{ mp: 1, reason: 'an armored train along the railroad: one of its hexes', rule: 'SoS 16.61' }],
    mustStop: zoc.mustStop,
    breakthroughMovement: false,
  };
}
