import type { Ruleset } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { GameRow } from '#db/schema';
import { renderTemplate } from '#turnfile/template';
import type { GameFacts, NextWindow } from './composer';

/** What every mail about a game says about it. */
export function gameFacts(game: GameRow, ruleset: Ruleset): GameFacts {
  return {
    id: game.id,
    title: ruleset.title,
    scenarioName: ruleset.scenarios.find((s) => s.id === game.scenario)?.name ?? game.scenario,
    diceCommitment: game.diceCommitment,
    gameSaltHash: game.gameSaltHash,
    headline: game.headline,
  };
}

/**
 * The open window as one side is told about it, with a ready-to-edit turn file when the
 * window waits for that side (the same template `GET …/template` serves). Null once the game has ended.
 */
export function nextWindowFor(game: GameRow, ruleset: Ruleset, side: string): NextWindow | null {
  const window = game.window;
  if (!window || game.status === 'ended') return null;
  const waitingFor = window.waitingFor.map(String);
  const next: NextWindow = { id: window.id, description: window.description, waitingFor, deadline: game.deadline };
  if (!waitingFor.includes(side)) return next;
  const template = renderTemplate({
    game: game.id,
    side,
    window: { id: window.id, description: window.description, accepts: window.accepts, turn: window.turn },
    info: ruleset.template(game.state, side as Side),
    basedOn: game.stateHash,
    ...(game.deadline ? { deadline: game.deadline } : {}),
  });
  return { ...next, template };
}
