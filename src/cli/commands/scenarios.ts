import type { ScenarioListing } from '#service/types';
import { hasGames } from '../client/open-client';
import type { Command } from '../command';

export const scenariosCommand: Command = {
  name: 'scenarios',
  summary: 'List the scenarios a game can be created from',
  usage: '',
  description: 'Prints one line per scenario: its id (for `umpire new --scenario`), sides, turns and name, then a line per game option it takes (`umpire new --option NAME=VALUE`).',
  options: {},
  positionals: { min: 0, max: 0 },
  async run({ client, out, env }) {
    // The installed titles' scenarios need no database: a missing one is not created.
    const list = hasGames(env) ? await (await client()).scenarios() : await installedScenarios();
    out.result(list, () => {
      const width = Math.max(2, ...list.map((s) => s.id.length));
      return [
        `${'ID'.padEnd(width)}  SIDES           TURNS  NAME`,
        ...list.flatMap((s) => [
          `${s.id.padEnd(width)}  ${s.sides.join(',').padEnd(14)}  ${String(s.turns).padStart(5)}  ${s.name}`,
          ...(s.options ?? []).map((o) => `${' '.repeat(width)}  option ${o.name}=${o.values.join('|')} (default ${o.default}, ${o.rule}): ${o.description}`),
        ]),
      ];
    });
    return 0;
  },
};

async function installedScenarios(): Promise<ScenarioListing[]> {
  const [{ rulesets }, { listScenarios }] = await Promise.all([import('#games'), import('#service/list-scenarios')]);
  return listScenarios(rulesets);
}
