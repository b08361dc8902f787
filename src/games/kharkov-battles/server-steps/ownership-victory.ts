import type { GameEvent } from '#kernel/engine/events';
import { ownershipVictory } from '../victory/automatic';
import { LEVEL_NAMES } from '../victory/levels';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { asGameEvent } from './events';
import type { ServerResult } from './record';

/**
 * KB 20.1, 20.3: the victories won "automatically if at any time" a side owns the named
 * hexes (supply not considered), for the windows to ask after every change of hex ownership
 * (movement, advances); the End Turn Phase asks it too. Null while none holds; Second Kharkov
 * has none (20.2).
 */
export function ownershipResult(ctx: KbContext, state: KbState): { result: ServerResult; events: GameEvent[] } | null {
  const v = ownershipVictory(ctx.map, state);
  if (!v) return null;
  return {
    result: { winner: v.winner, reason: v.reason, level: v.level },
    events: [...v.events.map((e) => asGameEvent(e)), { type: 'kb-victory', rule: v.rule, when: v.when, winner: v.winner, level: v.level, vp: v.vp, reason: v.reason, text: `${LEVEL_NAMES[v.level]}: ${v.reason} (${v.rule})` }],
  };
}
