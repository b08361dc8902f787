import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { opponent, SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { occupancy, sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { problem, type OrderProblem } from '../problem';
import type { ArrivalKind } from './schedule';
import { scheduleOf } from './schedule';
import { isFunctioningSource, sheetOf } from './supply-seam';
import { entryHexesWithFallback } from '#games/drive-on-stalingrad/scenario-rules/uranus/entry-fallback';

const candidates = new WeakMap<DosContext, Record<DosSide, HexId[]>>();

/** Every hex that could ever be a source of `side` (its ultimate sources, every town and city), sorted. */
function sourceHexes(ctx: DosContext, side: DosSide): HexId[] {
  let c = candidates.get(ctx);
  if (!c) {
    const ids = ctx.map.hexIds().sort();
    const towns = (h: HexId) => ctx.map.hasFeature(h, 'town') || ctx.map.hasFeature(h, 'city');
    c = {
      german: ids.filter((h) => towns(h) || ctx.map.hasFeature(h, 'ultimate-german')),
      soviet: ids.filter((h) => towns(h) || ctx.map.hasFeature(h, 'ultimate-soviet')),
    };
    candidates.set(ctx, c);
  }
  return c[side];
}

/** Whether `hex` lies on the sheet a kind of reinforcement enters (DoS 8.2, 8.3, 8.5, 7.11). */
function onEntrySheet(ctx: DosContext, side: DosSide, kind: ArrivalKind, hex: HexId): boolean {
  const both = ctx.map.hasFeature(hex, 'both-maps');
  if (kind === 'south') return sheetOf(ctx, hex) === 'south' || both; // 8.5; Astrakhan enters the south map (7.11)
  if (side === SOVIET) return sheetOf(ctx, hex) === 'north' && !both; // 8.3: never through Astrakhan
  return sheetOf(ctx, hex) === 'north'; // 8.2
}

/**
 * Why a reinforcement of `side` and `kind` (unit `id`) may not enter through `hex` now,
 * or null: the unit's own entry hexes when the schedule names them, else the right sheet
 * (DoS 8.2 north map; 8.3 north map but not Astrakhan; 8.5 south map with Astrakhan, 7.11); a
 * friendly, functioning supply source (8.1-8.3, digest E45); no enemy unit adjacent
 * (8.11). Stacking is the caller's (8.1, 6.2).
 */
export function entryHexBar(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  kind: ArrivalKind,
  id: string,
  hex: HexId,
  path: (string | number)[],
  occ: ReadonlyMap<HexId, readonly UnitId[]> = occupancy(state),
): OrderProblem | null {
  const listed = (scheduleOf(ctx, state, id)?.entry ?? []).map((h) => ctx.map.resolve(h)).filter((h) => h !== null);
  const named = entryHexesWithFallback(ctx, state, side, listed, (h) => sourceBar(ctx, state, side, h, path, occ) === null); // DoS Uranus U-10
  if (kind === 'regular' && named.length > 0 && !named.includes(hex)) {
    return problem(path, 'not-its-entry-hex', `${id} enters only through ${named.join(', ')}`, 'DoS 8.1');
  }
  if (named.length === 0 && !onEntrySheet(ctx, side, kind, hex)) {
    const where =
      kind === 'south' ? 'south-map sources (Astrakhan included)' : side === SOVIET ? 'north-map sources other than Astrakhan' : 'north-map sources';
    return problem(path, 'wrong-sheet', `${id} enters through ${where}; ${hex} is not one`, kind === 'south' ? 'DoS 8.5' : side === SOVIET ? 'DoS 8.3' : 'DoS 8.2');
  }
  return sourceBar(ctx, state, side, hex, path, occ);
}

/** Why `hex` is no entry for `side` now: not a friendly, functioning supply source (8.1-8.3, digest E45), or interdicted (8.11). */
function sourceBar(
  ctx: DosContext,
  state: DosState,
  side: DosSide,
  hex: HexId,
  path: (string | number)[],
  occ: ReadonlyMap<HexId, readonly UnitId[]>,
): OrderProblem | null {
  if (!isFunctioningSource(ctx, state, side, hex)) {
    return problem(path, 'not-a-source', `${hex} is not a functioning ${side} supply source held by your side (an ultimate source, or a town or city of your network)`, 'DoS 8.1');
  }
  const enemy = opponent(side);
  const adjacent = ctx.map.neighbours(hex).find((n) => {
    const first = occ.get(n)?.[0];
    return first !== undefined && sideOf(unitDef(ctx, first)) === enemy;
  });
  if (adjacent !== undefined) {
    return problem(path, 'interdicted', `enemy units in ${adjacent} are adjacent to ${hex}: no reinforcements may enter through it`, 'DoS 8.11');
  }
  return null;
}

/** The hexes a pending unit may enter through now, ignoring stacking, sorted. */
export function entryHexes(ctx: DosContext, state: DosState, kind: ArrivalKind, id: string, occ: ReadonlyMap<HexId, readonly UnitId[]> = occupancy(state)): HexId[] {
  const side = sideOf(unitDef(ctx, id));
  return sourceHexes(ctx, side).filter((h) => entryHexBar(ctx, state, side, kind, id, h, [], occ) === null);
}
