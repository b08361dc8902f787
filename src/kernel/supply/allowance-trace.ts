import type { HexId } from '../ids';

/**
 * A line whose path may use a few scarce things a limited number of times (e.g. CtS
 * 16.2: a Line of Supply of at most 8 hexes that crosses at most one unbridged Major or
 * Volga hexside and enters at most one Marsh hex). Each step reports what it uses; a
 * line is legal while every count stays within its limit.
 */
export interface AllowanceRules {
  neighbours(h: HexId): readonly HexId[];
  /**
   * What stepping from `from` into the adjacent `to` uses, one count per allowance
   * (same order as `limits`), or null when the line may not take that step at all
   * (enemy unit, bond, impassable side).
   */
  step(from: HexId, to: HexId): readonly number[] | null;
  /** The most of each allowance one line may use. */
  limits: readonly number[];
}

/**
 * Every hex a legal line from `start` reaches within `maxLength` hexes (the start is
 * not counted, the last hex is: adjacent = 1), with its shortest legal length. A hex
 * reached by a long line that used little may lead on where a short line that used
 * more cannot, so the search runs over (hex, counts used) and keeps the best length
 * per hex. Breadth first in sorted neighbour order: deterministic.
 */
export function traceWithAllowances(rules: AllowanceRules, start: HexId, maxLength: number): Map<HexId, number> {
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
export function lineReaches(rules: AllowanceRules, start: HexId, targets: ReadonlySet<HexId>, maxLength: number): boolean {
  if (targets.has(start)) return true;
  for (const h of traceWithAllowances(rules, start, maxLength).keys()) if (targets.has(h)) return true;
  return false;
}

function stateKey(h: HexId, used: readonly number[]): string {
  return `${h}:${used.join(',')}`;
}
