import type { HexId } from '#kernel/ids';
import type { AllowanceRules } from '#kernel/supply/allowance-trace';

/** traceWithAllowances as first written (string state keys, no early end): the reference allowance-trace.reference.test.ts holds the kernel's to. */
export function referenceTrace(rules: AllowanceRules, start: HexId, maxLength: number): Map<HexId, number> {
  const best = new Map<HexId, number>([[start, 0]]);
  const zero = rules.limits.map(() => 0);
  const seen = new Set<string>([stateKey(start, zero)]);
  let frontier: { hex: HexId; used: number[] }[] = [{ hex: start, used: zero }];
  for (let d = 1; d <= maxLength && frontier.length > 0; d++) {
    const ahead: { hex: HexId; used: number[] }[] = [];
    for (const { hex, used } of frontier) {
      for (const to of [...rules.neighbours(hex)].sort()) {
        const cost = rules.step(hex, to);
        if (cost === null) continue;
        const next = used.map((u, i) => u + (cost[i] ?? 0));
        if (next.some((u, i) => u > rules.limits[i]!)) continue;
        const key = stateKey(to, next);
        if (seen.has(key)) continue;
        seen.add(key);
        if (!best.has(to)) best.set(to, d);
        ahead.push({ hex: to, used: next });
      }
    }
    frontier = ahead;
  }
  best.delete(start);
  return best;
}

/** Whether a legal line from `start` reaches any of `targets` within `maxLength`. */
export function referenceLineReaches(rules: AllowanceRules, start: HexId, targets: ReadonlySet<HexId>, maxLength: number): boolean {
  if (targets.has(start)) return true;
  for (const h of referenceTrace(rules, start, maxLength).keys()) if (targets.has(h)) return true;
  return false;
}

function stateKey(h: HexId, used: readonly number[]): string {
  return `${h}:${used.join(',')}`;
}
