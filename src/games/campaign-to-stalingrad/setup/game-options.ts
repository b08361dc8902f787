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
 * The title's game options, given when the game is created and kept in its archive
 * (`options` of the game): readings of the rules a club may choose. Other members of the
 * options (`timing` ...) belong to the service and pass through.
 */
export const CtsGameOptionsSchema = z.looseObject({
  outOfSupplyMove: z.enum(OUT_OF_SUPPLY_MOVE).optional(),
});

/** The rule readings chosen for a game, as the state carries them: absent = every default. */
export interface CtsRuleReadings {
  outOfSupplyMove?: OutOfSupplyMove;
}

/**
 * Reads the game options onto a fresh state; a reading left at its default is not written,
 * so a game created without options has the state it always had. A bad value throws with
 * a message naming the option (the service answers it as `invalid-options`).
 */
export function withGameOptions(state: CtsState, options: Record<string, unknown> | undefined): CtsState {
  const parsed = CtsGameOptionsSchema.safeParse(options ?? {});
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new Error(`option ${i.path.join('.')}: ${i.message} (CtS 16.4: ${OUT_OF_SUPPLY_MOVE.join(' or ')})`);
  }
  const rules: CtsRuleReadings = {};
  if (parsed.data.outOfSupplyMove && parsed.data.outOfSupplyMove !== 'closer') rules.outOfSupplyMove = parsed.data.outOfSupplyMove;
  return Object.keys(rules).length > 0 ? { ...state, rules } : state;
}

/** CtS 16.4: the reading of "towards the closest General Supply Source" this game uses. */
export const outOfSupplyMove = (state: CtsState): OutOfSupplyMove => state.rules?.outOfSupplyMove ?? 'closer';
