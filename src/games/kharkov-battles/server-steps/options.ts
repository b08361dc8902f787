import type { GameOptionInfo } from '#kernel/engine/ruleset';
import type { KbScenarioId } from '../data/ids';
import type { TurnPlanOptions } from '../sequence/windows';

const ON_OFF = ['off', 'on'];

/** KB 20.1 Optional Historical Limitation (fuel): the Popov roll at the MSDP from turn 6. */
export const HISTORICAL_FUEL: GameOptionInfo = {
  name: 'historicalFuel',
  values: ON_OFF,
  default: 'off',
  rule: 'KB 20.1',
  description: "on: from turn 6 the Soviet player rolls at the beginning of each MSDP; 4 or less puts Popov 'Out of Gas' for the rest of the game, and his orange and pink mechanized units then roll on the C&C Table at -3 every Command Phase and lose the Winter Combat Bonus",
};

/** KB 20.1 Optional Historical Limitation (turn 0): orange-icon mechanized units do not move. */
export const HISTORICAL_TURN_ZERO: GameOptionInfo = {
  name: 'historicalTurnZero',
  values: ON_OFF,
  default: 'off',
  rule: 'KB 20.1',
  description: "on: Soviet mechanized units with an orange icon may not move on turn 0 (the 18th Tank Corps may still make a Prepared Assault)",
};

/** KB 9.2: "If both players agree", the TRT's historical Support Points instead of the Support Table. */
export const SUPPORT_POINTS: GameOptionInfo = {
  name: 'supportPoints',
  values: ['table', 'trt'],
  default: 'table',
  rule: 'KB 9.2',
  description: 'table: the Axis player rolls on the Support Table each Mutual Maintenance Phase (none on turn 1); trt: both players agree to the historical number printed on the Turn Record Track',
};

/** KB 2.72 Optional Soviet Hidden Strength: rifle divisions set up and arrive by random draws from the Replacement Pool. */
export const HIDDEN_STRENGTH: GameOptionInfo = {
  name: 'hiddenStrength',
  values: ON_OFF,
  default: 'off',
  rule: 'KB 2.72',
  description: "on: every Soviet rifle division (not Guards) is drawn at random from the Replacement Pool for each set-up place and each rifle-division reinforcement, and shows the Axis its 'Untried' face until it first fights or takes a loss; any Soviet HQ gives Command & Control (13.2)",
};

/**
 * The game options a scenario may be created with: the optional rules of 20.1-20.3 and the
 * agreements the rules leave to the players, each with its rule and default. Second Kharkov
 * takes its Support Points strictly from the TRT (20.2) and Third Kharkov needs none (20.3),
 * so neither offers the Support Point choice. Every scenario offers 2.72's hidden strengths.
 */
export function kbGameOptions(scenario: KbScenarioId): GameOptionInfo[] {
  const offered = scenario === 'operation-star' ? [HISTORICAL_FUEL, HISTORICAL_TURN_ZERO, SUPPORT_POINTS, HIDDEN_STRENGTH] : [HIDDEN_STRENGTH];
  return offered.map((o) => ({ ...o, values: [...o.values] }));
}

/** The options as the steps read them, each at its default when absent. */
export interface KbOptionsRead extends Required<TurnPlanOptions> {
  /** KB 9.2: the TRT's number by agreement. */
  historicalSupport: boolean;
  /** KB 2.72 optional: rifle divisions drawn from the pool, 'Untried' to the Axis. */
  hiddenStrength: boolean;
}

export function readOptions(scenario: KbScenarioId, options: Readonly<Record<string, string>>): KbOptionsRead {
  const offered = new Set(kbGameOptions(scenario).map((o) => o.name));
  const pick = (o: GameOptionInfo): string => (offered.has(o.name) ? options[o.name] ?? o.default : o.default);
  return {
    historicalFuel: pick(HISTORICAL_FUEL) === 'on',
    historicalTurnZero: pick(HISTORICAL_TURN_ZERO) === 'on',
    historicalSupport: pick(SUPPORT_POINTS) === 'trt',
    hiddenStrength: pick(HIDDEN_STRENGTH) === 'on',
  };
}
