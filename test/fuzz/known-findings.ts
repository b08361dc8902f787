import type { Disagreement } from './offered-alone';

/**
 * Disagreements between options() and check() that are known and reported, each with the
 * test under findings/ that reproduces it. The fuzz test tolerates these and no others;
 * scripts/fuzz.ts reports every one. Remove an entry with its finding once it is fixed.
 */
export const KNOWN_FINDINGS: readonly { orderKinds: readonly string[]; code: string; message?: RegExp; reproduction: string }[] = [];

export const isKnownFinding = (d: Disagreement): boolean => {
  const kind = Object.keys((d.orders.at(-1) ?? {}) as object)[0];
  return d.issues.length > 0 && d.issues.every((i) => KNOWN_FINDINGS.some((k) => k.orderKinds.includes(kind ?? '') && k.code === i.code && (k.message?.test(i.message) ?? true)));
};
