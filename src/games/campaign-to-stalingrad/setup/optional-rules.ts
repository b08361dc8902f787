import { readingOf, ruleReading, type RuleReading } from '#kernel/options/rule-reading';
import type { CtsState } from '../state/types';

/**
 * CtS Section Five, Optional Rules (38.0-45.0): each a game option chosen when the game is
 * created, `off` by default, recorded in the archive with the other options. A game that
 * leaves them off is the game the basic rules play: nothing of it is written in the state.
 */
const optional = <const N extends string>(option: { name: N; rule: string; description: string }): RuleReading<'off' | 'on'> & { name: N } => ({
  ...ruleReading({ ...option, values: ['off', 'on'], default: 'off' }),
  name: option.name,
});

/**
 * CtS 38.0 Abstracted Air Power: "The values printed on the Air Units were for the Standard
 * Air Game. Those values are ignored when using this abstracted version." Each side has a
 * few air units (38.0, 38.1), each flying one mission a turn: Ground Support, one column
 * right for the attacker, or (the Axis only) Interception of a Soviet Ground Support.
 */
export const ABSTRACT_AIR_OPTION = optional({
  name: 'abstractAir',
  rule: 'CtS 38.0',
  description: 'Optional 38.0 Abstracted Air Power, on: in place of the Standard Air Game (23.0), each side has a number of air units (Fall Blau: Axis 2, 3 from turn 3, Soviet 1; Operation Uranus: 2 each, 38.1), each one mission a turn: Ground Support (attack: {..., air: 1}, one column right, one air unit a combat, attacker only) or, for the Axis, Interception of a Soviet Ground Support in the Soviet Combat Phase (standing {air: {intercept: all|none|{hexes: [...]}}})',
});

/**
 * CtS 45.0 Command Control: "An Axis or Soviet unit that is attacked and cannot trace a Line
 * of Supply to an Army HQ at the moment of combat suffers the following penalties 1. The
 * attacking player receives a favorable shift of one column to the right on the CRT.
 * 2. The defending units may not use Determined Defense."
 */
export const COMMAND_CONTROL_OPTION = optional({
  name: 'commandControl',
  rule: 'CtS 45.0',
  description: 'Optional 45.0 Command Control, on: when a defender cannot trace a Line of Supply to an Army HQ at the moment of combat, the attacker shifts one column right and the defenders may not use Determined Defense',
});

/**
 * CtS 44.0 Soviet Armor: "When resolving combat in which both sides have armor units involved
 * in the combat, the Axis Player does not receive an Armor Superiority shift if the Soviet
 * Player has any number of Heavy Tank regiments or Guards armor units participating in the
 * defense."
 */
export const SOVIET_ARMOR_OPTION = optional({
  name: 'sovietArmor',
  rule: 'CtS 44.0',
  description: 'Optional 44.0 Soviet Armor, on: when both sides have armor in a combat, the Axis gets no Armor Superiority shift if a Heavy Tank regiment or a Guards armor unit defends',
});

/**
 * CtS 39.0 Rivers: "Units attacking across Minor Rivers have their attack strength halved.
 * Units attacking across Major Rivers have their attack strength reduced to 1/3. Units
 * attacking across Volga hexsides have their attack strength reduced to 1/4. Total all
 * attacking units, then round fractions DOWN. ... All units attacking into and out of a
 * Marsh hex or across a Marsh hexside have their attack strength reduced to 1/3."
 */
export const RIVERS_OPTION = optional({
  name: 'rivers',
  rule: 'CtS 39.0',
  description: 'Optional 39.0 Rivers, on: attack strength across a minor river x1/2, a major river x1/3, the Volga x1/4, into, out of or across marsh x1/3 (totalled, then rounded down), in place of the basic river and marsh combat effects of 11.1',
});

/**
 * CtS 40.0 Heavy Artillery Barrages: "A player may receive a favorable shift to the CRT of one
 * column by declaring a Heavy Artillery Barrage ... The cost for each Heavy Artillery Barrage
 * is the Supply Depot the unit is stacked with."
 */
export const ARTILLERY_BARRAGE_OPTION = optional({
  name: 'artilleryBarrage',
  rule: 'CtS 40.0',
  description: 'Optional 40.0 Heavy Artillery Barrages, on: a battle order may declare a barrage (barrage: UNIT) for one column right, paid with the Supply Depot the unit is stacked with: a Soviet Artillery Division on its "0" movement side next to the target or to a unit attacking it, or an Axis Army HQ within four hexes of the target that did not move in the Movement Phase',
});

/**
 * CtS 41.0 Army HQ Limitations: "Activated Army HQ may only provide Attack Supply to a limited
 * number of divisions" (12 for a German Army HQ, 9 for a Soviet or Axis Allied one, 6 for a
 * Depot, each with its motorized limit and (4) the nationality restrictions).
 */
export const HQ_LIMITS_OPTION = optional({
  name: 'hqLimits',
  rule: 'CtS 41.0',
  description: 'Optional 41.0 Army HQ Limitations, on: over a Combat Phase an activated Army HQ gives Attack Supply to at most 12 divisions (German; 6 motorized for a Panzer Army HQ, else 3) or 9 (Soviet: 4 motorized for a Tank Army HQ, else 2; Axis Allied: 2 motorized), an Axis HQ to at most two units of another nationality and a Hungarian HQ to no Rumanian (and vice versa), a Depot to 6 divisions, 2 motorized; brigades and regiments count 1/2',
});

/**
 * CtS 43.0 Off Map Supply: "Players may assume that there are Connecting Rail Hexes off their
 * Friendly Map Edges ... the distance (for Transport Point cost) is 5 hexes beyond the map
 * edge for the north map, and 15 hexes for the south map."
 */
export const OFF_MAP_SUPPLY_OPTION = optional({
  name: 'offMapSupply',
  rule: 'CtS 43.0',
  description: 'Optional 43.0 Off Map Supply, on: Connecting Rail Hexes are assumed off each friendly map edge, 5 hexes beyond it on the north map and 15 on the south map, for the Transport Points of an Army HQ activation and of a new Supply Depot',
});

/**
 * CtS 42.0 Fog of War: "A player may only look underneath the top unit of a stack of enemy
 * units if that stack is adjacent to one or more of his units." Views only: what each side
 * is shown (rules/fog/hidden-units.ts); play is the same.
 */
export const FOG_OF_WAR_OPTION = optional({
  name: 'fogOfWar',
  rule: 'CtS 42.0',
  description: 'Optional 42.0 Fog of War, on: each side sees an enemy stack that is not adjacent to one of its units as its top unit (the strongest) and a count only, in every view, map, report and history; adjacent stacks in full; the referee sees everything',
});

/** Every optional rule a game of this title may choose, in the order of the rules. */
export const OPTIONAL_RULES = [ABSTRACT_AIR_OPTION, RIVERS_OPTION, ARTILLERY_BARRAGE_OPTION, HQ_LIMITS_OPTION, FOG_OF_WAR_OPTION, OFF_MAP_SUPPLY_OPTION, SOVIET_ARMOR_OPTION, COMMAND_CONTROL_OPTION] as const;

/** The names of the optional rules. */
export type OptionalRuleName = (typeof OPTIONAL_RULES)[number]['name'];

/** The optional rules chosen for a game, as the state carries them (only those switched on). */
export type CtsOptionalRules = { [K in OptionalRuleName]?: 'on' | 'off' };

const BY_NAME: Readonly<Record<string, RuleReading<'off' | 'on'>>> = Object.fromEntries(OPTIONAL_RULES.map((o) => [o.name, o]));

/** Whether this game plays the optional rule (38.0-45.0); the one reader every rule asks. */
export const optionalRule = (state: CtsState, name: OptionalRuleName): boolean => readingOf(state.rules, BY_NAME[name]!) === 'on';
