import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import type { KbContext } from '../../state/context';
import { occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { zocField } from './enemy-zoc';

/**
 * KB 20.1-20.3 edge duties ("a friendly controlled eastern map edge hex", "a friendly ZOC
 * must be maintained on at least one hex"; digest A37): the side holds the hex when its
 * units stand in it, or when it exerts a ZOC into it and no enemy unit stands there. Read
 * outside a combat phase (the duties are checked at the end of a Game-Turn).
 */
export function holdsHex(ctx: KbContext, state: KbState, side: KbSide, hex: HexId): boolean {
  const who = occupancy(ctx, state).occupant(hex);
  if (who !== null) return who === side;
  const i = ctx.index.indexOf(hex);
  return i >= 0 && zocField(ctx, state, side, 'movement')[i] === 1;
}

/** The hexes of `hexes` the side holds (holdsHex), in the order given: an edge duty is met when there is one. */
export const heldHexes = (ctx: KbContext, state: KbState, side: KbSide, hexes: readonly HexId[]): HexId[] =>
  hexes.filter((h) => holdsHex(ctx, state, side, h));
