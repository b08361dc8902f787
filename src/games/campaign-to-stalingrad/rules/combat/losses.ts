import type { Participant } from './participants';
import { isHq } from '../unit-kind';
import { faceOf } from '../unit-values';

/** The steps one unit loses in one battle. */
export interface StepLoss {
  unit: string;
  steps: number;
  eliminated: boolean;
}

/**
 * CtS 10.5 distributing `count` step losses among one side's units, the owner's choice
 * carried by `preference` (ids first to lose, then the default: the weakest current
 * attack + defense, then the lower id): (1) no unit takes a second step until every other
 * non-HQ unit has taken its first; (2) when the side gained Armor Superiority or
 * prevented the enemy's, its first loss, and its first second-step loss, come from a unit
 * that counted for it (`armorUnits`); (3) HQs lose steps only when every other unit is
 * eliminated. Never more than the side has.
 */
export function distributeLosses(units: readonly Participant[], count: number, preference: readonly string[], armorUnits: ReadonlySet<string>): StepLoss[] {
  const left = new Map(units.map((u) => [u.spec.id, u.state.steps]));
  const taken = new Map(units.map((u) => [u.spec.id, 0]));
  for (let n = 0; n < count; n++) {
    const alive = units.filter((u) => left.get(u.spec.id)! > 0);
    const others = alive.filter((u) => !isHq(u.spec));
    const pool = others.length > 0 ? others : alive;
    if (pool.length === 0) break;
    const least = Math.min(...pool.map((u) => taken.get(u.spec.id)!));
    let candidates = pool.filter((u) => taken.get(u.spec.id) === least);
    const roundStarts = candidates.length === pool.length; // nobody has begun this round of losses
    if ((least === 0 || least === 1) && roundStarts && candidates.some((u) => armorUnits.has(u.spec.id))) {
      candidates = candidates.filter((u) => armorUnits.has(u.spec.id));
    }
    const pick = [...candidates].sort((a, b) => lossOrder(lossRank(a, preference, left), lossRank(b, preference, left)))[0]!;
    left.set(pick.spec.id, left.get(pick.spec.id)! - 1);
    taken.set(pick.spec.id, taken.get(pick.spec.id)! + 1);
  }
  return units
    .filter((u) => taken.get(u.spec.id)! > 0)
    .map((u) => ({ unit: u.spec.id, steps: taken.get(u.spec.id)!, eliminated: left.get(u.spec.id)! === 0 }));
}

/** 10.5: where a unit stands to lose the next step: the owner's preference, then the weakest current attack + defense, then the lower id. */
function lossRank(u: Participant, preference: readonly string[], left: ReadonlyMap<string, number>): [number, number, string] {
  const i = preference.indexOf(u.spec.id);
  const f = faceOf(u.spec, { steps: left.get(u.spec.id)! });
  return [i < 0 ? preference.length : i, f.attack + f.defense, u.spec.id];
}

const lossOrder = ([ra, sa, ia]: [number, number, string], [rb, sb, ib]: [number, number, string]): number => ra - rb || sa - sb || (ia < ib ? -1 : ia > ib ? 1 : 0);

/**
 * CtS 12.5 [Change]: a mixed stack of German and allied units that declared its Determined
 * Defense at the German rate takes the `extra` losses the Determined Defense added from its
 * German units (`extraFrom`) only, then the `count` others as 10.5 distributes them among
 * every unit with steps left.
 */
export function distributeWithExtras(units: readonly Participant[], count: number, extraFrom: ReadonlySet<string>, extra: number, preference: readonly string[], armorUnits: ReadonlySet<string>): StepLoss[] {
  const first = distributeLosses(units.filter((u) => extraFrom.has(u.spec.id)), extra, preference, armorUnits);
  const takenFirst = new Map(first.map((l) => [l.unit, l.steps]));
  const left = units.map((u) => ({ ...u, state: { ...u.state, steps: u.state.steps - (takenFirst.get(u.spec.id) ?? 0) } }));
  const second = distributeLosses(left.filter((u) => u.state.steps > 0), count, preference, armorUnits);
  const takenSecond = new Map(second.map((l) => [l.unit, l.steps]));
  return units
    .map((u) => ({ u, steps: (takenFirst.get(u.spec.id) ?? 0) + (takenSecond.get(u.spec.id) ?? 0) }))
    .filter((x) => x.steps > 0)
    .map((x) => ({ unit: x.u.spec.id, steps: x.steps, eliminated: x.steps >= x.u.state.steps }));
}
