import type { HexId } from '#kernel/ids';
import { armyBoundRow, southOfArmyBound, THIRTY_EIGHTH_ARMY_ROW } from '../command/army-bounds';
import { rowOf } from '../data/ids';
import { stackingFailures } from '../rules/stacking/hex-limits';
import { occupancy, type Placed } from '../state/occupancy';
import type { OptionsInput } from './input';
import { movementOptions } from './movement-options';
import type { KbMove, KbUnitOptions } from './unit-options';

/** What the duty reads of a unit's movement listing: the moves that leave its hex by movement (KB 10.2, 10.3, 11.1). */
export type NorthListing = Pick<KbUnitOptions, 'moves' | 'strategicMoves' | 'infiltrations'>;

/** One listed move north of a unit that owes it, as the `move` order that makes it. */
export interface NorthMove {
  hex: HexId;
  cost: number;
  path: HexId[];
  strategic?: true;
  infiltrate?: true;
}

/** A 38th Army unit south of its row that owes a move north now, and the moves north the options list for it. */
export interface NorthDuty {
  unit: string;
  hex: HexId;
  moves: NorthMove[];
}

/**
 * KB 20.1 (Operation Star): "all Soviet 38th Army units (yellow icon) may never move south of
 * hexrow KB49xx (if forced to retreat south, they must move north as soon as possible)".
 * The reading (docs/kharkov-battles-movement.md): a unit of `o.side` a retreat left south of
 * the row owes a move in the first of its side's Movement Phases in which it can move north,
 * that is in which the movement listing (options/movement-options.ts: free to move, 13.11,
 * 13.2, 16.22; its MPA with its supply state, 8.32-8.33, 9.4; the EZOC, 7.22-7.25, 10.52;
 * the 10.x costs and the One-Hex move, 10.56) holds a Tactical or Strategic move or a Mobile
 * Infiltration for it. Every such move goes north: while the unit is south of the row each
 * step must be north of the last (rules/movement/step.ts `southOfBound`). Null when the unit
 * owes nothing now. The options (`mustMove`), the Movement window's check (`must-move-north`)
 * and its adjudication (the server's move for an empty file) all ask this one function.
 */
export function northDutyOf(o: Pick<OptionsInput, 'ctx' | 'state' | 'side'>, unit: string, listing: NorthListing): NorthDuty | null {
  const st = o.state.units[unit];
  if (!st || st.where !== 'map' || st.hex === null || o.ctx.unit(unit).side !== o.side) return null;
  const row = armyBoundRow(o.ctx, o.state, unit);
  if (row === null || rowOf(st.hex) >= row) return null;
  const moves: NorthMove[] = [
    ...(listing.moves ?? []).map((m) => plain(m)),
    ...(listing.infiltrations ?? []).map((m) => ({ ...plain(m), infiltrate: true as const })),
    ...(listing.strategicMoves ?? []).map((m) => ({ ...plain(m), strategic: true as const })),
  ];
  return moves.length === 0 ? null : { unit, hex: st.hex, moves };
}

const plain = (m: KbMove): NorthMove => ({ hex: m.hex, cost: m.cost, path: m.path });

/**
 * KB 20.1: every unit of `o.side` that owes a move north now, sorted, with its listed moves
 * (the movement listing of the position `o.state`, asked only when a unit is south of its row).
 */
export function northDuties(o: OptionsInput): NorthDuty[] {
  const south = southOfArmyBound(o.ctx, o.state).filter((u) => o.ctx.unit(u).side === o.side);
  if (south.length === 0) return [];
  const listing = movementOptions(o);
  return south.flatMap((u) => {
    const duty = northDutyOf(o, u, listing(u, []));
    return duty ? [duty] : [];
  });
}

/**
 * KB 20.1: the moves the server makes for a side that sent an empty file (nothing sent, a
 * missed deadline) while units owe a move north: for each, in unit order, one of its listed
 * moves, a Tactical move if any (10.2), else a Mobile Infiltration (11.1), else a Strategic
 * move (10.3); the one that ends farthest north up to the row (a unit is not taken beyond
 * the bound the rule asks it to reach), then the cheapest, then the lowest hex; never one that
 * would break a stacking limit with the units there or the server's earlier moves (6.0).
 */
export function defaultNorthMoves(o: Pick<OptionsInput, 'ctx' | 'state' | 'side'>, duties: readonly NorthDuty[]): { unit: string; from: HexId; move: NorthMove }[] {
  const occ = occupancy(o.ctx, o.state);
  const arriving = new Map<HexId, Placed[]>();
  const out: { unit: string; from: HexId; move: NorthMove }[] = [];
  for (const d of duties) {
    const def = o.ctx.unit(d.unit);
    const st = o.state.units[d.unit]!;
    const fits = (m: NorthMove): boolean => stackingFailures([...occ.at(m.hex, o.side), ...(arriving.get(m.hex) ?? []), { def, state: st, hex: m.hex }]).length === 0;
    const kind = (m: NorthMove): number => (m.strategic ? 2 : m.infiltrate ? 1 : 0);
    const best = d.moves
      .filter(fits)
      .sort((a, b) => kind(a) - kind(b) || Math.min(rowOf(b.hex), THIRTY_EIGHTH_ARMY_ROW) - Math.min(rowOf(a.hex), THIRTY_EIGHTH_ARMY_ROW) || a.cost - b.cost || (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0))[0];
    if (!best) continue;
    arriving.set(best.hex, [...(arriving.get(best.hex) ?? []), { def, state: st, hex: best.hex }]);
    out.push({ unit: d.unit, from: d.hex, move: best });
  }
  return out;
}
