import { chosenReadings, readingOf, ruleReading } from '#kernel/options/rule-reading';
import type { DosState } from './types';

/**
 * DoS 5.6 "whenever the German player chooses the PA phase/move and MA phase sequence":
 * on a turn whose order is imposed (Game Turn 1 of Operation Blue, 5.4(2)) the German has
 * not chosen it. `1R` (the default, digest E8) gives his prepared assaults the 1R then
 * too, since 5.5 calls it what "a normal PA/Move sequence would earn him"; `none` gives it
 * only when he could have declared movement first.
 */
export const IMPOSED_ORDER_SHIFT_OPTION = ruleReading({
  name: 'imposedOrderShift',
  values: ['1R', 'none'],
  default: '1R',
  rule: 'DoS 5.6',
  description: '1R: the German prepared assaults gain the 1R of the PA/move order also on a turn that imposes it (Game Turn 1, 5.4(2)); none: only when he chose it',
});
export type ImposedOrderShift = (typeof IMPOSED_ORDER_SHIFT_OPTION.values)[number];

/**
 * DoS 11.14 names the forest's effect under the PA/move order (none) and the move/PA order
 * (1L), not under the German PA/PA turn of 5.5. `none` (the default, digest E7) treats it
 * as the PA-first turn it is twice over; `1L` gives the defenders in forest the 1L then.
 */
export const FOREST_UNDER_PA_PA_OPTION = ruleReading({
  name: 'forestUnderPaPa',
  values: ['none', '1L'],
  default: 'none',
  rule: 'DoS 11.14',
  description: 'none: defenders in forest get no shift against the German PA/PA turn (5.5), as in any PA-first turn; 1L: they get the 1L of the move-first order',
});
export type ForestUnderPaPa = (typeof FOREST_UNDER_PA_PA_OPTION.values)[number];

/**
 * DoS 11.23: once a German-side unit has occupied a Don-Volga fortification hex "those
 * fortifications are considered destroyed for the rest of the game". `gone` (the default)
 * reads that as the fortification no longer existing for any purpose; `keep-combat` keeps
 * its 2L for Soviet defenders and the ban on mobile assaults into it (9.25 "Don-Volga
 * defense line hexes"), so destruction then matters only where the text says "intact"
 * (German supply lines 7.12, German retreats 11.33).
 */
export const DESTROYED_FORTS_OPTION = ruleReading({
  name: 'destroyedForts',
  values: ['gone', 'keep-combat'],
  default: 'gone',
  rule: 'DoS 11.23',
  description: 'gone: a destroyed Don-Volga fortification has no effect left; keep-combat: it still gives Soviet defenders the 2L and bars mobile assaults, and only supply and retreats use it as destroyed',
});
export type DestroyedForts = (typeof DESTROYED_FORTS_OPTION.values)[number];

/** Every rule reading a game of this title may choose (game options, recorded in its archive). */
const READINGS = [IMPOSED_ORDER_SHIFT_OPTION, FOREST_UNDER_PA_PA_OPTION, DESTROYED_FORTS_OPTION];

/** The rule readings chosen for a game, as the state carries them: absent = every default. */
export interface DosRuleReadings {
  imposedOrderShift?: ImposedOrderShift;
  forestUnderPaPa?: ForestUnderPaPa;
  destroyedForts?: DestroyedForts;
}

/**
 * The rule readings of a game's options; a reading left at its default is not kept, so a
 * game created without options has the state it always had. A bad value throws with a
 * message naming the option and its rule (the service answers it as `invalid-options`).
 * Other members (`setup`, `timing` ...) are read elsewhere and pass through.
 */
export const ruleReadingsOf = (options: Record<string, unknown> | undefined): DosRuleReadings | undefined => chosenReadings(READINGS, options) as DosRuleReadings | undefined;

/** DoS 11.23: whether a destroyed fortification keeps its combat effects (2L, no mobile assault) in this game. */
export const fortKeepsCombatEffects = (state: Pick<DosState, 'rules'>): boolean => readingOf(state.rules, DESTROYED_FORTS_OPTION) === 'keep-combat';
