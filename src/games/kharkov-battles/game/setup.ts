import { noDice } from '#kernel/dice/no-dice';
import type { KbScenarioId } from '../data/ids';
import { kbGameOptions, SERVER_RECORD_AT_START } from '../server-steps/index';
import { firstPosition } from '../sequence/position';
import { isKbScenario } from '../sequence/scenarios';
import { initialState } from '../setup/initial-state';
import { runToWindow } from './advance';
import type { KbEnv } from './env';
import { openingId } from './opening';
import type { KbGame } from './types';

/**
 * The game options of a scenario read from a creation request (KB 20.1-20.3): each option
 * the scenario offers at the value given, else its default. A value not among the option's
 * values throws, naming the option and its rule; names the scenario does not offer are left
 * to the service (deadlines, set-up mode …).
 */
export function readGameOptions(scenario: KbScenarioId, given: Readonly<Record<string, unknown>> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of kbGameOptions(scenario)) {
    const v = given[o.name];
    if (v === undefined) {
      out[o.name] = o.default;
      continue;
    }
    if (typeof v !== 'string' || !o.values.includes(v)) throw new Error(`option ${o.name} (${o.rule}) takes ${o.values.join(' or ')}, not ${JSON.stringify(v)}`);
    out[o.name] = v;
  }
  return out;
}

/**
 * A new game of a scenario (KB 20.1-20.3): the set-up (setup/initial-state.ts), then the
 * server's steps up to the first window (Operation Star: T00/soviet-movement; Second
 * Kharkov: T01/axis-preparation; Third Kharkov: T11/axis-preparation). The set-up has no
 * dice: from the first step that rolls (Operation Star's turn-0 Command & Control, 13.2;
 * Third Kharkov's MUD? roll, 19.1) the steps to the first window are left pending, and the
 * game opens at its opening (`T00/opening`, `T11/opening`: opening.ts), a server window
 * that rolls them before the first file is written. (Engine kb-1 ran them when the first
 * window closed; its archives do not replay under kb-2, whose rules fixes change results and
 * whose units keep their C&C result, docs/kharkov-battles-game.md.)
 */
export function setupGame(env: KbEnv, scenario: string, options: Readonly<Record<string, unknown>> = {}): KbGame {
  if (!isKbScenario(scenario)) throw new Error(`Kharkov Battles has no scenario "${scenario}"`);
  const forces = env.bundle.scenarios[scenario];
  const state = initialState({ forces, units: env.units, chits: env.bundle.chits, map: env.view(forces.map), trt: env.bundle.trts[scenario] });
  const game: KbGame = {
    state,
    scenario,
    position: firstPosition(scenario),
    pending: null,
    options: readGameOptions(scenario, options),
    standing: { axis: null, soviet: null },
    record: SERVER_RECORD_AT_START(scenario),
    pause: null,
    result: null,
  };
  const set = runToWindow(env, game, firstPosition(scenario), noDice(`the set-up of ${forces.name}`), true).game;
  return { ...set, opening: set.pending ? openingId(set.pending) : null };
}
