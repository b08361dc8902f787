import type { DecisionWindow } from '../../../kernel/engine/ruleset';
import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import { asSide, GERMAN, sideName } from '../state/sides';
import type { DosState } from '../state/types';
import { currentWindowId, phaseNow } from './sequence';

/**
 * The open decision window (design.md "The engine"): per player turn an opening window
 * (declaration + the first phase's orders) and a second window for the second phase,
 * so the player sees the first phase's results before writing the second. Each waits
 * for the phasing side only. Null once the game has ended.
 */
export function openWindow(ctx: DosContext, state: DosState): DecisionWindow | null {
  if (state.ended) return null;
  const side = state.at.side;
  const name = sideName(side);
  const base = { id: currentWindowId(state), turn: state.turn, waitingFor: [asSide(side)] };
  if (state.at.step === 0) {
    const forced = side === GERMAN && state.turn === 1;
    return {
      ...base,
      accepts: forced ? ['declare', 'attack'] : ['declare', 'attack', 'move'],
      description:
        `${name} player turn, game turn ${state.turn} of ${scenarioOf(ctx, state.scenario).data.turns}: ` +
        (forced
          ? 'prepared assaults first (DoS 3.2, 5.4(2)); every German prepared assault gains 1R (5.6).'
          : side === GERMAN
            ? 'declare the phase order (DoS 5.4; default combat-first, which gives every German prepared assault 1R, 5.6) and give the first phase\'s orders: attacks, or moves after {declare: {phaseOrder: movement-first}}.'
            : 'prepared assaults first (DoS 5.4(1)); once per game {declare: {phaseOrder: movement-movement}} (5.5) makes this a movement phase.'),
    };
  }
  const phase = phaseNow(state);
  return {
    ...base,
    accepts: [phase === 'movement' ? 'move' : 'attack'],
    description:
      phase === 'movement'
        ? `${name} movement phase, game turn ${state.turn}: move units and stacks (DoS 9.0).`
        : `${name} prepared assault phase, game turn ${state.turn}: attacks (DoS 11.0).`,
  };
}
