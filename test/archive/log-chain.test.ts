import { describe, expect, it } from 'vitest';
import { canonicalJson } from '#kernel/canonical/jcs';
import { hexToBytes, sha256Hex } from '#kernel/canonical/hash';
import { chainSteps, stepLogHash, type UnchainedStep } from '#archive/log-chain';

const genesis = 'ab'.repeat(32);
const step = (k: number): UnchainedStep => ({
  step: k,
  window: `T0${k}/w`,
  stateHashBefore: '0'.repeat(64),
  stateHashAfter: '1'.repeat(64),
  ctx: '2'.repeat(64),
  seed: '3'.repeat(64),
  submissions: [],
  transcript: [],
  events: [{ type: 'x', n: k }],
  at: '2026-01-01T00:00:00.000Z',
});

describe('the log chain', () => {
  it('is SHA256(previous hash bytes ‖ JCS of the step without logHash), starting at the commitment', () => {
    const prev = hexToBytes(genesis);
    const body = new TextEncoder().encode(canonicalJson(step(1)));
    expect(stepLogHash(genesis, step(1))).toBe(sha256Hex(new Uint8Array([...prev, ...body])));
    expect(stepLogHash(genesis, { ...step(1), logHash: 'ignored' } as UnchainedStep)).toBe(stepLogHash(genesis, step(1)));
  });

  it('links each step to the one before; no steps leaves the head at the commitment', () => {
    expect(chainSteps(genesis, []).head).toBe(genesis);
    const { steps, head } = chainSteps(genesis, [step(1), step(2)]);
    expect(steps[1]!.logHash).toBe(stepLogHash(steps[0]!.logHash, step(2)));
    expect(head).toBe(steps[1]!.logHash);
    const swapped = chainSteps(genesis, [step(2), step(1)]);
    expect(swapped.head).not.toBe(head);
  });
});
