import type { SosSide } from '../../sequence/phases';
import { leaveHex, leadersWithoutCombatUnits } from '../../leaders/relocation';
import { isHex, other } from '../attack/battlefield';
import type { PhaseContext } from '../phase';
import { withCombatUnit } from './enterable-enemy-hex';
import type { PhaseRun } from './phase-run';

/**
 * SoS 18.31: "If a leader unit is on a hex without any friendly combat units and an enemy combat
 * unit enters or bombards its hex, move the leader to the nearest friendly unit of its
 * battalion, regiment, brigade, division, or corps. Leader units have no ZOC and cannot stop
 * enemy combat units from moving through their hex." (8.08: a unit may enter a hex with only
 * enemy leaders; where a move may end among them: enterable-enemy-hex.ts.)
 */

/**
 * SoS 18.31: combat units among `movers` have entered `hexes` (into or through, any kind of
 * movement): each enemy leader there with no combat unit of his side goes at once to the
 * nearest unit of his command (`leaders/relocation.ts`, decision 20), or is removed when his
 * command has no unit in play. A hex entered again finds him gone.
 */
export function displaceLeaders(ctx: PhaseContext, run: PhaseRun, movers: readonly string[], hexes: readonly string[], order: number): void {
  if (!withCombatUnit(ctx.env, movers)) return;
  const enemy: SosSide = other(ctx.side);
  for (const hex of hexes) {
    if (!isHex(ctx.env, hex)) continue;
    for (const leader of leadersWithoutCombatUnits(ctx.env, run.state, hex, enemy)) {
      const left = leaveHex(ctx.env, run.state, ctx.standing[enemy], leader, 'SoS 18.31', { order });
      run.state = left.state;
      run.events.push(...left.events);
    }
  }
}
