import type { CtsContext } from '../../data/context';
import { majorCityBattlesChosen } from '../../setup/game-options';
import type { CtsState } from '../../state/types';
import { playsSection } from '../sections';

/**
 * CtS 24.0 Major City Battles: a rule of Section II, so played by every scenario that plays
 * Section II (Operation Uranus, 36; the Campaign Game, 37), and by Fall Blau "If playing with
 * the Major City Battle rules" (35.8): the game option `majorCityBattles: on`. The one
 * question every part of 24.0 asks.
 */
export function majorCityBattlesOn(ctx: CtsContext, state: Pick<CtsState, 'scenario' | 'rules'>): boolean {
  return majorCityBattlesChosen(state) || playsSection(ctx, state, 2);
}
