import { listOpt, requiredOpt, stringOpt } from '../args';
import type { Command } from '../command';
import { UsageError } from '../errors';
import { tournamentLines } from '../format/tournament';

export const tournamentCommand: Command = {
  name: 'tournament',
  summary: 'Tournaments: new, add a game to a round, show rounds and standings',
  usage: 'new NAME | add TOURNAMENT --game ID --round N --player SIDE=NAME… | show TOURNAMENT',
  description: [
    'A tournament groups games in rounds and ranks the participants from the games\' results',
    '(win 3, draw 1, loss 0 unless --points W,D,L); the standings are mailed after each round (docs/tournaments.md).',
    'Against a server (UMPIRE_URL), new and add need the admin token: --admin-token or UMPIRE_ADMIN_TOKEN.',
  ].join('\n'),
  options: {
    game: { type: 'string', value: 'ID', help: 'add: the game' },
    round: { type: 'string', value: 'N', help: 'add: its round (1, 2, …)' },
    player: { type: 'string', value: 'SIDE=NAME', multiple: true, help: 'add: who plays each side' },
    points: { type: 'string', value: 'W,D,L', help: 'new: points for a win, a draw and a loss' },
    'admin-token': { type: 'string', value: 'TOKEN', help: 'Admin token for a server (default UMPIRE_ADMIN_TOKEN)' },
  },
  createsDatabase: (args) => args.positionals[0] === 'new',
  positionals: { min: 2, max: 2 },
  async run({ args, client, out, env }) {
    const [verb, subject] = args.positionals as [string, string];
    const adminToken = stringOpt(args, 'admin-token') ?? env.UMPIRE_ADMIN_TOKEN;
    const c = await client();
    let view;
    if (verb === 'new') {
      view = await c.createTournament({ name: subject, ...parsePoints(stringOpt(args, 'points')) }, adminToken);
    } else if (verb === 'add') {
      const round = Number(requiredOpt(args, 'round'));
      if (!Number.isInteger(round) || round < 1) throw new UsageError(`--round needs a whole number from 1, got "${stringOpt(args, 'round')}"`);
      const players = Object.fromEntries(listOpt(args, 'player').map(parsePlayer));
      view = await c.addTournamentGame(subject, { game: requiredOpt(args, 'game'), round, players }, adminToken);
    } else if (verb === 'show') {
      view = await c.tournament(subject);
    } else {
      throw new UsageError(`unknown tournament command "${verb}" (new, add or show)`);
    }
    const shown = view;
    out.result(shown, () => tournamentLines(shown));
    return 0;
  },
};

function parsePoints(spec: string | undefined): { points?: { win: number; draw: number; loss: number } } {
  if (spec === undefined) return {};
  const parts = spec.split(',').map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n))) throw new UsageError(`--points needs W,D,L (whole numbers), got "${spec}"`);
  return { points: { win: parts[0]!, draw: parts[1]!, loss: parts[2]! } };
}

function parsePlayer(spec: string): [string, string] {
  const eq = spec.indexOf('=');
  if (eq <= 0 || eq === spec.length - 1) throw new UsageError(`--player needs SIDE=NAME, got "${spec}"`);
  return [spec.slice(0, eq), spec.slice(eq + 1)];
}
