import { describe, expect, it } from 'vitest';
import { StepDice } from '#kernel/dice/step-dice';
import { verifyTranscript } from '#kernel/dice/verify-rolls';

const SEED = '42'.repeat(32);
const CTX = '17'.repeat(32);
const SALT = '5a'.repeat(32);

function step() {
  const dice = new StepDice({ seedHex: SEED, ctxHex: CTX, gameSaltHex: SALT });
  dice.roll('T01/german-combat/1031/attack', 6);
  dice.rollMany('T01/soviet-combat/0233/attack', 10, 2);
  dice.hidden('T01/untried/sov-62', 6);
  return dice;
}

describe('verifyTranscript', () => {
  it('checks public rolls and says it skipped hidden ones without the salt', () => {
    expect(verifyTranscript({ seedHex: SEED, ctxHex: CTX, transcript: step().transcript() })).toEqual({
      ok: true,
      publicChecked: 3,
      hiddenChecked: 0,
      hiddenSkipped: 1,
    });
  });

  it('re-derives hidden draws with the salt, from the published or the full transcript', () => {
    for (const transcript of [step().transcript(), step().fullTranscript()]) {
      expect(verifyTranscript({ seedHex: SEED, ctxHex: CTX, gameSaltHex: SALT, transcript })).toMatchObject({
        ok: true,
        hiddenChecked: 1,
        hiddenSkipped: 0,
      });
    }
  });

  it('names the first die that differs', () => {
    const t = step().transcript();
    const rec = t[1]!;
    const forged = rec.value === 10 ? 1 : (rec.value ?? 0) + 1;
    t[1] = { ...rec, value: forged };
    expect(verifyTranscript({ seedHex: SEED, ctxHex: CTX, transcript: t })).toEqual({
      ok: false,
      label: 'T01/soviet-combat/0233/attack#1',
      expected: rec.value,
      found: forged,
      reason: 'die differs',
    });
  });

  it('fails with another seed or context', () => {
    const t = step().transcript();
    expect(verifyTranscript({ seedHex: '43'.repeat(32), ctxHex: CTX, transcript: t }).ok).toBe(false);
    expect(verifyTranscript({ seedHex: SEED, ctxHex: '18'.repeat(32), transcript: t }).ok).toBe(false);
  });

  it('fails on a forged hidden commitment or value, and on a label listed twice', () => {
    const t = step().fullTranscript();
    const hidden = t[3]!;
    const badCommit = [...t.slice(0, 3), { ...hidden, commitment: '00'.repeat(32) }];
    expect(verifyTranscript({ seedHex: SEED, ctxHex: CTX, gameSaltHex: SALT, transcript: badCommit })).toMatchObject({
      ok: false,
      reason: 'hidden commitment differs',
    });
    const badValue = [...t.slice(0, 3), { ...hidden, value: hidden.value === 6 ? 1 : (hidden.value ?? 0) + 1 }];
    expect(verifyTranscript({ seedHex: SEED, ctxHex: CTX, gameSaltHex: SALT, transcript: badValue })).toMatchObject({
      ok: false,
      reason: 'hidden value differs',
    });
    expect(verifyTranscript({ seedHex: SEED, ctxHex: CTX, transcript: [t[0]!, t[0]!] })).toMatchObject({
      ok: false,
      reason: 'label listed twice in one step',
    });
  });
});
