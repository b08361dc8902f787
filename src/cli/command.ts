import type { Env } from '#config/env';
import type { Client } from './client/client';
import type { Io } from './io';
import type { Output } from './output';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** Placeholder in the help text, e.g. "ID". */
  value?: string;
  help: string;
}

export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

export interface CommandContext {
  args: ParsedArgs;
  io: Io;
  env: Env;
  out: Output;
  /**
   * The server at UMPIRE_URL, else the database at UMPIRE_DB (opened on first use; created
   * only for a command with `createsDatabase`).
   */
  client(): Promise<Client>;
}

/** One `umpire` sub-command: its own file under commands/, its own --help. */
export interface Command {
  name: string;
  summary: string;
  /** Arguments after the name, e.g. "FILE --game ID [--token TOKEN]". */
  usage: string;
  /** Longer help, printed by --help after the usage line. */
  description: string;
  options: Record<string, OptionSpec>;
  /** How many positional arguments it takes. */
  positionals: { min: number; max: number };
  /**
   * Whether the command may create the database at UMPIRE_DB when there is none (`new`,
   * `tournament`, `serve`). Every other command that finds no database says so and creates
   * nothing.
   */
  createsDatabase?: boolean | ((args: ParsedArgs) => boolean);
  run(ctx: CommandContext): Promise<number>;
}
