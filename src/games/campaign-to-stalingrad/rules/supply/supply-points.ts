/** CtS 16.8: Supply Points grow by `income` each turn up to `cap`; the excess is forfeited (E37: 17 + 2 = 18). */
export function addSupplyPoints(current: number, income: number, cap: number): { points: number; forfeited: number } {
  const raw = current + income;
  return { points: Math.min(cap, raw), forfeited: Math.max(0, raw - cap) };
}
