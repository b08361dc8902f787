import type { Modifier } from '#kernel/engine/events';
import type { CtsContext } from '../../data/context';
import type { PocketCondition } from '../../data/schema';
import type { CtsState } from '../../state/types';
import { conditionOf, pocketTrack } from './pocket-track';

/** The column shift of a pocket condition (27.2 B): Food and Ammo Shortage 1, Critical 2, the others none. */
const SHIFT: Partial<Record<PocketCondition, number>> = { shortage: 1, critical: 2 };

/**
 * CtS 27.2 (Food and Ammo Shortage B, Critical B): "If all defending units are at this
 * position in the chart then the attacker receives a favorable shift of one column to the
 * right on the CRT. If one or more attacking units are at this status, then the defender
 * receives a favorable shift of one column to the left"; two columns at Critical. Defenders
 * at Shortage and Critical together give the one column all of them are at; the worst
 * attacker gives the defender's shift. None in a game without pockets.
 */
export function pocketShifts(ctx: CtsContext, state: CtsState, attackers: readonly string[], defenders: readonly string[]): Modifier[] {
  const track = pocketTrack(ctx);
  if (!track || !state.pockets || state.pockets.length === 0) return [];
  const shiftOf = (id: string): number => {
    const p = state.pockets!.find((x) => x.units.includes(id));
    return p ? (SHIFT[conditionOf(track, p.box)] ?? 0) : 0;
  };
  const out: Modifier[] = [];
  const all = defenders.length > 0 ? Math.min(...defenders.map(shiftOf)) : 0;
  if (all > 0) out.push({ value: all, kind: 'column-shift', reason: `every defender in a pocket at ${all === 2 ? 'Critical ' : ''}Food and Ammo Shortage`, rule: 'CtS 27.2' });
  const worst = Math.max(0, ...attackers.map(shiftOf));
  if (worst > 0) out.push({ value: -worst, kind: 'column-shift', reason: `an attacker in a pocket at ${worst === 2 ? 'Critical ' : ''}Food and Ammo Shortage`, rule: 'CtS 27.2' });
  return out;
}
