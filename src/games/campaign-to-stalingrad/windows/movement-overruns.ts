import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { parseOrder } from '../orders/schema';
import { fightMovementOverrun, strandedInOverrunHex } from '../rules/combat/movement-overrun-battle';
import { battleIssues } from './legality';
import { enemyOf } from '../rules/occupancy';
import { movementOverruns } from '../rules/movement/movement-overrun';
import { artilleryMobileAfterRetreat } from '../rules/special/artillery-mobility';
import { unitsThen } from '../state/unit-writes';

/**
 * CtS 4.7 the documented default for a Movement Phase overrun the Combat orders leave out:
 * its declared units fight it, with no advance. At `first` (the Combat window opens) those
 * no attack order of the file targets are fought before the file's battles; at `last` (the
 * window closes) any still unfought, e.g. because its ordered battle was skipped. Dice
 * `<window>/overrun-<hex>/...`. A non-mobile Artillery Division it retreats is flipped to its
 * mobile side (28.2; engine cts-6 on, `artilleryFlipsInMovementOverruns`).
 */
export function fightOverrunsByDefault(
  ctx: CtsContext,
  state0: CtsState,
  side: CtsSide,
  when: 'first' | 'last',
  orders: readonly unknown[],
  dice: Dice,
  label: string,
): { state: CtsState; events: GameEvent[] } {
  let state = state0;
  const events: GameEvent[] = [];
  const targeted = new Set<string>();
  if (when === 'first') {
    for (const raw of orders) {
      const o = parseOrder(raw);
      if (o.success && 'attack' in o.data) for (const t of o.data.attack.targets) targeted.add(t);
    }
  }
  const standing = { attacker: state.standing[side]?.attacker, defender: state.standing[enemyOf(side)]?.defender };
  for (const o of movementOverruns(state, side)) {
    if (targeted.has(o.hex)) continue;
    const b = { attackers: [...o.units], targets: [o.hex], maximumEffort: o.maximumEffort };
    const problems = battleIssues(ctx, state, side, b, []);
    if (problems.length > 0) {
      events.push({ type: 'movement-overrun-lapsed', rule: 'CtS 4.7', target: o.hex, text: `the Movement Phase overrun of ${o.hex} is not fought: ${problems.map((p) => p.message).join('; ')}` });
      state = { ...state, movementOverruns: (state.movementOverruns ?? []).filter((m) => m !== o) };
      const held = strandedInOverrunHex(ctx, state, o); // 4.7: units that ended their move in the hex the enemy still holds
      state = held.state;
      events.push(...held.events);
      continue;
    }
    const before = unitsThen(state.units); // the battle writes the units in place (state/unit-writes.ts)
    const r = fightMovementOverrun(ctx, state, o, b, dice, `${label}/overrun-${o.hex}`, {
      ...(standing.attacker ? { attacker: standing.attacker } : {}),
      ...(standing.defender ? { defender: standing.defender } : {}),
    });
    const guns = ctx.readings.artilleryFlipsInMovementOverruns ? artilleryMobileAfterRetreat(ctx, before, r.state, side) : { state: r.state, events: [] }; // 28.2
    state = guns.state;
    events.push(...r.events, ...guns.events);
  }
  return { state, events };
}
