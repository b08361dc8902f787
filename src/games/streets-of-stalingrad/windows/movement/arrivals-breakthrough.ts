import type { Issue } from '#kernel/engine/issues';

/**
 * SoS 21.3: "Reinforcements and replacements may move only after all breakthrough movement and
 * breakthrough attacks have been attempted for that Movement Phase": a unit that arrived in
 * this phase (an `enter` or a `replace` order of the file) may not move in breakthrough
 * movement in it. Its normal move is run after the breakthrough moves (run-phase.ts).
 */
export function arrivalsInBreakthrough(arrived: ReadonlySet<string>, units: readonly string[], at: readonly (string | number)[]): Issue[] {
  return units.flatMap((u, j) => (arrived.has(u)
    ? [{ path: [...at, 'units', j], code: 'arrived-this-phase', message: `${u} arrived in this phase: it moves only after all breakthrough movement, not in it`, rule: 'SoS 21.3' }]
    : []));
}
