import { z } from 'zod';
import type { GameOptionInfo } from '../../../kernel/engine/ruleset';
import type { DosState } from './types';

/**
 * DoS 5.6 "whenever the German player chooses the PA phase/move and MA phase sequence":
 * on a turn whose order is imposed (Game Turn 1 of Operation Blue, 5.4(2)) the German has
 * not chosen it. `1R` (the default, digest E8) gives his prepared assaults the 1R then
 * too, since 5.5 calls it what "a normal PA/Move sequence would earn him"; `none` gives it
 * only when he could have declared movement first.
 */
export const IMPOSED_ORDER_SHIFT = ['1R', 'none'] as const;
export type ImposedOrderShift = (typeof IMPOSED_ORDER_SHIFT)[number];

/**
 * DoS 11.14 names the forest's effect under the PA/move order (none) and the move/PA order
 * (1L), not under the German PA/PA turn of 5.5. `none` (the default, digest E7) treats it
 * as the PA-first turn it is twice over; `1L` gives the defenders in forest the 1L then.
 */
export const FOREST_UNDER_PA_PA = ['none', '1L'] as const;
export type ForestUnderPaPa = (typeof FOREST_UNDER_PA_PA)[number];


/**
 * DoS 11.23: once a German-side unit has occupied a Don-Volga fortification hex "those
 * fortifications are considered destroyed for the rest of the game". `gone` (the default)
 * reads that as the fortification no longer existing for any purpose; `keep-combat` keeps
 * its 2L for Soviet defenders and the ban on mobile assaults into it (9.25 "Don-Volga
 * defense line hexes"), so destruction then matters only where the text says "intact"
 * (German supply lines 7.12, German retreats 11.33).
 */
export const DESTROYED_FORTS = ['gone', 'keep-combat'] as const;
export type DestroyedForts = (typeof DESTROYED_FORTS)[number];

/** The 5.6 option as the scenarios list it (GET /api/scenarios). */
export const IMPOSED_ORDER_SHIFT_OPTION: GameOptionInfo = {
  name: 'imposedOrderShift',
  values: [...IMPOSED_ORDER_SHIFT],
  default: '1R',
  rule: 'DoS 5.6',
  description: '1R: the German prepared assaults gain the 1R of the PA/move order also on a turn that imposes it (Game Turn 1, 5.4(2)); none: only when he chose it',
};

/** The 11.14 option, for the scenarios with the German PA/PA turn (5.5). */
export const FOREST_UNDER_PA_PA_OPTION: GameOptionInfo = {
  name: 'forestUnderPaPa',
  values: [...FOREST_UNDER_PA_PA],
  default: 'none',
  rule: 'DoS 11.14',
  description: 'none: defenders in forest get no shift against the German PA/PA turn (5.5), as in any PA-first turn; 1L: they get the 1L of the move-first order',
};

/** The 11.23 option as the scenarios list it. */
export const DESTROYED_FORTS_OPTION: GameOptionInfo = {
  name: 'destroyedForts',
  values: [...DESTROYED_FORTS],
  default: 'gone',
  rule: 'DoS 11.23',
  description: 'gone: a destroyed Don-Volga fortification has no effect left; keep-combat: it still gives Soviet defenders the 2L and bars mobile assaults, and only supply and retreats use it as destroyed',
};

/**
 * The title's game options, given when the game is created and kept in its archive
 * (`options` of the game): readings of the rules a club may choose. Other members
 * (`setup`, `timing` ...) are read elsewhere and pass through.
 */
export const DosGameOptionsSchema = z.looseObject({
  imposedOrderShift: z.enum(IMPOSED_ORDER_SHIFT).optional(),
  forestUnderPaPa: z.enum(FOREST_UNDER_PA_PA).optional(),
  destroyedForts: z.enum(DESTROYED_FORTS).optional(),
});

/** The rule readings chosen for a game, as the state carries them: absent = every default. */
export interface DosRuleReadings {
  imposedOrderShift?: ImposedOrderShift;
  forestUnderPaPa?: ForestUnderPaPa;
  destroyedForts?: DestroyedForts;
}

const ALLOWED: Record<keyof DosRuleReadings, { values: readonly string[]; rule: string }> = {
  imposedOrderShift: { values: IMPOSED_ORDER_SHIFT, rule: 'DoS 5.6' },
  forestUnderPaPa: { values: FOREST_UNDER_PA_PA, rule: 'DoS 11.14' },
  destroyedForts: { values: DESTROYED_FORTS, rule: 'DoS 11.23' },
};

/**
 * The rule readings of a game's options; a reading left at its default is not kept, so a
 * game created without options has the state it always had. A bad value throws with a
 * message naming the option and its rule (the service answers it as `invalid-options`).
 */
export function ruleReadingsOf(options: Record<string, unknown> | undefined): DosRuleReadings | undefined {
  const parsed = DosGameOptionsSchema.safeParse(options ?? {});
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    const name = String(i.path[0]) as keyof DosRuleReadings;
    const known = ALLOWED[name];
    throw new Error(`option ${i.path.join('.')}: ${i.message}${known ? ` (${known.rule}: ${known.values.join(' or ')})` : ''}`);
  }
  const rules: DosRuleReadings = {};
  if (parsed.data.imposedOrderShift && parsed.data.imposedOrderShift !== '1R') rules.imposedOrderShift = parsed.data.imposedOrderShift;
  if (parsed.data.forestUnderPaPa && parsed.data.forestUnderPaPa !== 'none') rules.forestUnderPaPa = parsed.data.forestUnderPaPa;
  if (parsed.data.destroyedForts && parsed.data.destroyedForts !== 'gone') rules.destroyedForts = parsed.data.destroyedForts;
  return Object.keys(rules).length > 0 ? rules : undefined;
}

/** DoS 11.23: whether a destroyed fortification keeps its combat effects (2L, no mobile assault) in this game. */
export const fortKeepsCombatEffects = (state: Pick<DosState, 'rules'>): boolean => state.rules?.destroyedForts === 'keep-combat';
