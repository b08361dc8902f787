import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { resolveSecretKey } from '#config/secret-key';
import { openStore } from '#db/open-store';
import { rulesets } from '#games';
import { nodeMailComposer } from '#mail/node-composer';
import { createService } from '#service/create-service';
import { systemClock } from '#service/node-ports';
import { createApp } from '#http/create-app';
import { silentLogger } from '#service/ports';
import { playKbGame, type KbAnswer, type KbPlay, type KbProblem, type KbSend } from '../../e2e/support/kb-player';
import { pdfText } from '../../report/support/poppler';
import { seededEntropy } from '../../support/fixed-ports';
import { waitForMail, type ReadMail } from './support/mailbox';
import { mailServers } from './support/mail-servers';
import { address, workerEnv } from './support/mail-stack';
import { replyTo, tokenIn } from './support/player';
import { sendSmtp } from './support/send';

const BIN = fileURLToPath(new URL('../../../bin/umpire.js', import.meta.url));
const run = promisify(execFile);
const SIDES = ['axis', 'soviet'] as const;

const servers = mailServers(['referee', ...SIDES]);

const subject = (m: ReadMail) => m.email.subject ?? '';

/** `orders[3].attack.attackers` as a path: ["orders", 3, "attack", "attackers"]. */
const pathOf = (text: string): (string | number)[] => (text === '(file)' ? [] : text.split(/\.|(?=\[)/).map((p) => (p.startsWith('[') ? Number(p.slice(1, -1)) : p)));

/** The problems a refusal mail lists ("  orders[3].move.path: message [code, rule]"). */
function problemsIn(text: string): KbProblem[] {
  return [...text.matchAll(/^ {2}(\S+)(?: \(line [^)]*\))?: (.*) \[([^,\]]+)(?:, [^\]]*)?\]$/gm)].map((m) => ({ path: pathOf(m[1]!), message: m[2]!, code: m[3]! }));
}

/**
 * Second Kharkov (KB 20.2: 6 Game-Turns) played whole by mail, with the scripted players of
 * the complete HTTP games (e2e/support/kb-player.ts): each side reads its options and view
 * from the API (as a player reads the game page), then mails its file in reply to the
 * referee's latest mail (the Axis attaches it as orders.yaml, the Soviet pastes it into the
 * body), with its token in `auth`. A refused file is repaired from the problems the refusal
 * mail lists and mailed again. The game is created with the fixed entropy of the HTTP games,
 * so its dice are theirs and the players meet the positions the HTTP game meets. Every step's results mail reaches both sides with its PDF,
 * whose text names the step's window; the last one names the winner; the archive verifies.
 */
describe('a whole Kharkov Battles game played by mail (dovecot + OpenSMTPD, the worker as `umpire mail`)', () => {
  it('Second Kharkov to the victory determination of turn 6: every file mailed, every results mail read with its PDF, and `umpire verify` passes the archive', async () => {
    const t0 = performance.now();
    // The game is created as `umpire new` creates it, but with the fixed entropy of the HTTP games (its seed chain, so
    // every die, is fixed at creation): the scripted players meet the positions the HTTP game of the scenario meets.
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
    const game = await service.createGame({ scenario: 'kharkov-battles/second-kharkov', players: SIDES.map((side) => ({ side, email: address(side) })) });
    servers.startWorker();

    const app = createApp({ service, adminToken: 'admin-not-used-0123456789abcdef', logger: silentLogger });
    const request = async (path: string, call: { token?: string } = {}) => app.request(path, { headers: call.token ? { authorization: `Bearer ${call.token}` } : {} });
    try {
      const start = {
        axis: (await waitForMail('axis', (m) => subject(m).includes('New game')))[0]!,
        soviet: (await waitForMail('soviet', (m) => subject(m).includes('New game')))[0]!,
      };
      const tokens = { axis: tokenIn(start.axis), soviet: tokenIn(start.soviet) };
      expect(tokens.axis).toBe(game.players.find((p) => p.side === 'axis')!.token);
      expect(start.axis.email.text).toContain(game.diceCommitment);
      /** Each side's latest mail from the referee (what the player replies to) and the last UID read. */
      const latest: Record<string, ReadMail> = { ...start };
      const readUpTo: Record<string, number> = { axis: start.axis.uid, soviet: start.soviet.uid };
      const nextMail = async (side: string, match: (m: ReadMail) => boolean): Promise<ReadMail> => {
        const [found] = await waitForMail(side, match, 1, 90_000, 'INBOX', readUpTo[side]);
        readUpTo[side] = found!.uid;
        latest[side] = found!;
        return found!;
      };

      let mailed = 0;
      const refusals: string[] = [];
      const send: KbSend = async (side, file): Promise<KbAnswer> => {
        const text = stringify({ ...file, auth: { token: tokens[side as 'axis'] } });
        const body = side === 'axis' ? { text: 'My orders are attached.', attachments: [{ filename: 'orders.yaml', content: text }] } : { text: `Hello referee,\n\n${text}\nRegards,\n${side}\n-- \nsent from my desk\n` };
        await sendSmtp(replyTo(latest[side]!, side, body));
        mailed++;
        const answer = await nextMail(side, (m) => subject(m).includes(`${String(file['window'])}: accepted`) || subject(m).includes('Not accepted'));
        if (!subject(answer).includes('Not accepted')) return { ok: true };
        const errors = problemsIn(answer.email.text ?? '');
        refusals.push(`${String(file['window'])} ${side} (${[...new Set(errors.map((e) => e.code))].join(', ')})`);
        return { ok: false, errors, text: answer.email.text ?? '' };
      };

      let step = 0;
      const results: Record<string, ReadMail>[] = [];
      let reportsWithBattles = 0;
      const afterWindow = async (window: string, played: KbPlay[]) => {
        step++;
        const attacks = played.flatMap((p) => p.kinds).filter((k) => k === 'attack').length;
        const got: Record<string, ReadMail> = {};
        for (const side of SIDES) {
          const mail = await nextMail(side, (m) => subject(m).includes(`Step ${step}: ${window} adjudicated`));
          // Each side's copy of the step's report (map, combat report, dice) is attached; its text names the window.
          const pdf = mail.email.attachments.find((a) => a.filename === `${game.id}-step-${step}-${side}.pdf`);
          expect(pdf?.mimeType, `${window} ${side}`).toBe('application/pdf');
          const text = pdfText(new Uint8Array(pdf!.content as ArrayBuffer)).replace(/\s+/g, ' ');
          expect(text, `${window} ${side}`).toContain(`game ${game.id}`);
          expect(text, `${window} ${side}`).toContain(window);
          // a Combat window's attacks: the report lists them as designated (KB 12.1) and each combat with its CRT roll (12.0)
          if (attacks > 0) {
            expect(text, `${window} ${side}`).toContain(`Combat report: Step ${step} (${window})`);
            expect(text, `${window} ${side}`).toMatch(/attacks-designated: side=\w+ attacks=\[\{"id":"attack-1"/);
            expect(text, `${window} ${side}`).toMatch(/combat: attacks=\[\{"id":"attack-1"[^]*crt: final=\d+-\d+ die=\d+/);
            reportsWithBattles++;
          }
          got[side] = mail;
        }
        results.push(got);
      };

      const plays = await playKbGame(request, { id: game.id, token: (s) => tokens[s as 'axis'] }, { send, afterWindow });
      const seconds = (performance.now() - t0) / 1000;
      const summary = (await (await request(`/api/games/${game.id}`)).json()) as { status: string; headline?: string; outcome?: { winner?: string | null; reason?: string } };
      process.stdout.write(`kharkov-battles/second-kharkov by mail: ${plays.length} windows answered, ${mailed} files mailed (${refusals.length} refused: ${refusals.join('; ')}), ${step} results mails each side, in ${seconds.toFixed(1)} s; ${summary.headline ?? ''}\n`);

      // KB 20.2: played to the victory determination of the sixth Game-Turn, not ended automatically.
      expect(summary.status).toBe('ended');
      expect(summary.outcome?.reason).not.toMatch(/automatically/);
      expect(Math.max(...plays.map((p) => Number(p.window.slice(1, 3))))).toBe(6);
      const kinds = new Set(plays.flatMap((p) => p.kinds));
      for (const k of ['move', 'attack']) expect(kinds).toContain(k);
      expect(servers.db.steps(game.id)).toHaveLength(step);
      expect(reportsWithBattles, 'results reports naming battles').toBeGreaterThan(0);
      expect(servers.db.inbound().filter((r) => r.outcome === 'accepted')).toHaveLength(plays.length);

      // The last results mail tells both sides the victory determination (KB 20.2): the winner and the level of victory, or a draw.
      const reason = summary.outcome?.reason ?? '';
      expect(reason, summary.headline).toMatch(/(German|Soviet) (Marginal |Minor |Major |Decisive )?Victory|Draw/);
      if (summary.outcome?.winner) expect(reason).toMatch(summary.outcome?.winner === 'axis' ? /German/ : /Soviet/);
      const winner = summary.outcome?.winner;
      for (const side of SIDES) {
        const last = results.at(-1)![side]!;
        expect(last.email.text, side).toContain(`The game has ended: ${reason}`);
        if (winner) expect(last.email.text, side).toContain(`Winner: ${winner}.`);
        expect(subject(last), side).toContain(winner ? `${winner} wins` : 'the game has ended');
      }

      const dir = mkdtempSync(join(tmpdir(), 'umpire-kb-mail-'));
      try {
        const exported = await run(process.execPath, [BIN, 'export', game.id, '--token', game.refereeToken], { env: { ...process.env, UMPIRE_DB: servers.db.file }, maxBuffer: 64 << 20 });
        writeFileSync(join(dir, 'game.json'), exported.stdout);
        const verified = await run(process.execPath, [BIN, 'verify', join(dir, 'game.json')]);
        expect(verified.stdout).toMatch(/^ok\s+replay/m);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      store.close();
    }
  }, 900_000);
});
