import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/** From `turn` on, a side has `units` air units (until a later step). */
interface Step {
  turn: number;
  units: number;
}

/** The air units of a scenario under 38.0, each side's steps in turn order. */
interface AirUnitCounts {
  rule: string;
  axis: readonly Step[];
  soviet: readonly Step[];
  provenance?: 'reconstructed';
  note?: string;
}

/**
 * CtS 38.0: "The Axis Player starts the Fall Blau scenario with two air units. On turn 3 he
 * receives another as reinforcement. The Soviet Player has one Air Unit for the duration of
 * the Fall Blau scenario." 38.1 Operation Uranus: "Each player receives two Air Units."
 */
const PRINTED: Readonly<Record<string, AirUnitCounts>> = {
  'fall-blau': { rule: 'CtS 38.0', axis: [{ turn: 1, units: 2 }, { turn: 3, units: 3 }], soviet: [{ turn: 1, units: 1 }] },
  'operation-uranus': { rule: 'CtS 38.1', axis: [{ turn: 49, units: 2 }], soviet: [{ turn: 49, units: 2 }] },
};

/**
 * Every other scenario of the title: the Campaign Game (37.0), turns 1-62, which "links Fall
 * Blau with Operation Uranus". 38.0 and 38.1 give it no count; this one is reconstructed,
 * consistent with both: Fall Blau's air units (Axis 2, 3 from turn 3; Soviet 1) until
 * Operation Uranus's first turn, then Uranus's two a side from turn 49 on.
 */
const CAMPAIGN: AirUnitCounts = {
  rule: 'CtS 38.0',
  provenance: 'reconstructed',
  note: '38.0 and 38.1 give the Campaign Game no air units: Fall Blau counts until turn 48, Operation Uranus counts from turn 49',
  axis: [{ turn: 1, units: 2 }, { turn: 3, units: 3 }, { turn: 49, units: 2 }],
  soviet: [{ turn: 1, units: 1 }, { turn: 49, units: 2 }],
};

/** The air unit counts a scenario plays with under 38.0 (printed for Fall Blau and Uranus, reconstructed otherwise). */
export const airUnitCounts = (scenario: string): AirUnitCounts => PRINTED[scenario] ?? CAMPAIGN;

/** CtS 38.0, 38.1: how many air units a side has on a turn of a scenario. */
export function airUnitsOf(scenario: string, turn: number, side: CtsSide): number {
  let n = 0;
  for (const s of airUnitCounts(scenario)[side]) if (s.turn <= turn) n = s.units;
  return n;
}

/** CtS 38.0 "Each Air Unit may perform one mission per turn": the side's air units that have not flown this Game Turn. */
export const airUnitsLeft = (state: Pick<CtsState, 'scenario' | 'turn' | 'abstractAir'>, side: CtsSide): number =>
  Math.max(0, airUnitsOf(state.scenario, state.turn, side) - (state.abstractAir?.flown?.[side] ?? 0));
