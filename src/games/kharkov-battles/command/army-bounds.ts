import { rowOf } from '../data/ids';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';

/** KB 20.1 item 7: the southernmost hex row the Soviet 38th Army (yellow icon) may stand in (digest A40: row 49 itself is allowed). */
export const THIRTY_EIGHTH_ARMY_ROW = 49;
const THIRTY_EIGHTH_ARMY_COLOUR = 'yellow';

const bound = (ctx: KbContext, state: KbState, unit: string): boolean => {
  const def = ctx.unit(unit);
  return state.scenario === 'operation-star' && def.side === 'soviet' && def.colour === THIRTY_EIGHTH_ARMY_COLOUR;
};

/**
 * KB 20.1 item 7: the southernmost hex row `unit` may move into, or null when no bound
 * holds it (only Operation Star's 38th Army). The movement judge gives it to the movement
 * rules (game/judge/mover.ts; rules/movement/step.ts `outOfBounds`, `southOfBound`), so
 * that the check, the Movement Phase and the options all read it.
 *
 * The reading: "move" is movement, the Movement Phase's moves (Tactical and Strategic
 * Movement, Mobile Infiltration, Overruns and the hex a Mobile Assault enters). Advances and
 * retreats after combat "are not considered movement" (10.54), and the rule itself foresees
 * a retreat south ("if forced to retreat south, they must move north as soon as possible"):
 * neither is bound. A unit left south of the bound may move only north while it is there.
 */
export function armyBoundRow(ctx: KbContext, state: KbState, unit: string): number | null {
  return bound(ctx, state, unit) ? THIRTY_EIGHTH_ARMY_ROW : null;
}

/**
 * KB 20.1 item 7: 38th Army units a retreat has left south of row 49, which must move north
 * as soon as possible (options/north-duty.ts: in the first Movement Phase of their side in
 * which they can), sorted.
 */
export function southOfArmyBound(ctx: KbContext, state: KbState): string[] {
  return Object.values(state.units)
    .filter((u) => u.where === 'map' && u.hex !== null && bound(ctx, state, u.id) && rowOf(u.hex) < THIRTY_EIGHTH_ARMY_ROW)
    .map((u) => u.id)
    .sort();
}
