import { z } from 'zod';
import { issue, type Issue } from '#kernel/engine/issues';
import type { Ruleset, ScenarioInfo } from '#kernel/engine/ruleset';
import type { CreateGameInput } from '../types';
import { timingSchema } from '../schedule/timing';

const inputSchema = z.object({
  scenario: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'a scenario id reads "title/scenario", e.g. drive-on-stalingrad/operation-blue'),
  players: z.array(z.object({ side: z.string().min(1), email: z.email().optional() })).min(1),
  options: z.record(z.string(), z.unknown()).optional(),
  refereeEmail: z.email().optional(),
});

export interface ValidGameInput {
  ruleset: Ruleset;
  scenario: ScenarioInfo;
  players: { side: string; email?: string }[];
  options: Record<string, unknown>;
  refereeEmail?: string;
}

/**
 * Parses a create-game request at the edge: the scenario must exist and the players must
 * name every side of it exactly once. Returns every problem at once.
 */
export function validateGameInput(
  raw: unknown,
  rulesets: ReadonlyMap<string, Ruleset>,
): { ok: true; value: ValidGameInput } | { ok: false; issues: Issue[] } {
  const parsed = inputSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => issue(i.path.map(pathKey), 'invalid', i.message)) };
  }
  const input: CreateGameInput = parsed.data;
  const [titleId = '', scenarioId = ''] = input.scenario.split('/');
  const ruleset = rulesets.get(titleId);
  const scenario = ruleset?.scenarios.find((s) => s.id === scenarioId);
  if (!ruleset || !scenario) {
    const known = [...rulesets.values()].flatMap((r) => r.scenarios.map((s) => `${r.id}/${s.id}`));
    return { ok: false, issues: [issue(['scenario'], 'unknown-scenario', `No scenario ${input.scenario}; known: ${known.join(', ') || 'none'}.`)] };
  }
  const sides = scenario.sides.map(String);
  const issues: Issue[] = [];
  const seen = new Set<string>();
  input.players.forEach((p, i) => {
    if (!sides.includes(p.side)) issues.push(issue(['players', i, 'side'], 'unknown-side', `${scenario.name} has no side "${p.side}"; its sides are ${sides.join(', ')}.`));
    else if (seen.has(p.side)) issues.push(issue(['players', i, 'side'], 'duplicate-side', `Side ${p.side} is listed twice.`));
    seen.add(p.side);
  });
  for (const s of sides) {
    if (!seen.has(s)) issues.push(issue(['players'], 'missing-side', `Side ${s} needs a player.`));
  }
  const timing = timingSchema.safeParse(input.options?.['timing'] ?? {});
  if (!timing.success) issues.push(...timing.error.issues.map((i) => issue(['options', 'timing', ...i.path.map(pathKey)], 'invalid-timing', i.message)));
  if (issues.length > 0) return { ok: false, issues };
  const players = [...input.players].sort((a, b) => sides.indexOf(a.side) - sides.indexOf(b.side));
  const refereeEmail = input.refereeEmail !== undefined ? { refereeEmail: input.refereeEmail } : {};
  return { ok: true, value: { ruleset, scenario, players, options: input.options ?? {}, ...refereeEmail } };
}

const pathKey = (k: PropertyKey): string | number => (typeof k === 'number' ? k : String(k));
