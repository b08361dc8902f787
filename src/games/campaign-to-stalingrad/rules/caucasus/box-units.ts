import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import { isNonCombat } from '../unit-kind';
import type { BoxUnit } from './box-battle';
import type { CaucasusBox } from './box-order';

/** The units of `side` in `box` (33.0: off the map, the box on their record), in id order. */
export function unitsInBox(ctx: CtsContext, state: CtsState, box: OffMapBox, side: CtsSide): BoxUnit[] {
  return Object.keys(state.units)
    .sort()
    .map((id) => ({ spec: ctx.units.get(id)!, state: state.units[id]! }))
    .filter((u) => u.spec !== undefined && u.spec.side === side && u.state.where === 'off-map' && u.state.box === box && u.state.steps > 0);
}

/** The units that fight in a box: every unit but the non-combat ones (Depots, replacements, 10.1.5). */
export const combatUnits = (us: readonly BoxUnit[]): BoxUnit[] => us.filter((u) => !isNonCombat(u.spec));

/** CtS 34.1, 34.9: whether `side` has already attacked, or advanced unopposed, in `box` this player turn. */
export function boxFought(state: CtsState, side: CtsSide, box: CaucasusBox): boolean {
  const b = state.boxBattles;
  return b !== undefined && b.turn === state.turn && b.side === side && b.boxes.includes(box);
}

/** The state with `box` recorded as fought in by `side` this player turn. */
export function withBoxFought(state: CtsState, side: CtsSide, box: CaucasusBox): CtsState {
  const b = state.boxBattles;
  const earlier = b !== undefined && b.turn === state.turn && b.side === side ? b.boxes : [];
  return { ...state, boxBattles: { turn: state.turn, side, boxes: [...earlier, box] } };
}
