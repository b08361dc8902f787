import type { SosEnv } from '../../game/env';
import { piecesAt } from '../../state/occupancy';
import { eliminate } from '../attack/position-edits';
import type { PhaseContext } from '../phase';
import type { MovePosition } from './position';
import type { PhaseRun } from './phase-run';

const isTransport = (env: SosEnv, id: string): boolean => env.counter(id).type === 'transport';

/** Whether `units` hold a combat unit (2.21), which overruns a hex of enemy transports (16.48). */
const withCombatUnit = (env: SosEnv, units: readonly string[]): boolean => units.some((id) => env.facts(id).combat);

/**
 * SoS 16.48: the places a move of `units` may not end in: the enemy-held places, but a hex
 * whose enemy pieces are all transports when a combat unit moves (it eliminates them there).
 */
export function heldPastTransports(env: SosEnv, pos: MovePosition, units: readonly string[]): ReadonlySet<string> {
  if (!withCombatUnit(env, units)) return pos.enemyHeld;
  const held = new Set(pos.enemyHeld);
  for (const place of pos.enemyHeld) {
    const enemy = piecesAt(pos.state, place).filter((id) => env.facts(id).side !== pos.side);
    if (enemy.every((id) => isTransport(env, id))) held.delete(place);
  }
  return held;
}

/**
 * SoS 16.48: "Soviet transport units are eliminated if any German combat units move into their
 * hex and no Soviet combat units are in that hex with them": each hex the movers entered (the
 * walk never enters one with an enemy combat unit, 8.08), passing through or ending there.
 */
export function overrunTransports(ctx: PhaseContext, run: PhaseRun, units: readonly string[], entered: readonly string[]): void {
  if (!withCombatUnit(ctx.env, units)) return;
  for (const hex of new Set(entered)) {
    const here = piecesAt(run.state, hex).filter((id) => ctx.env.facts(id).side !== ctx.side);
    const transports = here.filter((id) => isTransport(ctx.env, id));
    if (transports.length === 0 || here.some((id) => ctx.env.facts(id).combat)) continue;
    run.state = eliminate(run.state, transports);
    run.events.push({ type: 'transports-overrun', rule: 'SoS 16.48', hex, units: transports, by: [...units] });
  }
}
