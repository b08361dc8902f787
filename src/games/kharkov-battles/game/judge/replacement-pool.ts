import type { HexId } from '#kernel/ids';
import type { UnitDef } from '../../data/units';
import { geographyOf } from '../../rules/supply/geography';
import { linesToSources, supplyLines } from '../../rules/supply/line';
import type { KbContext } from '../../state/context';
import type { KbState, UnitWhere } from '../../state/types';
import { stateSupplyQueries } from '../../windows/preparation/supply-world';

/** KB 16.31: a Soviet rifle division (not Guards) or silhouette mechanized unit, unless its reverse says 'No Repl' (KB 16.36: such a unit goes to the Permanent Dead Box). */
export const mayBeReplaced = (def: UnitDef): boolean =>
  def.side === 'soviet' && def.reverse !== 'no-repl' && ((def.kind === 'infantry' && def.size === 'XX' && def.branch !== 'guards') || (def.silhouette && def.class === 'mechanized'));

/**
 * KB 16.31: "Whenever a Soviet rifle (not Guards rifle) division or Soviet silhouette
 * mechanized unit is eliminated, determine if it can trace a supply line of any length to
 * a supply source. If it can, it is placed in the Replacement Pool ... If unable to trace,
 * it is permanently eliminated." Null for any other unit (state/elimination.ts decides).
 * The line is traced from the hex the unit was eliminated in, on the state of that moment.
 */
export function replacementPoolOrDead(ctx: KbContext, state: KbState, unit: string, o: { sources: (side: 'axis' | 'soviet') => readonly HexId[]; inPlay: (h: HexId) => boolean; combatPhase: boolean }): UnitWhere | null {
  const def = ctx.unit(unit);
  if (!mayBeReplaced(def)) return null;
  const hex = state.units[unit]?.hex;
  if (!hex) return 'permanent-dead';
  const q = stateSupplyQueries(ctx, state, o.sources, o.combatPhase ? 'attack-determination' : 'movement');
  const lines = supplyLines(geographyOf(ctx.map, { inPlay: o.inPlay }), q, 'soviet');
  return linesToSources(lines, q).lengthFrom(hex) !== null ? 'replacement-pool' : 'permanent-dead';
}
