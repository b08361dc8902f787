import { IF_TYPES, type Counter } from '../data/counters';
import type { SosPieceState } from '../state/types';

/**
 * SoS 14.71, 14.73, 14.74: an IF artillery unit the shortage falls on: IF artillery, mortars
 * (14.54 names mortars among the IF artillery) and rockets, except the Soviet Guards Mortar
 * (Katyusha) rockets (14.73); the German 88mm AT/AA is not IF artillery (14.74 Ω).
 */
export const shortOfAmmunition = (c: Counter): boolean => IF_TYPES.has(c.type) && !(c.side === 'soviet' && c.type === 'rocket');

/**
 * SoS 14.73, 14.75: on the game map: a West Bank hex or an East Bank box (14.73 names both).
 * Not a German off-map box, whose units may not engage in combat (9.17), nor a piece not in play.
 */
export const onGameMap = (p: SosPieceState): boolean => p.at !== null && !p.eliminated && !p.at.startsWith('GB-');
