/**
 * CtS 16.9 Transport Points for a path from a Connecting Rail Hex (or a Depot): one TP
 * for every multiple of `multiple` hexes begun (5; 3 in rain), road hexes counting 1/2
 * (E22: 5 hexes 1 TP, 6-10 2 TP, 11-15 3 TP, 0 hexes 0 TP; 10 road hexes 1 TP).
 */
export function transportPoints(offRoadHexes: number, roadHexes: number, multiple: number): number {
  const length = offRoadHexes + roadHexes / 2;
  return length <= 0 ? 0 : Math.ceil(length / multiple);
}
