import type { HexId } from '#kernel/ids';
import type { Counter, CounterType } from '../../data/counters';
import type { SpottingSituation } from '../../data/tables';
import type { SosEnv } from '../../game/env';
import type { SosState } from '../../state/types';
import type { SosStanding } from '../../orders/standing';
import { piecesAt } from '../../state/occupancy';
import { wallHidesTarget } from '../../los/wall-shield';
import { wallFirerMessage, wallHoldsFirer } from '../../los/wall-firer';
import { opBlindAfterMove, opPinnedThisPhase } from '../../movement/op-limits';
import { inCommand } from './command';
import { eastBankBoxOf, isFlak88 } from './if-range';

/** SoS 14.21: the pieces that may not spot targets for IF artillery. */
const NO_SPOTTING: ReadonlySet<CounterType> = new Set(['riverFlotilla', 'immobilizedTank', 'sniper', 'transport', 'mineDog', 'tankRepair', 'minefield', 'bridge', 'fortification', 'stuka']);

/** SoS 14.25, 14.27: Mamayev Kurgan's hill top 102.0. */
export const MAMAYEV_KURGAN = '1039';

/** Why a spotter may not spot this target for this IF unit. */
export interface SpotRefusal {
  code: string;
  message: string;
  rule: string;
}

/** A legal spotting: the situation of the Spotting Table (14.3) and what the WBBT adds. */
export interface Spotting {
  situation: SpottingSituation;
  /** SoS 14.3: a named leader (not a commissar) spots an adjacent target: WBBT -1. */
  namedLeaderAdjacent: boolean;
  /** The spotter is an OP (14.22, 14.24: its capacity is AF, over any number of targets). */
  op: boolean;
}

/**
 * SoS 14.25: the spotting range from a hex toward a target: 12 over the Volga and 9 over land
 * from an OP on 1039; 9 through Volga hexes (read: at a Volga target) or from a hill top;
 * 4 from any other hex.
 */
export function spottingRange(env: SosEnv, spotter: Counter, from: string, target: string): number {
  const t = env.map.hex(target as HexId);
  const overVolga = t?.river === 'volga';
  if (spotter.type === 'op' && from === MAMAYEV_KURGAN) return overVolga ? env.tables.spottingLimits.ranges.op1039OverVolga : env.tables.spottingLimits.ranges.op1039OverLand;
  if (overVolga) return env.tables.spottingLimits.ranges.volga;
  if (env.map.hex(from as HexId)?.relief === 'hill-top') return env.tables.spottingLimits.ranges.hillTop;
  return env.tables.spottingLimits.ranges.other;
}

const refusal = (code: string, message: string, rule: string): SpotRefusal => ({ code, message, rule });

/** SoS 14.3: the one situation of this spotter for this IF unit. */
function situationOf(spotter: Counter, adjacent: boolean, commanded: boolean): SpottingSituation {
  if (spotter.type === 'op') return commanded ? 'opInCommand' : 'opNotInCommand';
  if (adjacent) return commanded ? 'adjacentInCommand' : 'adjacentNotInCommand';
  return commanded ? 'areaFireInCommand' : 'areaFireNotInCommand';
}

/**
 * Whether `spotter` may spot `target` for the IF unit `firer`, and with which Spotting Table
 * situation (14.2-14.3, 14.28, 14.29, 14.52); `defended`, in defensive fire, the attacked hex
 * whose units may spot against its attackers though it carries an "attack" marker (14.23);
 * `when`, the turn and phase of the fire, for an OP that moved in the phase before (14.96);
 * `targetStanding`, the standing orders of the target's side, for the Tartar Wall side its
 * vehicles declare (9.40; without it, each vehicle's default side).
 */
export function spotFor(env: SosEnv, state: SosState, spotter: Counter, firer: Counter, target: string, defended?: string, when?: readonly [number, number], targetStanding?: SosStanding | null, spotterStanding?: SosStanding | null): Spotting | SpotRefusal {
  const p = state.pieces[spotter.id];
  if (spotter.side !== firer.side) return refusal('not-your-unit', `${spotter.id} is not a unit of the ${firer.side} side`, 'SoS 14.21');
  if (!p || p.at === null || p.eliminated) return refusal('not-in-play', `${spotter.id} is not in play`, 'SoS 14.21');
  // SoS 14.96, 9.85: an OP that moved (advanced after combat, joined) may not spot in the phase immediately following
  const moved = spotter.type === 'op' && when ? opBlindAfterMove(state, spotter.id, when[0], when[1]) : undefined;
  if (moved) return refusal('op-moved', `${spotter.id} moved in phase ${moved.phase}: an OP may not spot in the phase immediately following its move`, 'SoS 14.96');
  const self = spotter.id === firer.id;
  const box = eastBankBoxOf(target);
  if (box) {
    // 14.29, 14.52: German IF fire at an East Bank box only with a German OP on 1039
    if (spotter.type !== 'op' || spotter.op?.stukasOnly || p.at !== MAMAYEV_KURGAN) return refusal('no-op-on-1039', `German IF fires at an East Bank box only when a German OP on 1039 spots it: ${spotter.id} is not one`, 'SoS 14.29, 14.52');
    if (p.pinned) return refusal('spotter-pinned', `${spotter.id} is pinned and may not spot`, 'SoS 14.94');
    return { situation: inCommand(state, spotter, firer, env.counter) ? 'opInCommand' : 'opNotInCommand', namedLeaderAdjacent: false, op: true };
  }
  if (self && eastBankBoxOf(p.at)) {
    // 14.28: IF in an East Bank box sees the West Bank cliff hexes along the Volga
    if (env.map.hex(target as HexId)?.cliff) return { situation: 'selfSpotting', namedLeaderAdjacent: false, op: false };
    return refusal('needs-spotter', `${firer.id} in ${p.at} sees only the Volga cliff hexes: another unit must spot ${target}`, 'SoS 14.28');
  }
  if (NO_SPOTTING.has(spotter.type)) return refusal('may-not-spot', `a ${spotter.type} may not spot targets for IF artillery`, 'SoS 14.21');
  if (spotter.op?.stukasOnly) return refusal('lw-op', `${spotter.id} spots only for Stukas`, 'SoS 14.21, 15.17');
  if (isFlak88(firer) && !self && spotter.type !== 'op' && spotter.type !== 'leader') return refusal('flak-spotter', `the 88mm fires as IF only with a German leader or OP spotting: ${spotter.id} is neither`, 'SoS 14.03');
  if (isFlak88(firer) && self) return refusal('flak-spotter', 'the 88mm fires as IF only with a German leader or OP spotting', 'SoS 14.03');
  // SoS 14.94: an OP pinned in this very phase "may still spot target units in the same phase"
  const pinnedNow = spotter.type === 'op' && when !== undefined && opPinnedThisPhase(state, spotter.id, when[0], when[1]) !== undefined;
  if (p.pinned && !pinnedNow) return refusal('spotter-pinned', `${spotter.id} is pinned and may not spot`, spotter.type === 'op' ? 'SoS 14.94' : 'SoS 14.23');
  if (env.map.hex(p.at as HexId) === undefined) return refusal('spotter-off-map', `${spotter.id} in ${p.at} sees no hex of the map`, 'SoS 14.25');
  // SoS 14.23; 14.91: an OP spots "even if its hex is being attacked or bombarded"
  // `defended`: the attacked hex, whose units spot against the units attacking it (14.23, 9.55)
  if (spotter.type !== 'op' && state.markers.attack.includes(p.at) && p.at !== defended) return refusal('spotter-attacked', `${spotter.id} is in a hex with an "attack" marker: it spots only against the units attacking it`, 'SoS 14.23');
  const distance = env.map.grid.distance(p.at as HexId, target as HexId);
  const range = spottingRange(env, spotter, p.at, target);
  if (distance > range) return refusal('beyond-spotting-range', `${target} is ${distance} hexes from ${spotter.id} in ${p.at}: it spots ${range}`, 'SoS 14.25');
  // SoS 9.39: the spotter's line of sight, not the IF unit's: an IF unit fires through its spotter even if its own LOS is blocked
  if (!env.inLos(p.at, target)) return refusal('no-los', `${spotter.id} in ${p.at} does not see ${target}`, 'SoS 14.46, 9.3');
  // SoS 9.40: vehicles in a Tartar Wall hex are seen from their side of the Wall only
  const enemies = piecesAt(state, target).filter((id) => env.findCounter(id)?.side !== spotter.side);
  if (wallHidesTarget(env, state, targetStanding ?? null, p.at, target, enemies)) return refusal('wall-side', `the units in ${target} are vehicles on the other side of the Tartar Wall from ${spotter.id} in ${p.at}`, 'SoS 9.40');
  // SoS 9.31, 9.40 ∆: a vehicle in a Wall hex sees out to its side of the Wall only
  const held = wallHoldsFirer(env, state, spotterStanding ?? null, spotter.id, target);
  if (held) return refusal('wall-side-spotter', wallFirerMessage(spotter.id, p.at, held, target), 'SoS 9.40, 9.31');
  if (self) return { situation: 'selfSpotting', namedLeaderAdjacent: false, op: false };
  const adjacent = distance === 1;
  const commanded = inCommand(state, spotter, firer, env.counter);
  const named = spotter.type === 'leader' && spotter.leader?.kind !== 'commissar' && adjacent;
  return { situation: situationOf(spotter, adjacent, commanded), namedLeaderAdjacent: named, op: spotter.type === 'op' };
}

export const isSpotRefusal = (s: Spotting | SpotRefusal): s is SpotRefusal => 'code' in s;
