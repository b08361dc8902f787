import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from './data/context';
import { frozenHostAt } from './rules/activation/newcomers';
import { stackAllowsAnyNationality } from './rules/supply/mixed-stacks';
import { supplyOf, supplyOfAll } from './rules/supply/supply-of';
import type { SupplyStatus } from './rules/supply/supply-status';
import { occupancy } from './state/units';
import { cached } from '#kernel/memo/cached';
import { enemyHexTable } from './rules/movement';
import type { DosSide } from './state/sides';
import type { DosState } from './state/types';

/**
 * What the options of every unit share in one position: its occupancy, every unit's
 * supply, and looked up once per hex, the still-frozen host army (DoS 3.2; a hex without
 * units has none) and the 6.3 supply exception to the nationality rule. Built for one
 * state, which must not change while the scope is in use (options() only reads).
 */
export interface MoveScope {
  occ: ReadonlyMap<HexId, readonly UnitId[]>;
  frozenHost: (h: HexId) => string | null;
  /** DoS 6.3: whether German-side units in the hex may stack with any nationality (out of supply or on aerial supply). */
  anyNationality: (h: HexId) => boolean;
  /** Every unit's supply now (DoS 7.3-7.16), traced once per side. */
  supply: (id: UnitId) => SupplyStatus;
  /** For the step costs of `side`'s units on `occ`: which hexes hold its enemy's units (DoS 9.4), one table per side (enemyHexTable). */
  enemyHexes: (side: DosSide) => Uint8Array;
}

export function moveScope(ctx: DosContext, state: DosState): MoveScope {
  const occ = occupancy(state);
  const hosts = new Map<HexId, string | null>();
  const frozenHost = (h: HexId): string | null => {
    let host = hosts.get(h);
    if (host === undefined) hosts.set(h, (host = occ.has(h) ? frozenHostAt(ctx, state, h) : null));
    return host;
  };
  const mixed = new Map<HexId, boolean>();
  const anyNationality = (h: HexId): boolean => {
    let ok = mixed.get(h);
    if (ok === undefined) mixed.set(h, (ok = stackAllowsAnyNationality(ctx, state, h)));
    return ok;
  };
  let all: Record<string, SupplyStatus> | null = null;
  const supply = (id: UnitId): SupplyStatus => (all ??= supplyOfAll(ctx, state))[id] ?? supplyOf(ctx, state, id);
  const enemy = new Map<DosSide, Uint8Array>();
  const enemyHexes = (side: DosSide): Uint8Array => cached(enemy, side, () => enemyHexTable(ctx));
  return { occ, frozenHost, anyNationality, supply, enemyHexes };
}
