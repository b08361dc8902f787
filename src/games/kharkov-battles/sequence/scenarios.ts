import { KbScenarioIdSchema, type KbScenarioId, type KbSide } from '../data/ids';

export type { KbScenarioId, KbSide };
/** The three scenarios' ids, in the rulebook's order (KB 20.1-20.3). */
export const KB_SCENARIO_IDS = KbScenarioIdSchema.options;

/** The turns a scenario plays and how its turns differ from the 4.1 outline. */
export interface KbScenarioTurns {
  id: KbScenarioId;
  name: string;
  /** The letter the rulebook gives the scenario (K, L); Operation Star has none. */
  letter: string | null;
  /** The map the scenario is played on (KB 20.1-20.3). */
  map: 'KB' | 'KH';
  firstTurn: number;
  lastTurn: number;
  /** Turns on which one side has no Player Turn, with the side that does play. */
  halfTurns: Readonly<Record<number, { only: KbSide; preparation: boolean; rule: string }>>;
  rule: string;
}

/**
 * KB 20.1: "Play starts with turn 0 which consists of just a Soviet Player Turn, then
 * continue normally with turn 1 and end at the conclusion of turn 16."
 * KB 20.2: "Play starts with turn 1 and ends at the conclusion of turn 6. There is no Axis
 * Player Turn of turn 1 (after completing the Preparation Stage, skip directly to the
 * Soviet Player Turn)."
 * KB 20.3: "Play starts at the beginning of turn 11 and ends at the conclusion of turn 16."
 */
export const KB_SCENARIOS: Readonly<Record<KbScenarioId, KbScenarioTurns>> = {
  'operation-star': {
    id: 'operation-star',
    name: "'Operation Star'",
    letter: null,
    map: 'KB',
    firstTurn: 0,
    lastTurn: 16,
    // KB 20.1, digest A5: turn 0 is the Soviet Player Turn alone; no Preparation Stage windows
    halfTurns: { 0: { only: 'soviet', preparation: false, rule: 'KB 20.1' } },
    rule: 'KB 20.1',
  },
  'second-kharkov': {
    id: 'second-kharkov',
    name: 'Second Kharkov',
    letter: 'K',
    map: 'KH',
    firstTurn: 1,
    lastTurn: 6,
    // KB 20.2: the Preparation Stage is played, then the Soviet Player Turn
    halfTurns: { 1: { only: 'soviet', preparation: true, rule: 'KB 20.2' } },
    rule: 'KB 20.2',
  },
  'third-kharkov': {
    id: 'third-kharkov',
    name: 'Third Kharkov',
    letter: 'L',
    map: 'KB',
    firstTurn: 11,
    lastTurn: 16,
    halfTurns: {},
    rule: 'KB 20.3',
  },
};

/** A scenario the rulebook prints that this title does not offer, and why. */
export interface UnavailableScenario {
  id: string;
  name: string;
  letter: string | null;
  rule: string;
  reason: string;
}

/**
 * KB 27.3 and 27.8 are played with the rules, maps and counters of the separate game Fall
 * Blau ("Uses Fall Blau rules plus ..."), whose rulebook this title does not have.
 */
export const KB_UNAVAILABLE_SCENARIOS: readonly UnavailableScenario[] = [
  {
    id: 'january-campaign',
    name: 'January Campaign',
    letter: 'J',
    rule: 'KB 27.8',
    reason: 'played on Fall Blau Maps A and B under the Fall Blau rules (its special rules cite FB 14.12, FB 17.32, FB 17.4), which are not part of this title',
  },
  {
    id: 'grand-campaign',
    name: 'Fall Blau Grand Campaign extension',
    letter: null,
    rule: 'KB 27.3',
    reason: 'extends the Fall Blau Grand Campaign (FB 23.1) to turn 74 on the Fall Blau maps; it needs the Fall Blau rulebook and components',
  },
];

export const isKbScenario = (id: string): id is KbScenarioId => (KB_SCENARIO_IDS as readonly string[]).includes(id);
