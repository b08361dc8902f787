import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import type { PrepData } from '#games/kharkov-battles/preparation/step';
import type { KbState } from '#games/kharkov-battles/state/types';
import { realStart } from './victory-fixtures';
import { UNITS } from './state-fixtures';
import { kbContext } from '#games/kharkov-battles/state/context';

const BUNDLE = KbBundleSchema.parse(bundleJson);

/**
 * A scenario of the real bundle at its set-up, moved to `turn`'s Preparation Stage (the
 * position as the set-up left it, unless the test changes it): the data the Preparation
 * windows read, built from the bundle as the game builds it.
 */
export function realPrep(scenario: KbScenarioId, turn: number, change: (s: KbState) => KbState = (s) => s): { data: PrepData; state: KbState } {
  const { view, state } = realStart(scenario);
  const forces = BUNDLE.scenarios[scenario]!;
  const data: PrepData = { ctx: kbContext(UNITS, view.map), forces, trt: BUNDLE.trts[scenario]!, tables: BUNDLE.tables, entryAreas: view.data.entryAreas };
  return { data, state: change({ ...state, at: { turn, stage: 'preparation', phase: 'maintenance' } }) };
}

/**
 * Operation Star's position some way into the game (for turn 5): Replacement, Support and
 * Air Points in hand; LAH's first regiment reduced; the LVII PanzerKorps HQ, the 228th StuG
 * battalion and the 6th Army HQ due back from the TRT on turn 5; the city at KB1905 retaken
 * by the Soviet. `more` changes further units (given the units as they stood; what it
 * returns is laid under the changes above).
 */
export function wornStar(s: KbState, more: (units: KbState['units']) => KbState['units'] = () => ({})): KbState {
  const u = s.units;
  const trt = (id: string) => ({ ...u[id]!, where: 'trt' as const, hex: null, returnTurn: 5 });
  return {
    ...s,
    airPoints: { axis: 4, soviet: 3 },
    supportPoints: 2,
    replacementPoints: { axis: { mech: 2, nonMech: 2 }, soviet: { mech: 1, nonMech: 2 } },
    owner: { ...s.owner, '1905': 'soviet' },
    units: { ...u, ...more(u), 'ger-1-lah': { ...u['ger-1-lah']!, steps: 2 }, 'ger-57-pzk': trt('ger-57-pzk'), 'ger-228-stg': trt('ger-228-stg'), 'sov-6a-hq-kb': trt('sov-6a-hq-kb') },
  };
}
