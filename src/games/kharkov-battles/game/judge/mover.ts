import { armyBoundRow } from '../../command/army-bounds';
import type { Mover } from '../../rules/movement/mover';
import { movementAllowance } from '../../rules/supply/mpa';
import type { KbContext } from '../../state/context';
import type { KbState } from '../../state/types';
import { isCadre, isMultiStep } from '../../state/unit-status';

/**
 * A unit as the movement rules see it on this state: its class and kind, its supply state
 * from the last MSDP, and its Movement Point Allowance this turn (rules/supply/mpa.ts: KB
 * 2.71 the cadre MPA, 8.32c-d, 8.33c-d out of supply or isolated, 9.4 Limited Support).
 * KB 9.42's full MPA for a cadre moving toward a source or HQ depends on the path, which
 * the allowance is asked before: the halved allowance is given.
 * KB 20.2: in Second Kharkov a Soviet unit may use Mobile Infiltration on turn 1 only.
 * KB 20.1: in Operation Star a 38th Army unit never moves south of row 49 (army-bounds.ts).
 */
export function moverOn(ctx: KbContext, state: KbState, unit: string): Mover {
  const def = ctx.unit(unit);
  const st = state.units[unit]!;
  const cadre = isCadre(def, st);
  const printed = cadre ? (def.cadreMpa ?? def.mpa) : def.mpa;
  const { mpa } = movementAllowance({ mpa: printed, mechanized: def.class === 'mechanized', supply: st.supply, limitedSupport: st.marks.limitedSupport, cadre });
  const barred = state.scenario === 'second-kharkov' && def.side === 'soviet' && state.at.turn > 1 ? { infiltrationBarred: 'KB 20.2' } : {};
  const row = armyBoundRow(ctx, state, unit); // KB 20.1
  return { side: def.side, class: def.class, nationality: def.nationality, kind: def.kind, multiStep: isMultiStep(def, st), supply: st.supply, allowance: mpa, ...barred, ...(row === null ? {} : { southernmostRow: row }) };
}
