import type { Dice } from '../../../../kernel/engine/dice';
import type { GameEvent } from '../../../../kernel/engine/events';
import type { HexId } from '../../../../kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsState } from '../../state/types';
import { passThrough } from '../control';
import { enemyOf, occupancy } from '../occupancy';
import { isMotorized, isNonCombat } from '../unit-kind';
import { mayOverrun } from './advance-limit';
import type { BattleOrder } from './order';

type Resolve = (state: CtsState, order: BattleOrder, label: string) => { state: CtsState; events: GameEvent[] };

/**
 * CtS 14.0-14.2 an overrun during an advance: a unit whose advance has a hex left (it
 * costs one, so a one-hex advance never overruns), motorized or on an original Advance 4
 * or 5, alone in its hex (14.1), attacks the enemy hex next to it as a normal battle,
 * counting units that retreated there earlier (14.2). If the hex is then empty the unit
 * enters it and stops (the [Change] that lets it go on after an overrun's Advance 4 or 5
 * is not carried yet).
 */
export function overrun(
  ctx: CtsContext,
  state: CtsState,
  unit: string,
  target: HexId,
  advance: { allowed: number; used: number; original: number },
  resolve: Resolve,
  label: string,
): { state: CtsState; events: GameEvent[] } {
  const spec = ctx.units.get(unit)!;
  const u = state.units[unit]!;
  const refuse = (why: string): { state: CtsState; events: GameEvent[] } => ({ state, events: [{ type: 'overrun-refused', rule: 'CtS 14.0', unit, target, text: `no overrun of ${target}: ${why}` }] });
  if (u.where !== 'map' || u.hex === null) return refuse('the unit is not on the map');
  if (!mayOverrun(advance.allowed, advance.original, isMotorized(spec))) return refuse('its advance is too short, or a non-motorized unit needs an original Advance 4 or 5');
  if (advance.allowed - advance.used < 1) return refuse('no hex of its advance is left');
  if (ctx.map.grid.direction(u.hex, target) === null) return refuse(`${target} is not next to ${u.hex}`);
  const occ = occupancy(ctx, state);
  if (occ.at(u.hex, spec.side).length > 1) return refuse('the overrunning unit shares its hex with another friendly unit (14.1)');
  if (!occ.at(target, enemyOf(spec.side)).some((p) => !isNonCombat(p.spec))) return refuse(`${target} holds no enemy combat unit`);
  const fought = resolve(state, { attackers: [unit], targets: [target], maximumEffort: 0 }, `${label}/overrun`);
  const events: GameEvent[] = [{ type: 'overrun', rule: 'CtS 14.0', unit, target, text: `${spec.name} overruns ${target}` }, ...fought.events];
  let next = fought.state;
  const after = occupancy(ctx, next);
  const me = next.units[unit]!;
  if (me.where === 'map' && me.hex !== null && after.at(target, enemyOf(spec.side)).length === 0) {
    next = passThrough({ ...next, units: { ...next.units, [unit]: { ...me, hex: target } } }, spec.side, [target]);
    events.push({ type: 'overrun-enters', rule: 'CtS 14.0', unit, hex: target, text: `${spec.name} enters ${target} and stops` });
  }
  return { state: next, events };
}
