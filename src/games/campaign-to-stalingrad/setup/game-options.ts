import { chosenReadings, readingOf, ruleReading } from '#kernel/options/rule-reading';
import type { CtsState } from '../state/types';
import { emptyAir } from '../state/air';
import { OPTIONAL_RULES, type CtsOptionalRules } from './optional-rules';

/**
 * CtS 16.4 "it must move towards the closest General Supply Source": the literal reading
 * (`closer`, the default) has the move end fewer hexes from that source than it began; a
 * club that reads "towards" as "not away from" chooses `no-farther` (it may also end as
 * many hexes away, a move along the front).
 */
export const OUT_OF_SUPPLY_MOVE_OPTION = ruleReading({
  name: 'outOfSupplyMove',
  values: ['closer', 'no-farther'],
  default: 'closer',
  rule: 'CtS 16.4',
  description: 'closer: an Out Of Supply unit ends its move in General Supply or fewer hexes from the closest source; no-farther: no more hexes from it than it began',
});
export type OutOfSupplyMove = (typeof OUT_OF_SUPPLY_MOVE_OPTION.values)[number];


/**
 * CtS 35.1 "As long as the instructions on the setup card are followed the units may be
 * placed in any hex as long as the following conditions are met", read for the players'
 * set-up: `card` (the default) keeps each unit inside its army's area on the set-up card
 * (reconstructed), the card being a condition of the sentence; a club that reads "in any
 * hex" as the freedom itself chooses `any-hex`: any hex of the unit's own side, still under
 * 35.1 (1)-(3), the three-hex [Change] and 35.6 (the Kuban Garrison, the units the card names).
 */
export const SETUP_AREA_OPTION = ruleReading({
  name: 'setupArea',
  values: ['card', 'any-hex'],
  default: 'card',
  rule: 'CtS 35.1',
  description: "with setup: players, card: each unit inside its army's area on the (reconstructed) set-up card; any-hex: any hex of its own side of the line, with 35.1 (1)-(3) and the three-hex [Change]",
});
export type SetupArea = (typeof SETUP_AREA_OPTION.values)[number];


/**
 * CtS 35.8: "The player with the most Victory Points wins. [Change] Exception To win, the
 * Axis Player must have at least twenty more Victory Points than the Soviet Player." When
 * the Axis leads by less than twenty, `draw` (the default, the literal reading) has nobody
 * win: the Axis may not and the Soviet does not have the most (a tie at equal points too);
 * `soviet` gives the game to the Soviet (the reading of this engine's first release).
 */
export const SHORT_AXIS_LEAD_OPTION = ruleReading({
  name: 'shortAxisLead',
  values: ['soviet', 'draw'],
  default: 'draw',
  rule: 'CtS 35.8',
  description: 'draw: nobody wins when the Axis leads by fewer Victory Points than the margin (twenty), the Soviet winning only with more points than the Axis; soviet: such a lead is a Soviet win',
});
export type ShortAxisLead = (typeof SHORT_AXIS_LEAD_OPTION.values)[number];


/**
 * CtS 10.1 (6) "If a unit or stack is adjacent to more than one defending hex, it may
 * attack those hexes in one single Combat" and (7) "provided all of the attackers are
 * adjacent to the defender's hex": in a Combat against several hexes, `every` (the default,
 * the literal reading: "those hexes" are the ones the unit is next to) asks each attacker
 * to be next to every one; `any` asks each to be next to at least one of them (the reading
 * of this engine's first release).
 */
export const MULTI_HEX_ATTACK_OPTION = ruleReading({
  name: 'multiHexAttack',
  values: ['any', 'every'],
  default: 'every',
  rule: 'CtS 10.1',
  description: 'every: in a Combat against several hexes each attacker is next to every one of them (10.1 (6), (7)); any: each attacker is next to at least one',
});
export type MultiHexAttack = (typeof MULTI_HEX_ATTACK_OPTION.values)[number];

/**
 * CtS 25.0 Weather, which Fall Blau uses "if playing with the weather rules" (35.5, digest
 * A17): `clear` (the default, the digest's reading for Fall Blau) keeps every turn Clear and
 * rolls nothing; `rolled` rolls one die on the (reconstructed) Weather Table in the current
 * month's column at the start of each Game Turn after the first (Admin Phase step 2), turn 1
 * staying Clear (35.5).
 */
export const WEATHER_OPTION = ruleReading({
  name: 'weather',
  values: ['clear', 'rolled'],
  default: 'clear',
  rule: 'CtS 25.0',
  description: 'clear: every turn is Clear (no weather rules); rolled: each Game Turn after the first rolls one die on the Weather Table (reconstructed) under its month, turn 1 Clear (35.5)',
});
export type WeatherRule = (typeof WEATHER_OPTION.values)[number];

/**
 * CtS 24.0 Major City Battles, which Fall Blau uses "If playing with the Major City Battle
 * rules" (35.8, digest A17): `off` (the default) takes a Major City hex as any other hex;
 * `on` plays 24.0: a Major City hex is captured a quarter per hex of Advance result, over
 * several turns, its defenders Disrupted but not retreating until it falls whole. A scenario
 * that plays Section II plays it whatever this option says (rules/city/switch.ts).
 */
export const MAJOR_CITY_BATTLES_OPTION = ruleReading({
  name: 'majorCityBattles',
  values: ['off', 'on'],
  default: 'off',
  rule: 'CtS 24.0',
  description: 'off: a Major City hex is taken like any other hex; on: Major City Battles (24.0): each hex of an Advance result against a Major City hex captures a quarter of it, over several turns; its defenders are Disrupted but stay until all four quarters are taken; the Soviet scores a Major City only when he holds it entire (35.8)',
});
export type MajorCityBattles = (typeof MAJOR_CITY_BATTLES_OPTION.values)[number];

/**
 * CtS 36.6, which says both "The game starts on turn 49 with the Soviet Player's Combat Phase.
 * There is no Axis Player Turn or Soviet Movement Phase in this Game Turn." and "[Change] The
 * Soviets may move on the first turn of Uranus if the units moved are exploiting a hole in the
 * defender's line created by a Movement Phase Overrun" (digest A16): `combat` (the default, the
 * first sentence) opens the game in the Soviet Combat Phase; `overrun-holes` (the [Change], as
 * digest A16 reads it) opens it with a Soviet Movement Phase in which units already next to the
 * Axis line may declare Movement Phase Overruns (4.7) and the only moves are those that enter
 * an overrun hex, exploiting the hole; no other step of a Movement Phase is played.
 */
export const URANUS_OPENING_OPTION = ruleReading({
  name: 'uranusOpening',
  values: ['combat', 'overrun-holes'],
  default: 'combat',
  rule: 'CtS 36.6',
  description: "combat: Operation Uranus starts in the Soviet Combat Phase of turn 49, with no Soviet Movement Phase (36.6); overrun-holes: it starts with a Soviet Movement Phase in which only Movement Phase Overruns (4.7) by units already next to the Axis line, and moves that enter an overrun hex (exploiting the hole), are made (36.6 [Change], digest A16)",
});
export type UranusOpening = (typeof URANUS_OPENING_OPTION.values)[number];

/** Every rule reading a game of this title may choose (game options, recorded in its archive). */
const READINGS = [OUT_OF_SUPPLY_MOVE_OPTION, SETUP_AREA_OPTION, SHORT_AXIS_LEAD_OPTION, MULTI_HEX_ATTACK_OPTION, WEATHER_OPTION, MAJOR_CITY_BATTLES_OPTION, URANUS_OPENING_OPTION, ...OPTIONAL_RULES];

/** The rule readings and optional rules (38.0-45.0) chosen for a game, as the state carries them: absent = every default. */
export interface CtsRuleReadings extends CtsOptionalRules {
  outOfSupplyMove?: OutOfSupplyMove;
  setupArea?: SetupArea;
  shortAxisLead?: ShortAxisLead;
  multiHexAttack?: MultiHexAttack;
  weather?: WeatherRule;
  majorCityBattles?: MajorCityBattles;
  uranusOpening?: UranusOpening;
}

/**
 * Reads the game options onto a fresh state; a reading left at its default is not written,
 * so a game created without options has the state it always had. A bad value throws with
 * a message naming the option and its rule (the service answers it as `invalid-options`).
 * Other members of the options (`setup`, `timing` ...) are read elsewhere and pass through.
 */
export function withGameOptions(state: CtsState, options: Record<string, unknown> | undefined): CtsState {
  const rules = chosenReadings(READINGS, options) as CtsRuleReadings | undefined;
  if (!rules) return state;
  // CtS 38.0: Abstracted Air Power replaces the Standard Air Game: none of its air units (23.1) is in play
  return rules.abstractAir === 'on' ? { ...state, rules, air: emptyAir() } : { ...state, rules };
}

/** CtS 16.4: the reading of "towards the closest General Supply Source" this game uses. */
export const outOfSupplyMove = (state: CtsState): OutOfSupplyMove => readingOf(state.rules, OUT_OF_SUPPLY_MOVE_OPTION);

/** CtS 35.1: the reading of "in any hex" this game's players' set-up uses. */
export const setupArea = (state: CtsState): SetupArea => readingOf(state.rules, SETUP_AREA_OPTION);

/** CtS 35.8: who an Axis lead short of the margin gives the game to in this game. */
export const shortAxisLead = (state: CtsState): ShortAxisLead => readingOf(state.rules, SHORT_AXIS_LEAD_OPTION);

/** CtS 10.1 (6), (7): whether each attacker of a several-hex Combat must be next to every target hex in this game. */
export const multiHexAttack = (state: CtsState): MultiHexAttack => readingOf(state.rules, MULTI_HEX_ATTACK_OPTION);

/** CtS 25.0, 35.5: whether this game rolls its weather (the weather rules are played). */
export const weatherRule = (state: CtsState): WeatherRule => readingOf(state.rules, WEATHER_OPTION);

/** CtS 36.6: how this game's Operation Uranus opens (the Soviet Combat Phase, or a Movement Phase of overrun holes first). */
export const uranusOpening = (state: Pick<CtsState, 'rules'>): UranusOpening => readingOf(state.rules, URANUS_OPENING_OPTION);

/** CtS 24.0, 35.8: whether this game chose the Major City Battle rules (rules/city/switch.ts also asks the scenario). */
export const majorCityBattlesChosen = (state: Pick<CtsState, 'rules'>): boolean => readingOf(state.rules, MAJOR_CITY_BATTLES_OPTION) === 'on';
