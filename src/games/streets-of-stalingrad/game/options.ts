import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosSide } from '../sequence/phases';
import { enterOptions } from '../windows/movement/enter-options';
import { movementOptions } from '../windows/movement/options';
import { reservesIneligibility } from '../windows/reserves/eligible';
import { replaceOptions } from '../replacements/replace-options';
import { withdrawalOptions } from '../windows/administrative/withdraw-notes';
import { phaseContext } from './context';
import { infiltrationOptions } from '../infiltration/infiltration-options';
import type { SosEnv } from './env';
import type { SosGame } from './types';
import { openEntry } from './window';

/** The units' choices in the open window (Ruleset.options): the movement and reserves windows' destinations for the side they wait for, the reinforcements due and the units it may rebuild. */
export function gameOptions(env: SosEnv, game: SosGame, side: SosSide): UnitOptions[] {
  if (game.pause) return [];
  const entry = openEntry(game);
  // SoS 21.51-21.54: the units the German must or may withdraw in his Administrative window
  if (entry && entry.side === side && entry.name === 'german-administrative') return withdrawalOptions(env, game.scenario, game.state, game.position!.turn);
  // SoS 13.1: Herman's infiltration, in the Soviet Exploit Attack window from 26 September
  if (entry && entry.side === side && entry.accepts.includes('infiltrate')) return infiltrationOptions(phaseContext(env, game, entry), game.state);
  if (!entry || entry.side !== side || !entry.name.endsWith('movement') && !entry.name.endsWith('reserves')) return [];
  const ctx = phaseContext(env, game, entry);
  const moves = movementOptions(ctx, game.state, entry.name.endsWith('reserves') ? reservesIneligibility(env, game.state, side) : null);
  // SoS 21.2: the reinforcements due; SoS 21.41, 21.2: the eliminated units the side may rebuild in its Movement Phase
  const entries = entry.accepts.includes('enter') ? enterOptions(ctx, game.state) : [];
  const rebuilds = entry.accepts.includes('replace') ? replaceOptions(env, game.state, side) : [];
  return [...moves, ...entries, ...rebuilds];
}
