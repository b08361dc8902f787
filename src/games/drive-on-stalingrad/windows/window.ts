import type { DecisionWindow } from '#kernel/engine/ruleset';
import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import { asSide, GERMAN, sideName } from '../state/sides';
import type { DosState } from '../state/types';
import { withdrawalDue } from '../rules/reinforcements/withdrawal';
import { currentWindowId, phaseNow } from './sequence';
import { specialMoveKinds } from './special-move-kinds';
import { supplyOrderKinds } from './supply-hooks';
import { inSetup, setupWindow } from './setup/open';
import { scenarioOpening } from '../scenario-rules/uranus/phase-orders';

/**
 * The open decision window (design.md "The engine"): per player turn an opening window
 * (declaration + the first phase's orders) and a second window for the second phase,
 * so the player sees the first phase's results before writing the second. Each waits
 * for the phasing side only. Before game turn 1, the players' set-up windows (12.1).
 * Null once the game has ended.
 */
export function openWindow(ctx: DosContext, state: DosState): DecisionWindow | null {
  if (state.ended) return null;
  if (inSetup(state)) return setupWindow(state); // DoS 12.1
  const side = state.at.side;
  const name = sideName(side);
  const base = { id: currentWindowId(state), turn: state.turn, waitingFor: [asSide(side)] };
  if (state.at.step === 0) {
    const byScenario = scenarioOpening(ctx, state, side); // DoS Uranus U-3
    const forced = byScenario ? byScenario.forced : side === GERMAN && state.turn === 1;
    return {
      ...base,
      accepts: [...(forced ? ['declare', 'attack'] : ['declare', 'attack', 'move', 'enter', ...specialMoveKinds(ctx, state)]), ...(withdrawalDue(ctx, state) ? ['withdraw'] : []), ...supplyOrderKinds(state)],
      description:
        `${name} player turn, game turn ${state.turn} of ${scenarioOf(ctx, state.scenario).data.turns}: ` +
        (withdrawalDue(ctx, state) ? 'first the withdrawal ({withdraw: {units}}, DoS 8.7; default: the weakest eligible units); ' : '') +
        (byScenario
          ? byScenario.text
          : forced
            ? 'prepared assaults first (DoS 3.2, 5.4(2)); every German prepared assault gains 1R (5.6).'
            : side === GERMAN
              ? 'declare the phase order (DoS 5.4; default combat-first, which gives every German prepared assault 1R, 5.6) and give the first phase\'s orders: attacks, or moves after {declare: {phaseOrder: movement-first}}.'
              : 'prepared assaults first (DoS 5.4(1)); once per game {declare: {phaseOrder: movement-movement}} (5.5) makes this a movement phase.'),
    };
  }
  const phase = phaseNow(state);
  return {
    ...base,
    accepts: [...(phase === 'movement' ? ['move', 'enter', ...specialMoveKinds(ctx, state)] : ['attack']), ...supplyOrderKinds(state)],
    description:
      phase === 'movement'
        ? `${name} movement phase, game turn ${state.turn}: move units and stacks (DoS 9.0), bring in reinforcements (8.1).`
        : `${name} prepared assault phase, game turn ${state.turn}: attacks (DoS 11.0).`,
  };
}
