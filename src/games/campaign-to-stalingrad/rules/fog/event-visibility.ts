import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { fogFor, type Fog } from './hidden-units';

const WORD_GAP = /[^A-Za-z0-9-]+/;

/** The unit ids an event names, as a value or a key, alone or in a sentence. */
function unitsNamed(ctx: CtsContext, e: GameEvent): Set<string> {
  const named = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      for (const w of v.split(WORD_GAP)) if (ctx.units.has(w)) named.add(w);
    } else if (Array.isArray(v)) for (const x of v) visit(x);
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        if (ctx.units.has(k)) named.add(k);
        visit(x);
      }
  };
  visit(e);
  return named;
}

/** Whether a viewer has never seen the unit over the step: hidden by the fog after it, and hidden or off the map before. */
const unseen = (before: CtsState, fogBefore: Fog, fogAfter: Fog, id: string): boolean =>
  fogAfter.hidden.has(id) && (fogBefore.hidden.has(id) || before.units[id]?.where !== 'map');

/**
 * CtS 42.0 (optional Fog of War) in the history: an event that names a unit a side has not
 * seen over the step (under the top of a far enemy stack after it, and not seen on the map
 * before it) is shown only to those who may see all the units it names (its owner's side,
 * and the other side when they stood near). A battle names units that stood adjacent to
 * each other, so both sides see it. The public is a viewer without units. Unchanged when
 * the game does not play the option.
 */
export function foggedEvents(ctx: CtsContext, before: CtsState, after: CtsState, events: GameEvent[]): GameEvent[] {
  const viewers: (CtsSide | null)[] = ['axis', 'soviet', null];
  const fogs = viewers.map((v) => [fogFor(ctx, before, v), fogFor(ctx, after, v)] as const);
  if (fogs.some(([b, a]) => b === null || a === null)) return events;
  return events.map((e) => {
    const named = unitsNamed(ctx, e);
    if (named.size === 0) return e;
    const blind = viewers.filter((_, i) => [...named].some((id) => unseen(before, fogs[i]![0]!, fogs[i]![1]!, id)));
    if (blind.length === 0) return e;
    const sides = (['axis', 'soviet'] as const).filter((s) => !blind.includes(s) && (e.visibleTo === undefined || e.visibleTo.includes(s)));
    return { ...e, visibleTo: sides };
  });
}
