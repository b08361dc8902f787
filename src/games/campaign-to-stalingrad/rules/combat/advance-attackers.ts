import type { GameEvent } from '../../../../kernel/engine/events';
import type { HexId } from '../../../../kernel/ids';
import { hexId } from '../../../../kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsState } from '../../state/types';
import { passThrough } from '../control';
import { enemyOf, occupancy } from '../occupancy';
import { isCavalry, isMotorized } from '../unit-kind';
import { bondsOf } from '../zones-of-control';
import { unitAdvance } from './advance-limit';
import type { BattleOrder } from './order';
import { overrun } from './overrun';
import type { Participant } from './participants';
import { sidesCrossed } from './strength';

/**
 * CtS 12.4 advance after combat along the ordered path: the first hex the defender's
 * vacated hex; each unit as far as its own limit (advance-limit.ts); no enemy bond after
 * the first hex; no unbridged Major, Volga or marsh hexside after the first hex, and no
 * minor river either (the River Crossing Table is not in the text); stop on entering marsh,
 * forest or a Major City. The first unit may then overrun (14.0, overrun.ts).
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
  resolveOverrun: Parameters<typeof overrun>[5],
  label: string,
): CtsState {
  let state = state0;
  const plan = order.advance!;
  const path = plan.path.map(hexId);
  const side = attackers[0]!.spec.side;
  const occ = occupancy(ctx, state);
  const vacated = path[0];
  if (!vacated || !targets.includes(vacated) || occ.at(vacated, enemyOf(side)).length > 0) {
    events.push({ type: 'advance-refused', rule: 'CtS 12.4', text: 'the first hex of an advance must be the defender\'s vacated hex' });
    return state;
  }
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  for (const id of plan.units) {
    const a = attackers.find((p) => p.spec.id === id);
    const u = state.units[id];
    if (!a || !u || u.where !== 'map' || u.hex === null) continue;
    const kind = isCavalry(a.spec) ? 'cavalry' : isMotorized(a.spec) ? 'motorized' : 'non-motorized';
    const across = sidesCrossed(ctx, a.hex, targets).some((f) => (f.includes('major-river') || f.includes('volga')) && !f.includes('road'));
    const allowed = unitAdvance(result, { weather: state.weather, acrossMajor: across, kind, outOfSupply: u.outOfSupply });
    const taken: HexId[] = [];
    let from = u.hex;
    for (const [i, to] of path.entries()) {
      if (taken.length >= allowed.value) break;
      if (ctx.map.grid.direction(from, to) === null || occ.at(to, enemyOf(side)).length > 0) break;
      const sideF = ctx.map.hexside(from, to);
      if (i > 0) {
        if (enemyBonds.blocks(from, to)) break; // 12.4: enemy bonds only into the vacated hex
        const unbridgedBig = (sideF.includes('major-river') || sideF.includes('volga')) && !sideF.includes('road');
        if (unbridgedBig || sideF.includes('marsh') || sideF.includes('minor-river')) break; // 12.4; minor rivers need the River Crossing Table, not in the text
      }
      taken.push(to);
      from = to;
      const terrain = ctx.map.hex(to);
      if (terrain?.terrain === 'marsh' || terrain?.terrain === 'forest' || terrain?.features?.includes('major-city')) break; // 12.4 stop
    }
    if (taken.length === 0) continue;
    state = passThrough({ ...state, units: { ...state.units, [id]: { ...state.units[id]!, hex: taken[taken.length - 1]! } } }, side, taken);
    events.push({
      type: 'advance',
      rule: 'CtS 12.4',
      unit: id,
      path: taken,
      allowed: allowed.value,
      text: `${a.spec.name} advances ${taken.join(' -> ')} (${allowed.steps.map((s) => `${s.value}: ${s.reason}`).join('; ')})`,
    });
    if (plan.overrun && id === plan.units[0]) {
      const r = overrun(ctx, state, id, hexId(plan.overrun.target), { allowed: allowed.value, used: taken.length, original }, resolveOverrun, label);
      state = r.state;
      events.push(...r.events);
    }
  }
  return state;
}
