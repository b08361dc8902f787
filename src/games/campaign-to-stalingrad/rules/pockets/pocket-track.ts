import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsSide, PocketCondition, Tables, UnitSpec } from '../../data/schema';
import type { CtsState } from '../../state/types';
import type { IsolatedPocket } from '../../state/pocket';
import { isArmyHq } from '../unit-kind';
import type { PocketGroup } from './find-pockets';

export type PocketTrack = NonNullable<Tables['pockets']>;

/** The Track of the bundle (tables.yaml `pockets`, reconstructed); a bundle without it plays no pockets. */
export function pocketTrack(ctx: CtsContext): PocketTrack | null {
  return ctx.tables.pockets ?? null;
}

/**
 * CtS 27.2 where a new pocket's marker starts: "1" with "a partially (see rule 24.0) or fully
 * controlled friendly Major City and either an Army HQ or a Supply Depot"; "3" with "either
 * an Army HQ and/or a Supply Depot but no friendly Major City"; "6" otherwise. The city
 * counts when a hex of the pocket's ground is a Major City the owner controls (the Major
 * City Battle's partial control, 24.0, is not built: control of the hex stands for it).
 */
export function startBox(ctx: CtsContext, state: CtsState, side: CtsSide, group: PocketGroup): { box: number; reason: string } {
  const hq = group.units.some((id) => isArmyHq(ctx.units.get(id)!));
  const depot = state.depots.some((d) => d.side === side && group.hexes.has(d.hex));
  const city = [...group.hexes].some((h: HexId) => state.control[h] === side && (ctx.map.hex(h)?.features ?? []).includes('major-city'));
  if ((hq || depot) && city) return { box: 1, reason: 'a friendly Major City and an Army HQ or Supply Depot (CtS 27.2 case 1)' };
  if (hq || depot) return { box: 3, reason: 'an Army HQ or Supply Depot, no friendly Major City (CtS 27.2 case 2)' };
  return { box: 6, reason: 'no Army HQ or Supply Depot (CtS 27.2 case 3)' };
}

/** CtS 27.6: a splinter group starts "in the appropriate box according to rule 27.2 or in the same box as its parent Isolated Pocket whichever is worse" (higher is worse). */
export function splinterBox(start: number, parentBox: number): number {
  return Math.max(start, parentBox);
}

/**
 * CtS 27.7: "the combined pocket assumes the Supply state of the larger pocket. Larger is
 * defined as the group with the greater number of steps. If two pockets are identical in
 * size, the owning player may choose" (digest P17's default: the better state).
 */
export function combinedBox(parents: readonly { box: number; steps: number }[]): number {
  const most = Math.max(...parents.map((p) => p.steps));
  return Math.min(...parents.filter((p) => p.steps === most).map((p) => p.box));
}

/** The words of a condition as the Track prints it (27.2). */
export const CONDITION_WORDS: Record<PocketCondition, string> = {
  full: 'Full Supply',
  partial: 'Partial Supply',
  depleted: 'Depots Depleted',
  shortage: 'Food and Ammo Shortage (-1)',
  critical: 'Critical Food and Ammo Shortage (-2)',
};

/** CtS 27.2: the condition below a box of the Track (the last box's beyond it). */
export function conditionOf(track: PocketTrack, box: number): PocketCondition {
  return track.boxes[Math.min(Math.max(box, 1), track.boxes.length) - 1]!;
}

/** The class of a unit for the surrender thresholds of 27.5 (reconstructed Track). */
function surrenderClass(spec: UnitSpec): keyof PocketTrack['surrender'] {
  if (spec.side === 'axis') return spec.nationality === 'german' ? 'german' : 'allied';
  return spec.branch === 'guard' || spec.branch === 'nkvd' ? 'guard' : 'soviet';
}

/**
 * CtS 27.5: "When an Isolated Pocket is composed of units with different Surrender
 * Thresholds, the entire group assumes the best Surrender Threshold available in the group":
 * the box from which the whole pocket surrenders.
 */
export function surrenderBox(ctx: CtsContext, track: PocketTrack, pocket: Pick<IsolatedPocket, 'units'>): number {
  return Math.max(...pocket.units.map((id) => track.surrender[surrenderClass(ctx.units.get(id)!)]));
}
