import type { HexId, UnitId } from '#kernel/ids';
import type { DosState } from '../state/types';
import { unitsAt } from '../state/units';

/** The defenders of a hex (DoS 11.2), less units that retreated in this phase to join others (11.35). */
export function defendersOf(draft: DosState, target: HexId): { defenders: UnitId[]; retreatedIn: UnitId[] } {
  const all = unitsAt(draft, target);
  const retreatedIn = all.filter((id) => draft.phase.retreatedInto[id] === target);
  const originals = all.filter((id) => !retreatedIn.includes(id));
  return originals.length > 0 ? { defenders: originals, retreatedIn } : { defenders: all, retreatedIn: [] };
}

/**
 * DoS 11.4: "no defending unit may be attacked more than once per prepared assault phase".
 * The limit is on units, not hexes: a unit that defended and retreated may not be attacked
 * again where it stands, while a hex whose own units have not yet defended may be, whatever
 * retreated into it (11.35). The defenders of `target` that have already defended, or none.
 */
export function alreadyDefended(state: DosState, target: HexId): UnitId[] {
  const done = new Set(state.phase.defended);
  return defendersOf(state, target).defenders.filter((id) => done.has(id));
}
