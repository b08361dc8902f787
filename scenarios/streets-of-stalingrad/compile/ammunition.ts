import type { SosTables } from '../../../src/games/streets-of-stalingrad/data/tables';
import { ammunitionMultiplier } from '../../../src/games/streets-of-stalingrad/ammunition/multiplier';
import { SOS_SIDES } from '../../../src/games/streets-of-stalingrad/sequence/phases';

/**
 * SoS 14.71, 14.72, 14.75: the reconstructed Ammunition Status Table agrees with every fact the
 * text states: each side's rows start on its first shortage turn and rise in date; every number
 * is within "a variable number from 10 to 50" and the table reaches both ends; each number the
 * examples give is the one the table reads on that date.
 */
export function ammunitionStatusProblems(t: Pick<SosTables, 'ammunition' | 'ammunitionStatus'>): string[] {
  const out: string[] = [];
  const { min, max } = t.ammunition.multiplier;
  for (const side of SOS_SIDES) {
    const rows = t.ammunitionStatus[side];
    if (rows[0]!.from !== t.ammunition.starts[side]) out.push(`ammunitionStatus.${side}[0]: starts ${rows[0]!.from}, but the ${side} shortages begin on ${t.ammunition.starts[side]} (14.71)`);
    rows.forEach((r, n) => {
      if (n > 0 && r.from <= rows[n - 1]!.from) out.push(`ammunitionStatus.${side}[${n}]: ${r.from} must come after ${rows[n - 1]!.from}`);
      if (r.multiplier < min || r.multiplier > max) out.push(`ammunitionStatus.${side}[${n}]: ${r.multiplier} is not from ${min} to ${max} (14.72)`);
    });
  }
  const all = SOS_SIDES.flatMap((s) => t.ammunitionStatus[s].map((r) => r.multiplier));
  if (!all.includes(min) || !all.includes(max)) out.push(`ammunitionStatus: the numbers should run from ${min} to ${max} (14.72), they run from ${Math.min(...all)} to ${Math.max(...all)}`);
  for (const k of t.ammunition.knownMultipliers) {
    const got = ammunitionMultiplier(t, k.side, k.date);
    if (got !== k.multiplier) out.push(`ammunitionStatus.${k.side}: reads ${got ?? 'nothing'} on ${k.date}, the text's example gives ${k.multiplier}`);
  }
  return out;
}
