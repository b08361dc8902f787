/**
 * An odds label as a number: "3:1" → 3, "1:2" → 0.5. Labels the player cannot read
 * (absent odds, "?" factors, a future label format) count as 1:1, so an unknown
 * attacker still adds to a combined attack.
 */
export function oddsRatio(label: string | undefined): number {
  if (label === undefined) return 1;
  const m = /(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/.exec(label);
  if (!m) return 1;
  const a = Number(m[1]);
  const d = Number(m[2]);
  return d > 0 ? a / d : 1;
}
