import type { HexId } from '#kernel/ids';
import type { KbState } from '../state/types';
import { Issues } from './errors';
import { trtTurn, type PrepData, type StepResult } from './step';
import { traversedByRoad } from '../air/interdiction';

/**
 * KB 4.1 A.2.a, 5.11, 19.15: each side's Air Points for the turn, read from the TRT (fewer
 * under Mud, as printed), go into its 'Available for Sortie' box; last turn's interdicting Air
 * Points are gone (5.12). Run after the Weather Phase.
 */
export function allocateAirPoints(data: PrepData, state: KbState): StepResult {
  const box = trtTurn(data, state);
  const mud = state.weather === 'mud';
  const air = mud ? box.airMud : box.air;
  return {
    state: { ...state, airPoints: { axis: air.axis, soviet: air.soviet }, markers: { ...state.markers, interdicted: [] } },
    events: [
      {
        type: 'kb-air-allocation',
        rule: mud ? 'KB 5.11, 19.15' : 'KB 5.11',
        turn: state.at.turn,
        airPoints: { axis: air.axis, soviet: air.soviet },
        text: `Air Points available for sortie: Axis ${air.axis}, Soviet ${air.soviet} (TRT${mud ? ', reduced for Mud, 19.15' : ''}, 5.11)`,
      },
    ],
  };
}

/** KB 5.3: the Axis player's Interdiction orders: printed hex labels ("KB3617"), one Air Point each. */
export interface InterdictionInput {
  hexes: readonly string[];
}

/**
 * KB 4.1 A.2.b, 5.3, 5.31: the Axis player places Air Points for Interdiction on hexes
 * traversed by a road (not railroad only; KH's grey Supply Roads are no roads for Strategic
 * Movement, 20.2), at most one per hex, Soviet-occupied hexes included. Each comes out of
 * the Axis 'Available for Sortie' box for the turn (5.12). Refuses, changing nothing, a hex
 * not on the map or not in play, one without a road, one named twice, or more hexes than
 * the Axis has Air Points.
 */
export function placeInterdiction(data: PrepData, state: KbState, input: InterdictionInput): StepResult {
  const { map } = data.ctx;
  const issues = new Issues();
  const hexes: HexId[] = [];
  input.hexes.forEach((label, i) => {
    const path = `interdiction.hexes[${i}]`;
    const hex = map.resolve(label);
    if (hex === null || state.owner[hex] === undefined) return issues.add(path, 'hex-not-in-play', `${label} is not a hex in play`, 'KB 5.3');
    if (!traversedByRoad(data.ctx, hex)) {
      return issues.add(path, 'no-road', `${label} is not traversed by a road (railroads do not count)`, 'KB 5.3');
    }
    if (hexes.includes(hex)) return issues.add(path, 'hex-twice', `${label} already has an interdicting Air Point: one per hex`, 'KB 5.31');
    hexes.push(hex);
  });
  if (input.hexes.length > state.airPoints.axis) {
    issues.add('interdiction.hexes', 'not-enough-air-points', `${input.hexes.length} hexes to interdict but only ${state.airPoints.axis} Axis Air Points available for sortie`, 'KB 5.12');
  }
  issues.done();
  const interdicted = [...new Set([...state.markers.interdicted, ...hexes])].sort();
  return {
    state: { ...state, airPoints: { ...state.airPoints, axis: state.airPoints.axis - hexes.length }, markers: { ...state.markers, interdicted } },
    events: [
      {
        type: 'kb-interdiction',
        rule: 'KB 5.3',
        hexes: hexes.map((h) => map.label(h)),
        text: hexes.length === 0 ? 'No Air Interdiction (5.3)' : `Axis Air Points interdict ${hexes.map((h) => map.label(h)).join(', ')}: closed to Soviet Strategic Movement this turn (5.32)`,
      },
    ],
  };
}
