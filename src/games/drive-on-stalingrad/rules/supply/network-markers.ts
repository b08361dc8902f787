import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { sideName, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { controllerOf } from '../control';
import { isProblem, resolveHex } from '../hex-labels';
import { problem, type OrderProblem } from '../problem';
import { lineOf, sideNetwork, SUPPLY_LINE_LENGTH } from './network';
import { isNetworkTown, isUltimateSource, townsOf } from './network-members';

const placeName = (ctx: DosContext, h: HexId): string => {
  const name = ctx.map.hex(h)?.name;
  return name ? `${h} ${name}` : h;
};

/**
 * Why `side` may not add `hex` to its network now (DoS 7.14, 7.18), or null: it must be a
 * town or city, held by the side, not already in its network, with a supply line of at
 * most seven hexes (free of enemy units, within the 7.12/7.13 line rules) to a
 * functioning source of its network. A captured enemy source qualifies as an
 * intermediate source only (7.18).
 */
export function networkAddBar(ctx: DosContext, state: DosState, side: DosSide, hex: HexId): { code: string; message: string } | null {
  const where = placeName(ctx, hex);
  if (!ctx.map.hasFeature(hex, 'town') && !ctx.map.hasFeature(hex, 'city')) return { code: 'not-a-town', message: `${where} is not a town or city` };
  if (controllerOf(ctx, state, hex) !== side) return { code: 'not-friendly', message: `${where} is not held by the ${side} side` };
  if (isNetworkTown(ctx, state, side, hex) || isUltimateSource(ctx, state, side, hex)) {
    return { code: 'already-in-network', message: `${where} is already part of the ${side} network` };
  }
  if (lineOf(ctx, sideNetwork(ctx, state, side), hex) === null) {
    return { code: 'no-supply-line', message: `${where} has no supply line of ${SUPPLY_LINE_LENGTH} hexes or less to a functioning ${side} source` };
  }
  return null;
}

/** The towns and cities `side` could add to its network now (DoS 7.14), sorted: for templates and the options query. */
export function networkCandidates(ctx: DosContext, state: DosState, side: DosSide): HexId[] {
  return townsOf(ctx).filter((h) => networkAddBar(ctx, state, side, h) === null);
}

/**
 * Checks the network orders of one file (DoS 7.14): only in the player turn's opening
 * window, one per player turn, and each hex must qualify in the position at the start of
 * the window. Problem paths are relative to the order.
 */
export function checkNetworkAdd(ctx: DosContext, state: DosState, side: DosSide, label: string, earlier: number): OrderProblem[] {
  const out: OrderProblem[] = [];
  if (state.at.step !== 0) out.push(problem(['network'], 'wrong-window', 'a supply marker is placed at the very start of a player turn: in its opening window only', 'DoS 7.14'));
  if (earlier > 0) out.push(problem(['network'], 'network-twice', 'one supply marker per player turn, both maps together', 'DoS 7.14'));
  const hex = resolveHex(ctx, label, ['network', 'add']);
  if (isProblem(hex)) return [...out, hex];
  const bar = networkAddBar(ctx, state, side, hex);
  if (bar) out.push(problem(['network', 'add'], bar.code, bar.message, 'DoS 7.14'));
  return out;
}

/** Places a supply marker (DoS 7.14). Mutates the draft; returns the public event. */
export function addNetworkMarker(ctx: DosContext, draft: DosState, side: DosSide, hex: HexId): GameEvent {
  const markers = { ...draft.supply.markers, [side]: [...new Set([...draft.supply.markers[side], hex])].sort() };
  draft.supply = { ...draft.supply, markers };
  return {
    type: 'network-marker',
    rule: 'DoS 7.14',
    side,
    hex,
    text: `${sideName(side)} supply marker on ${placeName(ctx, hex)}: it joins the ${sideName(side)} supply network (DoS 7.14)`,
  };
}

/**
 * DoS 7.14, 7.18 (digest E19): when the enemy takes a marked town, its marker comes off;
 * taken back, it needs a new one. Mutates the draft; true when a marker came off.
 */
export function dropMarkerOnLoss(draft: DosState, loser: DosSide, hex: HexId): boolean {
  if (!draft.supply.markers[loser].includes(hex)) return false;
  draft.supply = { ...draft.supply, markers: { ...draft.supply.markers, [loser]: draft.supply.markers[loser].filter((h) => h !== hex) } };
  return true;
}
