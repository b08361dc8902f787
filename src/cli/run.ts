import { ConfigError, loadEnv, type Env } from '#config/env';
import { parseCommandArgs } from './args';
import type { Client } from './client/client';
import { openClient } from './client/open-client';
import type { Command, ParsedArgs } from './command';
import { commands } from './commands';
import { CommandFailed, EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError } from './errors';
import { issueLines } from './format/issues';
import { commandHelp, mainHelp } from './help';
import type { Io } from './io';
import { createOutput } from './output';

/** Runs `umpire ARGS…` and returns the exit code (0 success, 1 refused or failed, 2 usage). */
export async function runCli(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  const json = argv.includes('--json');
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? io.stdout : io.stderr).write(mainHelp(commands));
    return name ? EXIT_OK : EXIT_USAGE;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) return usageFailure(io, json, `unknown command "${name}"`, undefined);

  let client: Client | undefined;
  try {
    const args = parseCommandArgs(command, rest);
    if (args.values['help']) {
      io.stdout.write(commandHelp(command));
      return EXIT_OK;
    }
    const env = readEnv(io);
    const out = createOutput(io, Boolean(args.values['json']));
    return await command.run({ args, io, env, out, client: async () => (client ??= await openClient(env, { create: createsDatabase(command, args) })) });
  } catch (err) {
    if (err instanceof UsageError) return usageFailure(io, json, err.message, command);
    if (err instanceof CommandFailed) return commandFailure(io, json, err);
    const message = err instanceof Error ? err.message : String(err);
    return commandFailure(io, json, new CommandFailed(message, 'internal'));
  } finally {
    await client?.close();
  }
}

function readEnv(io: Io): Env {
  try {
    return loadEnv(io.env);
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}

function usageFailure(io: Io, json: boolean, message: string, command: Command | undefined): number {
  if (json) io.stderr.write(`${JSON.stringify({ error: { code: 'usage', message }, errors: [] })}\n`);
  else {
    const hint = command ? `Usage: umpire ${command.name} ${command.usage}\nSee: umpire ${command.name} --help` : 'See: umpire --help';
    io.stderr.write(`umpire: ${message}\n${hint}\n`);
  }
  return EXIT_USAGE;
}

function commandFailure(io: Io, json: boolean, err: CommandFailed): number {
  if (json) {
    io.stderr.write(
      `${JSON.stringify({ status: err.status || undefined, error: { code: err.code, message: err.message }, errors: err.errors })}\n`,
    );
  } else {
    const status = err.status ? ` (${err.status} ${err.code})` : '';
    io.stderr.write([`umpire: ${err.message}${status}`, ...issueLines(err.errors), ''].join('\n'));
  }
  return EXIT_FAILED;
}

function createsDatabase(command: Command, args: ParsedArgs): boolean {
  const creates = command.createsDatabase;
  return typeof creates === 'function' ? creates(args) : creates === true;
}
