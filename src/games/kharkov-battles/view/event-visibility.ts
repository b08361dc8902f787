import type { GameEvent } from '#kernel/engine/events';
import { KbSideSchema, type KbSide } from '../data/ids';
import type { KbContext } from '../state/context';

/** The side whose secret the event tells: its `side`, else its unit's owner, else its chit's pool (chit ids start with the pool, "axis-07"). */
function ownerOf(e: GameEvent, ctx?: KbContext): KbSide | null {
  const side = KbSideSchema.safeParse(e['side']);
  if (side.success) return side.data;
  const unit = typeof e['unit'] === 'string' ? ctx?.units.get(e['unit']) : undefined;
  if (unit) return unit.side;
  const chit = typeof e['chit'] === 'string' ? e['chit'] : typeof e['chit'] === 'object' && e['chit'] !== null ? (e['chit'] as { id?: unknown }).id : undefined;
  const pool = typeof chit === 'string' ? KbSideSchema.safeParse(chit.slice(0, chit.indexOf('-'))) : null;
  return pool?.success ? pool.data : null;
}

/**
 * KB 2.6 (digest 6.3): which events a side may see. An event that names a Strength Chit
 * (`chit`: drawn, flipped to its reduced face, returned to the pool) tells which chit lies
 * under a unit, and so its value: its owner alone sees it (`visibleTo: [owner]`), whoever
 * else reads the step sees only the public events (the battle's strengths once the unit
 * fights, its step losses). An event already limited keeps its limit; every other event
 * is public, as it is. `ctx` names the owner of an event that gives only its unit; without
 * it the chit's pool does. An event naming a chit whose owner cannot be told is shown to
 * no side rather than to both.
 */
export function kbEventVisibility(events: readonly GameEvent[], ctx?: KbContext, untried: readonly string[] = []): GameEvent[] {
  const limited = events.map((e) => {
    if (e.visibleTo !== undefined || !('chit' in e)) return e;
    const owner = ownerOf(e, ctx);
    return { ...e, visibleTo: owner ? [owner] : [] };
  });
  return untried.length === 0 || !ctx ? limited : limited.flatMap((e) => untriedFaced(e, ctx, untried));
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * KB 2.72 (digest A35): an event the Axis may read that names an untried division (by id or
 * name) is given to the Soviet player as it is, and to the Axis player as a copy in which
 * each such division reads 'Untried'; the public sees neither.
 */
function untriedFaced(e: GameEvent, ctx: KbContext, untried: readonly string[]): GameEvent[] {
  if (e.visibleTo !== undefined && !e.visibleTo.includes('axis')) return [e];
  let text = JSON.stringify(e);
  const before = text;
  for (const id of untried) {
    const name = ctx.units.get(id)?.name;
    text = text.replace(new RegExp(`(?<![0-9A-Za-z-])${escape(id)}(?![0-9A-Za-z-])`, 'g'), 'untried');
    if (name) text = text.replace(new RegExp(escape(name), 'g'), 'an Untried rifle division');
  }
  if (text === before) return [e];
  const sides = e.visibleTo ?? ['axis', 'soviet'];
  return [{ ...e, visibleTo: sides.filter((s) => s !== 'axis') }, { ...(JSON.parse(text) as GameEvent), visibleTo: ['axis'] }];
}
