import type { Tec } from '../data/tec';
import { zocStep } from '../zoc/zoc-movement';
import { isBox, refuse, type CostPart, type MoveStep, type StepVerdict } from './move-step';
import { railStep } from './rail-step';
import { terrainParts } from './terrain-cost';
import { boxOrVolga } from './volga-crossing';

/**
 * The MP one step of a move costs (SoS 8.04: "A unit must have enough MP to enter a hex or
 * it may not do so"), every part with its rule, or why the step may not be made. Pure: the
 * terrain, the hexside, the ZOC facts and the available MP come in the step; the TEC is
 * tables.yaml's. Composed of:
 * - armored trains: their own steps along the railroad (rail-step.ts: 16.61, 16.62);
 * - the boxes and the Volga (volga-crossing.ts: 8.41-8.47, 8.62-8.67, 21.2);
 * - leaders: "ignore all terrain costs" (18.16), one of their 16 hexes (18.15); the ZOC
 *   rules of leaders (18.16) are theirs and not read here;
 * - 8.51: only armored units use breakthrough movement, and "never in the Reserves Movement
 *   Phase" (4 and 11): there armor stops on entering an enemy ZOC hex (8.09) and may not go
 *   from one into another, as other units;
 * - the ZOC (zoc/zoc-movement.ts, 6.4-6.8) and 8.56: in breakthrough movement, +2 MP for
 *   each enemy ZOC hex left, overlapping ZOCs counting once, "in addition to the non-road
 *   terrain MP cost of the hex they are entering";
 * - the terrain (terrain-cost.ts: 8.11-8.14, 8.54, 8.55, 10.7, 14.84, 17.12, Appendices).
 * Whether the unit has the MP left (8.04), and stacking, minefields (17.22) and enemy units
 * (8.08) in the hex entered, are the move's to check.
 */
export function stepCost(tec: Tec, s: MoveStep): StepVerdict {
  if (s.mover === 'train') return railStep(s);
  if (s.breakthroughMovement && !s.armored) return refuse('breakthrough-not-armored', 'only armored units may use breakthrough movement', 'SoS 8.51');
  const inReserves = RESERVES_PHASES.includes(s.phase);
  if (s.breakthroughMovement && inReserves) return refuse('breakthrough-in-reserves', 'armored units never use breakthrough movement in the Reserves Movement Phase', 'SoS 8.51');
  const box = boxOrVolga(s);
  if (box && !('parts' in box)) return box;
  const parts: CostPart[] = [...(box?.parts ?? [])];
  const withTerrain = box?.terrain ?? true;
  const to = s.to;
  if (s.mover === 'leader') {
    if (withTerrain) parts.push({ mp: 1, reason: 'a leader ignores all terrain costs: one of his 16 hexes', rule: 'SoS 18.15, 18.16' });
    return done(parts, false, false);
  }
  const fromBreakthru = !isBox(s.from) && (s.from.breakthru ?? false);
  const intoBreakthru = !isBox(to) && (to.breakthru ?? false);
  const armoredBreakthrough = (s.armored ?? false) && !inReserves;
  const zoc = zocStep({
    armored: armoredBreakthrough,
    transport: s.transport ?? false,
    fromZoc: s.fromZoc ?? false,
    intoZoc: s.intoZoc ?? false,
    fromBreakthru,
    intoBreakthru,
  });
  if (!zoc.ok && s.armored) return refuse('zoc-to-zoc', 'no breakthrough movement in the Reserves Movement Phase: an armored unit may not move directly from one enemy ZOC hex into another', 'SoS 8.51, 6.7');
  if (!zoc.ok) return refuse('zoc-to-zoc', zoc.message, zoc.rule);
  const breakthrough = (s.breakthroughMovement ?? false) || zoc.breakthroughMovement;
  const leavesZoc = (s.fromZoc ?? false) && !fromBreakthru;
  const entersZoc = (s.intoZoc ?? false) && !intoBreakthru;
  if (zoc.extraMp > 0) parts.push({ mp: zoc.extraMp, reason: 'from one enemy ZOC hex directly into another: 2 MP over the terrain cost to leave', rule: zoc.rule ?? 'SoS 6.6' });
  else if (breakthrough && leavesZoc) parts.push({ mp: 2, reason: 'leaving an enemy ZOC hex in breakthrough movement', rule: 'SoS 8.56' });
  if (withTerrain && !isBox(to)) {
    const terrain = terrainParts(tec, {
      step: s,
      to,
      mover: s.mover,
      breakthroughNoRoad: breakthrough && (entersZoc || leavesZoc),
      breakthroughByZoc: breakthrough && (entersZoc || leavesZoc),
    });
    if (!Array.isArray(terrain)) return terrain;
    parts.push(...terrain);
  }
  return done(parts, zoc.mustStop, breakthrough);
}

/** SoS 4.3: the Soviet (4) and German (11) Reserves Movement Phases, where breakthrough movement is never used (8.51). */
const RESERVES_PHASES = [4, 11];

const done = (parts: CostPart[], mustStop: boolean, breakthroughMovement: boolean): StepVerdict => ({
  ok: true,
  mp: parts.reduce((n, p) => n + p.mp, 0),
  parts,
  mustStop,
  breakthroughMovement,
});
