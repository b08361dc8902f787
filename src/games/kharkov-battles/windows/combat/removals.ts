import type { Issue } from '#kernel/engine/issues';
import type { GameEvent } from '#kernel/engine/events';
import type { KbSide } from '../../data/ids';
import type { KbContext } from '../../state/context';
import type { KbState } from '../../state/types';
import { removeFortifiedZone } from '../../works/fortified-zones';
import { removePontoon } from '../../works/pontoons';
import { kindGameEvent } from './events';
import type { FileRemoval } from './file';

/**
 * KB 18.22 (a Pontoon Bridge removed for good "at any time") and KB 18.17 (an own Building
 * or FZ marker removed): carried out at their place in the file. The refusals come with the
 * order's path.
 */
export function applyRemoval(ctx: KbContext, state: KbState, side: KbSide, r: FileRemoval): { ok: true; state: KbState; events: GameEvent[] } | { ok: false; issues: Issue[] } {
  const out = r.kind === 'removeBridge' ? removePontoon(ctx, state, side, r.hex, r.across) : removeFortifiedZone(ctx, state, side, r.hex);
  if (!out.ok) return { ok: false, issues: out.refusals.map((i) => ({ ...i, path: ['orders', r.at, r.kind] })) };
  return { ok: true, state: out.state, events: out.events.map(kindGameEvent) };
}
