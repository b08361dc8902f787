import type { GameEvent } from '#kernel/engine/events';
import type { KbState } from '../state/types';
import { isUntried, tried } from '../state/untried';

/** The event kinds that name a unit taking part in a combat (Prepared Assault, Mobile Assault, overrun) or its result. */
const FIGHTS = new Set(['participants', 'strength', 'step-lost', 'step-loss', 'eliminated', 'retreated', 'advanced', 'overrun', 'mobile-assault', 'defender-retreats']);

/** Every unit an event (at any depth) names as fighting, and every hex a Mobile Assault or overrun struck. */
function fighting(events: readonly unknown[]): { units: Set<string>; hexes: Set<string> } {
  const units = new Set<string>();
  const hexes = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (typeof x !== 'object' || x === null) return;
    const o = x as Record<string, unknown>;
    if (typeof o['kind'] === 'string' && FIGHTS.has(o['kind'])) {
      for (const k of ['unit', 'victim']) if (typeof o[k] === 'string') units.add(o[k]);
      if (Array.isArray(o['units'])) for (const u of o['units']) if (typeof u === 'string') units.add(u);
      for (const k of ['target', 'hex']) if (o['kind'] !== 'advanced' && o['kind'] !== 'retreated' && typeof o[k] === 'string') hexes.add(o[k]);
    }
    Object.values(o).forEach(walk);
  };
  walk(events);
  return { units, hexes };
}

/**
 * KB 2.72 (digest A35): an untried rifle division shows its strength once it first takes
 * part in combat, attacking or defending (a Prepared Assault, a Mobile Assault or an
 * overrun struck at its hex), or takes a loss: `untried` comes off, and the event
 * `kb-untried-revealed` names it to both sides. A division that left the map this window
 * (eliminated) is revealed too.
 */
export function revealUntried(before: KbState, after: KbState, events: readonly GameEvent[]): { state: KbState; events: GameEvent[] } {
  const { units: named, hexes } = fighting(events);
  const revealed = Object.values(after.units)
    .filter((u) => isUntried(u))
    .filter((u) => {
      const was = before.units[u.id];
      if (!was) return false;
      const struck = was.hex !== null && hexes.has(was.hex);
      const lost = u.steps < was.steps || (was.where === 'map' && u.where !== 'map');
      return named.has(u.id) || struck || lost;
    })
    .map((u) => u.id)
    .sort();
  if (revealed.length === 0) return { state: after, events: [] };
  const units = { ...after.units };
  for (const id of revealed) units[id] = tried(units[id]!);
  return { state: { ...after, units }, events: [{ type: 'kb-untried-revealed', rule: 'KB 2.72', units: revealed, text: `Revealed by combat or loss (2.72): ${revealed.join(', ')}` }] };
}

/**
 * KB 2.72 optional: the divisions untried before a step, or untried after it (drawn from the
 * pool, the set-up's draws included), and not revealed in it, whose events the Axis reads by
 * their face (view/event-visibility.ts). A division that went from the map into the
 * Replacement Pool in the step, tried before and 'Untried' there (16.31), is named: its events
 * happened while it was tried.
 */
export function stillUntried(before: KbState, after: KbState, events: readonly GameEvent[]): string[] {
  const revealed = new Set(events.filter((e) => e.type === 'kb-untried-revealed').flatMap((e) => e['units'] as string[]));
  const wentToPool = (id: string): boolean => before.units[id]?.where === 'map' && after.units[id]?.where === 'replacement-pool';
  const faced = (id: string): boolean => before.units[id]?.untried === true || (after.units[id]?.untried === true && !wentToPool(id));
  return [...new Set([before, after].flatMap((s) => Object.keys(s.units)))].filter((id) => faced(id) && !revealed.has(id)).sort();
}
