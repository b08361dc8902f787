import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { eliminatedInHexDrm } from '../../combat/leader-survival';
import { survivalLeader } from '../../leaders/hq-survival';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { relocateLonelyLeaders } from './after-combat';
import { isHex } from './battlefield';
import { leaderAt } from './fire-units';
import { rollSurvival } from './leader-roll';

/**
 * SoS 18.33, 18.34 after an instant counter-attack (12.6, 12.8): the ICA Table's loss is a
 * combat result, so a leader in the hex of a unit it eliminated (a counter-attacker's own hex
 * when the counter-attack loses, the counter-attacked hex else) rolls on the Leader Survival
 * Table ("After any combat unit in the leader's hex is eliminated, immediately use the Leader
 * Survival Table", the units eliminated in his hex as its modifier, no other: 12.7 and 18.33
 * name none), labelled `<window>/<counter-attacked hex>/ica/leader/<leader>`; a leader who
 * survives with no combat unit of his side left in the hex moves at once to a unit of his
 * command (18.34, `relocateLonelyLeaders`). `before` is the position before the counter-attack,
 * `lost` the units its result eliminated.
 */
export function leadersAfterCounterAttack(ctx: PhaseContext, before: SosState, state: SosState, target: string, lost: readonly string[], dice: Dice): { state: SosState; events: GameEvent[] } {
  const { env } = ctx;
  const hexes = new Map<string, { side: SosSide; count: number }>();
  for (const id of lost) {
    const at = before.pieces[id]?.at;
    if (!at || !isHex(env, at) || !env.facts(id).combatUnit) continue;
    const h = hexes.get(at) ?? { side: env.counter(id).side as SosSide, count: 0 };
    hexes.set(at, { ...h, count: h.count + 1 });
  }
  let s = state;
  const events: GameEvent[] = [];
  for (const [hex, { side, count }] of [...hexes.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const leader = survivalLeader(env, s, hex, side, leaderAt(env, s, hex, side));
    if (!leader) continue;
    const roll = rollSurvival(env, s, leader, [eliminatedInHexDrm(count, env.tables.leaderSurvival.eliminatedDrm)], `${ctx.window.id}/${target}/ica/leader/${leader.id}`, dice);
    s = roll.state;
    events.push(...roll.events);
    const moved = relocateLonelyLeaders(ctx, s, side, hex);
    s = moved.state;
    events.push(...moved.events);
  }
  return { state: s, events };
}
