import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../../data/context';
import type { UnitSpec } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { playsSection } from '../sections';

/** CtS 28.0: a Soviet Artillery Division. */
export const isArtilleryDivision = (spec: Pick<UnitSpec, 'type'>): boolean => spec.type === 'artillery';

/** One attacker of a Combat as the 28.1 test needs it: its id, its hex, whether it is an Artillery Division. */
export interface AttackerAt {
  id: string;
  hex: HexId;
  artillery: boolean;
}

/**
 * CtS 28.1: "An Artillery Division does not have to be adjacent to an enemy unit for it to
 * attack (although it can be). An Artillery Division can add its Combat Factor to an Attack
 * if it is adjacent to a friendly unit which is involved in the attack." The Artillery
 * Divisions of `attackers` that join the Combat that way, from next to (or stacked with) a
 * friendly unit involved in it, wherever they stand towards the targets; only in a game that
 * plays Section II.
 *
 * Involved from the start are the other attackers next to a target; an Artillery Division
 * that joins is involved in turn, so another may join from next to it (the text names any
 * friendly unit involved, an Artillery Division too). Such a division is not held to 10.1
 * (6), (7) either: it joins from next to a friendly unit, not from next to the targets.
 */
export function artilleryJoining(ctx: CtsContext, state: CtsState, attackers: readonly AttackerAt[], targets: readonly HexId[]): Set<string> {
  const joined = new Set<string>();
  if (!playsSection(ctx, state, 2)) return joined;
  const nextTo = (a: HexId, b: HexId): boolean => ctx.map.grid.direction(a, b) !== null;
  const onMapTargets = targets.filter((t) => ctx.map.has(t));
  const involved = attackers.filter((a) => onMapTargets.some((t) => nextTo(a.hex, t)));
  const waiting = attackers.filter((a) => a.artillery);
  for (let grew = true; grew; ) {
    grew = false;
    for (const a of waiting) {
      if (joined.has(a.id)) continue;
      if (involved.some((f) => f.id !== a.id && (f.hex === a.hex || nextTo(a.hex, f.hex)))) {
        joined.add(a.id);
        involved.push(a);
        grew = true;
      }
    }
  }
  return joined;
}
