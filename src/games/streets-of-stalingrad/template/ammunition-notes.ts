import { ammunitionMultiplier } from '../ammunition/multiplier';
import type { MonthDay } from '../data/tables';
import type { SosEnv } from '../game/env';
import type { SosGame } from '../game/types';
import type { SosSide } from '../sequence/phases';
import { dayOfTurn } from '../sequence/scenarios';

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (game: SosGame, turn: number): MonthDay => {
  const d = dayOfTurn(game.scenario, turn);
  return `${pad(d.month)}-${pad(d.day)}` as MonthDay;
};

/**
 * SoS 14.71-14.75: a side's Ammunition Status Table, for its window notes, from the turn before
 * its shortages begin (German 20 September, Soviet 1 October): the AF saved, this turn's
 * shortage and the IF units held, and how its standing order chooses them.
 */
export function ammunitionNotes(env: SosEnv, game: SosGame, side: SosSide): string[] {
  const turn = game.state.turn;
  if (ammunitionMultiplier(env.tables, side, dateOf(game, turn + 1)) === null) return [];
  const a = game.state.ammunition[side];
  const now = ammunitionMultiplier(env.tables, side, dateOf(game, turn)) !== null;
  return [
    `Ammunition (SoS 14.71-14.75): ${a.saved} AF saved${now ? `; this turn's shortage ${a.shortage} AF, your IF units held (they may not fire this turn): ${a.held.length ? a.held.join(', ') : 'none'}` : ''}. IF AF on the map not fired in a turn is saved against the next shortage.`,
    'standing: {ammunition: {silenceFirst: [IDS]}} names the IF units to hold first when the Administrative Phase rolls a shortage; the rest are held least AF first, ties by id, until their AF covers it (SoS 14.74).',
  ];
}
