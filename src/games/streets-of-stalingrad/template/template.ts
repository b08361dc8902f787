import type { TemplateInfo, UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import type { SosGame } from '../game/types';
import { phaseContext } from '../game/context';
import { openEntry, openWindow } from '../game/window';
import type { SosDecisionName } from '../orders/kinds';
import type { SosSide } from '../sequence/phases';
import type { SosPieceState } from '../state/types';
import { counterLabel } from '../view/counter-face';
import { windowRules } from '../windows/index';
import { ORDER_NOTES, pauseNotes, setupNotes, SIDE_NAME, SIGHT_NOTE } from './window-notes';
import { ammunitionNotes } from './ammunition-notes';
import { engineeringNotes } from './engineering-notes';
import { wallSideNotes } from './wall-side-notes';
import { replacementNotes } from './replacement-notes';
import { infiltrationChoices } from '../infiltration/infiltration-options';

/** The markers a unit carries, as notes (SoS 8.0, 9.113, 8.71, 7.5). */
function markerNotes(p: SosPieceState): string[] {
  const out: string[] = [];
  if (p.pinned) out.push('pinned: may not move (SoS 8.0, 9.11)');
  if (p.spent) out.push('spent (SoS 9.113)');
  if (p.dismounted) out.push('dismounted: moves as a foot unit (SoS 8.71, 8.72)');
  if (p.revealed) out.push('revealed to the enemy (SoS 7.5, 7.6)');
  return out;
}

/** The side's units in play, each where it stands, with its markers. */
function unitsInPlay(env: SosEnv, game: SosGame, side: SosSide): UnitOptions[] {
  return Object.entries(game.state.pieces)
    .filter(([id, p]) => p.at !== null && env.counter(id).side === side)
    .map(([id, p]) => {
      const notes = [...markerNotes(p), ...engineeringNotes(game.state, id)];
      return { unit: unitId(id), label: counterLabel(env.counter(id)), hex: hexId(p.at!), ...(notes.length ? { notes } : {}) };
    });
}

/** SoS 11.1: in the other side's movement windows, the side's opportunity fire is its reaction policy's. */
function fireNote(game: SosGame, side: SosSide): string[] {
  const kind = openEntry(game)?.name ?? '';
  if (!/movement|reserves/.test(kind)) return [];
  const n = game.standing[side]?.opportunityFire?.length ?? 0;
  return [n > 0
    ? `Your opportunity fire in this phase is made by the ${n} rule(s) of your standing opportunityFire (SoS 11.1-11.11): each move is made hex by hex and every matching rule fires.`
    : 'You have no standing opportunityFire rule: your units hold their fire in this phase (SoS 11.1). A file with orders: [] and standing: {opportunityFire: [{hex: HEX, zone: [HEXES], targets: any, armor, vehicles or crossers, minUnits: N}]} sets them.'];
}

/**
 * The ready-to-edit material of the open window for `side` (Ruleset.template): notes on what
 * the window takes, each order with its rule, the turn's dated rules and what the side sees of
 * the enemy; the side's units (in a set-up window with where each may set up, `options`);
 * an example order where one is always legal (a set-up: a unit placed where it stands); and
 * the side's standing orders.
 */
export function sosTemplate(env: SosEnv, game: SosGame, side: SosSide, options: UnitOptions[]): TemplateInfo {
  const w = openWindow(game);
  if (!w) return { notes: [`The game is over: ${game.result?.reason ?? ''}`], units: [], exampleOrders: [] };
  const standing = game.standing[side] ?? undefined;
  const waits = w.waitingFor.map(String).includes(side);
  const head = waits ? [] : [`This window waits for the ${SIDE_NAME[side === 'german' ? 'soviet' : 'german']} player; a file of yours may carry standing orders only (orders: []).`, ...fireNote(game, side)];
  if (game.setup) {
    const first = options[0];
    return {
      notes: [...head, ...setupNotes(game.setup)],
      units: waits ? options : unitsInPlay(env, game, side),
      exampleOrders: waits && first ? [{ place: { units: [first.unit], hex: first.hex } }] : [],
      ...(standing ? { standing } : {}),
    };
  }
  const entry = openEntry(game)!;
  const notes = game.pause
    ? pauseNotes(game.pause.decision as SosDecisionName, game.pause.about)
    : [
      `${w.description}.`,
      ...(entry.accepts.length ? ['This window takes:', ...entry.accepts.map((k) => `  ${ORDER_NOTES[k]}`)] : []),
      ...entry.notes.map((n) => `This turn: ${n}.`),
      // what the window's rules say of the position, to the side it waits for (an attack window: the hexes to attack, 9.61)
      ...(waits ? (windowRules(entry.name).notes?.(phaseContext(env, game, entry), game.state) ?? []) : []),
      // SoS 14.71-14.75: the side's ammunition, from the turn before its shortages begin
      ...ammunitionNotes(env, game, side),
      // SoS 9.40: the side of the Tartar Wall each of the side's vehicles in a Wall hex stands on
      ...wallSideNotes(env, game, side),
      // SoS 21.41-21.46: the side's saved replacement points and the units it may rebuild
      ...(waits ? replacementNotes(env, game, side, entry.accepts) : []),
    ];
  // a movement or reserves window lists the units' moves (game/options.ts): the first is the example
  const mover = waits && !game.pause ? options.find((u) => (u.moves ?? []).length > 0) : undefined;
  // SoS 13.1: in the Soviet Exploit Attack window from 26 September, Herman's first infiltration is the example
  const infiltration = waits && !game.pause && !mover && entry.accepts.includes('infiltrate') ? infiltrationChoices(phaseContext(env, game, entry), game.state)[0] : undefined;
  const exampleOrders = mover ? [{ move: { units: [mover.unit], path: mover.moves![0]!.path } }] : infiltration ? [{ infiltrate: infiltration }] : [];
  return { notes: [...head, ...notes, SIGHT_NOTE], units: mover ? options : unitsInPlay(env, game, side), exampleOrders, ...(standing ? { standing } : {}) };
}
