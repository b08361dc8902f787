import type { SosEnv } from '../game/env';
import type { SosGame } from '../game/types';
import { pointsOf } from '../replacements/points';
import { replaceableNow } from '../replacements/replace-order';
import type { SosSide } from '../sequence/phases';

/**
 * SoS 21.41-21.46: in a window that takes `replace`, the side's Replacements Saved Table and
 * the eliminated units it may rebuild now, each alone, with its cost (replaceableNow: what the
 * check accepts of a one-unit `replace`).
 */
export function replacementNotes(env: SosEnv, game: SosGame, side: SosSide, accepts: readonly string[]): string[] {
  if (!accepts.includes('replace')) return [];
  const p = pointsOf(game.state, side);
  const now = replaceableNow(env, game.state, side);
  const saved = side === 'german' ? `${p.Pz} Pz and ${p.AF} AF` : `${p.AF} AF`;
  // SoS 20.7: the leaders consolidation removed with their formation, who come back with a unit of it rebuilt
  const removed = (game.state.consolidationRemoved ?? []).filter((id) => env.counter(id).side === side);
  return [
    `Replacements (SoS 21.41): ${saved} points saved.${now.length ? ` You may rebuild: ${now.map((u) => `${u.unit} (${u.points} ${u.kind})`).join(', ')}.` : ' No eliminated unit of yours may be rebuilt with them now.'}`,
    ...removed.map((id) => `${id} was removed with his formation by consolidation: name him in the units of a replace order that rebuilds a unit of his formation and he comes back with it, at no cost (SoS 20.7).`),
  ];
}
