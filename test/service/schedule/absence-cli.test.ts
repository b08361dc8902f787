import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLI_SCENARIO, cliJson, type CliGame } from '../../cli/support/cli-game';
import { runCli, tempDir } from '../../cli/support/run-cli';

/** `umpire new` with timing options and a referee address, then `umpire absence`, on the database directly. */
const tmp = tempDir();
const env = { UMPIRE_DB: tmp.path('club.sqlite') };
let game: CliGame;

beforeAll(async () => {
  game = await cliJson<CliGame>(
    ['new', '--scenario', CLI_SCENARIO, '--option', 'timing={"deadlineHours":48,"weekends":"skip","timeZone":"Europe/Berlin","missedOrders":"referee"}', '--referee-email', 'ref@example.test'],
    env,
  );
});
afterAll(() => tmp.remove());

describe('umpire absence', () => {
  test('a side declares its absence; the referee declares one for a side', async () => {
    const [first] = game.players;
    const far = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const own = await cliJson<{ side: string; until: string }>(['absence', game.id, '--from', far, '--until', far, '--token', first!.token], env);
    expect(own).toMatchObject({ side: first!.side, until: far });
    const second = game.players[1]!.side;
    const byReferee = await cliJson<{ side: string }>(['absence', game.id, '--side', second, '--from', far, '--until', far, '--token', game.refereeToken], env);
    expect(byReferee.side).toBe(second);
  });

  test('a refusal prints its code and exits 1; a missing flag is a usage error', async () => {
    const refused = await runCli(['absence', game.id, '--from', '2020-01-01', '--until', '2020-01-02', '--token', game.refereeToken], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('side-required');
    const usage = await runCli(['absence', game.id, '--from', '2020-01-01', '--token', game.refereeToken], { env });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--until');
  });
});
