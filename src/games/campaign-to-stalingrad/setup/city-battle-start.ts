import { hexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { OpeningCityBattle } from '../data/scenario-extras';
import { firstSectionAlong, sectionOwners } from '../rules/city/display-sections';
import { majorCityBattlesOn } from '../rules/city/switch';
import type { CityBattle, CtsState } from '../state/types';

/**
 * CtS 36.1 STALINGRAD: "The Soviet Player has control of 1/4 of Major City hex 4209. His
 * Access hexsides are those adjacent to the Volga River. The Soviet Player may start 3
 * divisions from his 62nd Army in this hex at the start of the game (place on the Major City
 * Battle Display)." The game opens with a Major City Battle (24.0) for the hex; the shipped
 * set-up puts the divisions in it, beside the Axis units that hold the other three quarters.
 *
 * The battle's record, as the model of rules/city needs it (a reading, documented):
 * - `attacker` is the Soviet, `quarters` his share (1): the side whose arc of sections keeps
 *   its start when quarters change hands (24.4, display-sections.ts), so his arc stays anchored
 *   on the Volga whichever way the battle goes, as 36.1 anchors it;
 * - his sections (24.2: a quarter gives two) are the first, in the grid's direction order,
 *   whose hexside is the Volga, and the one after it, which meets the river at its corner
 *   ("adjacent to the Volga River"); the Axis holds the other four;
 * - `since` is the scenario's first Game Turn: the battle is under way when the game opens.
 * A game without the Major City Battle rules keeps no battle (the hex is the Axis's, 7.0).
 */
export function openingCityBattles(ctx: CtsContext, state: CtsState, opening: readonly OpeningCityBattle[] | undefined): CtsState {
  if (!opening || opening.length === 0 || !majorCityBattlesOn(ctx, state)) return state;
  const battles: Record<string, CityBattle> = {};
  for (const c of opening) {
    const hex = hexId(c.hex);
    const quarters = Math.round(c.soviet.share * 4);
    battles[hex] = { attacker: 'soviet', quarters, since: state.turn, sections: sectionOwners({ attacker: 'soviet', quarters }, firstSectionAlong(ctx, hex, c.soviet.access)) };
  }
  return { ...state, cityBattles: battles };
}
