import { expect } from 'vitest';
import { runCli, type CliRun } from './run-cli';

/** The scenario the CLI tests play: the first title, as registered in src/games. */
export const CLI_SCENARIO = 'drive-on-stalingrad/operation-blue';
export const CLI_TITLE = 'drive-on-stalingrad';

export interface CliGame {
  id: string;
  refereeToken: string;
  players: { side: string; token: string }[];
  diceCommitment: string;
}

/** Runs the CLI with `env` and parses its --json stdout; fails the test on a non-zero exit. */
export async function cliJson<T>(args: string[], env: Record<string, string>): Promise<T> {
  const run = await runCli([...args, '--json'], { env });
  expect(run.code, `umpire ${args.join(' ')}\n${run.stderr}`).toBe(0);
  return JSON.parse(run.stdout) as T;
}

export function expectOk(run: CliRun, what: string): void {
  expect(run.code, `${what}\nstdout: ${run.stdout}\nstderr: ${run.stderr}`).toBe(0);
}
