import type { GameMap } from '#kernel/map/game-map';
import type { VpHex } from '../data/map';
import type { KbScenarioId, KbSide } from '../data/ids';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import type { EdgeDutyRecord } from './edge-duty';
import { isEliminated, isGermanMechDivisionRegiment, isSovietDivisionOrCorps } from './eliminated';
import { KbVictoryError } from './errors';
import { allCount, hexEvent } from './hex-events';
import { LEVEL_NAMES, operationStarLevel, shiftLevel, winnerOf } from './levels';
import { KB_PLACES, KH_PLACES, type NamedHex } from './places';
import type { KbVictory, SupplyLine, VictoryEvent, VictoryLevel } from './types';

/** KB 20.1-20.3: the Game-Turn at whose conclusion each scenario ends. */
export const LAST_TURN: Record<KbScenarioId, number> = { 'operation-star': 16, 'second-kharkov': 6, 'third-kharkov': 16 };

/** KB 20.1: VP lost per eliminated regimental unit of a German mechanized division. */
export const MECH_REGIMENT_VP = -5;
/** KB 20.2: the Axis condition is "more than 20" Soviet division or corps units eliminated. */
export const K_SOVIET_LOSSES_OVER = 20;

export interface EndOfGameInput {
  ctx: KbContext;
  state: KbState;
  /** The map's Victory Point hexes and values (20.1; reconstructed data). */
  vpHexes: readonly VpHex[];
  supply: SupplyLine;
  /** The edge duties' record after the last Game-Turn's check (20.2's level shift). */
  edges: EdgeDutyRecord;
}

/**
 * KB 20.1-20.3: the victory at the conclusion of the scenario's last Game-Turn, when no
 * automatic victory ended it first (automatic.ts, edge-duty.ts: the last turn's edge check
 * comes before this count). Every hex and unit counted is an event with its rule. Refused,
 * nothing counted, before the End Turn phase of the last turn.
 */
export function endOfGameVictory(input: EndOfGameInput): KbVictory {
  const { state } = input;
  const last = LAST_TURN[state.scenario];
  if (state.at.turn !== last || state.at.phase !== 'end-turn') {
    throw new KbVictoryError('at', 'not-last-turn', `the game ends at the conclusion of turn ${last}; play stands at turn ${state.at.turn}, ${state.at.phase} phase`, `KB ${RULE[state.scenario]}`);
  }
  switch (state.scenario) {
    case 'operation-star':
      return operationStar(input);
    case 'second-kharkov':
      return secondKharkov(input);
    case 'third-kharkov':
      return thirdKharkov(input);
  }
}

const RULE: Record<KbScenarioId, string> = { 'operation-star': '20.1', 'second-kharkov': '20.2', 'third-kharkov': '20.3' };

const result = (state: KbState, level: VictoryLevel, rule: string, reason: string, events: VictoryEvent[], vp: number | null = null): KbVictory => ({
  scenario: state.scenario,
  when: 'end-of-game',
  winner: winnerOf(level),
  level,
  rule,
  reason,
  vp,
  events,
});

/**
 * KB 20.1: the Axis gains each Victory Point hex it owns and from which it can trace a
 * supply line to a friendly source, and loses 5 per eliminated regimental unit of a German
 * mechanized division; the total gives the level (125, 115, 100, 80).
 */
function operationStar({ ctx, state, vpHexes, supply }: EndOfGameInput): KbVictory {
  const rule = 'KB 20.1';
  const map: GameMap = ctx.map;
  const events: VictoryEvent[] = vpHexes.map((v) => hexEvent(map, state, rule, 'axis', { hex: v.hex, name: v.name }, supply, v.value));
  for (const st of Object.values(state.units)) {
    const def = ctx.unit(st.id);
    if (isGermanMechDivisionRegiment(def) && isEliminated(st)) {
      events.push({ kind: 'unit', rule, unit: st.id, designation: def.designation, why: 'eliminated', vp: MECH_REGIMENT_VP });
    }
  }
  const vp = events.reduce((n, e) => n + (e.kind === 'hex' || e.kind === 'unit' ? e.vp : 0), 0);
  events.push({ kind: 'vp-total', rule, vp });
  const level = operationStarLevel(vp);
  return result(state, level, rule, `the Axis player has ${vp} VP: ${LEVEL_NAMES[level]}`, events, vp);
}

/**
 * KB 20.2: each side's conditions; two or more a Major Victory, one a Minor Victory,
 * none on either side a Draw, both sides the Soviet player's (at the level his own
 * conditions give). Then a side that failed its edge duties two turns running moves the
 * level one step toward its opponent (both: no change).
 */
function secondKharkov({ ctx, state, supply, edges }: EndOfGameInput): KbVictory {
  const rule = 'KB 20.2';
  const map = ctx.map;
  const P = KH_PLACES;
  const events: VictoryEvent[] = [];
  const condition = (side: KbSide, id: string, text: string, met: boolean): boolean => {
    events.push({ kind: 'condition', rule, for: side, id, text, met });
    return met;
  };

  // Axis: more than 20 Soviet division or corps units eliminated, or unable to trace supply at the end.
  let lost = 0;
  for (const st of Object.values(state.units)) {
    const def = ctx.unit(st.id);
    if (!isSovietDivisionOrCorps(def)) continue;
    const why = isEliminated(st) ? 'eliminated' : st.where === 'map' && st.hex !== null && !supply('soviet', st.hex) ? 'no-supply-at-end' : null;
    if (why === null) continue;
    lost += 1;
    events.push({ kind: 'unit', rule, unit: st.id, designation: def.designation, why, vp: 0 });
  }
  const objective = (side: KbSide, id: string, name: string, places: readonly NamedHex[]): boolean => {
    const seen = places.map((p) => hexEvent(map, state, rule, side, p, supply));
    events.push(...seen);
    return condition(side, id, `owns ${name} and can trace a supply line of any length to it`, allCount(seen));
  };
  let axis = 0;
  if (condition('axis', 'soviet-losses', `more than ${K_SOVIET_LOSSES_OVER} Soviet division or corps units eliminated (${lost})`, lost > K_SOVIET_LOSSES_OVER)) axis += 1;
  if (objective('axis', 'kupyansk', 'Kupyansk', [P.kupyansk])) axis += 1;
  if (objective('axis', 'izyum', 'Izyum', [P.izyum])) axis += 1;
  let soviet = 0;
  if (objective('soviet', 'dnepropetrovsk', 'Dnepropetrovsk', [P.dnepropetrovsk])) soviet += 1;
  if (objective('soviet', 'kharkov', 'Kharkov (both hexes)', P.kharkov)) soviet += 1;
  if (objective('soviet', 'poltava', 'Poltava', [P.poltava])) soviet += 1;

  const grade = (n: number): 'major' | 'minor' => (n >= 2 ? 'major' : 'minor');
  const base: VictoryLevel = soviet > 0 ? `soviet-${grade(soviet)}` : axis > 0 ? `axis-${grade(axis)}` : 'draw';
  const why =
    soviet > 0 && axis > 0
      ? `both players fulfilled a victory (Axis ${axis}, Soviet ${soviet}): the victory is the Soviet player's`
      : soviet > 0 || axis > 0
        ? `the ${soviet > 0 ? 'Soviet' : 'Axis'} player fulfilled ${Math.max(axis, soviet)} condition${Math.max(axis, soviet) > 1 ? 's' : ''}`
        : 'neither player fulfilled a victory';
  const steps = (edges.lapsed.axis !== null ? 1 : 0) - (edges.lapsed.soviet !== null ? 1 : 0);
  const level = shiftLevel(base, steps);
  for (const against of ['axis', 'soviet'] as const) {
    if (edges.lapsed[against] !== null) events.push({ kind: 'level-shift', rule, against, from: base, to: level });
  }
  const shifted = level === base ? '' : `; shifted for failed edge duties to ${LEVEL_NAMES[level]}`;
  return result(state, level, rule, `${why}: ${LEVEL_NAMES[base]}${shifted}`, events);
}

/**
 * KB 20.3: at the end the Axis must own both Kharkov hexes and either Belgorod or Kupyansk,
 * supply not considered; "if he fails to own three hexes, the Soviet Player has achieved victory".
 */
function thirdKharkov({ ctx, state }: EndOfGameInput): KbVictory {
  const rule = 'KB 20.3';
  const P = KB_PLACES;
  const kharkov = P.kharkov.map((p) => hexEvent(ctx.map, state, rule, 'axis', p, null));
  const either = [P.belgorod, P.kupyansk].map((p) => hexEvent(ctx.map, state, rule, 'axis', p, null));
  const events: VictoryEvent[] = [...kharkov, ...either];
  const owned = [...kharkov, ...either].filter((e) => e.counts).length;
  if (allCount(kharkov) && either.some((e) => e.counts)) {
    const which = either.filter((e) => e.counts).map((e) => e.name).join(' and ');
    return result(state, 'axis-victory', rule, `the Axis player owns both Kharkov hexes and ${which}: German Victory`, events);
  }
  return result(state, 'soviet-victory', rule, `the Axis player owns ${owned} of the hexes (both Kharkov hexes and Belgorod or Kupyansk needed): Soviet Victory`, events);
}
