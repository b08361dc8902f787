import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { playKbGame, type KbAnswer, type KbPlay, type KbProblem, type KbSend } from '../../e2e/support/kb-player';
import { pdfText } from '../../report/support/poppler';
import type { ReadMail } from './support/mailbox';
import { mailGame, problemsIn, subject } from './support/mail-game';
import { mailServers } from './support/mail-servers';

const BIN = fileURLToPath(new URL('../../../bin/umpire.js', import.meta.url));
const run = promisify(execFile);
const SIDES = ['axis', 'soviet'] as const;

const servers = mailServers(['referee', ...SIDES]);

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
    const { store, game, request, start, tokens, nextMail, mailFile } = await mailGame(servers, 'kharkov-battles/second-kharkov', SIDES);
    try {
      expect(tokens['axis']).toBe(game.players.find((p) => p.side === 'axis')!.token);
      expect(start['axis']!.email.text).toContain(game.diceCommitment);

      let mailed = 0;
      const refusals: string[] = [];
      const send: KbSend = async (side, file): Promise<KbAnswer> => {
        const answer = await mailFile(side, file, side === 'axis');
        mailed++;
        if (!subject(answer).includes('Not accepted')) return { ok: true };
        const errors = problemsIn(answer.email.text ?? '') as KbProblem[];
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

      const plays = await playKbGame(request, { id: game.id, token: (s) => tokens[s]! }, { send, afterWindow });
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
