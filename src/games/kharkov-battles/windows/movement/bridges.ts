import type { GameEvent } from '#kernel/engine/events';
import { hexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import { bareHex } from '../../orders/hex';
import type { KbStanding } from '../../orders/standing';
import type { KbContext } from '../../state/context';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { removePontoon } from '../../works/pontoons';
import { kindEvent } from './events';

/**
 * KB 18.22 (digest D19): the other side's standing `bridges`: a Pontoon Bridge it names is
 * removed for good once a unit of the moving side stands next to either of its hexes,
 * while 18.22 lets its owner remove it (a unit of his in one hex, no enemy in the other).
 * Read when the Movement Phase is over: the phase is one file, so the trigger is not
 * judged between its orders.
 */
export function bridgesRemovedByStanding(ctx: KbContext, state: KbState, mover: KbSide, standing: KbStanding | null): { state: KbState; events: GameEvent[] } {
  const owner = enemyOf(mover);
  let s = state;
  const events: GameEvent[] = [];
  for (const b of standing?.bridges ?? []) {
    const [hex, across] = [hexId(bareHex(b.hex)), hexId(bareHex(b.across))];
    if (!ctx.map.has(hex) || !ctx.map.has(across)) continue;
    const occ = occupancy(ctx, s);
    const near = [hex, across].some((h) => ctx.map.adjacent(h).some((n) => occ.occupant(n) === mover) || occ.occupant(h) === mover);
    if (!near) continue;
    const r = removePontoon(ctx, s, owner, hex, across);
    if (!r.ok) continue;
    s = r.state;
    events.push(...r.events.map(kindEvent));
  }
  return { state: s, events };
}
