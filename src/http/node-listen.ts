import { serve } from '@hono/node-server';

export interface Listening {
  server: ReturnType<typeof serve>;
  /** The port bound (the free one picked when 0 was asked for). */
  port: number;
  /** http://HOST:PORT, an IPv6 host in brackets. */
  url: string;
}

/**
 * Serves `fetch` on Node at hostname:port and settles once listening, or fails (port taken,
 * bad address). Both `umpire serve` (node.ts) and `umpire view` start their server here.
 */
export function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string): Promise<Listening> {
  return new Promise<Listening>((ok, fail) => {
    const server = serve({ fetch, port, hostname }, (info) => ok({ server, port: info.port, url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${info.port}` }));
    server.once('error', fail);
  });
}
