import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { verifyArchive } from '#archive/verify';
import { rulesetFor } from '#games';
import type { CreatedByCli } from './support/game';
import { waitForMail, type ReadMail } from './support/mailbox';
import { mailServers } from './support/mail-servers';
import { address, workerEnv } from './support/mail-stack';
import { replyInBody, templateIn, tokenIn, withExampleOrders } from './support/player';

const BIN = fileURLToPath(new URL('../../../bin/umpire.js', import.meta.url));
const run = promisify(execFile);

const servers = mailServers(['referee', 'axis', 'soviet']);

const subject = (m: ReadMail) => m.email.subject ?? '';
const WINDOWS = 6;

describe('a Kharkov Battles game played by mail (dovecot + OpenSMTPD, the worker as `umpire mail`)', () => {
  it(`Second Kharkov: the first ${WINDOWS} windows, each answered by the side asked replying to its latest referee mail with the template's example orders`, async () => {
    const args = [BIN, 'new', '--scenario', 'kharkov-battles/second-kharkov', ...['axis', 'soviet'].flatMap((s) => ['--player', `${s}=${address(s)}`]), '--json'];
    const { stdout } = await run(process.execPath, args, { env: { ...process.env, UMPIRE_DB: servers.db.file, UMPIRE_URL: '', ...workerEnv() } });
    const game = JSON.parse(stdout) as CreatedByCli;
    servers.startWorker();

    const [aStart] = await waitForMail('axis', (m) => subject(m).includes('New game'));
    const [sStart] = await waitForMail('soviet', (m) => subject(m).includes('New game'));
    const tokens: Record<string, string> = { axis: tokenIn(aStart!), soviet: tokenIn(sStart!) };
    expect(aStart!.email.text).toContain(game.diceCommitment);

    // KB 20.2: Second Kharkov opens with the Axis Preparation window (turn 1 has no Axis Player Turn after it).
    let ask: Record<string, ReadMail> = { axis: aStart!, soviet: sStart! };
    const played: string[] = [];
    const seen = new Set<string>();
    const refusals: string[] = [];
    for (let k = 1; k <= WINDOWS; k++) {
      const side = ['axis', 'soviet'].find((s) => ask[s]!.attachment('.yaml') !== undefined)!;
      const mail = ask[side]!;
      const template = templateIn(mail);
      const window = /^window: (\S+)$/m.exec(template)![1]!;
      // The template's example orders first; when the rules refuse them (the refusal mail says why), the template as served (no orders).
      await replyInBody(mail, side, withExampleOrders(template), tokens[side]!);
      const answered = (m: ReadMail) => subject(m).includes(`${window}: accepted`) || (subject(m).includes('Not accepted') && !seen.has(m.header('message-id') ?? ''));
      let [answer] = await waitForMail(side, answered, 1, 60_000);
      seen.add(answer!.header('message-id') ?? '');
      if (subject(answer!).includes('Not accepted')) {
        refusals.push(`${window}: ${answer!.email.text ?? ''}`);
        await replyInBody(mail, side, template, tokens[side]!);
        [answer] = await waitForMail(side, (m) => subject(m).includes(`${window}: accepted`), 1, 60_000);
      }
      expect(subject(answer!)).toContain(`${window}: accepted`);
      ask = {
        axis: (await waitForMail('axis', (m) => subject(m).includes(`Step ${k}: ${window} adjudicated`), 1, 60_000))[0]!,
        soviet: (await waitForMail('soviet', (m) => subject(m).includes(`Step ${k}: ${window} adjudicated`), 1, 60_000))[0]!,
      };
      played.push(window);
    }
    process.stdout.write(`kharkov by mail: ${played.join(', ')}; example orders refused in ${refusals.length}:\n${refusals.join('\n---\n')}\n`);
    expect(played[0]).toBe('T01/axis-preparation');
    expect(servers.db.steps(game.id)).toHaveLength(WINDOWS);
    expect(servers.db.inbound().filter((r) => r.outcome === 'accepted')).toHaveLength(WINDOWS);

    const archive = JSON.parse((await run(process.execPath, [BIN, 'export', game.id, '--token', game.refereeToken], { env: { ...process.env, UMPIRE_DB: servers.db.file }, maxBuffer: 64 << 20 })).stdout);
    expect(verifyArchive(archive, rulesetFor)).toMatchObject({ ok: true });
  }, 600_000);
});
