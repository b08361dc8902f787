import { z } from 'zod';

/**
 * The game option `setup` (DoS 12.1): `players` opens a set-up window for each side the
 * scenario lets set up (ScenarioData.playerSetup), with the shipped set-up as each side's
 * default; `historical` plays the shipped set-up as it is, with no set-up window.
 */
export const SetupMode = z.enum(['players', 'historical']);
export type SetupMode = z.infer<typeof SetupMode>;

export const DEFAULT_SETUP_MODE: SetupMode = 'historical';

/** The set-up mode of a game's options; throws with a plain message on a value it does not know. */
export function setupModeOf(options: Record<string, unknown> | undefined): SetupMode {
  const raw = options?.['setup'];
  if (raw === undefined) return DEFAULT_SETUP_MODE;
  const r = SetupMode.safeParse(raw);
  if (!r.success) throw new Error(`option "setup" must be "players" or "historical" (DoS 12.1), not ${JSON.stringify(raw)}`);
  return r.data;
}

/** Why a `place` order is refused outside a set-up window. */
export const PLACE_OUTSIDE_SETUP = 'place orders belong to a set-up window, before game turn 1 (DoS 12.1)';
