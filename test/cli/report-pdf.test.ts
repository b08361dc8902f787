import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfText } from '../report/support/poppler';
import { OPENING_ATTACKS } from '../report/support/played-game';
import { CLI_SCENARIO, cliJson, expectOk, type CliGame } from './support/cli-game';
import { runCli, tempDir } from './support/run-cli';

const tmp = tempDir();
const env = { UMPIRE_DB: tmp.path('club.sqlite') };
let game: CliGame;
const token = (side: string) => game.players.find((p) => p.side === side)!.token;

beforeAll(async () => {
  game = await cliJson<CliGame>(['new', '--scenario', CLI_SCENARIO], env);
  const file = tmp.path('german.json');
  writeFileSync(file, JSON.stringify({ format: 'umpire-turn/1', game: game.id, side: 'german', window: 'T01/german', orders: OPENING_ATTACKS }));
  expectOk(await runCli(['submit', file, '--token', token('german')], { env }), 'submit');
}, 120_000);
afterAll(() => tmp.remove());

describe('umpire report GAME STEP --pdf FILE', () => {
  test("writes the side's PDF report of the step", async () => {
    const out = tmp.path('step1.pdf');
    const run = await runCli(['report', game.id, '1', '--token', token('german'), '--pdf', out], { env });
    expectOk(run, 'report --pdf');
    expect(run.stdout).toContain(`PDF report of step 1 written to ${out}`);
    const pdf = new Uint8Array(readFileSync(out));
    const text = pdfText(pdf);
    expect(text).toContain("german player's copy");
    expect(text).toContain('0431');
    expect(text).toContain('→');
  }, 120_000);

  test('needs a token: without one it exits 1 with the 401', async () => {
    const run = await runCli(['report', game.id, '1', '--pdf', tmp.path('none.pdf')], { env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('401');
  }, 60_000);
});
