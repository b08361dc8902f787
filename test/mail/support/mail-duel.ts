import { createService } from '#service/create-service';
import type { CommitHooks } from '#db/commit/sqlite-commit';
import { createMailComposer } from '#mail/outbound/composer';
import { loadTemplates } from '#mail/outbound/load-templates';
import { asc } from 'drizzle-orm';
import { inboundMail, outbox as outboxTable, type InboundMailRow, type OutboxRow } from '#db/schema';
import { duelRuleset } from '../../support/duel-ruleset';
import { memoryLogger, seededEntropy, steppingClock } from '../../support/fixed-ports';
import { tempStore } from '../../support/temp-store';

/**
 * A Duel game whose service queues mail (the repository's templates, Message-IDs in
 * example.test): blue and red both have addresses; the referee has one when `refereeEmail` is given. Same fixed clock and scripted entropy
 * as startDuel.
 */
export async function startMailDuel(opts: { hooks?: CommitHooks; emails?: { blue?: string | null; red?: string | null }; refereeEmail?: string } = {}) {
  const db = tempStore(opts.hooks);
  const clock = steppingClock();
  const logger = memoryLogger();
  const service = createService({
    db,
    rulesets: [duelRuleset],
    clock,
    entropy: seededEntropy(),
    logger,
    mail: createMailComposer({ templates: loadTemplates(), domain: 'example.test' }),
  });
  const emails = { blue: 'blue@example.test', red: 'red@example.test', ...opts.emails };
  const game = await service.createGame({
    scenario: 'duel/skirmish',
    players: [
      { side: 'blue', ...(emails.blue ? { email: emails.blue } : {}) },
      { side: 'red', ...(emails.red ? { email: emails.red } : {}) },
    ],
    ...(opts.refereeEmail ? { refereeEmail: opts.refereeEmail } : {}),
  });
  const token = (side: 'blue' | 'red'): string => game.players.find((p) => p.side === side)!.token;
  const outbox = (): OutboxRow[] => db.sqlite.select().from(outboxTable).orderBy(asc(outboxTable.id)).all();
  const inbound = (): InboundMailRow[] => db.sqlite.select().from(inboundMail).orderBy(asc(inboundMail.receivedAt)).all();
  return { db, clock, logger, service, game, token, outbox, inbound };
}

export type MailDuel = Awaited<ReturnType<typeof startMailDuel>>;
