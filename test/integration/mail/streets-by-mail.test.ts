import { describe, expect, it } from 'vitest';
import { createGrid } from '#kernel/hex/grid';
import bundle from '../../../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { playSosGame, type SosPlay, type SosSend } from '../../e2e/support/sos-player';
import { pdfText } from '../../report/support/poppler';
import { mailGame, problemsIn, subject } from './support/mail-game';
import { mailServers } from './support/mail-servers';

const SIDES = ['german', 'soviet'] as const;
const servers = mailServers(['referee', ...SIDES]);

/**
 * Streets of Stalingrad by mail, from the set-up windows (SoS 2.31: the Soviet first) through
 * the end of turn 1 (every window of its phases; the Soviet answers his defence pause by mail),
 * with the scripted players of the HTTP games
 * (e2e/support/sos-player.ts): each side reads its listing and view from the API, then mails
 * its file in reply to the referee's latest mail (the German attaches it, the Soviet pastes it
 * into the body). Every step's results mail reaches both sides with its PDF, whose text names
 * the step's window.
 */
describe('Streets of Stalingrad played by mail (dovecot + OpenSMTPD, the worker as `umpire mail`)', () => {
  it('scenario #1 from the set-up through turn 1, a defence pause answered by mail: every file mailed, every results mail read with its PDF', async () => {
    const { store, game, request, tokens, nextMail, mailFile } = await mailGame(servers, 'streets-of-stalingrad/scenario-1', SIDES);
    try {
      const send: SosSend = async (side, file) => {
        const answer = await mailFile(side, file, side === 'german');
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
      const plays = await playSosGame(request, { id: game.id, token: (s) => tokens[s]! }, { grid: createGrid(bundle.city.grid as never), refereeToken: game.refereeToken, send, afterWindow, stopAt: /^T02\// });
      const windows = plays.map((p) => p.window);
      expect(windows.slice(0, 2)).toEqual(['T01/soviet-setup', 'T01/german-setup']);
      expect(windows).toContain('T01/german-movement');
      expect(plays.find((p) => p.window === 'T01/german-movement')!.kinds).toContain('move');
      // SoS 9.02d-e: the attacker's file read, the defender is asked once and answers by mail
      const pause = plays.find((p) => /^T01\/soviet-defense-\d+$/.test(p.window));
      expect(pause?.kinds, windows.join(' ')).toContain('defense');
      for (const w of ['T01/soviet-movement', 'T01/soviet-attack', 'T01/soviet-exploit-attack']) expect(windows).toContain(w);
      expect(servers.db.steps(game.id)).toHaveLength(step);
    } finally {
      store.close();
    }
  }, 600_000);
});
