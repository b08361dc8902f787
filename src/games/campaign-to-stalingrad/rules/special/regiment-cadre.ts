import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '../../data/context';
import type { CtsState } from '../../state/types';
import { unitsChanged, unitWith } from '../../state/unit-record';
import { occupancy } from '../occupancy';
import { checkStacking } from '../stacking';
import { isFrontOrArmyGroupHq, rebuilt } from '../replacements/cadre-rebuild';

/** CtS 30.1 (3), 21.5 (2) "Units which participated in combat in the previous Combat Phase may not receive Replacements": a division the regiment may not build up, on the map or from the Cadre Box. */
export const foughtProblem = (division: string): { code: string; message: string; rule: string } => ({ code: 'fought', message: `${division} took part in the Combat Phase just before (CtS 21.5(2))`, rule: 'CtS 30.1' });

/**
 * CtS 30.1 (3) "A regiment may be used just like a infantry replacement to build up a German
 * infantry division one step. Follow normal Replacement procedures and restrictions." with
 * 21.4 "For a unit in the Cadre Box to receive a Replacement, the Replacement must be stacked
 * on a Front or Army Group HQ": why `regiment` (on the map) may not bring `division` (in the
 * Cadre Box) back, or an empty list. The regiment stands on an Army Group HQ (a Front HQ is
 * Soviet) and the division comes back into that hex, where it must have room to stack (5.0)
 * once the regiment has left. Played from engine cts-7 (readings.ts `regimentRebuildsCadre`).
 */
export function regimentCadreProblems(ctx: CtsContext, state: CtsState, regiment: string, division: string): { code: string; message: string; rule: string }[] {
  const r = state.units[regiment]!;
  const dSpec = ctx.units.get(division)!;
  if (state.units[division]?.attacked) return [foughtProblem(dSpec.name)]; // 21.5 (2), as for a division on the map
  const occ = occupancy(ctx, state);
  const here = r.hex === null ? [] : occ.at(r.hex, 'axis');
  if (!here.some((p) => isFrontOrArmyGroupHq(p.spec.type))) return [{ code: 'not-on-hq', message: `to bring ${dSpec.name} back from the Cadre Box the regiment must be stacked on an Army Group HQ (CtS 21.4)`, rule: 'CtS 30.1' }];
  const stack = checkStacking(ctx, [...here.map((p) => p.spec).filter((s) => s.id !== regiment), dSpec]);
  if (!stack.ok) return [{ code: stack.code, message: stack.message, rule: stack.rule }];
  return [];
}

/** CtS 30.1 (3), 21.4: carries out what regimentCadreProblems allows: the division in the regiment's hex at its lowest step, the regiment off the map. */
export function applyRegimentCadre(ctx: CtsContext, state: CtsState, regiment: string, division: string): { state: CtsState; events: GameEvent[] } {
  const hex = state.units[regiment]!.hex!;
  const units = unitsChanged(state.units, [regiment, division], (u, id) => (id === regiment ? unitWith(u, { where: 'withdrawn', hex: null }) : rebuilt(u, hex)));
  const text = `${ctx.units.get(regiment)!.name}, stacked on an Army Group HQ in ${hex}, brings ${ctx.units.get(division)!.name} back from the Cadre Box there at its lowest step and leaves the map`;
  return { state: { ...state, units }, events: [{ type: 'cadre-rebuilt', rule: 'CtS 30.1', unit: division, replacement: regiment, hex, steps: 1, text }] };
}
