import { FixedDice } from '#kernel/dice/fixed-dice';
import { side } from '#kernel/ids';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { hidesUnit, isClearHex } from '#games/streets-of-stalingrad/hidden/hidden-status';
import { createStreetsOfStalingrad, type SosHooks } from '#games/streets-of-stalingrad/ruleset';
import { freshPiece, type SosPieceState } from '#games/streets-of-stalingrad/state/types';
import { sosData } from './game-fixture';

export const data = sosData();
const tec = data.tables.tec;
const land = data.map.hexes.filter((h) => h.river === 'land');

/** Hexes of the city map by what hidden status reads of them (SoS 7.1, 7.2). */
export const HEX = {
  /** 7.1: a clear hex. */
  clear: land.filter((h) => isClearHex(tec, h.terrain))[0]!.id as string,
  clear2: land.filter((h) => isClearHex(tec, h.terrain))[1]!.id as string,
  /** 7.2: a city hex, which hides every unit. */
  city: land.filter((h) => h.terrain.includes('city'))[0]!.id as string,
  city2: land.filter((h) => h.terrain.includes('city'))[1]!.id as string,
  /** 7.2, 8.13: a hex that hides infantry only (a balka or cliff). */
  balka: land.filter((h) => !isClearHex(tec, h.terrain) && hidesUnit(tec, h.terrain, { infantry: true }) && !hidesUnit(tec, h.terrain, { infantry: false }))[0]!.id as string,
  /** 8.6: a full Volga hex. */
  volga: data.map.hexes.find((h) => h.river === 'volga')!.id as string,
};

/**
 * A stand-in for the city's line of sight in these tests only: the pairs listed see each
 * other, no other hexes do.
 */
export function losOf(pairs: readonly [string, string][]): (from: string, to: string) => boolean {
  const set = new Set(pairs.flatMap(([a, b]) => [`${a}>${b}`, `${b}>${a}`]));
  return (from, to) => set.has(`${from}>${to}`);
}

export const rulesetWith = (hooks: SosHooks = {}) => createStreetsOfStalingrad(data, hooks);

/**
 * A rulebook fragment: scenario #1 after both set-ups (at turn 1's first window), with only the pieces named in play,
 * where they are named to be, with the markers given.
 */
export function fragment(at: Record<string, string>, marks: Record<string, Partial<SosPieceState>> = {}): SosGame {
  const ruleset = createStreetsOfStalingrad(data);
  let game = ruleset.setup('scenario-1');
  for (const s of ['soviet', 'german']) game = ruleset.adjudicate(game, [{ side: side(s), orders: [] }], new FixedDice([])).state;
  const pieces: Record<string, SosPieceState> = {};
  for (const id of Object.keys(game.state.pieces)) pieces[id] = { ...freshPiece(at[id] ?? null), ...marks[id] };
  return { ...game, state: { ...game.state, pieces } };
}
