import type { DecisionWindow } from '#kernel/engine/ruleset';
import { side as asSide, windowId } from '#kernel/ids';
import type { CtsState } from '../state/types';
import type { CtsContext } from '../data/context';
import { playsSection } from '../rules/sections';
import { inSetup, setupWindow } from './setup/open';
import { optionalRule } from '../setup/optional-rules';

/** Units that may move on turn 1 of Fall Blau (35.6 [Change]): the two German divisions at Kursk and the three Hungarians at Oboyan. */
export const TURN_ONE_MOVERS = ['ger-340', 'ger-377', 'hun-1pz', 'hun-7', 'hun-9'];

/**
 * CtS 35.6: "the two units at Kursk are three hexes away and will not be able to take part
 * in combat on the first turn". The reconstructed map puts the front within their reach,
 * so the note is kept as a rule: on Fall Blau turn 1 they may not attack.
 */
export const TURN_ONE_NO_COMBAT = ['ger-340', 'ger-377'];

/** The scenarios that begin as Fall Blau does: Fall Blau and the Campaign Game (37.1, 37.2: its set-up and special rules are Fall Blau's). */
const FALL_BLAU_OPENINGS: readonly string[] = ['fall-blau', 'campaign'];

/** CtS 35.6 (37.2): whether the window is the Axis player turn of turn 1 of a game that begins as Fall Blau does. */
export function fallBlauTurnOne(state: CtsState): boolean {
  return state.turn === 1 && state.phasing === 'axis' && FALL_BLAU_OPENINGS.includes(state.scenario);
}

/**
 * CtS 36.6 [Change] (game option uranusOpening: overrun-holes): whether the window is the
 * Soviet Movement Phase that opens such an Operation Uranus game, where the only moves are
 * those that exploit a Movement Phase Overrun's hole.
 */
export function uranusOpeningMovement(state: CtsState): boolean {
  return state.scenario === 'operation-uranus' && state.turn === URANUS_FIRST_TURN && state.phasing === 'soviet' && state.phase === 'movement';
}

/** Why a unit may not move in a window that lets only some move (35.6 Fall Blau turn 1, 36.6 the Uranus opening): the message and its rule. */
export function restrictedMoveRefusal(state: CtsState): { message: string; rule: string } {
  return uranusOpeningMovement(state)
    ? { message: 'on turn 49 of Operation Uranus a unit moves only to exploit the hole of a Movement Phase Overrun: its move enters an overrun hex declared earlier in the file', rule: 'CtS 36.6' }
    : { message: 'only the units at Kursk and Oboyan move on turn 1 of Fall Blau', rule: 'CtS 35.6' };
}

/** The text of the event that skips such a move as the window is adjudicated (Fall Blau's wording as its games were played). */
export function restrictedMoveSkip(state: CtsState, unit: string): string {
  return uranusOpeningMovement(state) ? `${unit} may not move on turn 49 but to exploit a Movement Phase Overrun's hole (CtS 36.6)` : `${unit} may not move on turn 1 (CtS 35.6)`;
}

/** A Movement window where only some units move (35.6 Fall Blau turn 1, 36.6 the Uranus opening), overruns being declared by units already next to the enemy. */
export function restrictedMovement(state: CtsState): boolean {
  return state.phase === 'movement' && (fallBlauTurnOne(state) || uranusOpeningMovement(state));
}

/** CtS 36.6: "The game starts on turn 49". */
const URANUS_FIRST_TURN = 49;

/** CtS 35.6: whether a unit is barred from attacking by the turn-1 note (TURN_ONE_NO_COMBAT). */
export function barredFromTurnOneCombat(state: CtsState, unit: string): boolean {
  return fallBlauTurnOne(state) && TURN_ONE_NO_COMBAT.includes(unit);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The open window (3.1, ESoP): each player turn has a Movement window (moves and HQ
 * activations) and a Combat window (battles and activations); the Supply Phase runs by
 * itself when the Combat window closes. On turn 1 of Fall Blau only the units of 35.6
 * may move.
 */
export function openWindow(ctx: CtsContext, state: CtsState): DecisionWindow | null {
  if (state.result) return null;
  if (inSetup(state)) return setupWindow(state); // CtS 35.1: the players' set-up
  const name = `${state.phasing}-${state.phase}`;
  // 28.2, 30.0: the Artillery Divisions' sides and the German regiments, in games that play Section II
  const special = playsSection(ctx, state, 2);
  const uranusOpening = uranusOpeningMovement(state);
  // 36.6: "There is no ... Soviet Movement Phase in this Game Turn" but for the [Change]'s overruns and the moves through their holes: no Air Segment, no entry, no replacement counter
  const accepts = uranusOpening
    ? ['move', 'overrun', 'activate']
    : state.phase === 'movement'
      ? ['move', 'rail', 'overrun', 'activate', 'air', 'enter', 'replacement', ...(special ? ['regiment'] : [])]
      : ['bombard', 'attack', 'activate', 'depot', 'repair', ...(special ? ['mobility', 'regiment'] : [])];
  const turnOne = state.turn === 1 && state.phasing === 'axis' && state.phase === 'movement';
  const abstractAir = optionalRule(state, 'abstractAir'); // CtS 38.0 (optional): no Air Segment, no Bombardment
  const description =
    state.phase === 'movement'
      ? `${state.phasing === 'axis' ? 'Axis' : 'Soviet'} Movement Phase: ${abstractAir ? '' : 'first the Air Segment (air, airHq, airSupply orders, CtS 23.2-23.15), then '}move units (CtS 4.0-4.7) or by rail (15.0), activate Army HQs (16.7)` +
        (turnOne ? '; turn 1 of Fall Blau: only the German divisions at Kursk and the Hungarians at Oboyan move (35.6)' : '') +
        (uranusOpening ? "; turn 49 of Operation Uranus: only Movement Phase Overruns by units already next to the Axis line, and moves that enter an overrun hex to exploit the hole (36.6 [Change])" : '')
      : abstractAir
        ? `${state.phasing === 'axis' ? 'Axis' : 'Soviet'} Combat Phase: Ground Support placed first (air: 1 in an attack, CtS 38.0), then battles one at a time, in order (CtS 10.0-13.0); then the Supply Phase: depots (16.10), rail repair (15.6) and the Soviet Artillery Divisions' sides (28.2)`
        : `${state.phasing === 'axis' ? 'Axis' : 'Soviet'} Combat Phase: Bombardment first (CtS 23.12), then battles one at a time, in order (CtS 10.0-13.0, Ground Support 23.11); then the Supply Phase: depots (16.10), rail repair (15.6) and the Soviet Artillery Divisions' sides (28.2)`;
  return { id: windowId(`T${pad(state.turn)}/${name}`), turn: state.turn, waitingFor: [asSide(state.phasing)], accepts, description };
}
