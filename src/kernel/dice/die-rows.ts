/**
 * A table read by one (modified) die roll: rows of roll ranges, lowest first, e.g.
 * "0-3: no effect, 4-6: 1 step, 7+: 2 steps". The first row may leave `from` open (that
 * row and below) and the last may leave `to` open (that row and above); rows must join
 * with no gap and no overlap, so every roll in the table's span reads exactly one row.
 */
export interface DieRow<T> {
  from?: number;
  to?: number;
  result: T;
}

/** A die roll and the modifiers added to it (each with its reason, for the report). */
export interface DieModifier {
  reason: string;
  drm: number;
  rule?: string;
}

export interface ModifiedRoll {
  die: number;
  modifiers: DieModifier[];
  /** die + every modifier, then held within `limits` when given. */
  value: number;
}

/**
 * Adds the modifiers to a die, then holds the sum within the limits a rule sets (e.g. KB
 * 19.22: "highest possible roll is still a 9").
 */
export function modifyRoll(die: number, modifiers: readonly DieModifier[], limits: { min?: number; max?: number } = {}): ModifiedRoll {
  if (!Number.isInteger(die)) throw new RangeError(`a die roll is a whole number, got ${die}`);
  for (const m of modifiers) if (!Number.isInteger(m.drm)) throw new RangeError(`a die roll modifier is a whole number, got ${m.drm} (${m.reason})`);
  let value = modifiers.reduce((s, m) => s + m.drm, die);
  if (limits.max !== undefined) value = Math.min(limits.max, value);
  if (limits.min !== undefined) value = Math.max(limits.min, value);
  return { die, modifiers: [...modifiers], value };
}

/** Problems of a table's rows: ordered, joined with no gap or overlap, open only at the ends. [] = sound. */
export function checkDieRows<T>(rows: readonly DieRow<T>[]): string[] {
  const problems: string[] = [];
  if (rows.length === 0) return ['a table needs at least one row'];
  rows.forEach((r, i) => {
    if (r.from === undefined && i > 0) problems.push(`row ${i + 1}: only the first row may leave "from" open`);
    if (r.to === undefined && i < rows.length - 1) problems.push(`row ${i + 1}: only the last row may leave "to" open`);
    for (const v of [r.from, r.to]) if (v !== undefined && !Number.isInteger(v)) problems.push(`row ${i + 1}: rolls are whole numbers, got ${v}`);
    if (r.from !== undefined && r.to !== undefined && r.from > r.to) problems.push(`row ${i + 1}: from ${r.from} is above to ${r.to}`);
    const prev = rows[i - 1];
    if (prev?.to !== undefined && r.from !== undefined && r.from !== prev.to + 1) {
      problems.push(`row ${i + 1}: starts at ${r.from}, the row before ends at ${prev.to} (rows must join with no gap or overlap)`);
    }
  });
  return problems;
}

/** The lowest and highest roll the rows name; an open end is null. */
export function dieRowsSpan<T>(rows: readonly DieRow<T>[]): { min: number | null; max: number | null } {
  return { min: rows[0]?.from ?? null, max: rows[rows.length - 1]?.to ?? null };
}

/** The row a roll reads. Throws when the roll is outside a closed end of the table. */
export function readDieRows<T>(rows: readonly DieRow<T>[], roll: number): DieRow<T> {
  for (const r of rows) {
    if ((r.from === undefined || roll >= r.from) && (r.to === undefined || roll <= r.to)) return r;
  }
  throw new RangeError(`no row of the table reads a roll of ${roll}`);
}
