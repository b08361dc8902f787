import type { CaucasusDisplay } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { transportPoints } from '../supply/transport-cost';
import type { BoxAttackSource } from './box-battle';
import type { CaucasusBox } from './box-order';
import { caucasusEdgeHexes } from './edge-hexes';

/** The Attack Supply sources a side has in one box: its Depots there and its Activated Army HQs there (Guards or not). */
export interface BoxSources {
  depots: number;
  activatedHqs: readonly { id: string; guards: boolean }[];
}

/**
 * CtS 34.2: one Depot or Activated Army HQ in the box gives an attack its Attack Supply,
 * whatever the number of units. The Soviet takes a Depot or a Guards Army HQ before another
 * HQ (11.7: no penalty shift with them). Null: the attack goes at half strength.
 */
export function boxAttackSource(side: CtsSide, sources: BoxSources): BoxAttackSource {
  if (sources.depots > 0) return 'depot';
  if (side === 'soviet' && sources.activatedHqs.some((h) => h.guards)) return 'guards-army-hq';
  return sources.activatedHqs.length > 0 ? 'army-hq' : null;
}

/**
 * CtS 34.2, 16.6: the side's Depots in the box that an attack there may draw on (engine cts-7
 * on; none before). A Depot is consumed by the attack it supplies (16.6), so it is drawn only
 * where no Activated Army HQ would do as well: with no Activated Army HQ in the box, or for
 * the Soviet with none of the Guards (11.7: a Depot saves the penalty shift).
 */
export function boxDepotDrawn(ctx: Pick<CtsContext, 'readings'>, state: Pick<CtsState, 'boxDepots'>, side: CtsSide, box: CaucasusBox, hqs: BoxSources['activatedHqs']): number {
  if (!ctx.readings.boxDepotsCreated) return 0;
  const wanted = hqs.length === 0 || (side === 'soviet' && !hqs.some((h) => h.guards));
  return wanted ? (state.boxDepots ?? []).filter((d) => d.side === side && d.box === box).length : 0;
}

/** What delivering a Supply Point into a box costs (to activate an Army HQ there or create a Depot). */
export type BoxDelivery = { tp: number; sp: 1; rule: string; text: string } | { refused: string; rule: string };

/**
 * CtS 34.2 a Supply Point into the Caucasus or Black Sea Coast box. The Soviet may always
 * assume a friendly Connecting Rail Hex in each of his boxes: no Transport Point. The Axis
 * pays Transport Points (16.9) for a Line of Supply traced from his Connecting Rail Hex to one
 * hex off the south edge through a legal entry hex (34.3): `lengthToEdge` is the path's length
 * at the road rate to `edgeHex` (deliveryCost's `length`), the step off the edge one more;
 * at least one Transport Point even from a railhead on the last south-edge hex (E28: six hexes
 * from Rostov, two TP and the SP).
 */
export function boxDeliveryCost(
  side: CtsSide,
  axis?: { display: CaucasusDisplay; markers: CaucasusMarkers; edgeHex: string; lengthToEdge: number; multiple: number },
): BoxDelivery {
  if (side === 'soviet') return { tp: 0, sp: 1, rule: 'CtS 34.2', text: 'a Soviet Connecting Rail Hex is assumed in the box: 1 SP, no TP' };
  if (!axis) throw new Error('an Axis delivery needs its path to the south edge');
  if (!caucasusEdgeHexes(axis.display, axis.markers, 'axis').hexes.includes(axis.edgeHex)) {
    return { refused: `${axis.edgeHex} is not an Axis entry hex of the Caucasus Box`, rule: 'CtS 34.3' };
  }
  const length = axis.lengthToEdge + 1;
  const tp = Math.max(1, transportPoints(length, 0, axis.multiple));
  return { tp, sp: 1, rule: 'CtS 34.2', text: `${length} hexes to one hex off the south edge: ${tp} TP and 1 SP` };
}
