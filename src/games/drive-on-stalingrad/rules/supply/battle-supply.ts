import type { GameEvent } from '#kernel/engine/events';
import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { Consequences } from '../consequences';
import { standingAerialBeforeBattle } from './aerial-supply';
import { addToOosPile } from './oos-eliminations';
import { supplyOf } from './supply-of';
import { cityConverts, type SupplyStatus } from './supply-status';

/** Every unit's supply at the start of one battle (DoS 7.16), and the aerial marker a standing order placed for it. */
export interface BattleSupply {
  byUnit: Record<string, SupplyStatus>;
  aerial?: GameEvent;
}

/**
 * DoS 7.16: supply is checked at the start of each battle, in the position left by the
 * moves and battles before it, for every unit on either side. Before a Soviet attack the
 * German's standing aerial order may commit the marker first (7.6, digest §6 N4). Mutates
 * the draft only through that marker.
 */
export function battleSupply(ctx: DosContext, draft: DosState, attackerSide: DosSide, target: HexId, units: readonly UnitId[]): BattleSupply {
  const aerial = attackerSide === SOVIET ? standingAerialBeforeBattle(ctx, draft, target) : null;
  const byUnit: Record<string, SupplyStatus> = {};
  for (const id of units) byUnit[id] = supplyOf(ctx, draft, id);
  return aerial ? { byUnit, aerial } : { byUnit };
}

/** DoS 11.22: the city conversion needs defenders in regular or aerial supply (coastal does not count, digest E15). */
export const cityDefendersSupplied = (s: BattleSupply, defenders: readonly UnitId[]): boolean =>
  defenders.every((id) => cityConverts(s.byUnit[id] ?? 'regular'));

/** The units not in regular supply, for the battle event. */
export const unsupplied = (s: BattleSupply): Record<string, SupplyStatus> =>
  Object.fromEntries(Object.entries(s.byUnit).filter(([, v]) => v !== 'regular'));

/**
 * DoS 4.3: the Soviet units this battle destroyed that were out of supply at its start go
 * to the German's OOS pile. Mutates the draft; returns them.
 */
export function pileOosLosses(ctx: DosContext, draft: DosState, s: BattleSupply, eliminated: readonly UnitId[], out: Consequences): UnitId[] {
  return addToOosPile(ctx, draft, eliminated.filter((id) => s.byUnit[id] === 'oos'), out);
}
