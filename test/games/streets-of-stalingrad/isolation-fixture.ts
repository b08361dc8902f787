import type { HexId } from '#kernel/ids';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import { sosEnv, type SosEnv } from '#games/streets-of-stalingrad/game/env';
import { setupGame } from '#games/streets-of-stalingrad/game/setup';
import type { SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';
import { freshPiece, type SosPieceState, type SosState } from '#games/streets-of-stalingrad/state/types';
import { plainStart, sosData } from './game-fixture';

/** The city map with the whole map as the scenario's hexes: a trace may go anywhere on it. */
export const env: SosEnv = sosEnv(sosData(plainStart));

/** The six hexes around a hex, in the grid's order. */
export const around = (hex: string): string[] => [...env.map.grid.neighbours(hex as HexId)];

/** A fragment of `scenario` on `turn`: only the pieces named are in play, where named, with the marks given. */
export function fragment(scenario: SosScenarioId, turn: number, at: Record<string, string>, marks: Record<string, Partial<SosPieceState>> = {}): SosState {
  const s = setupGame(env, scenario, {}).state;
  const pieces: Record<string, SosPieceState> = {};
  for (const id of Object.keys(s.pieces)) pieces[id] = { ...freshPiece(at[id] ?? null), ...(marks[id] ?? {}) };
  return { ...s, turn, pieces };
}

/** Each of `units` on the next of `hexes`. */
export const placed = (units: readonly string[], hexes: readonly string[]): Record<string, string> => Object.fromEntries(hexes.map((h, i) => [units[i]!, h]));

/** The server's step `step` of `turn` ("1.server": the Administrative Phase's), with the dice given by label. */
export function serverStep(scenario: SosScenarioId, s: SosState, turn: number, step: string, dice: Record<string, number> = {}) {
  const d = new FixedDice(dice);
  const phase = Number(step.split('.')[0]);
  const r = runAutomatic({ env, scenario, standing: { german: null, soviet: null } }, { ...s, turn }, { kind: 'automatic', step, phase, rule: '', notes: [], turn }, d);
  return { ...r, dice: d.transcript() };
}
