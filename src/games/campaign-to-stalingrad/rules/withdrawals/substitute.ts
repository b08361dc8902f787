import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { Withdrawal } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { isIsolated } from '../communication';
import type { Occupancy } from '../occupancy';
import { faceOf } from '../unit-values';

/**
 * CtS 20.3: whether a unit may go for a Withdrawal: the named unit itself; else (the named
 * unit Isolated, eliminated, or the owner preferring another) a unit of the same type whose
 * current Combat Strength is at least the named unit's full strength; for a Withdrawal of
 * a type (the errata's "any Soviet Tank Corps"), any unit of that type (and size, when given: 3E's corps, not its brigades). Only units on the map.
 */
export function mayGoFor(ctx: CtsContext, state: CtsState, w: Withdrawal, unit: string): boolean {
  const spec = ctx.units.get(unit);
  const u = state.units[unit];
  if (!spec || !u || spec.side !== w.side || u.where !== 'map' || u.steps < 1) return false;
  if (w.type !== undefined) return spec.type === w.type && (w.size === undefined || spec.size === w.size);
  if (unit === w.unit) return true;
  const named = ctx.units.get(w.unit!)!;
  return spec.type === named.type && faceOf(spec, u).attack >= named.faces[0]!.attack;
}

/**
 * Which unit goes (20.1, 20.3): the first of the owner's standing choices for this turn that may go;
 * else the named unit when it is on the map and not Isolated; else the substitute with the
 * most steps (fewest replacements owed, 20.2), then the weakest, then the lowest id, that is
 * not Isolated; else the named unit wherever it is (Isolated, off the map or in the Cadre
 * Box: it leaves play all the same, owing its missing steps). Null: nothing can go.
 */
export function chooseWithdrawal(ctx: CtsContext, state: CtsState, occ: Occupancy, enemyBonds: BondMap, w: Withdrawal, preferred: readonly string[]): { unit: string; substitute: boolean } | null {
  const isolated = (id: string): boolean => isIsolated(ctx, state, occ, w.side, state.units[id]!.hex!, enemyBonds);
  const sub = (id: string) => ({ unit: id, substitute: w.unit !== undefined && id !== w.unit });
  const mine = preferred.find((id) => mayGoFor(ctx, state, w, id));
  if (mine !== undefined) return sub(mine);
  if (w.unit !== undefined && mayGoFor(ctx, state, w, w.unit) && !isolated(w.unit)) return sub(w.unit);
  const candidates = Object.keys(state.units)
    .filter((id) => id !== w.unit && mayGoFor(ctx, state, w, id) && !isolated(id))
    .map((id) => ({ id, steps: state.units[id]!.steps, attack: faceOf(ctx.units.get(id)!, state.units[id]!).attack }))
    .sort((a, b) => b.steps - a.steps || a.attack - b.attack || (a.id < b.id ? -1 : 1));
  if (candidates[0]) return sub(candidates[0].id);
  const named = w.unit !== undefined ? state.units[w.unit] : undefined;
  if (named && (named.where === 'map' || named.where === 'off-map' || named.where === 'cadre')) return sub(w.unit!);
  return null;
}
