import type { GameEvent } from '#kernel/engine/events';
import type { UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { SOVIET } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { noConsequences, type Consequences } from '../consequences';
import { checkVpVictory } from '../victory';
import { supplyOf } from './supply-of';

/** DoS 4.3: one VP for each full 20 Soviet units destroyed while out of supply (39 -> 1 VP, digest X6). */
export const OOS_UNITS_PER_VP = 20;

export const oosPileVp = (units: number): number => Math.floor(units / OOS_UNITS_PER_VP);

/** 4.3 belongs to the German VP victory of Operation Blue (4.1-4.5); a scenario with its own `victory` (Uranus) has no OOS pile. */
export const oosPileCounts = (ctx: DosContext, state: DosState): boolean => scenarioOf(ctx, state.scenario).data.victory === undefined;

/**
 * DoS 4.3: Soviet units destroyed while OOS go to the German's separate pile; each full
 * 20 in it is worth a VP the moment it fills, which may win the game at once (4.5). Units
 * of other sides, and units already in the pile, are ignored. Mutates the draft; returns
 * the units added.
 */
export function addToOosPile(ctx: DosContext, draft: DosState, ids: readonly UnitId[], out: Consequences): UnitId[] {
  if (!oosPileCounts(ctx, draft)) return [];
  const pile = draft.supply.oosEliminated;
  const added = ids.filter((id) => sideOf(unitDef(ctx, id)) === SOVIET && !pile.includes(id));
  if (added.length === 0) return [];
  const next = [...pile, ...added];
  draft.supply = { ...draft.supply, oosEliminated: next };
  const gained = oosPileVp(next.length) - oosPileVp(pile.length);
  out.notes.push({ text: `${added.join(', ')} destroyed out of supply: OOS pile ${next.length}`, rule: 'DoS 4.3' });
  if (gained > 0) {
    draft.vp += gained;
    out.notes.push({ text: `German VP +${gained} for ${oosPileVp(next.length) * OOS_UNITS_PER_VP} Soviet units destroyed out of supply → ${draft.vp}`, rule: 'DoS 4.3' });
    checkVpVictory(ctx, draft, out);
  }
  return added;
}

/**
 * DoS 4.3, at the end of the last game turn: Soviet units still on the map and out of
 * supply count as eliminated for the 20-unit VP (digest VC-3). Mutates the draft (VP and
 * `supply.oosAtEnd`) before the final verdict; returns the event, or null when none count.
 */
export function countOosAtEnd(ctx: DosContext, draft: DosState): GameEvent | null {
  if (!oosPileCounts(ctx, draft)) return null;
  const oos = Object.keys(draft.units)
    .filter((id) => sideOf(unitDef(ctx, id)) === SOVIET && draft.units[id]!.status === 'on-map' && supplyOf(ctx, draft, id) === 'oos')
    .sort() as UnitId[];
  if (oos.length === 0) return null;
  const pile = draft.supply.oosEliminated.length;
  const gained = oosPileVp(pile + oos.length) - oosPileVp(pile);
  draft.supply = { ...draft.supply, oosAtEnd: oos };
  draft.vp += gained;
  const out = noConsequences();
  checkVpVictory(ctx, draft, out);
  return {
    type: 'oos-count',
    rule: 'DoS 4.3',
    units: oos,
    pile,
    total: pile + oos.length,
    vpGained: gained,
    vp: draft.vp,
    text: `End of game turn ${draft.turn}: ${oos.length} Soviet unit${oos.length === 1 ? '' : 's'} out of supply count${oos.length === 1 ? 's' : ''} as destroyed out of supply: ${pile} + ${oos.length} = ${pile + oos.length}, German VP ${gained > 0 ? `+${gained} ` : ''}→ ${draft.vp} (DoS 4.3)`,
  };
}
