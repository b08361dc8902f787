import PostalMime from 'postal-mime';
import { describe, expect, test } from 'vitest';
import { sendEmailTransport, type AnsweredMail } from '#mail/send-email/send-email-transport';
import { SendError, type OutboundMessage } from '#mail/outbox/transport';

/** The send_email transport inside workerd, with a recording binding: what each envelope carries, read back with postal-mime. */
const clock = { now: () => new Date('2026-03-02T08:00:00.000Z') };
type Sent = { from: string; to: string; raw: string };
const newMessage = (from: string, to: string, raw: string): Sent => ({ from, to, raw });

function recordingBinding(refuse: (to: string) => string | null = () => null) {
  const sent: Sent[] = [];
  return {
    sent,
    async send(message: unknown) {
      const m = message as Sent;
      const why = refuse(m.to);
      if (why) throw new Error(why);
      sent.push(m);
      return { messageId: 'x@example.test' };
    },
  };
}

const pdf = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55, 10, 0, 255, 128, 1, 2, 3]);
const base: OutboundMessage = {
  from: 'Umpire <referee@example.test>',
  to: ['blue@example.test'],
  cc: ['coach@example.test'],
  subject: '[Umpire g_ABCDEF] Результаты хода 3 → ход 4',
  text: 'Step 3: 1223 → 1224, «наступление».\nSecond line.',
  messageId: 'umpire.g_ABCDEF.1234abcd.blue.step3@example.test',
  headers: { 'Auto-Submitted': 'auto-generated', 'In-Reply-To': '<root@example.test>', References: '<root@example.test>' },
  attachments: [
    { filename: 'g_ABCDEF-step-3-blue.pdf', contentType: 'application/pdf', content: btoa(String.fromCharCode(...pdf)), encoding: 'base64' },
    { filename: 'turn.yaml', contentType: 'application/yaml', content: 'format: umpire-turn/1\n' },
  ],
};

describe('sendEmailTransport', () => {
  test('sends one RFC 5322 message per recipient, from the bare referee address', async () => {
    const binding = recordingBinding();
    await sendEmailTransport(binding, newMessage, clock).send(base);
    expect(binding.sent.map((s) => [s.from, s.to])).toEqual([
      ['referee@example.test', 'blue@example.test'],
      ['referee@example.test', 'coach@example.test'],
    ]);
    expect(binding.sent[1]!.raw).toBe(binding.sent[0]!.raw);
  });

  test('the message reads back whole: headers, UTF-8 subject and body, binary attachments', async () => {
    const binding = recordingBinding();
    await sendEmailTransport(binding, newMessage, clock).send(base);
    const mail = await PostalMime.parse(binding.sent[0]!.raw);
    expect(mail.subject).toBe(base.subject);
    expect(mail.text?.trimEnd()).toBe(base.text);
    expect(mail.messageId).toBe(`<${base.messageId}>`);
    expect(mail.inReplyTo).toBe('<root@example.test>');
    expect(mail.references).toBe('<root@example.test>');
    expect(mail.date).toBe('2026-03-02T08:00:00.000Z');
    expect(mail.to?.map((a) => a.address)).toEqual(['blue@example.test']);
    expect(mail.cc?.map((a) => a.address)).toEqual(['coach@example.test']);
    expect(mail.headers.find((h) => h.key === 'auto-submitted')?.value).toBe('auto-generated');
    expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      ['g_ABCDEF-step-3-blue.pdf', 'application/pdf'],
      ['turn.yaml', 'application/yaml'],
    ]);
    expect(new Uint8Array(mail.attachments[0]!.content as ArrayBuffer)).toEqual(pdf);
    expect(new TextDecoder().decode(mail.attachments[1]!.content as ArrayBuffer)).toBe('format: umpire-turn/1\n');
  });

  test('a destination the binding may not reach is a permanent refusal', async () => {
    const binding = recordingBinding((to) => (to === 'coach@example.test' ? `email to ${to} not allowed` : null));
    const err = await sendEmailTransport(binding, newMessage, clock).send(base).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SendError);
    expect((err as SendError).permanent).toBe(true);
    expect((err as SendError).message).toContain('coach@example.test');
  });

  test('answers the mail being handled with reply(), once, and everyone else through the binding', async () => {
    const binding = recordingBinding();
    const replies: Sent[] = [];
    const answering: AnsweredMail = { messageId: 'turn-7@example.test', from: 'blue@example.test', reply: async (m) => replies.push(m as Sent) };
    const receipt = { ...base, headers: { 'Auto-Submitted': 'auto-replied', 'In-Reply-To': '<turn-7@example.test>' } };
    const transport = sendEmailTransport(binding, newMessage, clock, answering);
    await transport.send(receipt);
    expect(replies.map((r) => r.to)).toEqual(['blue@example.test']);
    expect(binding.sent.map((s) => s.to)).toEqual(['coach@example.test']);
    await transport.send(receipt);
    expect(replies).toHaveLength(1);
    expect(binding.sent.map((s) => s.to)).toEqual(['coach@example.test', 'blue@example.test', 'coach@example.test']);
  });

  test('a reply the runtime refuses goes through the binding instead', async () => {
    const binding = recordingBinding();
    const answering: AnsweredMail = { messageId: 'turn-8@example.test', from: 'blue@example.test', reply: async () => Promise.reject(new Error('Original email is not replyable')) };
    await sendEmailTransport(binding, newMessage, clock, answering).send({ ...base, cc: [], headers: { 'In-Reply-To': '<turn-8@example.test>' } });
    expect(binding.sent.map((s) => s.to)).toEqual(['blue@example.test']);
  });
});
