import { z } from 'zod';
import type { GameOptionInfo } from '../../../kernel/engine/ruleset';
import type { CtsState } from '../state/types';

/**
 * CtS 16.4 "it must move towards the closest General Supply Source": the literal reading
 * (`closer`, the default) has the move end fewer hexes from that source than it began; a
 * club that reads "towards" as "not away from" chooses `no-farther` (it may also end as
 * many hexes away, a move along the front).
 */
export const OUT_OF_SUPPLY_MOVE = ['closer', 'no-farther'] as const;
export type OutOfSupplyMove = (typeof OUT_OF_SUPPLY_MOVE)[number];

/** The 16.4 option as the scenarios list it (GET /api/scenarios). */
export const OUT_OF_SUPPLY_MOVE_OPTION: GameOptionInfo = {
  name: 'outOfSupplyMove',
  values: [...OUT_OF_SUPPLY_MOVE],
  default: 'closer',
  rule: 'CtS 16.4',
  description: 'closer: an Out Of Supply unit ends its move in General Supply or fewer hexes from the closest source; no-farther: no more hexes from it than it began',
};

/**
 * CtS 35.1 "As long as the instructions on the setup card are followed the units may be
 * placed in any hex as long as the following conditions are met", read for the players'
 * set-up: `card` (the default) keeps each unit inside its army's area on the set-up card
 * (reconstructed), the card being a condition of the sentence; a club that reads "in any
 * hex" as the freedom itself chooses `any-hex`: any hex of the unit's own side, still under
 * 35.1 (1)-(3), the three-hex [Change] and 35.6 (the Kuban Garrison, the units the card names).
 */
export const SETUP_AREA = ['card', 'any-hex'] as const;
export type SetupArea = (typeof SETUP_AREA)[number];

/** The 35.1 option as the scenarios list it. */
export const SETUP_AREA_OPTION: GameOptionInfo = {
  name: 'setupArea',
  values: [...SETUP_AREA],
  default: 'card',
  rule: 'CtS 35.1',
  description: "with setup: players, card: each unit inside its army's area on the (reconstructed) set-up card; any-hex: any hex of its own side of the line, with 35.1 (1)-(3) and the three-hex [Change]",
};

/**
 * The title's game options, given when the game is created and kept in its archive
 * (`options` of the game): readings of the rules a club may choose. Other members of the
 * options (`timing` ...) belong to the service and pass through.
 */
export const CtsGameOptionsSchema = z.looseObject({
  outOfSupplyMove: z.enum(OUT_OF_SUPPLY_MOVE).optional(),
  setupArea: z.enum(SETUP_AREA).optional(),
});

/** The rule readings chosen for a game, as the state carries them: absent = every default. */
export interface CtsRuleReadings {
  outOfSupplyMove?: OutOfSupplyMove;
  setupArea?: SetupArea;
}

const OPTION_RULES: Record<string, string> = {
  outOfSupplyMove: `CtS 16.4: ${OUT_OF_SUPPLY_MOVE.join(' or ')}`,
  setupArea: `CtS 35.1: ${SETUP_AREA.join(' or ')}`,
};

/**
 * Reads the game options onto a fresh state; a reading left at its default is not written,
 * so a game created without options has the state it always had. A bad value throws with
 * a message naming the option (the service answers it as `invalid-options`).
 */
export function withGameOptions(state: CtsState, options: Record<string, unknown> | undefined): CtsState {
  const parsed = CtsGameOptionsSchema.safeParse(options ?? {});
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new Error(`option ${i.path.join('.')}: ${i.message} (${OPTION_RULES[String(i.path[0])] ?? 'CtS'})`);
  }
  const rules: CtsRuleReadings = {};
  if (parsed.data.outOfSupplyMove && parsed.data.outOfSupplyMove !== 'closer') rules.outOfSupplyMove = parsed.data.outOfSupplyMove;
  if (parsed.data.setupArea && parsed.data.setupArea !== 'card') rules.setupArea = parsed.data.setupArea;
  return Object.keys(rules).length > 0 ? { ...state, rules } : state;
}

/** CtS 16.4: the reading of "towards the closest General Supply Source" this game uses. */
export const outOfSupplyMove = (state: CtsState): OutOfSupplyMove => state.rules?.outOfSupplyMove ?? 'closer';

/** CtS 35.1: the reading of "in any hex" this game's players' set-up uses. */
export const setupArea = (state: CtsState): SetupArea => state.rules?.setupArea ?? 'card';
