import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosSide } from '../sequence/phases';
import { enterOptions } from '../windows/movement/enter-options';
import { movementOptions } from '../windows/movement/options';
import { repairOptions } from '../windows/movement/repair-options';
import { reservesIneligibility } from '../windows/reserves/eligible';
import { replaceOptions } from '../replacements/replace-options';
import { phaseContext } from './context';
import { infiltrationOptions } from '../infiltration/infiltration-options';
import type { SosEnv } from './env';
import type { SosGame } from './types';
import { openEntry } from './window';
import { administrativeOptions } from '../windows/administrative/administrative-options';

/** The units' choices in the open window (Ruleset.options): the movement and reserves windows' destinations for the side they wait for, the reinforcements due, the units it may rebuild and the tanks it may repair; the Administrative window's exchanges and withdrawals (20.1, 21.5). */
export function gameOptions(env: SosEnv, game: SosGame, side: SosSide): UnitOptions[] {
  if (game.pause) return [];
  const entry = openEntry(game);
  if (!entry || entry.side !== side) return [];
  const ctx = phaseContext(env, game, entry);
  // SoS 13.1: Herman's infiltration, in the Soviet Exploit Attack window from 26 September
  if (entry.accepts.includes('infiltrate')) return infiltrationOptions(ctx, game.state);
  // SoS 20.1, 21.51-21.54: the exchanges the side may make and the units the German must or may withdraw in his Administrative window (the campaign's)
  if (entry.name.endsWith('administrative')) return administrativeOptions(ctx, game.state);
  if (!entry.name.endsWith('movement') && !entry.name.endsWith('reserves')) return [];
  const moves = movementOptions(ctx, game.state, entry.name.endsWith('reserves') ? reservesIneligibility(env, game.state, side) : null);
  // SoS 21.2: the reinforcements due; SoS 21.41, 21.2: the eliminated units the side may rebuild in its Movement Phase
  const entries = entry.accepts.includes('enter') ? enterOptions(ctx, game.state) : [];
  const rebuilds = entry.accepts.includes('replace') ? replaceOptions(env, game.state, side) : [];
  // SoS 16.72: the eliminated tanks the tank repair unit may bring back, on a repair turn
  const repairs = entry.accepts.includes('repairTank') ? repairOptions(ctx, game.state) : [];
  return [...moves, ...entries, ...rebuilds, ...repairs];
}
