import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import type { KbContext } from '../../state/context';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { ZOC_READINGS, type ZocContext } from './contexts';
import { isCity, stackZoc } from './exerts';
import { zocBlockedBy } from './hexside';

type Fields = Map<string, Uint8Array>;
const memo = new WeakMap<KbContext, WeakMap<KbState['units'], WeakMap<KbState['markers'], Fields>>>();

function store(ctx: KbContext, state: KbState): Fields {
  let a = memo.get(ctx);
  if (!a) memo.set(ctx, (a = new WeakMap()));
  let b = a.get(state.units);
  if (!b) a.set(state.units, (b = new WeakMap()));
  let c = b.get(state.markers);
  if (!c) b.set(state.markers, (c = new Map()));
  return c;
}

/**
 * KB 2.4, 7.1-7.4: the hexes into which `side` exerts a ZOC that counts for the other
 * side's units in `context`, by dense hex number (1 = controlled). Each stack that exerts a
 * ZOC (7.13, 7.14, 18.12) covers its six neighbours, save across a hexside that stops it
 * (7.15, 7.31). Then the other side's units negate it in a city hex (7.14), and in any hex
 * they occupy when the context says so (7.32, 7.42). Worked out once per position, side
 * and context; the array is the answer kept, never to be changed.
 */
export function zocField(ctx: KbContext, state: KbState, side: KbSide, context: ZocContext): Uint8Array {
  const fields = store(ctx, state);
  const key = `${side}|${context}`;
  let field = fields.get(key);
  if (!field) fields.set(key, (field = fieldOf(ctx, state, side, context)));
  return field;
}

function fieldOf(ctx: KbContext, state: KbState, side: KbSide, context: ZocContext): Uint8Array {
  const reading = ZOC_READINGS[context];
  const occ = occupancy(ctx, state);
  const { ids, neighbours } = ctx.index;
  const field = new Uint8Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const stack = occ.stackAt(i, side);
    if (stack.length === 0 || !stackZoc(ctx, state, stack).exerts) continue;
    for (const j of neighbours[i]!) {
      if (field[j] === 1) continue;
      if (zocBlockedBy(ctx, state, ids[i]!, ids[j]!, reading.combatPhase) === null) field[j] = 1;
    }
  }
  const other = enemyOf(side);
  for (let j = 0; j < ids.length; j++) {
    if (field[j] === 0 || occ.stackAt(j, other).length === 0) continue;
    if (reading.friendlyNegates || isCity(ctx, ids[j]!)) field[j] = 0; // 7.32, 7.42 / 7.14
  }
  return field;
}

/** KB 7.0: the hex is in an Enemy Zone of Control for `friendly`'s units in `context`. */
export function inEnemyZoc(ctx: KbContext, state: KbState, friendly: KbSide, hex: HexId, context: ZocContext): boolean {
  const i = ctx.index.indexOf(hex);
  return i >= 0 && zocField(ctx, state, enemyOf(friendly), context)[i] === 1;
}

/** The hexes `side` controls for the other side in `context`, sorted (7.12: an empty hex may be controlled by both). */
export function controlledHexes(ctx: KbContext, state: KbState, side: KbSide, context: ZocContext): HexId[] {
  const field = zocField(ctx, state, side, context);
  return ctx.index.ids.filter((_, i) => field[i] === 1);
}

/**
 * The hexes of `side`'s stacks whose ZOC reaches `hex` in `context`, sorted: for "in the
 * EZOC of only the target hex" (11.2), Attack Determination (12.1) and the forced river
 * attack (7.26). Empty when the EZOC is negated in the hex (7.14, 7.32, 7.42).
 */
export function zocSources(ctx: KbContext, state: KbState, side: KbSide, hex: HexId, context: ZocContext): HexId[] {
  const j = ctx.index.indexOf(hex);
  if (j < 0 || zocField(ctx, state, side, context)[j] === 0) return [];
  const occ = occupancy(ctx, state);
  const reading = ZOC_READINGS[context];
  const out: HexId[] = [];
  for (const i of ctx.index.neighbours[j]!) {
    const stack = occ.stackAt(i, side);
    if (stack.length === 0 || !stackZoc(ctx, state, stack).exerts) continue;
    if (zocBlockedBy(ctx, state, ctx.index.ids[i]!, hex, reading.combatPhase) === null) out.push(ctx.index.ids[i]!);
  }
  return out.sort();
}
