import type { HexId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import { problem, type OrderProblem } from './problem';

/**
 * Resolves a hex label from an order (canonical id or printed alias, e.g. "N3635").
 * A well-formed label that is not a map hex is off the map (DoS 9.22).
 */
export function resolveHex(ctx: DosContext, label: string, path: (string | number)[]): HexId | OrderProblem {
  const h = ctx.map.resolve(label);
  if (h !== null) return h;
  return ctx.map.grid.parse(label.trim()) !== null
    ? problem(path, 'off-map', `${label} is not a hex of the map`, 'DoS 9.22')
    : problem(path, 'unknown-hex', `"${label}" is not a hex id or printed alias of this map`);
}

export const isProblem = (x: unknown): x is OrderProblem =>
  typeof x === 'object' && x !== null && 'code' in x && 'message' in x;
