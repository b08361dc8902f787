import { COMMON_OPTIONS } from './args';
import type { Command, OptionSpec } from './command';

function optionLines(options: Record<string, OptionSpec>): string[] {
  const rows = Object.entries(options).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : '    '}--${name}${o.type === 'string' ? ` ${o.value ?? 'VALUE'}` : ''}`;
    return [flag, `${o.help}${o.multiple ? ' (repeatable)' : ''}`] as const;
  });
  const width = Math.max(...rows.map(([f]) => f.length));
  return rows.map(([f, h]) => `  ${f.padEnd(width)}  ${h}`);
}

export function commandHelp(command: Command): string {
  return [
    `Usage: umpire ${command.name} ${command.usage}`.trimEnd(),
    '',
    command.summary,
    '',
    command.description,
    '',
    'Options:',
    ...optionLines({ ...command.options, ...COMMON_OPTIONS }),
    '',
  ].join('\n');
}

export function mainHelp(commands: Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Usage: umpire <command> [options]',
    '',
    'A neutral referee for play-by-email hex-and-counter wargames.',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Environment:',
    '  UMPIRE_URL          talk to this server (else the database is opened directly)',
    '  UMPIRE_DB           SQLite file (default ./data/umpire.sqlite)',
    '  UMPIRE_ADMIN_TOKEN  admin token for `new` against a server',
    '  UMPIRE_SECRET_KEY   seals signing keys (default: secret-key next to UMPIRE_DB)',
    '',
    'Every command takes --help and --json. Exit codes: 0 success, 1 refused or failed check, 2 usage error.',
    '',
  ].join('\n');
}
