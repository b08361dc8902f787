import type { GameFacts } from '#service/mail/composer';
import { subjectTag } from './next-window';

/** The placeholders every mail about a game fills the same way: its subject tag, id, title and scenario. */
export function gameFields(game: Pick<GameFacts, 'id' | 'title' | 'scenarioName'>): Record<'tag' | 'game' | 'title' | 'scenario', string> {
  return { tag: subjectTag(game.id), game: game.id, title: game.title, scenario: game.scenarioName };
}
