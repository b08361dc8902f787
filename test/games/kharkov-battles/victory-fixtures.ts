import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { loadChits } from '../../../scenarios/kharkov-battles/compile/chits';
import { loadScenarioForces } from '../../../scenarios/kharkov-battles/compile/setup';
import { hexId } from '#kernel/ids';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { createMapView, type KbMapView } from '#games/kharkov-battles/data/map-view';
import type { KbScenarioId, KbSide } from '#games/kharkov-battles/data/ids';
import { initialState } from '#games/kharkov-battles/setup/initial-state';
import { kbContext, type KbContext } from '#games/kharkov-battles/state/context';
import type { KbState, TurnPointer } from '#games/kharkov-battles/state/types';
import { UNITS } from './state-fixtures';

/** The state with these hexes' owners set (2.3), everything else as it was. */
export const owning = (state: KbState, owners: Record<string, KbSide>): KbState => ({ ...state, owner: { ...state.owner, ...owners } });

/** Every hex of the state owned by one side. */
export const allOwnedBy = (state: KbState, side: KbSide): KbState => ({ ...state, owner: Object.fromEntries(Object.keys(state.owner).map((h) => [h, side])) });

/** The state in a scenario at a point of the Sequence of Play (default: the End Turn phase of `turn`). */
export const at = (state: KbState, scenario: KbScenarioId, turn: number, where: Partial<TurnPointer> = {}): KbState => ({
  ...state,
  scenario,
  map: scenario === 'second-kharkov' ? 'KH' : 'KB',
  at: { turn, stage: 'end-turn', phase: 'end-turn', ...where },
});

export const h = hexId;

/** The compiled maps and a scenario's state at set-up, on the real data. */
const MAPS = KbBundleSchema.parse(bundleJson).maps;
export function realStart(scenario: KbScenarioId): { view: KbMapView; ctx: KbContext; state: KbState } {
  const forces = loadScenarioForces(scenario, UNITS);
  const view = createMapView(MAPS[forces.map]);
  const state = initialState({ forces, units: UNITS, chits: loadChits(), map: view });
  return { view, ctx: kbContext(UNITS, view.map), state };
}
