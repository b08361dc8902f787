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
