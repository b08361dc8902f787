import type { HexId } from '#kernel/ids';
import type { UnitDef } from '../data/units';
import type { KbSide } from '../data/ids';
import type { KbContext } from './context';
import type { KbState, KbUnitState } from './types';

export const enemyOf = (s: KbSide): KbSide => (s === 'axis' ? 'soviet' : 'axis');
export const SIDES: readonly KbSide[] = ['axis', 'soviet'];

/** A unit on the map with its counter. */
export interface Placed {
  readonly def: UnitDef;
  readonly state: KbUnitState;
  readonly hex: HexId;
}

/** Who stands where: each side's stack in every hex, by dense hex number, in unit-id order. */
export interface Occupancy {
  /** The side's units in the hex (a copy). */
  at(hex: HexId, side: KbSide): Placed[];
  /** The side's stack in hex number `i`, the occupancy's own list (never to be changed); empty when none. */
  stackAt(i: number, side: KbSide): readonly Placed[];
  /** The side whose units are in the hex, or null when it is empty (KB 10.1: never both). */
  occupant(hex: HexId): KbSide | null;
  /** The hexes where the side has units, sorted. */
  hexesOf(side: KbSide): HexId[];
}

const NONE: readonly Placed[] = Object.freeze([]);
const memo = new WeakMap<KbContext, WeakMap<KbState['units'], Occupancy>>();

/**
 * Who stands where in `state`: worked out once per units record (a position whose units
 * stand as they were shares it). Throws on a unit on the map at a hex not on the map, or
 * on a hex where both sides stand (no rule ever puts them together).
 */
export function occupancy(ctx: KbContext, state: KbState): Occupancy {
  let byUnits = memo.get(ctx);
  if (!byUnits) memo.set(ctx, (byUnits = new WeakMap()));
  let occ = byUnits.get(state.units);
  if (!occ) byUnits.set(state.units, (occ = occupancyOf(ctx, state)));
  return occ;
}

function occupancyOf(ctx: KbContext, state: KbState): Occupancy {
  const n = ctx.index.ids.length;
  const stacks: Record<KbSide, (Placed[] | undefined)[]> = { axis: new Array(n), soviet: new Array(n) };
  for (const id of Object.keys(state.units).sort()) {
    const st = state.units[id]!;
    if (st.where !== 'map' || st.hex === null) continue;
    const def = ctx.unit(id);
    const i = ctx.index.indexOf(st.hex);
    if (i < 0) throw new Error(`${id} stands at ${st.hex}, which is not on the map`);
    (stacks[def.side][i] ??= []).push({ def, state: st, hex: st.hex });
  }
  for (let i = 0; i < n; i++) {
    if (stacks.axis[i] && stacks.soviet[i]) throw new Error(`both sides stand in ${ctx.index.ids[i]!}`);
  }
  const hexes: Partial<Record<KbSide, HexId[]>> = {};
  const stackAt = (i: number, side: KbSide): readonly Placed[] => stacks[side][i] ?? NONE;
  return {
    at: (hex, side) => {
      const i = ctx.index.indexOf(hex);
      return i < 0 ? [] : [...stackAt(i, side)];
    },
    stackAt,
    occupant(hex) {
      const i = ctx.index.indexOf(hex);
      if (i < 0) return null;
      return stacks.axis[i] ? 'axis' : stacks.soviet[i] ? 'soviet' : null;
    },
    hexesOf: (side) => [...(hexes[side] ??= ctx.index.ids.filter((_, i) => stacks[side][i] !== undefined))],
  };
}
