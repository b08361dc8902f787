import type { MoveCost, TecMovement } from '../../../src/games/kharkov-battles/data/tec-movement';

const CLASSES = ['non-mechanized', 'mechanized'] as const;

/** Mud costs at least Clear, P counting as the highest. */
const atLeast = (mud: MoveCost, clear: MoveCost): boolean => mud === 'P' || (clear !== 'P' && mud >= clear);

/**
 * What zod cannot check in the movement side of the Terrain Effects Chart: clear terrain
 * is listed (it is the cost of any hex with nothing else, 10.42); every river named is a
 * hexside row; roads and bridges are lines, not costs; Mud never makes a cell cheaper than
 * Clear (19.13 raises costs). Each problem names its path in tables.yaml.
 */
export function tecMovementProblems(t: TecMovement): string[] {
  const out: string[] = [];
  if (!t.hexes.clear) out.push('tecMovement.hexes: a "clear" row is needed (KB 10.42)');
  for (const r of t.rivers) if (!t.hexsides[r]) out.push(`tecMovement.rivers: "${r}" is not a row of tecMovement.hexsides (KB 10.43)`);
  for (const f of [...t.bridges, ...t.roads.tactical, ...t.roads.strategic]) {
    if (t.hexsides[f]) out.push(`tecMovement.hexsides.${f}: "${f}" is a road or bridge, not a hexside cost (KB 10.22, 10.43)`);
  }
  for (const f of t.roads.strategic) if (!t.roads.tactical.includes(f)) out.push(`tecMovement.roads.strategic: "${f}" must also be a Tactical Movement road (KB 10.22, 10.33)`);
  for (const [group, rows] of [['hexes', t.hexes], ['hexsides', t.hexsides]] as const) {
    for (const [name, w] of Object.entries(rows)) {
      CLASSES.forEach((c, i) => {
        if (!atLeast(w.mud[i]!, w.clear[i]!)) out.push(`tecMovement.${group}.${name}.mud: ${c} ${w.mud[i]} is below the Clear ${w.clear[i]} (KB 19.13: Mud raises costs)`);
      });
    }
  }
  return out;
}
