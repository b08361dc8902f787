/**
 * The odds ladder of odds-based combat results tables (DoS 11.8-11.11, 11.29).
 * Index 0 = "1:1", 1 = "2:1", 5 = "6:1", -1 = "1:2", -2 = "1:3"; the ladder runs on
 * past both ends ("18:1" = 17, "1:7" = -6). A column shift moves one step on it:
 * positive (right) helps the attacker, negative (left) the defender.
 */
export interface Odds {
  attack: number;
  defense: number;
  index: number;
  label: string;
}

/**
 * Raw odds of two combined strengths. Attack >= defense: floor(attack / defense) : 1;
 * else 1 : ceil(defense / attack) (DoS 11.8, 11.9: 26 vs 7 = 3:1; 5 vs 11 = 1:3).
 * Both strengths must be positive and finite.
 */
export function rawOdds(attack: number, defense: number): Odds {
  if (!(attack > 0 && Number.isFinite(attack)) || !(defense > 0 && Number.isFinite(defense))) {
    throw new RangeError(`odds need positive strengths, got ${attack} vs ${defense}`);
  }
  const index = attack >= defense ? Math.floor(attack / defense) - 1 : -(Math.ceil(defense / attack) - 1);
  return { attack, defense, index, label: oddsLabel(index) };
}

/** "3:1" for 2, "1:3" for -2; works past both ends of any table ("18:1", "1:7"). */
export function oddsLabel(index: number): string {
  if (!Number.isInteger(index)) throw new RangeError(`odds index must be an integer, got ${index}`);
  return index >= 0 ? `${index + 1}:1` : `1:${1 - index}`;
}

/** The ladder index of a label such as "3:1", "1:3" or "1:1"; null if not on the ladder. */
export function oddsIndex(label: string): number | null {
  const m = /^\s*(\d+)\s*[:-]\s*(\d+)\s*$/.exec(label);
  if (!m) return null;
  const a = Number(m[1]);
  const d = Number(m[2]);
  if (a >= 1 && d === 1) return a - 1;
  if (a === 1 && d >= 1) return 1 - d;
  return null;
}

/**
 * Net effect of column shifts, all applied before the column is looked up and
 * never clamped at a table edge first (DoS 11.11, 11.29: 20:1 with 2L = 18:1).
 */
export function applyShifts(index: number, shifts: number[]): number {
  return shifts.reduce((i, s) => i + s, index);
}
