import type { WindowEntry } from '../sequence/windows';
import type { PhaseContext, PhaseStop } from '../windows/phase';
import type { SosEnv } from './env';
import type { SosGame, SosPause } from './types';

/** What a window's rules are told of the game at its open window. */
export const phaseContext = (env: SosEnv, game: SosGame, entry: WindowEntry, standing: SosGame['standing'] = game.standing): PhaseContext => ({
  env,
  scenario: game.scenario,
  turn: game.position!.turn,
  window: entry,
  side: entry.side,
  standing,
  options: game.options,
});

/** The stop a pause was made from, as the window's rules gave it. */
export const stopOf = (p: SosPause): PhaseStop => ({ side: p.side, decision: p.decision as PhaseStop['decision'], about: p.about, resume: p.resume });
