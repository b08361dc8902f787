import { listOpt, requiredOpt, stringOpt } from '../args';
import type { Command } from '../command';
import { UsageError } from '../errors';

export const newCommand: Command = {
  name: 'new',
  summary: 'Create a game; prints its id, the tokens and the dice commitment',
  usage: '--scenario ID [--player SIDE[=EMAIL]]... [--option KEY=VALUE]... [--referee-email EMAIL]',
  description: [
    'Creates a game from a scenario (see `umpire scenarios`). Without --player, every side of the',
    'scenario plays without an address. The tokens are printed once and never stored in clear:',
    'give each player their token and keep the referee token.',
    'Against a server (UMPIRE_URL) this needs the admin token: --admin-token or UMPIRE_ADMIN_TOKEN.',
    'Deadlines, reminders and the missed-orders policy: --option timing=\'{"deadlineHours":48,"weekends":"skip"}\'',
    '(docs/deadlines.md); --referee-email is where the referee is told of missed orders and outages.',
  ].join('\n'),
  options: {
    scenario: { type: 'string', value: 'ID', help: 'Scenario id, e.g. drive-on-stalingrad/operation-blue' },
    player: { type: 'string', multiple: true, value: 'SIDE[=EMAIL]', help: 'A side and its player address' },
    option: { type: 'string', multiple: true, value: 'KEY=VALUE', help: 'Title option (VALUE read as JSON when it parses)' },
    'admin-token': { type: 'string', value: 'TOKEN', help: 'Admin token for a server (default UMPIRE_ADMIN_TOKEN)' },
    'referee-email': { type: 'string', value: 'EMAIL', help: "Where the referee's notices go (missed orders, outage pauses)" },
  },
  createsDatabase: true,
  positionals: { min: 0, max: 0 },
  async run({ args, client, env, out }) {
    const scenario = requiredOpt(args, 'scenario');
    const c = await client();
    let players = listOpt(args, 'player').map(parsePlayer);
    if (players.length === 0) {
      const found = (await c.scenarios()).find((s) => s.id === scenario);
      if (!found) throw new UsageError(`unknown scenario "${scenario}" (see \`umpire scenarios\`)`);
      players = found.sides.map((side) => ({ side }));
    }
    const options = parseOptions(listOpt(args, 'option'));
    const adminToken = stringOpt(args, 'admin-token') ?? env.UMPIRE_ADMIN_TOKEN;
    const refereeEmail = stringOpt(args, 'referee-email');
    const created = await c.createGame({ scenario, players, ...(options ? { options } : {}), ...(refereeEmail ? { refereeEmail } : {}) }, adminToken);
    out.result(created, () => [
      `Game            ${created.id}`,
      `Referee token   ${created.refereeToken}`,
      ...created.players.map((p) => `${`Token ${p.side}`.padEnd(15)} ${p.token}`),
      `Dice commitment ${created.diceCommitment}`,
      '',
      'Keep these tokens: they are shown only once.',
    ]);
    return 0;
  },
};

function parsePlayer(spec: string): { side: string; email?: string } {
  const [side, email] = spec.split('=', 2) as [string, string | undefined];
  if (!side) throw new UsageError(`--player needs SIDE or SIDE=EMAIL, got "${spec}"`);
  return email ? { side, email } : { side };
}

function parseOptions(specs: string[]): Record<string, unknown> | undefined {
  if (specs.length === 0) return undefined;
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    const at = spec.indexOf('=');
    if (at <= 0) throw new UsageError(`--option needs KEY=VALUE, got "${spec}"`);
    const raw = spec.slice(at + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // a plain string
    }
    out[spec.slice(0, at)] = value;
  }
  return out;
}
