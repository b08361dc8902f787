import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import { SOS_SIDES, type SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { enemySight, type SosLook } from './sight';

/** What a hidden unit's id reads as in the copy of an event given to the side it is hidden from. */
export const HIDDEN_UNIT = 'hidden-unit';

/** The enemy pieces `reader` may not know of after the step: those it does not see, and those not yet arrived; eliminated pieces are known (9.8: removed from the map). */
function hiddenFrom(env: SosEnv, after: SosState, reader: SosSide, look: SosLook): Set<string> {
  const out = new Set<string>();
  const sight = enemySight(env, after, reader, look);
  for (const [id, p] of Object.entries(after.pieces)) {
    if (env.counter(id).side === reader || p.eliminated) continue;
    if (p.at === null || !sight.get(id)!.visible) out.add(id);
  }
  return out;
}

// counter ids are lower case, digits and dashes (data/counters.ts), so one needs no escaping
const idPattern = (id: string): RegExp => new RegExp(`(?<![0-9A-Za-z-])${id}(?![0-9A-Za-z-])`, 'g');

/**
 * SoS 7.0: no event tells a side of an enemy unit it may not see. The events of a step are
 * read against the position after it (`after`): an event a side may read (no `visibleTo`, or
 * one that names it) that names, anywhere in it, an enemy unit hidden from that side is given
 * to each side that may read it as its own copy (`visibleTo: [side]`): the owner's as it is,
 * the other's with each such id read as `hidden-unit`; the public sees neither. A unit that
 * reveals itself in the event (7.5: it attacks, or fires opportunity or defensive fire) is
 * listed in the event's `reveals` and named as it is. Eliminated units are named (9.8: the
 * losses are taken off the map in view of both players). Events are otherwise as the phase
 * made them: keeping a mover's path from the other side is the phase's own `visibleTo`.
 */
export function sosEventVisibility(env: SosEnv, after: SosState, events: readonly GameEvent[], look: SosLook): GameEvent[] {
  if (events.length === 0) return [];
  const hidden = Object.fromEntries(SOS_SIDES.map((s) => [s, hiddenFrom(env, after, s, look)])) as Record<SosSide, Set<string>>;
  return events.flatMap((e) => {
    const readers = SOS_SIDES.filter((s) => e.visibleTo === undefined || e.visibleTo.includes(s));
    const text = JSON.stringify(e);
    const reveals = new Set(Array.isArray(e['reveals']) ? (e['reveals'] as unknown[]).map(String) : []);
    // the plain search first: most events name no hidden unit
    const named = new Map(readers.map((r) => [r, [...hidden[r]].filter((id) => text.includes(id) && !reveals.has(id) && idPattern(id).test(text))]));
    if (readers.every((r) => named.get(r)!.length === 0)) return [e];
    return readers.map((r): GameEvent => {
      const ids = named.get(r)!;
      const copy = ids.length === 0 ? e : (JSON.parse(ids.reduce((t, id) => t.replace(idPattern(id), HIDDEN_UNIT), text)) as GameEvent);
      return { ...copy, visibleTo: [r] };
    });
  });
}
