import { inRasputitsa } from '../weather/rasputitsa';
import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { passThrough } from '../control';
import { enemyOf, occupancy } from '../occupancy';
import { isCityHex } from '../movement/nkvd-city';
import { isCavalry, isMotorized } from '../unit-kind';
import { attackedAcrossMajor, unitAdvance } from './advance-limit';
import { advanceView, walkAdvance, withinStacking } from './advance-path';
import type { BattleOrder } from './order';
import { overrun, overrunTrigger, type Advanced } from './overrun';
import type { Participant } from './participants';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnit } from '#games/campaign-to-stalingrad/state/unit-writes';

/**
 * CtS 12.4 advance after combat along the ordered path: the first hex the defender's
 * vacated hex; each unit as far as its own limit (advance-limit.ts) along the walk of
 * advance-path.ts (terrain, rivers, bonds, Interdiction, NKVD), ending within the stacking
 * limits (5.1). The overrunning unit or stack may then overrun (14.0, overrun.ts).
 */
export function advanceAttackers(
  ctx: CtsContext,
  state0: CtsState,
  order: BattleOrder,
  targets: readonly HexId[],
  result: number,
  original: number,
  attackers: readonly Participant[],
  events: GameEvent[],
  resolveOverrun: Parameters<typeof overrun>[6],
  dice: Dice,
  label: string,
): CtsState {
  let state = state0;
  const plan = order.advance!;
  const path = plan.path.map(hexId);
  const side = attackers[0]!.spec.side;
  const vacated = path[0];
  if (!vacated || !targets.includes(vacated) || occupancy(ctx, state).at(vacated, enemyOf(side)).length > 0) {
    events.push({ type: 'advance-refused', rule: 'CtS 12.4', text: 'the first hex of an advance must be the defender\'s vacated hex' });
    return state;
  }
  const view = advanceView(ctx, state, side); // the board as the battle left it, for every unit's walk
  const advanced = new Map<string, Advanced>(); // 14.0-14.1: each unit's advance, for its overruns
  for (const id of plan.units) {
    const a = attackers.find((p) => p.spec.id === id);
    const u = state.units[id];
    if (!a || !u || u.where !== 'map' || u.hex === null) continue;
    const kind = isCavalry(a.spec) ? 'cavalry' : isMotorized(a.spec) ? 'motorized' : 'non-motorized';
    const across = attackedAcrossMajor(ctx, a.hex, targets); // CtS 12.4 [Change] Advances Across Major Rivers
    const allowed = unitAdvance(result, { weather: state.weather, acrossMajor: across, kind, outOfSupply: u.outOfSupply, mud: inRasputitsa(state) });
    if (a.spec.branch === 'nkvd' && isCityHex(ctx, u.hex)) {
      // CtS 4.4.2: an NKVD unit does not leave its city hex, an advance being voluntary (digest A37)
      events.push({ type: 'advance-refused', rule: 'CtS 4.4.2', unit: id, text: `${a.spec.name} is NKVD and does not leave the city hex ${u.hex}` });
      continue;
    }
    const walked = walkAdvance(ctx, view, side, [id], u.hex, path, allowed.value, true);
    const taken = withinStacking(ctx, occupancy(ctx, state), side, [id], walked);
    if (taken.length < walked.length) {
      events.push({ type: 'advance-truncated', rule: 'CtS 5.1', unit: id, path: taken, text: `${a.spec.name} may not end its advance in ${walked.at(-1)} over the stacking limit: ${taken.length > 0 ? `it stops in ${taken.at(-1)}` : 'it stays'} (CtS 5.1)` });
    }
    if (taken.length === 0) continue;
    state = passThrough({ ...state, units: writeUnit(state, id, unitWith(state.units[id]!, { hex: taken[taken.length - 1]! })) }, side, taken);
    events.push({
      type: 'advance',
      rule: 'CtS 12.4',
      unit: id,
      from: u.hex,
      path: taken,
      allowed: allowed.value,
      text: `${a.spec.name} advances ${taken.join(' -> ')} (${allowed.steps.map((s) => `${s.value}: ${s.reason}`).join('; ')})`,
    });
    advanced.set(id, { allowed: allowed.value, used: taken.length, began: u.hex });
    if (plan.overrun && id === overrunTrigger(plan)) {
      const r = overrun(ctx, state, plan.overrun, plan.units[0]!, advanced, original, resolveOverrun, dice, label);
      state = r.state;
      events.push(...r.events);
    }
  }
  return state;
}
