import { describe, expect, it } from 'vitest';
import { readMessage } from '#mail/inbound/read-message';
import { DEFAULT_MAX_MAIL_BYTES } from '#mail/inbound/limits';
import type { ReceivedMail } from '#service/mail/types';
import { rawMail, rawText } from '../support/raw-mail';

const opts = { maxBytes: DEFAULT_MAX_MAIL_BYTES, ownAddress: 'referee@example.test' };
const FILE = ['format: umpire-turn/1', 'game: g_ABCDEF', 'side: blue', 'window: T01/blue-fire', 'orders:', '  - kind: fire', '    dice: 2', ''].join('\n');

const turnFile = (m: ReceivedMail) => {
  if (m.content.kind !== 'turn-file') throw new Error(`expected a turn file, got ${JSON.stringify(m.content)}`);
  return m.content;
};
const refusal = (m: ReceivedMail) => {
  if (m.content.kind !== 'reject') throw new Error(`expected a refusal, got ${JSON.stringify(m.content)}`);
  return m.content;
};

describe('readMessage: where the turn file is', () => {
  it('takes a .yaml attachment, the game id from the subject and the Message-ID as the key', async () => {
    const raw = await rawMail({ subject: 'Re: [Umpire g_ABCDEF] my turn', text: 'Here it is.', messageId: '<abc@client.example>', attachments: [{ filename: 'turn.yaml', content: FILE }] });
    const m = await readMessage(raw, opts);
    expect(m).toMatchObject({ messageId: 'abc@client.example', hasMessageId: true, from: 'blue@example.test', replyTo: 'blue@example.test', gameId: 'g_ABCDEF', size: raw.length });
    expect(turnFile(m)).toEqual({ kind: 'turn-file', text: FILE, source: 'attachment', filename: 'turn.yaml', notes: [] });
  });

  it('takes .yml and .json attachments, and an unnamed one typed YAML', async () => {
    for (const a of [{ filename: 'orders.YML', content: FILE }, { filename: 't.json', content: '{"format":"umpire-turn/1"}' }, { filename: false as const, content: FILE, contentType: 'application/yaml' }]) {
      expect(turnFile(await readMessage(await rawMail({ subject: 'g_ABCDEF', attachments: [a] }), opts)).source).toBe('attachment');
    }
  });

  it('finds a file pasted into the body, leaving out the greeting, the signature and the quoted mail', async () => {
    const body = ['Hello referee,', '', 'my orders:', '', ...FILE.trimEnd().split('\n'), '', 'Thanks, Anna', '-- ', 'Anna Blue', '', 'On Mon, 5 Jan 2026 the referee wrote:', '> old text'].join('\n');
    const m = await readMessage(await rawMail({ subject: '[Umpire g_ABCDEF]', text: body }), opts);
    expect(turnFile(m)).toMatchObject({ source: 'body', text: FILE });
  });

  it('finds an indented pasted file and a pasted JSON file', async () => {
    const indented = FILE.trimEnd().split('\n').map((l) => `    ${l}`).join('\n');
    expect(turnFile(await readMessage(await rawMail({ subject: 'g_ABCDEF', text: `Orders:\n\n${indented}\n` }), opts)).text).toBe(FILE);
    const json = JSON.stringify({ format: 'umpire-turn/1', game: 'g_ABCDEF', side: 'blue', window: 'T01/blue-fire', orders: [] }, null, 2);
    const m = await readMessage(await rawMail({ subject: 'turn', text: `Here:\n${json}\nbye` }), opts);
    expect(turnFile(m).text).toBe(`${json}\n`);
    expect(m.gameId).toBe('g_ABCDEF');
  });

  it('reads an HTML-only mail, keeping the indentation mail editors write as &nbsp;', async () => {
    const html = `<html><head><style>p{margin:0}</style></head><body><div>Hi,</div><div><br></div>${FILE.trimEnd()
      .split('\n')
      .map((l) => `<div>${l.replace(/^( +)/, (s) => '&nbsp;'.repeat(s.length)).replace(/</g, '&lt;')}</div>`)
      .join('\n')}<div><br></div><div>Cheers</div></body></html>`;
    const m = await readMessage(await rawMail({ subject: 'g_ABCDEF', html }), opts);
    expect(turnFile(m)).toMatchObject({ source: 'body', text: FILE, notes: ['the mail has no plain-text part; the file was read from its HTML'] });
  });

  it('decodes bodies in ISO-8859-1 and KOI8-R, and a Windows-1252 attachment with a note', async () => {
    const latin = rawText(['From: blue@example.test', 'To: referee@example.test', 'Subject: g_ABCDEF', 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=iso-8859-1', 'Content-Transfer-Encoding: quoted-printable', '', FILE.replace('orders:', 'entropy: "M=FCller f=E4hrt"\norders:')]);
    expect(turnFile(await readMessage(latin, opts)).text).toContain('entropy: "Müller fährt"');
    const koi8 = rawText(['From: red@example.test', 'Subject: g_ABCDEF', 'Content-Type: text/plain; charset=koi8-r', 'Content-Transfer-Encoding: 8bit', '', ''], 'latin1');
    const [head, tail] = FILE.split('orders:') as [string, string];
    const koiBody = Buffer.concat([Buffer.from(koi8), Buffer.from(`${head}entropy: "`, 'latin1'), Buffer.from([0xf3, 0xd4, 0xc1, 0xcc, 0xc9, 0xce]), Buffer.from(`"\norders:${tail}`, 'latin1')]);
    const text = turnFile(await readMessage(new Uint8Array(koiBody), opts)).text;
    expect(text).toContain('entropy: "Сталин"');
    const cp1252 = await rawMail({ subject: 'g_ABCDEF', attachments: [{ filename: 'turn.yaml', content: Buffer.from(FILE.replace('orders:', 'entropy: "caf\u00e9"\norders:'), 'latin1'), contentType: 'application/octet-stream' }] });
    const c = turnFile(await readMessage(cp1252, opts));
    expect(c.text).toContain('entropy: "café"');
    expect(c.notes).toEqual(['the attachment is not UTF-8; it was read as Windows-1252 (Latin-1)']);
  });

  it('takes the one turn file among many other attachments and says what it skipped', async () => {
    const images = Array.from({ length: 30 }, (_, i) => ({ filename: `photo${i}.png`, content: Buffer.from([0x89, 0x50, 0x4e, 0x47, i]), contentType: 'image/png' }));
    const m = await readMessage(await rawMail({ subject: 'g_ABCDEF', attachments: [...images.slice(0, 15), { filename: 'turn.yaml', content: FILE }, ...images.slice(15)] }), opts);
    expect(turnFile(m).notes).toEqual(['30 other attachments were not read: photo0.png, photo1.png, photo2.png, photo3.png, photo4.png and 25 more']);
  });
});

describe('readMessage: mail that is refused', () => {
  it('refuses two turn-file attachments, naming both', async () => {
    const m = await readMessage(await rawMail({ subject: 'g_ABCDEF', attachments: [{ filename: 'a.yaml', content: FILE }, { filename: 'b.json', content: '{}' }] }), opts);
    expect(refusal(m)).toMatchObject({ status: 422, code: 'several-turn-files', message: expect.stringContaining('a.yaml, b.json') });
  });

  it('never unpacks a zip: refused unless a turn file is attached beside it', async () => {
    const zip = { filename: 'turn.zip', content: Buffer.from('PK\u0003\u0004rest', 'latin1'), contentType: 'application/zip' };
    expect(refusal(await readMessage(await rawMail({ subject: 'g_ABCDEF', text: 'see zip', attachments: [zip] }), opts))).toMatchObject({ code: 'archive-attachment', message: expect.stringContaining('turn.zip') });
    expect(turnFile(await readMessage(await rawMail({ subject: 'g_ABCDEF', attachments: [zip, { filename: 't.yaml', content: FILE }] }), opts)).notes).toEqual(['1 other attachment was not read: turn.zip']);
  });

  it('refuses mail with no turn file', async () => {
    expect(refusal(await readMessage(await rawMail({ subject: 'g_ABCDEF', text: 'What is the deadline?' }), opts)).code).toBe('no-turn-file');
  });

  it('refuses mail over the size limit (413) from its headers alone', async () => {
    const raw = await rawMail({ subject: '[Umpire g_ABCDEF] big', messageId: '<big@x>', text: 'see attachment' });
    const headers = raw.subarray(0, Buffer.from(raw).indexOf('\r\n\r\n') + 4);
    const m = await readMessage(headers, { ...opts, size: 5_000_000 });
    expect(m).toMatchObject({ messageId: 'big@x', size: 5_000_000, gameId: 'g_ABCDEF', replyTo: 'blue@example.test' });
    expect(refusal(m)).toMatchObject({ status: 413, code: 'too-large' });
  });
});

describe('readMessage: keys and addresses', () => {
  it('keys a mail without a Message-ID by the hash of its bytes', async () => {
    const raw = rawText(['From: blue@example.test', 'Subject: g_ABCDEF', '', FILE]);
    const m = await readMessage(raw, opts);
    expect(m.hasMessageId).toBe(false);
    expect(m.messageId).toBe(`sha256:${m.rawHash}`);
    expect(m.rawHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers Reply-To rather than From, and takes the game id from the file when the subject has none', async () => {
    const m = await readMessage(await rawMail({ from: 'Anna <Anna.Blue@Example.TEST>', replyTo: 'anna@home.example', subject: 'my turn', text: FILE }), opts);
    expect(m).toMatchObject({ from: 'anna.blue@example.test', replyTo: 'anna@home.example', gameId: 'g_ABCDEF' });
  });

  it('keeps References for threading (oldest first)', async () => {
    const m = await readMessage(await rawMail({ subject: 'g_ABCDEF', text: FILE, headers: { References: '<root@u> <r2@u>', 'In-Reply-To': '<r2@u>' } }), opts);
    expect(m.references).toEqual(['root@u', 'r2@u']);
  });

  it('ignores bytes that are not a mail at all, and never throws', async () => {
    const m = await readMessage(new Uint8Array([0, 1, 2, 3]), opts);
    expect(['ignore', 'reject']).toContain(m.content.kind);
  });
});
