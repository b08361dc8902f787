import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import type { SosGame } from '../game/types';
import type { SosSide } from '../sequence/phases';
import { scenarioEntry } from '../setup/scenario-entry';
import { counterLabel } from '../view/counter-face';

/** The hexes where a unit may set up now (SoS 2.33, 2.34), from the scenario's set-up areas. */
export type PlacementChoices = (game: SosGame, side: SosSide, unit: string) => readonly string[];

/**
 * Until the set-up areas are in the data (the reconstructed set-up maps), the one hex the
 * listing can vouch for: the one the unit stands on, where it may stay (2.33: units not
 * placed keep the ready-made set-up). The set-up check still takes any hex of its area.
 */
export const presentHexOnly: PlacementChoices = (game, _side, unit) => {
  const at = game.state.pieces[unit]?.at;
  return at ? [at] : [];
};

/**
 * "What can this unit do now" (Ruleset.options) in a set-up window (SoS 2.31-2.34): every
 * unit of the side that sets up on the map, where it stands and the hexes it may set up in.
 * Nothing in any other window yet: the movement and attack options are the phases' own.
 */
export function sosOptions(env: SosEnv, game: SosGame, side: SosSide, placementChoices: PlacementChoices): UnitOptions[] {
  if (game.result || game.setup !== side) return [];
  const starting = env.scenarioCounters(game.scenario).filter((c) => c.side === side && scenarioEntry(c, game.scenario).at === 'map' && game.state.pieces[c.id]?.at);
  const byHex = new Map<string, string[]>();
  for (const c of starting) byHex.set(game.state.pieces[c.id]!.at!, [...(byHex.get(game.state.pieces[c.id]!.at!) ?? []), c.id]);
  // SoS 5.1-5.6: a unit placed alone, the rest of the set-up where it stands, ends within the hex's stacking limits
  const fits = (unit: string, at: string, hex: string) => hex === at || env.data.start.stackFits(game.scenario, side, hex, [...(byHex.get(hex) ?? []), unit]);
  return starting.map((c) => {
    const at = game.state.pieces[c.id]!.at!;
    // SoS 16.61: armored trains "must be placed in a railroad hex"
    const placements = placementChoices(game, side, c.id).filter((h) => (c.type !== 'armoredTrain' || (env.map.hex(hexId(h))?.terrain.includes('railroad') ?? false)) && fits(c.id, at, h));
    return { unit: unitId(c.id), label: counterLabel(c), hex: hexId(at), placements: placements.map(hexId) };
  });
}
