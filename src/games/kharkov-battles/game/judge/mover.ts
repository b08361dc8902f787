import type { HexId } from '#kernel/ids';
import { armyBoundRow } from '../../command/army-bounds';
import type { Mover, TowardAllowance } from '../../rules/movement/mover';
import { movementAllowance } from '../../rules/supply/mpa';
import type { KbContext } from '../../state/context';
import type { KbState } from '../../state/types';
import { isCadre, isHq, isMultiStep } from '../../state/unit-status';

/**
 * A unit as the movement rules see it on this state: its class and kind, its supply state
 * from the last MSDP, and its Movement Point Allowance this turn (rules/supply/mpa.ts: KB
 * 2.71 the cadre MPA, 8.32c-d, 8.33c-d out of supply or isolated, 9.4 Limited Support).
 * KB 9.42: a cadre with a 'Limited Support' marker keeps its full MPA for a move toward a
 * friendly supply source or HQ unit; which moves those are depends on the path
 * (rules/movement/toward.ts), so the mover carries the full MPA and the hexes it may lead
 * toward: `sources`, the side's supply sources in the scenario (KB 8.2), and the hexes of
 * the side's HQ units on the map now.
 * KB 20.2: in Second Kharkov a Soviet unit may use Mobile Infiltration on turn 1 only.
 * KB 20.1: in Operation Star a 38th Army unit never moves south of row 49 (army-bounds.ts).
 */
export function moverOn(ctx: KbContext, state: KbState, unit: string, sources: readonly HexId[]): Mover {
  const def = ctx.unit(unit);
  const st = state.units[unit]!;
  const cadre = isCadre(def, st);
  const printed = cadre ? (def.cadreMpa ?? def.mpa) : def.mpa;
  const facts = { mpa: printed, mechanized: def.class === 'mechanized', supply: st.supply, limitedSupport: st.marks.limitedSupport, cadre };
  const { mpa } = movementAllowance(facts);
  const full = movementAllowance({ ...facts, towardSourceOrHq: true }).mpa;
  const toward: { toward?: TowardAllowance } = full > mpa ? { toward: { allowance: full, targets: towardTargets(ctx, state, unit, sources) } } : {};
  const barred = state.scenario === 'second-kharkov' && def.side === 'soviet' && state.at.turn > 1 ? { infiltrationBarred: 'KB 20.2' } : {};
  const row = armyBoundRow(ctx, state, unit); // KB 20.1
  return { side: def.side, class: def.class, nationality: def.nationality, kind: def.kind, multiStep: isMultiStep(def, st), supply: st.supply, allowance: mpa, ...toward, ...barred, ...(row === null ? {} : { southernmostRow: row }) };
}

/** KB 9.42: the side's supply sources and the hexes of its other HQ units on the map, sorted, once each. */
function towardTargets(ctx: KbContext, state: KbState, unit: string, sources: readonly HexId[]): HexId[] {
  const side = ctx.unit(unit).side;
  const hqs = Object.values(state.units).filter((u) => u.id !== unit && u.where === 'map' && u.hex !== null && isHq(ctx.unit(u.id)) && ctx.unit(u.id).side === side).map((u) => u.hex!);
  return [...new Set([...sources, ...hqs])].sort();
}
