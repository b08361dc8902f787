import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../../assault/attack';
import type { KbSide } from '../../data/ids';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import type { FileAttack } from './file';

/** KB 12.0: an attack whose designation no longer holds when its turn comes (its attackers gone or moved, a target empty). */
export function designationLost(env: AssaultEnv, state: KbState, side: KbSide, fa: FileAttack, from: ReadonlyMap<string, HexId>): Issue | null {
  const base = ['orders', fa.at, 'attack'];
  for (const [j, id] of fa.attack.attackers.entries()) {
    const u = state.units[id]!;
    if (u.where !== 'map' || u.hex === null) return issue([...base, 'attackers', j], 'attacker-eliminated', `${id} was eliminated in an earlier combat: the attack is not made`, 'KB 12.0');
    if (u.hex !== from.get(id)) return issue([...base, 'attackers', j], 'attacker-retreated', `${id} is no longer in ${env.ctx.map.label(from.get(id)!)} where it was designated to attack from: the attack is not made`, 'KB 12.0');
  }
  const occ = occupancy(env.ctx, state);
  for (const [k, t] of fa.attack.targets.entries()) {
    if (occ.at(t, enemyOf(side)).length === 0) return issue([...base, 'targets', k], 'target-empty', `${env.ctx.map.label(t)} holds no ${enemyOf(side)} unit any more: the attack is not made`, 'KB 12.0');
  }
  return null;
}
