import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';

/**
 * CtS 37.5 Automatic Victory: "If either player controls all Major and Minor City hexes on the
 * map, he is immediately declared the winner and the game is ended." Control is full control
 * (digest A43): a Major City hex in a Major City Battle (24.0) is nobody's whole, so it stops
 * both sides. Only the Campaign Game's count (`victory.reckoning: campaign-game`) has the rule.
 */
export function automaticVictor(ctx: CtsContext, state: CtsState): CtsSide | undefined {
  if (ctx.scenarios.get(state.scenario)?.victory.reckoning !== 'campaign-game') return undefined;
  let holder: CtsSide | undefined;
  for (const h of ctx.map.hexIds()) {
    if (!ctx.map.hasFeature(h, 'major-city') && !ctx.map.hasFeature(h, 'minor-city')) continue;
    if (state.cityBattles?.[h]) return undefined;
    const side = state.control[h];
    if (side === undefined || (holder !== undefined && side !== holder)) return undefined;
    holder = side;
  }
  return holder;
}
