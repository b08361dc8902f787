import { rulesets } from '#games';
import type { Ruleset } from '#kernel/engine/ruleset';
import { duelRuleset } from '../../support/duel-ruleset';

/**
 * The title the HTTP tests play. The routes are title-agnostic: the tests write no
 * orders themselves, they submit the server's own template for the open window (a valid
 * file with `orders: []`), so any registered title works here.
 */
export interface TestTitle {
  scenario: string;
  sides: string[];
  /** The side the first window waits for. */
  first: string;
  rulesets: Ruleset[];
}

/** Drive on Stalingrad, Operation Blue: the first title. */
export const testTitle: TestTitle = {
  scenario: 'drive-on-stalingrad/operation-blue',
  sides: ['german', 'soviet'],
  first: 'german',
  rulesets: [...rulesets],
};

/** Duel with one turn (two windows, from the service tests' support): a game that ends quickly. */
export const shortGameTitle: TestTitle & { options: Record<string, unknown> } = {
  scenario: 'duel/skirmish',
  sides: ['blue', 'red'],
  first: 'blue',
  rulesets: [duelRuleset as Ruleset],
  options: { turns: 1 },
};
