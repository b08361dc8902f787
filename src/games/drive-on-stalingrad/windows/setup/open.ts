import type { DecisionWindow } from '#kernel/engine/ruleset';
import { windowId } from '#kernel/ids';
import { setupWindowFor, setupWindowName } from '#kernel/setup/mode';
import { sideName, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

/** A state whose set-up window is open (DoS 12.1). */
export type SetupState = DosState & { setup: DosSide };

export const inSetup = (state: DosState): state is SetupState => state.setup !== undefined;

export const setupWindowId = (side: DosSide) => windowId(setupWindowName(side));

const RULES: Record<DosSide, string> = {
  soviet:
    "spread the units of the front-line hexes over the front-line hexes (the Soviet-held start line) as you like, each front-line army on the hexes opposite the German-side armies it faces, with whose release it activates (DoS 3.2): every front-line hex must hold at least one Soviet unit when the set-up is completed, with normal stacking (DoS 12.1, 6.1-6.4). The other Soviet units keep their hexes.",
  german:
    "set up each unit inside its army's set-up area (2A, 4PA, 2H, 6A, 1PA, 17A, St = Stalino, K = Kharkhov) on the German side of the start line, with normal stacking (DoS 12.1, 6.1-6.4); you may set up next to Soviet units. A starting unit of no listed army goes in any German-held hex of an army area west of the start line, no more than one such unit a hex, and joins the army of that area (DoS 12.1, 3.2).",
};

/** The open set-up window of `state.setup`'s side (DoS 12.1). */
export function setupWindow(state: SetupState): DecisionWindow {
  const side = state.setup;
  return setupWindowFor(side, `${sideName(side)} set-up, before game turn 1: ${RULES[side]} Units you do not place keep the hex of the historical set-up.`);
}

