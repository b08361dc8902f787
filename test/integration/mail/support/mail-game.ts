import { stringify } from 'yaml';
import { resolveSecretKey } from '#config/secret-key';
import { openStore } from '#db/open-store';
import { rulesets } from '#games';
import { createApp } from '#http/create-app';
import { nodeMailComposer } from '#mail/node-composer';
import { createService } from '#service/create-service';
import { systemClock } from '#service/node-ports';
import { silentLogger } from '#service/ports';
import { seededEntropy } from '../../../support/fixed-ports';
import { waitForMail, type ReadMail } from './mailbox';
import type { MailServers } from './mail-servers';
import { address } from './mail-stack';
import { replyTo, tokenIn } from './player';
import { sendSmtp } from './send';

export const subject = (m: ReadMail) => m.email.subject ?? '';

/** `orders[3].attack.attackers` as a path: ["orders", 3, "attack", "attackers"]. */
const pathOf = (text: string): (string | number)[] => (text === '(file)' ? [] : text.split(/\.|(?=\[)/).map((p) => (p.startsWith('[') ? Number(p.slice(1, -1)) : p)));

/** The problems a refusal mail lists ("  orders[3].move.path: message [code, rule]"). */
export function problemsIn(text: string): { path: (string | number)[]; message: string; code: string }[] {
  return [...text.matchAll(/^ {2}(\S+)(?: \(line [^)]*\))?: (.*) \[([^,\]]+)(?:, [^\]]*)?\]$/gm)].map((m) => ({ path: pathOf(m[1]!), message: m[2]!, code: m[3]! }));
}

/**
 * A game played by mail by scripted players: created as `umpire new` creates it, but with the
 * fixed entropy of the HTTP games (so the players meet the positions the HTTP games meet), the
 * worker started as `umpire mail`, the app for the players' reads (their listing and view, as
 * a player reads the game page), each side's token from its "New game" mail, and the players'
 * mail: `nextMail` reads a side's next mail that matches, `mailFile` mails a turn file in reply
 * to the side's latest mail from the referee (attached, or pasted into the body) and returns
 * the referee's answer (accepted or not).
 */
export async function mailGame(servers: MailServers, scenario: string, sides: readonly string[]) {
  const store = openStore(servers.db.file);
  const service = createService({
    db: store,
    rulesets: [...rulesets],
    clock: systemClock,
    entropy: seededEntropy(),
    secretKey: resolveSecretKey(undefined, servers.db.file).key,
    mail: nodeMailComposer(address('referee')),
    logger: silentLogger,
  });
  const game = await service.createGame({ scenario, players: sides.map((side) => ({ side, email: address(side) })) });
  servers.startWorker();
  const app = createApp({ service, adminToken: 'admin-not-used-0123456789abcdef', logger: silentLogger });
  const request = async (path: string, call: { token?: string } = {}) => app.request(path, { headers: call.token ? { authorization: `Bearer ${call.token}` } : {} });
  const start: Record<string, ReadMail> = {};
  for (const side of sides) start[side] = (await waitForMail(side, (m) => subject(m).includes('New game')))[0]!;
  const tokens: Record<string, string> = Object.fromEntries(sides.map((side) => [side, tokenIn(start[side]!)]));
  /** Each side's latest mail from the referee (what the player replies to) and the last UID read. */
  const latest: Record<string, ReadMail> = { ...start };
  const readUpTo: Record<string, number> = Object.fromEntries(sides.map((side) => [side, start[side]!.uid]));
  const nextMail = async (side: string, match: (m: ReadMail) => boolean): Promise<ReadMail> => {
    // a liveness wait, not a speed check: on a loaded machine a results mail (a PDF a side) has taken over 90 s
    const [found] = await waitForMail(side, match, 1, 240_000, 'INBOX', readUpTo[side]);
    readUpTo[side] = found!.uid;
    latest[side] = found!;
    return found!;
  };
  const mailFile = async (side: string, file: Record<string, unknown>, attach: boolean): Promise<ReadMail> => {
    const text = stringify({ ...file, auth: { token: tokens[side] } });
    const body = attach ? { text: 'My orders are attached.', attachments: [{ filename: 'orders.yaml', content: text }] } : { text: `Hello referee,\n\n${text}\nRegards,\n${side}\n-- \nsent from my desk\n` };
    await sendSmtp(replyTo(latest[side]!, side, body));
    return nextMail(side, (m) => subject(m).includes(`${String(file['window'])}: accepted`) || subject(m).includes('Not accepted'));
  };
  return { store, service, game, request, start, tokens, nextMail, mailFile };
}
