import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { resolveSecretKey } from '#config/secret-key';
import { openStore } from '#db/open-store';
import { rulesets } from '#games';
import { createGrid } from '#kernel/hex/grid';
import { nodeMailComposer } from '#mail/node-composer';
import { createService } from '#service/create-service';
import { systemClock } from '#service/node-ports';
import { createApp } from '#http/create-app';
import { silentLogger } from '#service/ports';
import bundle from '../../../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { playSosGame, type SosPlay, type SosSend } from '../../e2e/support/sos-player';
import { pdfText } from '../../report/support/poppler';
import { seededEntropy } from '../../support/fixed-ports';
import { waitForMail, type ReadMail } from './support/mailbox';
import { mailServers } from './support/mail-servers';
import { address } from './support/mail-stack';
import { replyTo, tokenIn } from './support/player';
import { sendSmtp } from './support/send';

const SIDES = ['german', 'soviet'] as const;
const servers = mailServers(['referee', ...SIDES]);
const subject = (m: ReadMail) => m.email.subject ?? '';
const pathOf = (text: string): (string | number)[] => (text === '(file)' ? [] : text.split(/\.|(?=\[)/).map((p) => (p.startsWith('[') ? Number(p.slice(1, -1)) : p)));
const problemsIn = (text: string) => [...text.matchAll(/^ {2}(\S+)(?: \(line [^)]*\))?: (.*) \[([^,\]]+)(?:, [^\]]*)?\]$/gm)].map((m) => ({ path: pathOf(m[1]!), message: m[2]!, code: m[3]! }));

/**
 * Streets of Stalingrad by mail, from the set-up windows (SoS 2.31: the Soviet first) through
 * the German Movement Phase of turn 1, with the scripted players of the HTTP games
 * (e2e/support/sos-player.ts): each side reads its listing and view from the API, then mails
 * its file in reply to the referee's latest mail (the German attaches it, the Soviet pastes it
 * into the body). Every step's results mail reaches both sides with its PDF, whose text names
 * the step's window.
 */
describe('Streets of Stalingrad played by mail (dovecot + OpenSMTPD, the worker as `umpire mail`)', () => {
  it('scenario #1 from the set-up to the German Movement Phase of turn 1: every file mailed, every results mail read with its PDF', async () => {
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
    const game = await service.createGame({ scenario: 'streets-of-stalingrad/scenario-1', players: SIDES.map((side) => ({ side, email: address(side) })) });
    servers.startWorker();
    const app = createApp({ service, adminToken: 'admin-not-used-0123456789abcdef', logger: silentLogger });
    const request = async (path: string, call: { token?: string } = {}) => app.request(path, { headers: call.token ? { authorization: `Bearer ${call.token}` } : {} });
    try {
      const start = {
        german: (await waitForMail('german', (m) => subject(m).includes('New game')))[0]!,
        soviet: (await waitForMail('soviet', (m) => subject(m).includes('New game')))[0]!,
      };
      const tokens = { german: tokenIn(start.german), soviet: tokenIn(start.soviet) };
      const latest: Record<string, ReadMail> = { ...start };
      const readUpTo: Record<string, number> = { german: start.german.uid, soviet: start.soviet.uid };
      const nextMail = async (side: string, match: (m: ReadMail) => boolean): Promise<ReadMail> => {
        const [found] = await waitForMail(side, match, 1, 90_000, 'INBOX', readUpTo[side]);
        readUpTo[side] = found!.uid;
        latest[side] = found!;
        return found!;
      };
      const send: SosSend = async (side, file) => {
        const text = stringify({ ...file, auth: { token: tokens[side as 'german'] } });
        const body = side === 'german' ? { text: 'My orders are attached.', attachments: [{ filename: 'orders.yaml', content: text }] } : { text: `Referee,\n\n${text}\n-- \n${side}\n` };
        await sendSmtp(replyTo(latest[side]!, side, body));
        const answer = await nextMail(side, (m) => subject(m).includes(`${String(file['window'])}: accepted`) || subject(m).includes('Not accepted'));
        if (!subject(answer).includes('Not accepted')) return { ok: true };
        return { ok: false, errors: problemsIn(answer.email.text ?? ''), text: answer.email.text ?? '' };
      };
      let step = 0;
      const afterWindow = async (window: string, _played: SosPlay[]) => {
        step++;
        for (const side of SIDES) {
          const mail = await nextMail(side, (m) => subject(m).includes(`Step ${step}: ${window} adjudicated`));
          const pdf = mail.email.attachments.find((a) => a.filename === `${game.id}-step-${step}-${side}.pdf`);
          expect(pdf?.mimeType, `${window} ${side}`).toBe('application/pdf');
          const text = pdfText(new Uint8Array(pdf!.content as ArrayBuffer)).replace(/\s+/g, ' ');
          expect(text, `${window} ${side}`).toContain(window);
        }
      };
      const plays = await playSosGame(request, { id: game.id, token: (s) => tokens[s as 'german'] }, { grid: createGrid(bundle.city.grid as never), refereeToken: game.refereeToken, send, afterWindow, stopAt: /^T01\/(soviet-reserves|german-attack)$/ });
      const windows = plays.map((p) => p.window);
      expect(windows.slice(0, 2)).toEqual(['T01/soviet-setup', 'T01/german-setup']);
      expect(windows).toContain('T01/german-movement');
      expect(plays.find((p) => p.window === 'T01/german-movement')!.kinds).toContain('move');
      expect(servers.db.steps(game.id)).toHaveLength(step);
    } finally {
      store.close();
    }
  }, 600_000);
});
