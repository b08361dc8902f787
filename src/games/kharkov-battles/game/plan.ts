import type { KbSide } from '../data/ids';
import { readOptions } from '../server-steps/options';
import { stepById } from '../sequence/steps';
import type { TurnEntry, TurnPlanOptions } from '../sequence/windows';
import type { KbPhase, KbStage, TurnPointer } from '../state/types';
import type { KbGame } from './types';

/** The turn plan's options of a game (KB 20.1 optional rules), read from its game options. */
export const planOptions = (game: Pick<KbGame, 'scenario' | 'options'>): TurnPlanOptions => {
  const o = readOptions(game.scenario, game.options);
  return { historicalFuel: o.historicalFuel, historicalTurnZero: o.historicalTurnZero };
};

/** KB 2.72 optional, for the Preparation windows: the rifle divisions that arrive are drawn from the pool. */
export const prepOptions = (game: Pick<KbGame, 'scenario' | 'options'>): { hiddenStrength: boolean } => ({ hiddenStrength: readOptions(game.scenario, game.options).hiddenStrength });

const STAGE: Readonly<Record<string, KbStage>> = { preparation: 'preparation', 'axis-player-turn': 'axis', 'soviet-player-turn': 'soviet', 'end-turn': 'end-turn' };

/** KB 4.1: the phase an item of the outline belongs to (A.1 Weather … D End Turn). */
function phaseOf(step: string): KbPhase {
  if (step.startsWith('A.1')) return 'weather';
  if (step.startsWith('A.2')) return 'air-allocation';
  if (step.startsWith('A.3')) return 'supply';
  if (step.startsWith('A.4')) return 'maintenance';
  if (step.startsWith('A.5')) return 'reinforcement';
  if (step.startsWith('C.1')) return 'command';
  if (step.startsWith('B.1') || step.startsWith('C.2')) return 'construction';
  if (step.startsWith('B.2') || step.startsWith('C.3')) return 'movement';
  if (step.startsWith('B.3') || step.startsWith('C.4')) return 'combat';
  return 'end-turn';
}

/** Where `state.at` stands when an entry of the plan is carried out: its turn, stage and (first) phase. */
export function pointerOf(entry: TurnEntry, turn: number): TurnPointer {
  const id = entry.kind === 'window' ? entry.steps[0]! : entry.step;
  const step = stepById(id);
  return { turn, stage: step ? STAGE[step.stage]! : 'end-turn', phase: phaseOf(id) };
}

/** The side a window entry waits for. */
export const windowSide = (entry: TurnEntry): KbSide | null => (entry.kind === 'window' ? entry.side : null);
