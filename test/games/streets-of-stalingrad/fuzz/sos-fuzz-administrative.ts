import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import { isCampaign, SOS_SCENARIOS } from '#games/streets-of-stalingrad/sequence/scenarios';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';
import { planConsolidation } from './sos-fuzz-consolidation';
import { planWithdrawals } from './sos-fuzz-withdrawals';

/**
 * An Administrative window's file (SoS 3.1, 20.1, 21.5): in every scenario, exchanges for either
 * side (20.1); in the campaign the German's withdrawals (21.5), elsewhere, rarely, a `withdraw`
 * guess the check refuses (`not-in-scenario`, 2.32); and rarely, once the game is
 * under way, the German declares it over (3.1, from turn 4; as often in the 67-turn campaign
 * as in a 13-turn scenario).
 */
export function planAdministrative(env: SosEnv, game: SosGame, side: SosSide, options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const { state } = game;
  const out: PlannedOrder[] = [];
  out.push(...planConsolidation(env, state, side, options, rng.fork('consolidate')));
  if (isCampaign(game.scenario)) {
    if (side === 'german') out.push(...planWithdrawals(env, state, options, rng.fork('withdraw')));
  } else if (side === 'german' && rng.chance(0.02)) {
    const mine = Object.keys(state.pieces).filter((id) => env.counter(id).side === side && state.pieces[id]!.at !== null && !isBox(state.pieces[id]!.at!));
    if (mine.length > 0) out.push({ order: { withdraw: { units: [rng.pick(mine)] } }, offered: false });
  }
  if (side === 'german' && state.turn >= 4 && rng.chance((0.02 * 13) / SOS_SCENARIOS[game.scenario].lastTurn)) out.push({ order: { endGame: true }, offered: false });
  return out;
}
