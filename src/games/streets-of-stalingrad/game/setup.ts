import { isNkvd, regimentOf } from '../nkvd/reliability';
import { scenarioEntry } from '../setup/scenario-entry';
import { SOS_SCENARIOS, startingNkvdHasRolled, type SosScenarioId } from '../sequence/scenarios';
import { freshAmmunition, freshPiece, type SosPieceState } from '../state/types';
import type { SosEnv } from './env';
import type { SosGame } from './types';

/**
 * A new game of a scenario (SoS 2.31-2.36): every counter of the scenario's cards, those
 * that start on the map where the ready-made set-up puts them, those in a box there (8.46,
 * 14.5), reinforcements not yet in play (21.2). The Soviet sets up first (2.31): the game
 * opens on his set-up window, where he may move his units within their set-up areas. In #4
 * to #8 the NKVD regiments of the units on the map at the start have rolled already (16.84).
 */
export function setupGame(env: SosEnv, scenario: SosScenarioId, options: Record<string, unknown>): SosGame {
  const start = env.data.start.readyMade(scenario);
  const pieces: Record<string, SosPieceState> = {};
  const rolled = new Set<string>();
  for (const c of env.scenarioCounters(scenario)) {
    const entry = scenarioEntry(c, scenario);
    // SoS 16.84: "Except for the 273 NKVD Regiment that enters October 4 (Scenario #4), when you play scenarios #4 - #8, assume that all starting NKVD Regiments have already rolled"
    if (entry.at === 'map' && isNkvd(env, c.id) && startingNkvdHasRolled(scenario)) rolled.add(regimentOf(env, c.id));
    if (entry.at === 'map') {
      const hex = start[c.id];
      if (!hex) throw new Error(`the ready-made set-up of ${scenario} does not place ${c.id}`);
      pieces[c.id] = freshPiece(hex);
    } else if (entry.at === 'box') pieces[c.id] = freshPiece(entry.box);
    else pieces[c.id] = freshPiece(null);
  }
  return {
    scenario,
    state: { turn: SOS_SCENARIOS[scenario].firstTurn, pieces, markers: { attack: [], breakthru: [] }, bombardments: [], ifFired: [], interdiction: [], attacked: [], opportunityFired: [], moved: [], stukasUsed: 0, aaFired: null, flotillaUsed: [], flotillaReturns: [], ammunition: freshAmmunition(), ...(rolled.size > 0 ? { nkvdReliability: [...rolled].sort() } : {}) },
    setup: 'soviet',
    position: null,
    options: Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)])),
    standing: { german: null, soviet: null },
    pause: null,
    pausesThisTurn: 0,
    result: null,
  };
}
