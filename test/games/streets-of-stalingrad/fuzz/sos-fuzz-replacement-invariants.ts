import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { replacementCost } from '#games/streets-of-stalingrad/replacements/unit-kind';

/** SoS 21.41: the saved replacement points are never negative, and the Soviet has no "Pz" points (21.42). */
export function sosReplacementPointsProblems(game: SosGame): string[] {
  const out: string[] = [];
  for (const [side, p] of Object.entries(game.state.replacementPoints ?? {})) {
    for (const kind of ['Pz', 'AF'] as const) if (p[kind] < 0 || !Number.isInteger(p[kind])) out.push(`${side} has ${p[kind]} ${kind} replacement points saved (SoS 21.41)`);
    if (side === 'soviet' && p.Pz !== 0) out.push(`the Soviet has ${p.Pz} Pz replacement points: Pz points are German (SoS 21.42)`);
  }
  return out;
}

/**
 * SoS 21.41-21.46, 16.17, 16.26: every unit a step rebuilt with replacement points was
 * eliminated before it, may be replaced, and is in play after it (in its box or moved on).
 */
export function sosReplacedProblems(env: SosEnv, before: SosGame, after: SosGame, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type !== 'replacements-placed') continue;
    const units = e['units'] as string[];
    for (const u of units) {
      if (u === 'hidden-unit') continue;
      if (!before.state.pieces[u]?.eliminated) out.push(`${u} was rebuilt but was not eliminated (SoS 21.41, 21.46)`);
      const cost = replacementCost(env.counter(u));
      if (!cost.ok) out.push(`${u} was rebuilt but may not be replaced: ${cost.why} (${cost.rule})`);
      // in play after the step: in its box, or moved on from it, unless lost again in the same window
      const now = after.state.pieces[u];
      if (now && !now.eliminated && now.at === null) out.push(`${u} was rebuilt but is nowhere after the step (SoS 21.2)`);
    }
  }
  return out;
}
