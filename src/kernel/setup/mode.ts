import { z } from 'zod';
import type { DecisionWindow, GameOptionInfo } from '../engine/ruleset';
import { side as asSide, windowId } from '../ids';

/**
 * The game option `setup`, for every title whose rules let the players set up (DoS 12.1,
 * CtS 35.1): `players` opens a set-up window for each side that sets up, in the rules'
 * order, with the shipped set-up as each side's default; `historical` plays the shipped
 * set-up as it is, with no set-up window.
 */
export const SetupMode = z.enum(['players', 'historical']);
export type SetupMode = z.infer<typeof SetupMode>;

export const DEFAULT_SETUP_MODE: SetupMode = 'historical';

/** The set-up mode of a game's options; throws with a plain message on a value it does not know. */
export function setupModeOf(options: Record<string, unknown> | undefined): SetupMode {
  const raw = options?.['setup'];
  if (raw === undefined) return DEFAULT_SETUP_MODE;
  const r = SetupMode.safeParse(raw);
  if (!r.success) throw new Error(`option "setup" must be "players" or "historical", not ${JSON.stringify(raw)}`);
  return r.data;
}

/** `T00/<side>-setup`: the set-up windows come before the first game turn. */
export const setupWindowName = (side: string): string => `T00/${side}-setup`;

/** A side's open set-up window: `T00/<side>-setup`, before turn 1, waiting for that side only, taking `place` orders. */
export const setupWindowFor = (side: string, description: string): DecisionWindow => ({
  id: windowId(setupWindowName(side)),
  turn: 0,
  waitingFor: [asSide(side)],
  accepts: ['place'],
  description,
});

/** The `setup` option as a scenario lists it (GET /api/scenarios), for a title whose rule `rule` lets the players set up. */
export const setupOption = (rule: string): GameOptionInfo => ({
  name: 'setup',
  values: [...SetupMode.options],
  default: DEFAULT_SETUP_MODE,
  rule,
  description: `players: a set-up window for each side that sets up (${rule}), the historical set-up as each side's default; historical: the shipped set-up, no set-up window`,
});
