/** Order statistics of a sample (nearest-rank percentiles). */
export interface Stats {
  n: number;
  median: number;
  p90: number;
  min: number;
  max: number;
}

export function stats(samples: readonly number[]): Stats {
  if (samples.length === 0) throw new Error('no samples');
  const s = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
  const mid = s.length / 2;
  const median = s.length % 2 === 1 ? s[Math.floor(mid)]! : (s[mid - 1]! + s[mid]!) / 2;
  return { n: s.length, median, p90: rank(0.9), min: s[0]!, max: s[s.length - 1]! };
}

/** Rounds to a few significant digits for printing. */
export function round(value: number, digits = 4): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}
