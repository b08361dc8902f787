import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import type { RolledBattle } from '../../assault/resolve';
import type { KbSide } from '../../data/ids';
import { enemyOf } from '../../state/occupancy';
import type { PostRoll } from './choices';
import { orderPartSkipped, standingNotFollowed } from './events';
import type { FileAttack } from './file';

/** What a choice that the rules refuse at resolution belongs to: dropped in this order, each time the combat is resolved again. */
export type Layer = 'advances' | 'retreat' | 'losses';
export const LAYERS: readonly Layer[] = ['advances', 'retreat', 'losses'];

/**
 * KB 12.73: a Breakout Attempt the result refuses when it is applied (the stack that retreats
 * may make none) is dropped alone, before any layer: the retreat is made without it and no
 * other side's choice (the victor's advance) is given up for it.
 */
export const breakoutRefused = (issues: readonly Issue[], dropped: ReadonlySet<Layer | 'breakout'>): Issue | undefined => (dropped.has('breakout') ? undefined : issues.find((i) => i.code === 'no-breakout'));
export const withoutBreakout = ({ breakout: _, ...rest }: PostRoll['retreat']): PostRoll['retreat'] => rest;

/** The choices of a layer dropped for their defaults, said to the side whose they were. */
export function notFollowed(layer: Layer | 'breakout', side: KbSide, fa: FileAttack, b: RolledBattle, post: PostRoll, issues: readonly Issue[]): GameEvent[] {
  const enemy = enemyOf(side);
  const why = issues[0] ?? issue([], 'choice-refused', 'the rules refuse it here', 'KB 12.6');
  const base = ['orders', fa.at, 'attack'];
  const out: GameEvent[] = [];
  const say = (whose: KbSide, part: string, what: string): void => {
    if (whose === side) out.push(orderPartSkipped(side, [...base, part], { ...why, message: `${what} cannot be carried out (${why.message}): the default is taken` }));
    else out.push(standingNotFollowed(whose, fa.attack.id, part, why, what));
  };
  const victor: KbSide = b.result.loser === 'attacker' ? enemy : side;
  const loser: KbSide = b.result.loser === 'attacker' ? side : enemy;
  if (layer === 'breakout' && post.retreat.breakout) say(loser, 'breakout', 'the Breakout Attempt');
  if (layer === 'advances' && post.advances.length > 0) say(victor, 'advance', 'the advance');
  if (layer === 'retreat' && (post.retreat.convert !== undefined || post.retreat.retreat !== undefined)) say(loser, 'retreat', 'the retreat chosen');
  if (layer === 'losses') {
    if (post.losses.attackerLossOrder) say(side, 'losses', 'the loss order');
    if (post.losses.defenderLossOrder || post.losses.defenderLosses) say(enemy, 'lossOrder', 'the loss order');
  }
  return out;
}
