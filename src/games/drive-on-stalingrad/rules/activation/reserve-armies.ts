import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { UnitDef } from '#games/drive-on-stalingrad/data/schema';
import type { ReserveRelease } from '#games/drive-on-stalingrad/state/activation';
import { GERMAN } from '#games/drive-on-stalingrad/state/sides';
import { occupancy, sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

/** DoS 8.4: "within eight hexes or less of their location hex". */
export const RESERVE_REACH = 8;
/** DoS 8.4: petitions to Moscow begin at the start of the Soviet player turn of GT2. */
export const PETITIONS_FROM = 2;
/** DoS 8.4: "On a result of one (1), the just rolled for army is freed." */
export const PETITION_FREES = 1;

/** The Reserve Army a unit belongs to (scenario `reserveArmies`), or null. */
export function reserveArmyOf(ctx: DosContext, state: DosState, def: UnitDef): string | null {
  const armies = scenarioOf(ctx, state.scenario).data.reserveArmies;
  return def.army !== undefined && armies !== undefined && Object.hasOwn(armies, def.army) ? def.army : null;
}

/** Whether a Reserve Army is still frozen (DoS 8.4). */
export function reserveFrozen(ctx: DosContext, state: DosState, army: string): boolean {
  const armies = scenarioOf(ctx, state.scenario).data.reserveArmies;
  return armies !== undefined && Object.hasOwn(armies, army) && !Object.hasOwn(state.activation.reserves, army);
}

/** The still-frozen Reserve Armies with their location hexes, by army code. */
export function frozenReserves(ctx: DosContext, state: DosState): { army: string; hex: HexId }[] {
  const armies = scenarioOf(ctx, state.scenario).data.reserveArmies ?? {};
  return Object.keys(armies)
    .sort()
    .filter((a) => reserveFrozen(ctx, state, a))
    .map((army) => {
      const hex = ctx.map.resolve(armies[army]!);
      if (hex === null) throw new Error(`drive-on-stalingrad data: unknown Reserve Army hex "${armies[army]}" for ${army}`);
      return { army, hex };
    });
}

function free(draft: DosState, army: string, by: ReserveRelease): void {
  draft.activation = { ...draft.activation, reserves: { ...draft.activation.reserves, [army]: { turn: draft.turn, by } } };
}

/** The nearest German-side unit's hex and its distance to `hex` (the unit's own hex not counted, 8.4). */
function nearestGerman(ctx: DosContext, state: DosState, hex: HexId): { from: HexId; distance: number } | null {
  let best: { from: HexId; distance: number } | null = null;
  // the nearest, then the lowest, hex: one measure per hex holding German-side units
  for (const [at, ids] of occupancy(state)) {
    if (!ids.some((id) => sideOf(unitDef(ctx, id)) === GERMAN)) continue;
    const d = ctx.map.grid.distance(at, hex);
    if (best === null || d < best.distance || (d === best.distance && at < best.from)) best = { from: at, distance: d };
  }
  return best;
}

/**
 * The start of a Soviet player turn (DoS 8.4, digest RA-2, RA-3, E35): every frozen
 * Reserve Army with a German-side unit within 8 hexes of its location hex is freed; then,
 * from GT2, one die for each army still frozen, a 1 freeing it. Public rolls labelled
 * `<window>/reserve-army/<army>/petition`. Mutates the draft; returns the events.
 */
export function reserveArmiesAtTurnStart(ctx: DosContext, draft: DosState, dice: Dice, window: string): GameEvent[] {
  const events: GameEvent[] = [];
  for (const { army, hex } of frozenReserves(ctx, draft)) {
    const near = nearestGerman(ctx, draft, hex);
    if (near === null || near.distance > RESERVE_REACH) continue;
    free(draft, army, 'proximity');
    events.push({
      type: 'reserve-army-released',
      rule: 'DoS 8.4',
      army,
      hex,
      by: 'proximity',
      from: near.from,
      distance: near.distance,
      text: `${army} (${hex}) released: a German-side unit in ${near.from} is ${near.distance} hexes away (8 or less, DoS 8.4)`,
    });
  }
  if (draft.turn < PETITIONS_FROM) return events;
  for (const { army, hex } of frozenReserves(ctx, draft)) {
    const label = `${window}/reserve-army/${army}/petition`;
    const value = dice.roll(label, 6);
    const freed = value === PETITION_FREES;
    if (freed) free(draft, army, 'petition');
    events.push({
      type: 'reserve-army-petition',
      rule: 'DoS 8.4',
      army,
      hex,
      die: { label, value },
      freed,
      text: `${army} (${hex}) petitions Moscow: die ${value} → ${freed ? 'released' : 'stays frozen'} (a 1 frees it, DoS 8.4)`,
    });
  }
  return events;
}

/** DoS 8.6: at the first German-side crossing of the Don line every still-frozen Reserve Army is released. Returns the armies freed. */
export function releaseAllReserves(ctx: DosContext, draft: DosState): string[] {
  const armies = frozenReserves(ctx, draft).map((r) => r.army);
  for (const army of armies) free(draft, army, 'don');
  return armies;
}
