import type { HexId } from '#kernel/ids';
import { southOfArmyBound } from '../command/army-bounds';
import { commandRefusal } from '../command/restrictions';
import type { KbSide } from '../data/ids';
import type { TecMovement } from '../data/tec-movement';
import type { Mover } from '../rules/movement/mover';
import { moveOptions } from '../rules/movement/reach';
import { stackingFailures } from '../rules/stacking/hex-limits';
import type { KbContext } from '../state/context';
import { occupancy } from '../state/occupancy';
import type { KbState } from '../state/types';
import { stateMoveQueries } from './state-queries';

export interface NorthDutyInput {
  ctx: KbContext;
  state: KbState;
  side: KbSide;
  tec: TecMovement;
  mover(state: KbState, unit: string): Mover;
  /** Units that may not move at all this phase for a reason of the window (13.2 'halt', 16.22 'Repl', 20.1 turn 0). */
  barred(unit: string): boolean;
}

/**
 * KB 20.1 (Operation Star): "all Soviet 38th Army units (yellow icon) may never move south of
 * hexrow KB49xx (if forced to retreat south, they must move north as soon as possible)".
 * The reading: a 38th Army unit a retreat left south of row 49 must move in its side's next
 * Movement Phase, and every one after while it is south of the row, if it can move at all:
 * it is free to move (not barred, no 'Repl' marker, committed and in command, 16.22, 13.11, 13.2) and some hex it may
 * end a Tactical move in stands open to it (10.2, 6.0: no enemy unit, the stacking limits
 * kept). Every hex of its move is then north of the last (rules/movement/step.ts
 * `southOfBound`). Which units of `side` owe that move now, sorted; the Movement window's
 * check refuses a file that names none of them in an order of its own, and the options say
 * the move is due.
 */
export function dueNorth(o: NorthDutyInput): string[] {
  const { ctx, state, side } = o;
  const due = southOfArmyBound(ctx, state).filter((u) => ctx.unit(u).side === side && !o.barred(u) && !state.units[u]!.marks.repl && commandRefusal(ctx, state, u, 'move') === null);
  if (due.length === 0) return [];
  const q = stateMoveQueries(ctx, state, side);
  const occ = occupancy(ctx, state);
  const enemy = new Set<HexId>(q.enemyUnitHexes());
  return due.filter((u) => {
    const st = state.units[u]!;
    const def = ctx.unit(u);
    const mctx = { map: ctx.map, tec: o.tec, weather: state.weather, mover: o.mover(state, u), q };
    return moveOptions(mctx, st.hex!, 'tactical').some((m) => !enemy.has(m.hex) && stackingFailures([...occ.at(m.hex, side), { def, state: st, hex: m.hex }]).length === 0);
  });
}

/** The units a file moves by an order of its own (not in a branch, which the dice may not take): the mover of each top-level move, assault or overrun. */
export function ownOrderMovers(orders: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  for (const o of orders) {
    if (typeof o !== 'object' || o === null) continue;
    for (const key of ['move', 'assault', 'overrun'] as const) {
      const body = (o as Record<string, { unit?: unknown } | undefined>)[key];
      if (body && typeof body.unit === 'string') out.add(body.unit);
    }
  }
  return out;
}

/** KB 20.1: the refusal a file gets for a due unit it leaves unmoved. */
export const northDutyMessage = (unit: string, hex: string): string =>
  `${unit} is a 38th Army unit south of hex row KB49xx (${hex}) and can move: it must move north this Movement Phase, as soon as possible`;
