import type { Dice } from '#kernel/engine/dice';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { AirState } from '../../state/air';
import type { CtsState } from '../../state/types';
import { enemyOf } from '../occupancy';
import type { PocketTrack } from './pocket-track';

/** One modifier of the Air Transport roll, with its reason. */
export interface TransportModifier {
  value: number;
  reason: string;
  rule: string;
}

/** One Air Transport roll (27.3), as its event reports it. */
export interface AirTransportRoll {
  /** Hexes from the nearest friendly town or city outside the pocket; null when there is none. */
  distance: number | null;
  column: string;
  die: number;
  modifiers: TransportModifier[];
  /** The modified die, read on the table (0..7). */
  modified: number;
  /** The marker's move: negative backwards (better), positive forwards (worse). */
  move: number;
}

const TOWNS = ['town', 'minor-city', 'major-city'];

/**
 * CtS 27.4: "count the number of hexes from a friendly controlled town or city outside the
 * pocket to a unit within the pocket ... If a town or city is located within the pocket
 * then the distance must be measured to that hex." The shortest such count; null when the
 * owner controls no town or city outside the pocket.
 */
export function transportDistance(ctx: CtsContext, state: CtsState, side: CtsSide, units: readonly string[], ground: ReadonlySet<HexId>): number | null {
  const isTown = (h: HexId): boolean => (ctx.map.hex(h)?.features ?? []).some((f) => TOWNS.includes(f));
  const inside = [...ground].filter(isTown);
  const targets = inside.length > 0 ? inside : units.map((id) => state.units[id]!.hex!).filter((h) => h !== null);
  let best: number | null = null;
  for (const [h, owner] of Object.entries(state.control) as [HexId, CtsSide][]) {
    if (owner !== side || ground.has(h) || !isTown(h)) continue;
    for (const t of targets) {
      const d = ctx.map.grid.distance(h, t);
      if (best === null || d < best) best = d;
    }
  }
  return best;
}

/**
 * CtS 23.16: "-1 if the owning player has a F or FB type unit over the Isolated Pocket. +1
 * if the enemy player has an F or FB type unit over the Isolated Pocket. These two modifiers
 * cancel out if both players have F/FB units over the pocket". Over the pocket: placed in a
 * hex of its ground.
 */
export function transportModifiers(ctx: CtsContext, air: AirState, side: CtsSide, ground: ReadonlySet<HexId>): TransportModifier[] {
  const over = (s: CtsSide): boolean =>
    Object.values(air.units).some((a) => {
      const spec = ctx.airUnits.get(a.id);
      return a.where === 'map' && a.hex !== null && ground.has(a.hex) && spec?.side === s && (spec.type === 'F' || spec.type === 'FB');
    });
  const out: TransportModifier[] = [];
  if (over(side)) out.push({ value: -1, reason: 'an owning F or FB unit over the pocket', rule: 'CtS 23.16' });
  if (over(enemyOf(side))) out.push({ value: 1, reason: 'an enemy F or FB unit over the pocket', rule: 'CtS 23.16' });
  return out;
}

/** CtS 27.3-27.4: one die for the pocket on the Air Transport Table (reconstructed), under the column of its distance; no friendly town or city: the last column. */
export function rollAirTransport(track: PocketTrack, distance: number | null, modifiers: readonly TransportModifier[], dice: Dice, label: string): AirTransportRoll {
  const cols = track.airTransport.columns;
  const column = (distance === null ? undefined : cols.find((c) => c.upTo === undefined || distance <= c.upTo)) ?? cols[cols.length - 1]!;
  const die = dice.roll(label, 6);
  const row = track.airTransport.results[column.label]!;
  const modified = Math.min(Math.max(die + modifiers.reduce((s, m) => s + m.value, 0), 0), row.length - 1);
  return { distance, column: column.label, die, modifiers: [...modifiers], modified, move: row[modified]! };
}
