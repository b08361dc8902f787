import type { HexId } from '#kernel/ids';
import type { KbContext } from '../../state/context';
import type { KbState } from '../../state/types';

/** KB 18.21: a Pontoon Bridge marks the hexside between its hex and `across`. */
export const pontoonOn = (state: KbState, a: HexId, b: HexId): boolean =>
  state.markers.pontoons.some((p) => (p.hex === a && p.across === b) || (p.hex === b && p.across === a));

/** Why a ZOC does not cross a hexside, or null when it does. */
export type ZocBlock = { why: 'impassable' | 'dnepr' | 'major-river'; rule: string } | null;

/**
 * KB 7.15, 7.31, 18.21: whether a ZOC stops at the hexside between adjacent hexes.
 * Impassable and Dnepr River hexsides always stop it (7.15), a Dnepr hexside with a
 * Pontoon Bridge does not (it is a bridged Major River, 18.21). During a combat phase a
 * Major River hexside without a bridge (road, railroad or pontoon) stops it too (7.31).
 */
export function zocBlockedBy(ctx: KbContext, state: KbState, a: HexId, b: HexId, combatPhase: boolean): ZocBlock {
  const f = ctx.map.hexsideFeatures(a, b);
  if (f.length === 0) return null;
  if (f.includes('impassable')) return { why: 'impassable', rule: 'KB 7.15' };
  const pontoon = (f.includes('dnepr-river') || f.includes('major-river')) && pontoonOn(state, a, b);
  if (f.includes('dnepr-river') && !pontoon) return { why: 'dnepr', rule: 'KB 7.15' };
  if (combatPhase && f.includes('major-river') && !pontoon && !f.includes('road-bridge') && !f.includes('rail-bridge')) {
    return { why: 'major-river', rule: 'KB 7.31' };
  }
  return null;
}
