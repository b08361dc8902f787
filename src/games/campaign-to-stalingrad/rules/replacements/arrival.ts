import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, occupancy } from '../occupancy';
import { connectingRailHexes } from '../supply/connecting-rail';
import { bondsOf } from '../zones-of-control';
import { replacementEntryHex } from '../reinforcements/entry';
import { replacementsFor } from './roll';
import { payWithdrawalDebt } from './withdrawal-debt';

/**
 * CtS 21.1-21.2 at the start of the Movement Phase: one die on the Replacement Table;
 * each replacement received leaves the Pool and is placed on a Front or Army Group HQ that
 * stands on a Connecting Rail Hex, one per HQ (HQs by id); the excess enters like a
 * reinforcement (21.2, 19.0): on the first open hex of the side's reinforcement edge, the
 * west edge for the Axis (19.2), the friendly north edge for the Soviet (19.3).
 */
export function replacementArrival(ctx: CtsContext, state: CtsState, side: CtsSide, dice: Dice, label: string): { state: CtsState; events: GameEvent[] } {
  const roll = dice.roll(`${label}/replacements`, 6);
  const received = replacementsFor(ctx.tables, side, roll, state.replacementPool[side]);
  const owed = payWithdrawalDebt(ctx, state.replacementDebt ?? [], side, received);
  const types = owed.left;
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  const rail = connectingRailHexes(ctx, state, occ, side, enemyBonds);
  const hqHexes = Object.keys(state.units)
    .sort()
    .filter((id) => {
      const spec = ctx.units.get(id)!;
      const u = state.units[id]!;
      return spec.side === side && (spec.type === 'front-hq' || spec.type === 'army-group-hq') && u.where === 'map' && u.hex !== null && rail.has(u.hex);
    })
    .map((id) => state.units[id]!.hex!);
  const edge = replacementEntryHex(ctx, state, side, { occ, enemyBonds }); // CtS 21.2, 19.2-19.3
  const pool = { ...state.replacementPool[side] };
  const placed = [...state.replacementsOnMap];
  const where: string[] = [];
  types.forEach((type, i) => {
    const hex = hqHexes[i] ?? edge ?? undefined;
    if (!hex) return;
    pool[type] = (pool[type] ?? 0) - 1;
    placed.push({ side, type, hex });
    where.push(`${type} at ${hex}`);
  });
  return {
    state: { ...state, replacementPool: { ...state.replacementPool, [side]: pool }, replacementsOnMap: placed, ...(state.replacementDebt ? { replacementDebt: owed.debt } : {}) },
    events: [
      { type: 'replacements', rule: 'CtS 21.1', side, roll, received: types, text: `${side} replacement roll ${roll}: ${where.length ? where.join(', ') : 'none'}` },
      ...owed.paid.map((p) => ({ type: 'withdrawal-debt-paid', rule: 'CtS 20.2', side, unit: p.unit, replacement: p.type, text: `a ${p.type} replacement stays in the Pool for the withdrawn ${ctx.units.get(p.unit)!.name}` })),
    ],
  };
}
