import type { StackCheck } from '#kernel/stacking/limit';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { UnitDef } from '#games/drive-on-stalingrad/data/schema';
import { GERMAN } from '#games/drive-on-stalingrad/state/sides';
import { faceOf, isGermanProper, isMech, isPanzer, occupancy, sideOf, stackNationality, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { checkHexStack } from '../stacking';
import { supplyAt } from './supply-of';
import { stacksAnyNationality } from './supply-status';
import { updateUnits } from '#games/drive-on-stalingrad/state/unit-writes';

/** DoS 6.3: German-side units in `hex` are out of supply or on aerial supply there, so any nationalities may stack (8 in all). */
export const stackAllowsAnyNationality = (ctx: DosContext, state: DosState, hex: HexId): boolean =>
  stacksAnyNationality(supplyAt(ctx, state, GERMAN, hex));

/**
 * Stacking of one side's units in `hex` (DoS 6.1-6.4) with the 6.3 first exception: the
 * nationality rule is waived where German-side units are out of supply or on aerial
 * supply. Supply is traced only when the nationality rule alone would refuse the stack;
 * `anyNationality` may answer that for `state` instead (a caller asking about many hexes
 * of one position remembers the answers).
 */
export function checkStackAt(
  ctx: DosContext,
  state: DosState,
  hex: HexId,
  units: UnitDef[],
  anyNationality: (h: HexId) => boolean = (h) => stackAllowsAnyNationality(ctx, state, h),
): StackCheck {
  const verdict = checkHexStack(units);
  if (verdict.ok || verdict.code !== 'mixed-nationalities' || !units.every((u) => sideOf(u) === GERMAN)) return verdict;
  return anyNationality(hex) ? checkHexStack(units, { anyNationality: true }) : verdict;
}

/** The ways to keep part of a mixed stack legally (6.3): one nationality, or German mech with one satellite panzer division. */
function keepOptions(ctx: DosContext, ids: readonly UnitId[]): UnitId[][] {
  const nat = (id: UnitId) => stackNationality(unitDef(ctx, id));
  const groups = [...new Set(ids.map(nat))].map((n) => ids.filter((id) => nat(id) === n));
  const germans = ids.filter((id) => isGermanProper(unitDef(ctx, id)));
  const tanks = germans.length > 0 && germans.every((id) => isMech(unitDef(ctx, id)))
    ? ids.filter((id) => !isGermanProper(unitDef(ctx, id)) && isPanzer(unitDef(ctx, id))).map((t) => [...germans, t])
    : [];
  return [...groups, ...tanks].filter((keep) => checkHexStack(keep.map((id) => unitDef(ctx, id))).ok);
}

const strength = (ctx: DosContext, state: DosState, ids: UnitId[]): number =>
  ids.reduce((t, id) => {
    const f = faceOf(unitDef(ctx, id), state.units[id]!.steps);
    return t + (typeof f.attack === 'number' ? f.attack : 3) + (typeof f.defense === 'number' ? f.defense : 3);
  }, 0);

/** A hex the arrival rules still give time to sort (the Taman pair, DoS 8.2, digest E17), if they keep one. */
function graceHex(state: DosState): string | null {
  const grace = (state as unknown as { arrivals?: { grace?: { hex: string; until: number } | null } }).arrivals?.grace;
  return grace && state.turn < grace.until ? grace.hex : null;
}

/**
 * DoS 6.3, 6.2 (digest ST-5, N5): a multinational German-side stack that is back in
 * regular (or coastal) supply must be sorted by the end of the German movement phase in
 * which that happened, or else of his next one: in every case, by the end of the first
 * German movement phase that ends after the change. Called at the end of each German
 * movement phase: any stack still mixed loses the fewest units that make it legal, and
 * between equal choices the opponent removes the strongest (N5). Mutates the draft.
 */
export function sortMixedStacks(ctx: DosContext, draft: DosState): GameEvent[] {
  const events: GameEvent[] = [];
  const spared = graceHex(draft);
  for (const [hex, ids] of occupancy(draft)) {
    if (hex === spared || !ids.every((id) => sideOf(unitDef(ctx, id)) === GERMAN)) continue;
    if (checkStackAt(ctx, draft, hex, ids.map((id) => unitDef(ctx, id))).ok) continue;
    const options = keepOptions(ctx, ids).sort((a, b) => b.length - a.length || strength(ctx, draft, a) - strength(ctx, draft, b));
    const keep = new Set(options[0] ?? []);
    const removed = ids.filter((id) => !keep.has(id));
    if (removed.length === 0) continue;
    updateUnits(draft, removed, (u) => ({ ...u, hex: null, steps: 0, status: 'eliminated' }));
    events.push({
      type: 'overstack-removed',
      rule: 'DoS 6.2',
      hex,
      units: removed,
      text: `${hex}: a German-side stack of several nationalities back in regular supply was not sorted by the end of the German movement phase: ${removed.join(', ')} removed to the dead pile (DoS 6.2, 6.3)`,
    });
  }
  return events;
}
