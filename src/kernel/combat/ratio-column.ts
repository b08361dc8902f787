/**
 * Odds columns that are ratios, including fractional ones such as "1 1/2-1" (e.g. CtS
 * 10.1.8, 10.2: columns 1-4 ... 1-1, 1 1/2-1, 2-1 ... 7-1). The odds ladder in odds.ts
 * only knows n:1 and 1:n; this reads any "a-b" heading whose terms are whole numbers or
 * mixed fractions ("1 1/2").
 */
export interface Ratio {
  /** Attack part, as a fraction num/den of the defense part. */
  num: number;
  den: number;
}

/** "5-1" -> 5/1, "1-4" -> 1/4, "1 1/2-1" -> 3/2, "3:2" -> 3/2; null if not a ratio heading. */
export function parseRatio(heading: string): Ratio | null {
  const m = /^\s*(\d+(?:\s+\d+\/\d+)?|\d+\/\d+)\s*[-:]\s*(\d+(?:\s+\d+\/\d+)?|\d+\/\d+)\s*$/.exec(heading);
  if (!m) return null;
  const a = parseTerm(m[1]!);
  const d = parseTerm(m[2]!);
  if (!a || !d || a.num === 0 || d.num === 0) return null;
  return { num: a.num * d.den, den: a.den * d.num };
}

function parseTerm(t: string): Ratio | null {
  const parts = t.trim().split(/\s+/);
  let num = 0;
  let den = 1;
  for (const p of parts) {
    const f = /^(\d+)\/(\d+)$/.exec(p);
    if (f) {
      const n = Number(f[1]);
      const d = Number(f[2]);
      if (d === 0) return null;
      num = num * d + n * den;
      den *= d;
    } else {
      num += Number(p) * den;
    }
  }
  return { num, den };
}

/** Where an attack falls on a table of ratio columns, before and after shifts. */
export interface RatioColumnLookup {
  /** Index into the columns (ordered lowest odds first) of the raw odds, capped at the top; -1 when below the lowest. */
  raw: number;
  /** After every shift, clamped to the table: never below 0, never above the last column. */
  final: number;
}

/**
 * The column of `attack` against `defense`: the highest column whose ratio does not
 * exceed attack/defense (odds round down, CtS 10.2: 53 vs 18 is 2-1). Odds above the
 * highest column use it (10.1.8: above 7-1 is 7-1) and are capped BEFORE the shifts
 * (10.2: 8-1 with one shift left is 6-1); the shifted column is clamped to the table.
 * Odds below the lowest column give raw -1 (the title decides: CtS forbids the attack);
 * the final column is then computed from column 0. Comparison is exact (integers).
 */
export function ratioColumn(attack: number, defense: number, columns: readonly string[], shifts: readonly number[] = []): RatioColumnLookup {
  if (!(attack >= 0 && Number.isFinite(attack)) || !(defense > 0 && Number.isFinite(defense))) {
    throw new RangeError(`odds need attack >= 0 and defense > 0, got ${attack} vs ${defense}`);
  }
  const ratios = ladder(columns);
  let raw = -1;
  ratios.forEach((r, i) => {
    // r <= attack/defense  <=>  r.num * defense <= attack * r.den
    if (r.num * defense <= attack * r.den) raw = i;
  });
  const net = shifts.reduce((s, x) => s + x, 0);
  const final = Math.min(columns.length - 1, Math.max(0, Math.max(raw, 0) + net));
  return { raw, final };
}

/** A table's columns read as ratios, with the headings they were read from (a copy: the list may be another's later). */
const ladders = new WeakMap<readonly string[], { headings: readonly string[]; ratios: readonly Ratio[] }>();

/**
 * The columns' ratios, rising strictly, else a RangeError. Read once per list of
 * headings (a title asks for every battle with the same table) and again whenever the
 * list no longer holds the headings it was read from.
 */
function ladder(columns: readonly string[]): readonly Ratio[] {
  const known = ladders.get(columns);
  if (known && sameHeadings(known.headings, columns)) return known.ratios;
  const ratios = columns.map((c) => {
    const r = parseRatio(c);
    if (!r) throw new RangeError(`column heading "${c}" is not a ratio`);
    return r;
  });
  for (let i = 1; i < ratios.length; i++) {
    const a = ratios[i - 1]!;
    const b = ratios[i]!;
    if (a.num * b.den >= b.num * a.den) throw new RangeError(`columns must rise strictly: "${columns[i - 1]}" then "${columns[i]}"`);
  }
  ladders.set(columns, { headings: [...columns], ratios });
  return ratios;
}

function sameHeadings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
