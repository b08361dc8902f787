/** A stacking verdict: legal, or why not. */
export type StackCheck = { ok: true } | { ok: false; code: string; message: string; rule?: string };

/**
 * A title's stacking rule for the units of one side in one hex (generic; a title
 * supplies its own, e.g. DoS 6.1-6.4).
 */
export interface StackRule<U> {
  /** Most units that count (DoS 6.1: 8). */
  limit: number;
  /** Whether a unit counts toward `limit` (DoS 6.4: Soviet artillery does not). */
  counts(u: U): boolean;
  /** Own cap of the units that do not count, e.g. Soviet artillery (DoS 6.4: 3). Absent = no cap. */
  exemptLimit?: number;
  /** Rule cited when a limit is broken, e.g. "DoS 6.1". */
  rule?: string;
  /** Rule cited when the exempt units' cap is broken, e.g. "DoS 6.4"; default `rule`. */
  exemptRule?: string;
  /** Which units may share the hex at all, e.g. nationalities (DoS 6.3). */
  compatible?(units: U[]): StackCheck;
}

/** Checks the limit, then the exempt units' own cap, then compatibility; the first failure wins. */
export function checkStack<U>(units: U[], rule: StackRule<U>): StackCheck {
  let counted = 0;
  for (const u of units) if (rule.counts(u)) counted++;
  const exempt = units.length - counted;
  const cite = rule.rule !== undefined ? { rule: rule.rule } : {};
  if (counted > rule.limit) {
    return { ok: false, code: 'over-stacked', message: `${counted} units in one hex, more than the limit of ${rule.limit}`, ...cite };
  }
  if (rule.exemptLimit !== undefined && exempt > rule.exemptLimit) {
    const exemptRule = rule.exemptRule ?? rule.rule;
    return {
      ok: false,
      code: 'over-stacked-exempt',
      message: `${exempt} units that do not count toward stacking, more than their limit of ${rule.exemptLimit}`,
      ...(exemptRule !== undefined ? { rule: exemptRule } : {}),
    };
  }
  return rule.compatible ? rule.compatible(units) : { ok: true };
}
