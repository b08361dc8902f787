import { readFileSync } from 'node:fs';
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chainCommitment, chainSeed, seedFollows } from '#kernel/dice/chain';
import { diceContext, diceContextJson } from '#kernel/dice/context';
import { hiddenCommitment, hiddenDraw, rollDie } from '#kernel/dice/roll';
import { canonicalJson } from '#kernel/canonical/jcs';
import { stateHash } from '#kernel/canonical/state-hash';
import { hiddenKey, independentCommitment, independentRoll, publicKey } from './independent-roll';

/** The vectors published in docs/dice.md, read from the page itself so the two cannot drift. */
const hex = z.string().regex(/^[0-9a-f]{64}$/);
const Vectors = z.object({
  chain: z.object({ secretN: hex, n: z.number(), seeds: z.array(hex), commitmentN10000: hex }),
  context: z.object({
    input: z.object({
      game: z.string(),
      step: z.number(),
      title: z.string(),
      engineVersion: z.string(),
      stateHash: hex,
      submissions: z.array(z.object({ side: z.string(), fileHash: hex, entropy: z.string().optional() })),
    }),
    canonical: z.string(),
    ctx: hex,
  }),
  rolls: z.object({
    seed: hex,
    ctx: hex,
    cases: z.array(z.object({ label: z.string(), sides: z.number(), die: z.number(), block0: hex.optional() })),
  }),
  hidden: z.object({
    gameSalt: hex,
    gameSaltHash: hex,
    cases: z.array(z.object({ label: z.string(), sides: z.number(), value: z.number(), commitment: hex })),
  }),
  stateHash: z.object({ state: z.unknown(), canonical: z.string(), sha256: hex, hmacWithGameSalt: hex }),
});

const page = readFileSync(new URL('../../../docs/dice.md', import.meta.url), 'utf8');
const block = /## Test vectors[\s\S]*?```json\n([\s\S]*?)\n```/.exec(page)?.[1];
const v = Vectors.parse(JSON.parse(block ?? 'null'));
const sha = (s: string | Buffer): string => createHash('sha256').update(s).digest('hex');

describe('docs/dice.md test vectors', () => {
  it('document how their inputs were made', () => {
    expect(v.chain.secretN).toBe(sha('umpire dice v1 test vector secret'));
    expect(v.hidden.gameSalt).toBe(sha('umpire dice v1 test vector salt'));
    expect(v.context.input.stateHash).toBe(sha('{}'));
    expect(v.hidden.gameSaltHash).toBe(sha(Buffer.from(v.hidden.gameSalt, 'hex')));
  });

  it('chain', () => {
    v.chain.seeds.forEach((s, k) => expect(chainSeed(v.chain.secretN, k, v.chain.n)).toBe(s));
    for (let k = 1; k < v.chain.seeds.length; k++) expect(seedFollows(v.chain.seeds[k]!, v.chain.seeds[k - 1]!)).toBe(true);
    expect(chainCommitment(v.chain.secretN)).toBe(v.chain.commitmentN10000);
    expect(v.rolls.seed).toBe(v.chain.seeds[1]);
  });

  it('context', () => {
    expect(diceContextJson(v.context.input)).toBe(v.context.canonical);
    expect(diceContext(v.context.input)).toBe(v.context.ctx);
    expect(sha(v.context.canonical)).toBe(v.context.ctx);
    expect(v.rolls.ctx).toBe(v.context.ctx);
  });

  it.each(v.rolls.cases)('roll $label d$sides = $die', ({ label, sides, die, block0 }) => {
    expect(rollDie(v.rolls.seed, v.rolls.ctx, label, sides)).toBe(die);
    expect(independentRoll(publicKey(v.rolls.seed), v.rolls.ctx, label, sides)).toBe(die);
    if (block0) {
      const msg = Buffer.concat([Buffer.from(v.rolls.ctx, 'hex'), Buffer.from(`\0${label}\0`, 'ascii'), Buffer.alloc(4)]);
      expect(createHmac('sha256', Buffer.from(v.rolls.seed, 'hex')).update(msg).digest('hex')).toBe(block0);
    }
  });

  it.each(v.hidden.cases)('hidden $label d$sides = $value', ({ label, sides, value, commitment }) => {
    expect(hiddenDraw(v.hidden.gameSalt, v.rolls.seed, v.rolls.ctx, label, sides)).toBe(value);
    expect(independentRoll(hiddenKey(v.hidden.gameSalt, v.rolls.seed), v.rolls.ctx, label, sides)).toBe(value);
    expect(hiddenCommitment(v.hidden.gameSalt, label, value)).toBe(commitment);
    expect(independentCommitment(v.hidden.gameSalt, label, value)).toBe(commitment);
  });

  it('state hash', () => {
    expect(canonicalJson(v.stateHash.state)).toBe(v.stateHash.canonical);
    expect(stateHash(v.stateHash.state)).toBe(v.stateHash.sha256);
    expect(stateHash(v.stateHash.state, v.hidden.gameSalt)).toBe(v.stateHash.hmacWithGameSalt);
  });
});
