import { describe, expect, it } from 'vitest';
import { replyHeaders, threadHeaders } from '#mail/outbound/threading';
import { messageIdDomain, messageIds } from '#mail/outbound/message-ids';

describe('threading headers and Message-IDs', () => {
  it('continues a side thread from its game-start mail', () => {
    expect(threadHeaders('root@x')).toEqual({ 'In-Reply-To': '<root@x>', References: '<root@x>' });
    expect(threadHeaders(null)).toEqual({});
  });

  it('answers a mail: In-Reply-To it, References with the root first and no repeats', () => {
    expect(replyHeaders('root@x', ['root@x', 'a@y'], 'b@y')).toEqual({ 'In-Reply-To': '<b@y>', References: '<root@x> <a@y> <b@y>' });
    expect(replyHeaders(null, [], null)).toEqual({});
  });

  it('keeps the root and the nine latest of a long conversation', () => {
    const refs = Array.from({ length: 20 }, (_, i) => `m${i}@y`);
    const h = replyHeaders('root@x', refs, 'last@y');
    expect(h.References!.split(' ')).toEqual(['<root@x>', ...refs.slice(12).map((r) => `<${r}>`), '<last@y>']);
  });

  it('makes stable, distinct Message-IDs in the referee domain', () => {
    const ids = messageIds(messageIdDomain('Referee@Club.Example'));
    const g = { id: 'g_ABCDEF', diceCommitment: '0123456789abcdef' };
    expect(ids.gameStart(g, 'blue')).toBe('umpire.g_ABCDEF.01234567.blue.start@club.example');
    expect(ids.results(g, 'red', 3)).toBe('umpire.g_ABCDEF.01234567.red.step3@club.example');
    expect(ids.reply('receipt', 'x@y')).toBe(ids.reply('receipt', 'x@y'));
    expect(ids.reply('receipt', 'x@y')).not.toBe(ids.reply('rejection', 'x@y'));
    expect(messageIdDomain(undefined)).toBe('umpire.invalid');
  });
});
