/** A unit with step losses: a two-step counter at full strength has steps 2 of maxSteps 2. */
export interface Stepped {
  steps: number;
  maxSteps: number;
}

/** One step lost: a full two-step unit flips to reduced, a last step eliminates (DoS 2.12). null = eliminated. */
export function loseStep<T extends Stepped>(u: T): T | null {
  return u.steps <= 1 ? null : { ...u, steps: u.steps - 1 };
}

/** `n` steps lost at once; null = eliminated. */
export function loseSteps<T extends Stepped>(u: T, n: number): T | null {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`steps lost must be a non-negative integer, got ${n}`);
  return n === 0 ? u : u.steps <= n ? null : { ...u, steps: u.steps - n };
}

/** True when the unit has lost at least one step (it shows its reduced side). */
export const isReduced = (u: Stepped): boolean => u.steps < u.maxSteps;

/** True when one more loss eliminates it: one-step units and reduced two-step units (DoS 11.36, digest E9). */
export const isLastStep = (u: Stepped): boolean => u.steps <= 1;
