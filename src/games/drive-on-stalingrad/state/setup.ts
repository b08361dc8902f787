import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import { unitDef } from './units';
import { emptyPhaseFlags, type DosState, type UnitState } from './types';
import type { DosSide } from './sides';
import { emptySupplyRecord } from './supply-record';
import { noArrivals } from './arrivals';
import { noActivation } from './activation';
import { hasSpecialRule } from '../rules/special-rules';
import { initialWeather } from '../rules/weather/determine';
import { setupModeOf } from '#kernel/setup/mode';
import { applyScenarioStart } from '../scenario-rules/uranus/scenario-start';
import { fortsOccupiedAtStart } from '../rules/fortifications';
import { ruleReadingsOf } from './game-options';

/** The weather of game turn 1 (DoS 10.0, reconstructed), when the data has a weather table. */
function weatherAtStart(ctx: DosContext, scenarioId: string): { weather?: string } {
  const w = initialWeather(ctx, scenarioId);
  return w === undefined ? {} : { weather: w };
}

/**
 * The initial state of a scenario (DoS 3.1, 3.2, 4.4, 12.1): the set-up units on the map
 * at full strength (2.13), reinforcements pending, starting control (3.4), German VP 0
 * (4.4), the first side's opening window of game turn 1, or with the game option
 * `setup: players` the first set-up window (12.1); the rule readings of the other game
 * options, kept only when not the default (state/game-options.ts).
 */
export function setupScenario(ctx: DosContext, scenarioId: string, options?: Record<string, unknown>): DosState {
  const scenario = scenarioOf(ctx, scenarioId);
  const firstToSetUp = setupModeOf(options) === 'players' ? scenario.data.playerSetup?.[0] : undefined; // DoS 12.1
  const rules = ruleReadingsOf(options); // the rule readings a club chose (DoS 5.6, 11.14, 11.23)
  const units: Record<string, UnitState> = {};
  const entries: [string, UnitState][] = [];
  for (const p of scenario.setup) {
    entries.push([p.unit, { hex: p.hex, steps: unitDef(ctx, p.unit).steps, status: 'on-map' }]);
  }
  for (const r of scenario.data.reinforcements) {
    if (!entries.some(([id]) => id === r.unit)) {
      entries.push([r.unit, { hex: null, steps: unitDef(ctx, r.unit).steps, status: 'pending' }]);
    }
  }
  for (const [id, u] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (unitDef(ctx, id).untried) u.revealed = false;
    units[id] = u;
  }
  return applyScenarioStart(ctx, {
    scenario: scenarioId,
    turn: 1,
    at: { side: scenario.data.firstSide as DosSide, step: 0 },
    phaseOrder: null,
    oneTime: {},
    units,
    control: {},
    vp: 0,
    fortsDestroyed: fortsOccupiedAtStart(ctx, units), // DoS 11.23: in place at the start unless occupied
    armyRestrictionsLifted: false,
    oRingIntact: hasSpecialRule(ctx, { scenario: scenarioId }, 'o-ring'), // DoS 11.24: Operation Blue only
    standing: {},
    arrivals: noArrivals(),
    activation: noActivation(),
    phase: emptyPhaseFlags(),
    supply: emptySupplyRecord(),
    ...weatherAtStart(ctx, scenarioId),
    ...(firstToSetUp ? { setup: firstToSetUp } : {}),
    ...(rules ? { rules } : {}),
    ended: null,
  }); // DoS Uranus U-5: Taman active
}
