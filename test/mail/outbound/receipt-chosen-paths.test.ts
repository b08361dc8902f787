import { describe, expect, it } from 'vitest';
import { createMailComposer } from '#mail/outbound/composer';
import { loadTemplates } from '#mail/outbound/load-templates';
import type { ReceivedMail } from '#service/mail/types';
import type { Receipt } from '#service/types';

const mail: ReceivedMail = {
  messageId: 'm1@german.example',
  hasMessageId: true,
  from: 'german@example.test',
  replyTo: 'german@example.test',
  subject: 'turn',
  references: [],
  size: 100,
  rawHash: '0'.repeat(64),
  gameId: 'g_1',
  content: { kind: 'turn-file', text: '', source: 'body', notes: [] },
};

const receipt: Receipt = {
  game: 'g_1',
  side: 'german',
  window: 'T01/german-movement',
  fileHash: 'a'.repeat(64),
  final: true,
  version: 1,
  receivedAt: '2026-01-01T00:00:00.000Z',
  duplicate: false,
  chosenPaths: [{ order: 0, unit: 'ger-gd', to: '0533', path: ['0532', '0533'] }],
};

describe('the mail receipt of a file with move: {unit, to}', () => {
  it('echoes the path the server chose for each such move', () => {
    const composer = createMailComposer({ templates: loadTemplates(), domain: 'referee.example' });
    const out = composer.receipt({ mail, to: 'german@example.test', answersSender: true, receipt, file: { orders: [{ move: { unit: 'ger-gd', to: '0533' } }] }, sideEmail: null, thread: null });
    expect(out.body).toContain('chosenPaths:');
    expect(out.body).toMatch(/unit: ger-gd\s+to: "0533"\s+path:\s+- "0532"\s+- "0533"/);
  });
});
