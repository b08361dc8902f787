import { rulesets } from '#games';
import { createApp } from '#http/create-app';
import { createMailComposer } from '#mail/outbound/composer';
import { loadTemplates } from '#mail/outbound/load-templates';
import { createService } from '#service/create-service';
import { memoryLogger, seededEntropy, steppingClock } from '../../support/fixed-ports';
import { tempStore } from '../../support/temp-store';
import { ADMIN_TOKEN } from './api-fixture';

/** One call made to the in-process referee: a GET, or a POST when `json` is given. */
export interface RefereeCall {
  token?: string;
  json?: unknown;
  cookie?: string;
}

/**
 * An in-process referee with every title registered, on a temporary SQLite file: the store,
 * the service and a `request` that speaks HTTP to it. `seed` fixes the entropy, so the same
 * seed deals the same dice and tokens.
 */
export const kbReferee = (seed: string) => {
  const store = tempStore();
  const service = createService({
    db: store,
    rulesets: [...rulesets],
    clock: steppingClock(),
    entropy: seededEntropy(seed),
    logger: memoryLogger(),
    mail: createMailComposer({ templates: loadTemplates(), domain: 'example.test' }),
  });
  const app = createApp({ service, adminToken: ADMIN_TOKEN, logger: memoryLogger() });
  const request = async (path: string, call: RefereeCall = {}) =>
    app.request(path, {
      method: call.json === undefined ? 'GET' : 'POST',
      headers: {
        ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
        ...(call.cookie ? { cookie: call.cookie } : {}),
        ...(call.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
    });
  /** A game of the two sides axis and soviet, each with a mail address, and its players' tokens by side. */
  const mailedGame = async (scenario: string, options?: Record<string, unknown>): Promise<{ id: string; token(side: string): string }> => {
    const created = await service.createGame({
      scenario,
      players: [{ side: 'axis', email: 'axis@example.test' }, { side: 'soviet', email: 'soviet@example.test' }],
      ...(options ? { options } : {}),
    });
    return { id: created.id, token: (s) => created.players.find((p) => p.side === s)!.token };
  };
  return { store, service, request, mailedGame };
};
