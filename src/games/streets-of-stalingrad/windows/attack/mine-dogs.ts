import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { readDieRows } from '#kernel/dice/die-rows';
import { isArmored } from '../../combat/unit-classes';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { isHex, neighbours, sideAt } from './battlefield';
import { unitOf } from './fire-units';
import { eliminate } from './position-edits';

/**
 * SoS 16.22-16.24 (printed 16.12-16.14 under 16.2; the index's numbers): "Before a German attack is resolved, each mine dog unit may attack one
 * adjacent German armored unit even if that armored unit is not attacking": read as once, before
 * the first German attack of the phase is resolved, every Soviet mine dog next to a German
 * armored unit attacks by the Soviet standing `mineDogs` (SoS 16.2: `attack`, the default, or
 * `hold`; the target the first of `prefer` next to it, else the one with the most AF, then the
 * lower id). One d10, no modifier of any kind (SoS 16.23): 1-2 eliminates the armored unit with
 * the dog, 3-10 the dog alone (SoS 16.24, the Mine Dog table).
 */
export function mineDogAttacks(ctx: PhaseContext, state: SosState, dice: Dice): { state: SosState; events: GameEvent[] } {
  if (ctx.side !== 'german') return { state, events: [] };
  const policy = ctx.standing.soviet?.mineDogs;
  if (policy?.policy === 'hold') return { state, events: [] };
  const prefer = policy?.prefer ?? [];
  const { env } = ctx;
  let now = state;
  const events: GameEvent[] = [];
  const dogs = Object.keys(state.pieces).filter((id) => env.counter(id).type === 'mineDog' && isHex(env, state.pieces[id]!.at)).sort();
  for (const dog of dogs) {
    const at = now.pieces[dog]!.at;
    if (!isHex(env, at)) continue;
    const armor = neighbours(env, at).flatMap((h) => sideAt(env, now, h, 'german')).filter((id) => {
      const u = unitOf(env, now, id);
      return u !== undefined && isArmored(u);
    });
    if (armor.length === 0) continue;
    const rank = (id: string) => (prefer.includes(id) ? prefer.indexOf(id) : prefer.length);
    const target = [...armor].sort((a, b) => rank(a) - rank(b) || env.counter(b).af - env.counter(a).af || a.localeCompare(b))[0]!;
    const die = dice.roll(`${ctx.window.id}/mine-dog/${dog}`, 10);
    const result = readDieRows(env.tables.mineDog.rows, die).result;
    const gone = result === 'armorEliminated' ? [target, dog] : [dog];
    now = eliminate(now, gone);
    events.push({ type: 'mine-dog-attack', rule: 'SoS 16.22, 16.24', dog, hex: at, target, targetHex: state.pieces[target]!.at, die, result, eliminated: gone });
  }
  return { state: now, events };
}
