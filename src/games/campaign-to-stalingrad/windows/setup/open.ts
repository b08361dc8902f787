import type { DecisionWindow } from '#kernel/engine/ruleset';
import { setupWindowFor } from '#kernel/setup/mode';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { setupArea } from '#games/campaign-to-stalingrad/setup/game-options';

/** A state whose set-up window is open (CtS 35.1). */
export type SetupState = CtsState & { setup: CtsSide };

export const inSetup = (state: CtsState): state is SetupState => state.setup !== undefined;

const RULES: Record<CtsSide, string> = {
  soviet:
    'every unit east of the June 28th line (35.1(1)), AREA, units other than HQs within three hexes of the line where their army\'s focal point is ([Change]); enough units next to the line that no Axis unit can cross it except by combat (35.1(2)); stacking (5.0-5.2). The Kuban Garrison stays within four hexes of S4336 and no other unit sets up there (35.6). Your set-up losses go in the standing setupLosses list (35.1(4)): they are taken when this window closes (the default ones without a list), the Axis sets up seeing them, and they cannot change later.',
  axis:
    'every unit west of the June 28th line (35.1(1)), AREA, units other than HQs within three hexes of the line where their army\'s focal point is ([Change]); enough units next to the line that no Soviet unit can cross it except by combat (35.1(3)); stacking (5.0-5.2). The divisions at Kursk and the Hungarians at Oboyan keep their hexes (35.6). Your two depots start in any hex west of the line: place: {depot: <its hex>, hex} (35.2 [Change]).',
};

/** The open set-up window (CtS 35.1): `T00/<side>-setup`, waiting for that side only. */
export function setupWindow(state: SetupState): DecisionWindow {
  const side = state.setup;
  return setupWindowFor(
    side,
    `${side === 'axis' ? 'Axis' : 'Soviet'} set-up, before turn 1 (CtS 35.1): place: {units, hex} sets units up; ${RULES[side].replace('AREA', setupArea(state) === 'any-hex' ? 'in any hex of your side (game option setupArea: any-hex)' : "inside its army's set-up area")} Units you do not place keep the hex of the historical set-up; the set-up card is reconstructed (scenario data).`,
  );
}
