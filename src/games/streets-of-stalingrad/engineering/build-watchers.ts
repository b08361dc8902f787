import type { HexId } from '#kernel/ids';
import { isIndirectFire } from '../combat/unit-classes';
import type { SosEnv } from '../game/env';
import { sightOf } from '../hidden/hidden-status';
import { otherSide, type SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { distance, isHex, sees } from '../windows/attack/battlefield';
import { unitOf } from '../windows/attack/fire-units';
import { hiddenUnitOf, standingOf } from '../view/sight-inputs';

/** An enemy direct fire combat unit that bars engineering at a hex, and whether the builder sees it. */
export interface Watcher {
  unit: string;
  hex: string;
  hidden: boolean;
}

/**
 * SoS 17.15, 17.24, 17.34: "may not be built ... within the range of a direct fire enemy combat
 * unit that has an unblocked LOS to that hex"; SoS 17.0: a hidden unit in LOS and range prevents
 * the task too, and is revealed. The enemy's combat units on the map that fire directly (not IF
 * units nor mortars, 9.2, 14.1; not pinned units is not asked), within their direct-fire range
 * (9.21: at least the adjacent hex) with a line of sight to the hex (9.31; adjacent hexes see
 * each other, 9.24), the fire rules' range and LOS. `hidden`: the builder does not see it (7.2, 7.5).
 */
export function watchers(env: SosEnv, state: SosState, side: SosSide, hex: string): Watcher[] {
  const enemy = otherSide(side);
  const out: Watcher[] = [];
  for (const [id, p] of Object.entries(state.pieces)) {
    const c = env.counter(id);
    if (c.side !== enemy || p.eliminated || !isHex(env, p.at)) continue;
    const u = unitOf(env, state, id);
    if (!u || !env.facts(id).combat || isIndirectFire(u) || u.type === 'mortar' || u.af + u.df === 0) continue;
    const d = distance(env, p.at, hex);
    if (d > Math.max(1, u.range)) continue;
    if (d > 1 && !sees(env, p.at, hex)) continue;
    const sight = sightOf(env.tec, side, hiddenUnitOf(c, p), standingOf(env, p.at, c.side), true);
    out.push({ unit: id, hex: p.at, hidden: !sight.visible });
  }
  return out.sort((a, b) => (a.unit < b.unit ? -1 : 1));
}

export const onMap = (env: SosEnv, hex: string): boolean => env.map.hex(hex as HexId) !== undefined;
