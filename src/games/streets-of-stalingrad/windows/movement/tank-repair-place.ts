import type { Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { SosEnv } from '../../game/env';
import { dayOfTurn } from '../../sequence/scenarios';
import { isTankRepairTurn } from '../../sequence/tank-repair-turns';
import { freshPiece, type SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import type { PhaseRun } from './phase-run';

/** SoS 16.71, 16.73: the hex of the Soviet tank repair unit in play on the map, or null (not in the scenario, not placed, or eliminated: "it may never be brought back"). */
export function tankRepairHex(env: SosEnv, state: SosState): string | null {
  for (const [id, p] of Object.entries(state.pieces)) {
    const c = env.counter(id);
    if (c.side === 'soviet' && c.type === 'tankRepair' && !p.eliminated && p.at !== null && env.map.hex(p.at as HexId)) return p.at;
  }
  return null;
}

/**
 * SoS 16.72: "Beginning with the 16 September turn and every even numbered turn, at the start
 * of every Soviet Movement Phase 10 only, the Soviet player may choose one eliminated Soviet
 * tank unit and place it on the Soviet tank repair unit." Refused: on another turn
 * (`not-a-repair-turn`), a second tank in the phase (`one-tank-a-turn`), a unit that is not a
 * Soviet tank (type tank: not an armored car, a train or an immobilized tank, 16.3) or is not
 * eliminated, and with no tank repair unit on the map (16.71, 16.73).
 */
export function repairTankProblems(ctx: PhaseContext, state: SosState, unit: string, repaired: boolean, at: (string | number)[]): Issue[] {
  const rule = 'SoS 16.72';
  if (ctx.side !== 'soviet' || ctx.window.phase !== 10) return [{ path: at, code: 'wrong-window', message: 'a tank is repaired only at the start of Soviet Movement Phase 10', rule }];
  if (!isTankRepairTurn(dayOfTurn(ctx.scenario, ctx.turn), ctx.turn)) return [{ path: at, code: 'not-a-repair-turn', message: `turn ${ctx.turn} is not a tank repair turn: 16 September and every even-numbered turn after it`, rule }];
  if (repaired) return [{ path: at, code: 'one-tank-a-turn', message: 'only one eliminated tank may be placed on the tank repair unit in a turn', rule }];
  const c = ctx.env.findCounter(unit);
  const p = state.pieces[unit];
  if (!c || !p || c.side !== 'soviet' || c.type !== 'tank') return [{ path: [...at, 'unit'], code: 'not-a-soviet-tank', message: `${unit} is not a Soviet tank unit`, rule: 'SoS 16.72, 16.3' }];
  if (!p.eliminated) return [{ path: [...at, 'unit'], code: 'not-eliminated', message: `${unit} is not eliminated`, rule }];
  if (tankRepairHex(ctx.env, state) === null) return [{ path: at, code: 'no-tank-repair-unit', message: 'the Soviet tank repair unit is not on the map', rule: 'SoS 16.72, 16.71, 16.73' }];
  return [];
}

/** SoS 16.72: the tank is placed on the tank repair unit's hex, fresh; it "may move in the same phase it is placed back on the game map". */
export function applyRepairTank(ctx: PhaseContext, run: PhaseRun, unit: string, order: number): void {
  const hex = tankRepairHex(ctx.env, run.state)!;
  run.state = { ...run.state, pieces: { ...run.state.pieces, [unit]: freshPiece(hex) } };
  run.events.push({ type: 'tank-repaired', order, unit, hex, rule: 'SoS 16.72' });
}
