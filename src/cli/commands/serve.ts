import { stringOpt } from '../args';
import type { Command } from '../command';
import { portOpt } from '../port-option';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Run the HTTP API (the same as `npm start`)',
  usage: '[--port PORT] [--host HOST]',
  description: [
    'Serves the HTTP API on http://HOST:PORT (default 127.0.0.1:8787; PORT and HOST in the',
    'environment) with the database at UMPIRE_DB, migrated on start. Without UMPIRE_ADMIN_TOKEN',
    'an admin token is generated, stored next to the database (admin-token, mode 0600) and printed.',
    'Without UMPIRE_SECRET_KEY the key that seals signing keys is kept in secret-key beside it.',
    'Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.',
  ].join('\n'),
  options: {
    port: { type: 'string', value: 'PORT', help: 'Port to listen on (0 = any free port)' },
    host: { type: 'string', value: 'HOST', help: 'Address to listen on' },
  },
  positionals: { min: 0, max: 0 },
  async run({ args, env }) {
    const { startServer } = await import('#node');
    const server = await startServer({ env, port: portOpt(args, env.PORT), host: stringOpt(args, 'host') ?? env.HOST, handleSignals: true });
    await server.closed;
    return 0;
  },
};
