import type { Dice } from '../../../../kernel/engine/dice';
import type { GameEvent } from '../../../../kernel/engine/events';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { movementOverruns, type MovementOverrun, type OverrunProblem } from '../movement/movement-overrun';
import { resolveBattle } from './battle';
import type { AttackStanding, BattleOrder, DefenseStanding } from './order';

/** The Movement Phase overrun a battle order fights, if it targets one (4.7). */
export function movementOverrunFought(state: CtsState, side: CtsSide, b: Pick<BattleOrder, 'targets'>): MovementOverrun | null {
  return movementOverruns(state, side).find((o) => b.targets.includes(o.hex)) ?? null;
}

/**
 * CtS 4.7 in the Combat Phase (digest A6): the battle against an overrun hex is made by
 * the units that made the 10-1 (others may join), against that hex alone, with the
 * Maximum Effort declared for the 10-1; those units attack nothing else.
 */
export function movementOverrunBattleProblems(state: CtsState, side: CtsSide, b: BattleOrder): OverrunProblem[] {
  const out: OverrunProblem[] = [];
  const o = movementOverrunFought(state, side, b);
  if (o) {
    if (b.targets.length !== 1) out.push({ at: ['targets'], code: 'overrun-other-targets', message: `the battle against the Movement Phase overrun of ${o.hex} takes that hex alone`, rule: 'CtS 4.7' });
    const missing = o.units.filter((u) => !b.attackers.includes(u));
    if (missing.length > 0) out.push({ at: ['attackers'], code: 'overrun-units-missing', message: `${missing.join(', ')} made the Movement Phase overrun of ${o.hex} and must make its attack`, rule: 'CtS 4.7' });
    if (b.maximumEffort !== 0 && b.maximumEffort !== o.maximumEffort) {
      out.push({ at: ['maximumEffort'], code: 'overrun-maximum-effort', message: `Maximum Effort ${o.maximumEffort} was declared for the overrun of ${o.hex} in the Movement Phase`, rule: 'CtS 4.7' });
    }
    return out;
  }
  for (const [i, id] of b.attackers.entries()) {
    const elsewhere = movementOverruns(state, side).find((m) => m.units.includes(id));
    if (elsewhere) out.push({ at: ['attackers', i], code: 'overrun-unit-elsewhere', message: `${id} made the Movement Phase overrun of ${elsewhere.hex} and attacks that hex`, rule: 'CtS 4.7' });
  }
  return out;
}

/**
 * CtS 4.7 the battle of a Movement Phase overrun: on the 7-1 column with no further shifts,
 * with the declared Maximum Effort's losses (11.6); retreats and advances as usual (the
 * overrunning side's units passing through never stop in the hex, walk.ts). The overrun is
 * then fought and forgotten.
 */
export function fightMovementOverrun(
  ctx: CtsContext,
  state: CtsState,
  o: MovementOverrun,
  b: BattleOrder,
  dice: Dice,
  label: string,
  standing: { attacker?: AttackStanding; defender?: DefenseStanding },
): { state: CtsState; events: GameEvent[] } {
  const r = resolveBattle(ctx, state, { ...b, maximumEffort: o.maximumEffort }, dice, label, standing, 'movement-overrun');
  const rest = (r.state.movementOverruns ?? []).filter((m) => !(m.side === o.side && m.hex === o.hex));
  const events: GameEvent[] = [
    { type: 'movement-overrun-battle', rule: 'CtS 4.7', target: o.hex, attackers: [...b.attackers], text: `the Movement Phase overrun of ${o.hex} is fought on the 7-1 column with no further shifts` },
    ...r.events,
  ];
  const { movementOverruns: _fought, ...without } = r.state;
  return { state: rest.length > 0 ? { ...without, movementOverruns: rest } : without, events };
}
