import { isBox, isVolga, refuse, type CostPart, type MoveStep, type StepRefusal } from './move-step';

/** A step's Volga and box part: its cost parts, with `terrain: false` when the crossing's price replaces the hex's cost. */
export type BoxOrVolga = { parts: CostPart[]; terrain: boolean } | StepRefusal;

const SOVIET_CROSSING_PHASES = [10, 14];

/**
 * SoS 8.4 and 8.6 for one step: the East Bank and off-map boxes and the Volga.
 * - 8.41, 8.62: German units never enter a full Volga hex, cross a solid blue hexside or
 *   enter an East Bank box; 8.46: Soviet units never enter a German off-map box.
 * - 8.41, 8.46, 8.63: Soviet units enter or leave the East Bank only in phases 10 and 14,
 *   German units the off-map boxes only in phase 3; 8.42, 8.47: box to adjacent box takes
 *   the whole phase (phase 10, phase 3).
 * - 8.44, 8.64: the crossing costs half the MP the unit has this phase, rounded up (8.05):
 *   charged on the step that starts it (from land or a box into the river, or straight
 *   from a box onto a landing hex), both ways (8.70). Further steps through Volga hexes
 *   cost nothing more, and the landing hex's terrain is not charged (8.44's example: a
 *   foot unit from the Central box to 0548 pays 4 in phase 10, 2 in phase 14).
 * - 8.65: each following stack along the same arrow into the same hex pays 1 MP more.
 * - 8.67: a Soviet vehicle lands on a balka or cliff hex with no road or bridge only where
 *   a landing arrow points to it.
 * - 21.2: from an off-map box onto the map, the hex's own cost (road rate along a road).
 */
export function boxOrVolga(s: MoveStep): BoxOrVolga | undefined {
  const fromVolga = isVolga(s.from);
  const intoVolga = isVolga(s.to) || (s.hexside?.features.includes('volga') ?? false);
  const boxes = [s.from, s.to].filter(isBox).map((p) => p.box);
  if (!fromVolga && !intoVolga && boxes.length === 0) return undefined;
  if (s.side === 'german') {
    if (intoVolga) return refuse('german-volga', 'German units may never move into a full Volga River hex or across a solid blue hexside', 'SoS 8.41, 8.62');
    if (boxes.includes('east-bank')) return refuse('german-east-bank', 'German units may never enter an East Bank box', 'SoS 8.41');
    if (s.phase !== 3) return refuse('box-phase', 'German units move into or out of the off-map boxes only in German Movement Phase 3', 'SoS 8.46, 8.47');
    if (boxes.length === 2) return { parts: [{ mp: s.availableMp, reason: 'from one off-map box into the adjacent one takes the whole phase', rule: 'SoS 8.47' }], terrain: false };
    return { parts: [], terrain: !isBox(s.to) };
  }
  if (boxes.includes('off-map')) return refuse('soviet-off-map', 'Soviet units may never enter a German off-map box', 'SoS 8.46');
  if (!SOVIET_CROSSING_PHASES.includes(s.phase)) return refuse('volga-phase', 'Soviet units cross the Volga and enter or leave the East Bank boxes only in Soviet Movement Phase 10 and Exploit Movement Phase 14', 'SoS 8.41, 8.44, 8.63');
  if (boxes.length === 2) {
    if (s.phase !== 10) return refuse('box-phase', 'a Soviet unit moves from one East Bank box into the adjacent one only in Soviet Movement Phase 10', 'SoS 8.42');
    return { parts: [{ mp: s.availableMp, reason: 'from one East Bank box into the adjacent one takes the whole phase', rule: 'SoS 8.42' }], terrain: false };
  }
  const parts: CostPart[] = [];
  const starts = (isBox(s.from) && !fromVolga) || (!fromVolga && !isBox(s.from) && (intoVolga || isBox(s.to)));
  if (starts) parts.push({ mp: Math.ceil(s.availableMp / 2 - 1e-9), reason: `crossing the Volga: half of the ${s.availableMp} MP available, rounded up`, rule: 'SoS 8.44, 8.64, 8.05' });
  const lands = !isBox(s.to) && !isVolga(s.to) && (fromVolga || isBox(s.from));
  if (lands && !isBox(s.to)) {
    const to = s.to;
    const steep = to.terrain.includes('balka') || to.terrain.includes('cliff');
    const crossed = s.along === 'road' || (s.hexside?.crossedBy ?? []).some((c) => c === 'road' || c === 'bridge');
    if (s.mover === 'vehicle' && steep && !crossed && !to.landingArrow) {
      return refuse('vehicle-landing', 'a Soviet unit with MP of 12 or higher crosses onto a balka/cliff hex without a road or bridge only where a river-landing arrow points to it', 'SoS 8.67');
    }
    const earlier = s.earlierStacks ?? 0;
    if (earlier > 0) parts.push({ mp: earlier, reason: `${earlier} stack(s) crossed before along the same arrow into this hex`, rule: 'SoS 8.65' });
  }
  return { parts, terrain: false };
}

