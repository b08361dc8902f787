import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { readDieRows } from '#kernel/dice/die-rows';
import type { FireCombat, Leader } from '../../combat/fire-combat';
import { leaderSurvivalCheck } from '../../combat/leader-survival';
import { modifiedRoll, type FireDrm } from '../../combat/fire-drm';
import type { SosEnv } from '../../game/env';
import type { SosState } from '../../state/types';
import { woundLeader } from '../../leaders/wounded';
import { eliminate } from './position-edits';

/**
 * SoS 9.59, 9.83, 18.3: a leader in a hex where combat units were eliminated rolls one d10 on
 * the Leader Survival Table before the next combat: eliminated, wounded (out of play, on the
 * Turn Column Track for the turns a second d10 gives, 18.41: leaders/wounded.ts) or survives.
 */
export function rollLeaderSurvival(env: SosEnv, state: SosState, c: FireCombat, leader: Leader | undefined, eliminated: number, label: string, dice: Dice): { state: SosState; events: GameEvent[] } {
  const check = leaderSurvivalCheck(c, leader, eliminated, env.tables.leaderSurvival.eliminatedDrm);
  if (!check) return { state, events: [] };
  return rollSurvival(env, state, check.leader, check.drms, label, dice);
}

/** SoS 18.3, 18.41: one roll on the Leader Survival Table with its modifiers, and what it does to the leader. */
export function rollSurvival(env: SosEnv, state: SosState, leader: Leader, drms: FireDrm[], label: string, dice: Dice): { state: SosState; events: GameEvent[] } {
  const die = dice.roll(label, 10);
  const mdr = modifiedRoll(die, drms);
  const result = readDieRows(env.tables.leaderSurvival.rows, mdr).result;
  const event: GameEvent = { type: 'leader-survival', rule: 'SoS 18.3', leader: leader.id, hex: leader.hex, drms, die, mdr, result };
  if (result === 'eliminated') return { state: eliminate(state, [leader.id]), events: [event] };
  if (result === 'wounded') {
    const wounded = woundLeader(state, leader.id, `${label}/wounded`, dice);
    return { state: wounded.state, events: [event, ...wounded.events] };
  }
  return { state, events: [event] };
}
