import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { readDieRows } from '#kernel/dice/die-rows';
import { hexId } from '#kernel/ids';
import { modifiedRoll, type FireDrm } from '../../combat/fire-drm';
import { woundLeader } from '../../leaders/wounded';
import { isBox } from '../../orders/places';
import type { SosState } from '../../state/types';
import { eliminate } from '../attack/position-edits';
import type { PhaseContext } from '../phase';
import type { PhaseRun } from './phase-run';

/** SoS 18.32; the rulebook's summary of version 2.0's new rules, 19: "subtract the maximum -4 DRM on the Leader Survival Table". */
const MAXIMUM_DRM = -4;

/** An isolated leader's move alone through enemy ZOC hexes (18.32), as it goes: the leader, and the wound he took in it. */
export interface LeaderZocWalk {
  leader: string;
  /** The label of the roll that wounded him (its second die, the turns out of play, is `${label}/wounded`). */
  wounded?: string;
}

/** What one roll did: the events, and whether the leader is out of play (eliminated) so the move stops where he is. */
export interface LeaderZocRoll {
  events: GameEvent[];
  eliminated: boolean;
}

/**
 * SoS 18.32: the modifiers of the roll for entering `hex`: "subtract any adjacent enemy sniper
 * unit's value, subtract the maximum -4 DRM". Each enemy sniper next to the hex gives its value
 * (16.13: Zaitsev -2, the others -1; read: one for each sniper adjacent); the -4 is the table's
 * largest (4 or more units eliminated), taken always (the summary of version 2.0's new rules,
 * 19: "subtract the maximum -4 DRM on the Leader Survival Table"). Only the Soviet side has snipers (16.1), so
 * only a German leader meets them.
 */
export function leaderZocDrms(ctx: PhaseContext, state: SosState, leader: string, hex: string): FireDrm[] {
  const drms: FireDrm[] = [{ value: MAXIMUM_DRM, reason: 'an isolated leader moving alone through an enemy ZOC hex takes the maximum -4', rule: 'SoS 18.32' }];
  const side = ctx.env.counter(leader).side;
  const next = new Set<string>(ctx.env.map.grid.neighbours(hexId(hex)));
  for (const id of Object.keys(state.pieces).sort()) {
    const p = state.pieces[id]!;
    if (p.at === null || isBox(p.at) || !next.has(p.at)) continue;
    const c = ctx.env.counter(id);
    if (c.side === side || c.type !== 'sniper' || c.sniperDrm === undefined) continue;
    drms.push({ value: c.sniperDrm, reason: `the enemy sniper ${id} is adjacent, in ${p.at}`, rule: 'SoS 18.32, 16.13' });
  }
  return drms;
}

/**
 * SoS 18.32: "For each ZOC hex entered, immediately roll one d10 ... and consult the Leader
 * Survival Table": eliminated, he is out of play at once; wounded, "he may still continue
 * moving", but "if wounded a second time, he is eliminated (captured or killed)"; survives,
 * he goes on. The roll's position is `state` (his own place plays no part in it). The state
 * is not changed here: the caller makes the move as far as it went, then `leaderZocOut`.
 */
export function leaderZocRoll(ctx: PhaseContext, state: SosState, walk: LeaderZocWalk, hex: string, label: string, dice: Dice): LeaderZocRoll {
  const drms = leaderZocDrms(ctx, state, walk.leader, hex);
  const die = dice.roll(label, 10);
  const mdr = modifiedRoll(die, drms);
  const result = readDieRows(ctx.env.tables.leaderSurvival.rows, mdr).result;
  const roll: GameEvent = { type: 'leader-survival', rule: 'SoS 18.32', leader: walk.leader, hex, cause: 'an isolated leader moving alone entered an enemy ZOC hex', drms, die, mdr, result };
  if (result === 'eliminated') return { events: [roll], eliminated: true };
  if (result === 'survives') return { events: [roll], eliminated: false };
  if (walk.wounded === undefined) {
    walk.wounded = label;
    return { events: [roll], eliminated: false };
  }
  const second: GameEvent = { type: 'leader-eliminated', rule: 'SoS 18.32', leader: walk.leader, hex, reason: 'wounded a second time in his move through enemy ZOC hexes: captured or killed' };
  return { events: [roll, second], eliminated: true };
}

/**
 * SoS 18.32: whether the leader's move ended in "friendly lines". Read (chosen): in a hex with a
 * combat unit of his side (2.21's combat units; 18.1: a leader belongs with units), or in one
 * of his side's boxes (the East Bank, 2.14; the off-map boxes, 2.15), behind the front.
 */
function inFriendlyLines(ctx: PhaseContext, state: SosState, leader: string, at: string): boolean {
  if (isBox(at)) return true;
  const side = ctx.env.counter(leader).side;
  return Object.entries(state.pieces).some(([id, p]) => id !== leader && p.at === at && ctx.env.facts(id).side === side && ctx.env.facts(id).combat);
}

/**
 * SoS 18.32, 18.41: the end of a wounded leader's move: "Wounded leaders that reach friendly
 * lines are placed on the Turn Column Track to return on the turn indicated by the Survival
 * Table die roll" (leaders/wounded.ts, its second d10 labelled after the wounding roll). One
 * who ends his move short of friendly lines is read (chosen) as captured: eliminated, as the
 * rule's "(captured or killed)" says of a leader the enemy lines hold.
 */
export function endLeaderZocWalk(ctx: PhaseContext, run: PhaseRun, walk: LeaderZocWalk, dice: Dice): void {
  const at = run.state.pieces[walk.leader]!.at;
  if (walk.wounded === undefined || at === null) return;
  if (inFriendlyLines(ctx, run.state, walk.leader, at)) {
    const done = woundLeader(run.state, walk.leader, `${walk.wounded}/wounded`, dice);
    run.state = done.state;
    run.events.push({ type: 'leader-reached-friendly-lines', rule: 'SoS 18.32', leader: walk.leader, hex: at }, ...done.events);
    return;
  }
  run.state = eliminate(run.state, [walk.leader]);
  run.events.push({ type: 'leader-eliminated', rule: 'SoS 18.32', leader: walk.leader, hex: at, reason: 'wounded, he ended his move short of friendly lines (no combat unit of his side in the hex): captured' });
}

/** The label of the roll for the leader entering `hex`, the `step`th place of the path of order `order`. */
export const leaderZocLabel = (ctx: PhaseContext, order: number, leader: string, step: number, hex: string): string => `${ctx.window.id}/leader-zoc/${order}/${leader}/${step}/${hex}`;
