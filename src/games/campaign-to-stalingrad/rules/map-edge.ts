/**
 * CtS 8.2: an Axis unit on the north edge at least ten hexes east of 1045, in General
 * Supply with a LOC to the west edge, extends the Axis friendly north edge to ten hexes
 * short of it: unit in 1027 -> the edge runs to 1037 (E3). Returns the new easternmost
 * Axis north-edge column, or null when no unit qualifies. Columns count from the east.
 */
export function extendedAxisNorthEdge(qualifyingColumns: readonly number[], boundary = 45): number | null {
  const far = qualifyingColumns.filter((c) => c <= boundary - 10);
  if (far.length === 0) return null;
  return Math.min(...far) + 10;
}
