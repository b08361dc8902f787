import { hexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import type { StandingRemoval } from '../../movement-phase/run';
import { bareHex } from '../../orders/hex';
import type { KbStanding } from '../../orders/standing';
import type { KbContext } from '../../state/context';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { removePontoon } from '../../works/pontoons';

/**
 * KB 18.22 (digest D19): the other side's standing `bridges` on the state as it is now: a
 * Pontoon Bridge it names is removed for good once a unit of the moving side stands next to
 * either of its hexes (`when: enemy-adjacent`), if 18.22 lets its owner remove it then (a
 * unit of his in one hex, no enemy in the other: works/pontoons.ts). The Movement Phase asks
 * it as it begins and after each hex a unit enters and each Mobile Assault
 * (movement-phase/standing.ts), so the bridge goes before the enemy can cross it.
 */
export function bridgesRemovedByStanding(ctx: KbContext, state: KbState, mover: KbSide, standing: KbStanding | null): { state: KbState; removed: StandingRemoval[] } {
  const owner = enemyOf(mover);
  let s = state;
  const removed: StandingRemoval[] = [];
  for (const b of standing?.bridges ?? []) {
    const [hex, across] = [hexId(bareHex(b.hex)), hexId(bareHex(b.across))];
    if (!ctx.map.has(hex) || !ctx.map.has(across)) continue;
    const occ = occupancy(ctx, s);
    const near = [hex, across].some((h) => ctx.map.adjacent(h).some((n) => occ.occupant(n) === mover) || occ.occupant(h) === mover);
    if (!near) continue;
    const r = removePontoon(ctx, s, owner, hex, across);
    if (!r.ok) continue;
    s = r.state;
    for (const e of r.events) if (e.kind === 'pontoon-removed') removed.push({ by: e.by, hex: e.hex, across: e.across });
  }
  return { state: s, removed };
}
