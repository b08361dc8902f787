import { parseArgs } from 'node:util';
import type { Command, OptionSpec, ParsedArgs } from './command';
import { UsageError } from './errors';

/** Flags every command accepts. */
export const COMMON_OPTIONS: Record<string, OptionSpec> = {
  json: { type: 'boolean', help: 'Machine-readable JSON output (errors as JSON on stderr)' },
  help: { type: 'boolean', short: 'h', help: 'Show this help' },
};

/** Parses a command's arguments strictly: unknown flags and wrong counts are usage errors. */
export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs {
  const specs = { ...command.options, ...COMMON_OPTIONS };
  const options = Object.fromEntries(
    Object.entries(specs).map(([name, s]) => [
      name,
      { type: s.type, ...(s.short ? { short: s.short } : {}), ...(s.multiple ? { multiple: true } : {}) },
    ]),
  );
  let parsed: ParsedArgs;
  try {
    parsed = parseArgs({ args: joinValues(argv, specs), options, allowPositionals: true, strict: true }) as ParsedArgs;
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message.replace(/\. To specify a positional.*$/s, '.') : String(err));
  }
  if (parsed.values['help']) return parsed;
  const n = parsed.positionals.length;
  const { min, max } = command.positionals;
  if (n < min) throw new UsageError(`missing argument: umpire ${command.name} ${command.usage}`);
  if (n > max) throw new UsageError(`unexpected argument "${parsed.positionals[max]}"`);
  return parsed;
}

/**
 * Joins each string option with the argument after it (`--token -x9` -> `--token=-x9`),
 * because tokens and file names may begin with a dash and parseArgs would read them as flags.
 */
function joinValues(argv: string[], specs: Record<string, OptionSpec>): string[] {
  const byShort = new Map(Object.entries(specs).filter(([, s]) => s.short).map(([n, s]) => [`-${s.short}`, n]));
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = arg.startsWith('--') ? arg.slice(2) : byShort.get(arg);
    const next = argv[i + 1];
    if (name !== undefined && !arg.includes('=') && specs[name]?.type === 'string' && next !== undefined && next !== '--') {
      out.push(`--${name}=${next}`);
      i++;
    } else {
      out.push(arg);
    }
  }
  return out;
}

export const stringOpt = (args: ParsedArgs, name: string): string | undefined => {
  const v = args.values[name];
  return typeof v === 'string' ? v : undefined;
};

export const listOpt = (args: ParsedArgs, name: string): string[] => {
  const v = args.values[name];
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
};

export function requiredOpt(args: ParsedArgs, name: string): string {
  const v = stringOpt(args, name);
  if (!v) throw new UsageError(`--${name} is required`);
  return v;
}
