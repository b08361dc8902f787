import type { AllowanceFactor } from './allowance';

/**
 * SoS 16.61: the hexes a Soviet armored train may move "per Soviet Movement Phase 10": "an
 * unlimited number of hexes, until 7 October", then "only six (6) hexes". The train prints no
 * MP ("RR"): the figure is a count of hexes, so the halvings and doublings of MP (8.03, 8.21,
 * 18.51, 19.5) leave it as it is (a reading, docs/streets-of-stalingrad.md). Unlimited is
 * `Infinity`: the railroad and the scenario boundary end every path.
 */
export function trainAllowance(day: { month: number; day: number }): { hexes: number; factors: AllowanceFactor[] } {
  const fromSeventhOctober = day.month > 10 || (day.month === 10 && day.day >= 7);
  if (fromSeventhOctober) return { hexes: 6, factors: [{ by: 1, reason: 'an armored train moves six hexes per Soviet Movement Phase 10 on 7 October and after', rule: 'SoS 16.61' }] };
  return { hexes: Infinity, factors: [{ by: 1, reason: 'an armored train moves an unlimited number of hexes per Soviet Movement Phase 10 until 7 October', rule: 'SoS 16.61' }] };
}
