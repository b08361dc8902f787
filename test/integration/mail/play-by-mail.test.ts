import { describe, expect, it } from 'vitest';
import { sha256Hex, hexToBytes } from '#kernel/canonical/hash';
import { createDosGame, eventually } from './support/game';
import { readFolder, waitForMail, type ReadMail } from './support/mailbox';
import { mailServers } from './support/mail-servers';
import { replyInBody, replyWithAttachment, templateIn, tokenIn, withExampleOrders } from './support/player';
import { pdfText } from '../../report/support/poppler';

const servers = mailServers(['referee', 'german', 'soviet']);

const subject = (m: ReadMail) => m.email.subject ?? '';

describe('a game played by mail alone (dovecot + OpenSMTPD, the worker as `umpire mail`)', () => {
  it('two players play two game turns by replying to the referee, and read every reply over IMAP', async () => {
    const game = await createDosGame(servers.db.file);
    const worker = servers.startWorker();

    // Game-start mail: the token, the commitment, and the German turn file.
    const [gStart] = await waitForMail('german', (m) => subject(m).includes('New game'));
    const [sStart] = await waitForMail('soviet', (m) => subject(m).includes('New game'));
    const tokens = { german: tokenIn(gStart!), soviet: tokenIn(sStart!) };
    expect(tokens.german).toBe(game.players.find((p) => p.side === 'german')!.token);
    expect(gStart!.email.text).toContain(game.diceCommitment);
    expect(sStart!.attachment('.yaml')).toBeUndefined(); // the first window waits for the German only

    // Five windows: each time the side asked replies to its latest referee mail; German signs
    // an attachment, the Soviet pastes the file with its token into the body.
    const windows = ['T01/german', 'T01/german-movement', 'T01/soviet', 'T01/soviet-movement', 'T02/german'];
    let ask: Record<string, ReadMail> = { german: gStart! };
    const seeds: string[] = [];
    for (const [i, window] of windows.entries()) {
      const side = window.includes('soviet') ? 'soviet' : 'german';
      const mail = ask[side]!;
      let file = templateIn(mail);
      expect(file).toContain(`window: ${window}`);
      if (i === 0) file = withExampleOrders(file);
      if (side === 'german') await replyWithAttachment(mail, side, file, tokens.german);
      else await replyInBody(mail, side, file, tokens.soviet);

      const [receipt] = await waitForMail(side, (m) => subject(m).includes(`${window}: accepted`));
      expect(receipt!.email.text).toContain(`This file closed the window: step ${i + 1} was adjudicated`);
      expect(receipt!.header('in-reply-to')).toBeDefined();
      const results = {
        german: (await waitForMail('german', (m) => subject(m).includes(`Step ${i + 1}: ${window} adjudicated`)))[0]!,
        soviet: (await waitForMail('soviet', (m) => subject(m).includes(`Step ${i + 1}: ${window} adjudicated`)))[0]!,
      };
      const seed = /Seed \(revealed\): +([0-9a-f]{64})/.exec(results.german.email.text ?? '')![1]!;
      expect(results.soviet.email.text).toContain(seed);
      seeds.push(seed);
      // Each side's thread: results answer that side's game-start mail.
      expect(results.german.header('in-reply-to')).toBe(gStart!.header('message-id'));
      expect(results.soviet.header('in-reply-to')).toBe(sStart!.header('message-id'));
      // Each side's copy of the step's PDF report (map snapshot, combat report, dice) is attached.
      for (const s of ['german', 'soviet'] as const) {
        const pdf = results[s].email.attachments.find((a) => a.filename === `${game.id}-step-${i + 1}-${s}.pdf`);
        expect(pdf?.mimeType).toBe('application/pdf');
        const text = pdfText(new Uint8Array(pdf!.content as ArrayBuffer));
        expect(text).toContain(`game ${game.id}`);
        expect(text).toContain(seed);
      }
      ask = { german: results.german, soviet: results.soviet };
    }

    // The revealed seeds chain back to the commitment published at the start.
    const chain = [game.diceCommitment, ...seeds];
    for (let k = 1; k < chain.length; k++) expect(sha256Hex(hexToBytes(chain[k]!))).toBe(chain[k - 1]);

    // The first German window used the template's example attack: its dice are in the results.
    const firstResults = (await readFolder('german')).find((m) => subject(m).includes('Step 1:'))!;
    expect(firstResults.email.text).toMatch(/T01\/german\/\d{4}\/attack {2}d6 = [1-6]/);

    // Everything exactly once: 5 steps, 5 accepted mails, each mail in the outbox sent once and
    // found once in its mailbox; the referee's inbox is empty and every mail is in Processed.
    expect(servers.db.steps(game.id)).toHaveLength(5);
    expect(servers.db.inbound().map((r) => r.outcome)).toEqual(Array(5).fill('accepted'));
    const rows = await eventually('every mail sent', () => {
      const all = servers.db.outbox();
      return all.every((r) => r.status === 'sent') && all;
    });
    expect(rows).toHaveLength(2 + 5 + 2 * 5); // game-start, receipts, results
    const received = [...(await readFolder('german')), ...(await readFolder('soviet'))].map((m) => m.header('message-id'));
    expect(received.sort()).toEqual(rows.map((r) => `<${r.messageId}>`).sort());
    expect(await readFolder('referee', 'INBOX')).toEqual([]);
    expect(await readFolder('referee', 'Processed')).toHaveLength(5);
    expect(worker.logs.filter((l) => l.event === 'mail.received').map((l) => l['outcome'])).toEqual(Array(5).fill('accepted'));
  });
});
