import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { defaultSetupLosses } from '#games/campaign-to-stalingrad/setup/setup-losses';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { Rng } from '../../../fuzz/rng';
import { hexesOf } from './cts-fuzz-air';

/**
 * Random standing orders of one side (digest 6): how it attacks and defends (Determined
 * Defense 12.5, defensive Ground Support 23.11, retreats off the map 17.0), its air units'
 * defensive placements over its own hexes, replacement order and targets (23.4, 23.13,
 * 23.9), Withdrawals (20.3), rebuilds (21.4), Remnant merging (21.7) and, for the Soviet
 * before the first battle, a reordering of the legal set-up losses (35.1).
 */
export function planCtsStanding(ctx: CtsContext, state: CtsState, side: CtsSide, rng: Rng): unknown {
  const mine = Object.keys(state.units).filter((id) => ctx.units.get(id)?.side === side).sort();
  const air = Object.keys(state.air?.units ?? {}).filter((id) => ctx.airUnits.get(id)?.side === side).sort();
  const own = hexesOf(ctx, state, side);
  const out: Record<string, unknown> = {
    defender: {
      determinedDefense: { policy: rng.pick(['never', 'hold']), maxLevel: rng.pick([1, 2]) },
      lossOrder: [],
      ...(rng.chance(0.5) ? { groundSupport: rng.pick(['all', 'none']) } : {}),
      ...(rng.chance(0.5) ? { retreatOffMap: rng.pick(['default', 'prefer', 'avoid']) } : {}),
    },
    attacker: { rerollOnes: rng.chance(0.8), lossOrder: [] },
  };
  if (air.length > 0 && own.length > 0 && rng.chance(0.6)) {
    out.air = {
      defend: rng.subset(air, 0.25).map((unit) => ({ unit, hex: rng.pick(own) })),
      ...(rng.chance(0.5) ? { replace: rng.shuffle(air) } : {}),
      ...(rng.chance(0.5) ? { prefer: rng.pick(['fighters', 'bombers']) } : {}),
    };
  }
  if (rng.chance(0.3)) out.withdraw = rng.subset(mine, 0.02).slice(0, 3).map((unit) => ({ turn: state.turn + rng.int(4), unit }));
  if (rng.chance(0.3)) out.rebuild = rng.subset(mine, 0.05).slice(0, 5);
  if (rng.chance(0.3)) out.mergeRemnants = rng.chance(0.5);
  const scenario = ctx.scenarios.get(state.scenario);
  if (side === 'soviet' && scenario && state.turn === 1 && rng.chance(0.5)) out.setupLosses = rng.shuffle(defaultSetupLosses(ctx, scenario));
  return out;
}
