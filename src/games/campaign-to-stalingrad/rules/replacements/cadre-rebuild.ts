import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { occupancy } from '../occupancy';
import { checkStacking } from '../stacking';
import { mayRebuild } from './matching';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

type OnMap = CtsState['replacementsOnMap'][number];

/** 21.2, 21.4: the HQs that bring Cadre Box units back: Front and Army Group HQs. */
export const isFrontOrArmyGroupHq = (type: string): boolean => type === 'front-hq' || type === 'army-group-hq';

/**
 * CtS 21.4, 21.8 (18.1): a Replacement stacked with a Front or Army Group HQ brings back a
 * matching unit from the Cadre Box into that hex at its lowest step (a Soviet rifle
 * division as its Remnant, its third step); room to stack is needed (5.0). Which unit: the
 * first of the owner's standing `rebuild` list that may come, else the first by id.
 * Returns the unit rebuilt, or null.
 */
export function cadreRebuild(ctx: CtsContext, state: CtsState, r: OnMap, preferred: readonly string[], helped: ReadonlySet<string>): string | null {
  const side = r.side;
  const occ = occupancy(ctx, state);
  const here = occ.at(r.hex, side);
  if (!here.some((p) => isFrontOrArmyGroupHq(p.spec.type))) return null;
  const inBox = Object.keys(state.units).filter((id) => {
    const spec = ctx.units.get(id)!;
    return spec.side === side && state.units[id]!.where === 'cadre' && !helped.has(id) && mayRebuild(r.type, spec);
  });
  const rank = (id: string): number => (preferred.includes(id) ? preferred.indexOf(id) : preferred.length);
  inBox.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  return inBox.find((id) => checkStacking(ctx, [...here.map((p) => p.spec), ctx.units.get(id)!]).ok) ?? null;
}

/** The unit as it comes back from the Cadre Box (21.4): in the hex, at its lowest step, fresh. */
export function rebuilt(u: UnitState, hex: OnMap['hex']): UnitState {
  return unitWith(u, { where: 'map', hex, steps: 1, disrupted: false, outOfSupply: false, activated: false, frozen: false, retreatedThisPhase: false });
}

/**
 * CtS 18.2: an HQ that lost its cadre comes back to the Cadre Box for one Mechanized
 * Replacement spent in its owner's Supply Phase, when the owner names it in `rebuild`
 * (any Mechanized Replacement of his on the map; the rule names no place). Returns the HQ.
 */
export function hqToCadreBox(ctx: CtsContext, state: CtsState, side: CtsSide, type: string, preferred: readonly string[]): string | null {
  if (type !== (side === 'axis' ? 'german-mechanized' : 'soviet-mechanized')) return null;
  return preferred.find((id) => state.units[id]?.where === 'cadre-lost' && ctx.units.get(id)?.side === side && ctx.units.get(id)!.type.endsWith('-hq')) ?? null;
}
