import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesetFor } from '#games';
import { parsePlainTurnFile, parseTurnFile } from '#turnfile/parse';
import { type ParseWorkerPool, parseWorkerPool } from '#turnfile/parse-worker/pool';
import { duelRuleset } from '../../support/duel-ruleset';

const dos = rulesetFor('drive-on-stalingrad')!;
const schemas = { order: dos.orderSchema, standing: dos.standingSchema };
const head = 'format: umpire-turn/1\ngame: g_7QH2\nside: german\nwindow: T01/german-combat\n';
const MAX = 256 * 1024;

/** One pool for the tests that need no fault: a worker takes seconds to load the titles. */
let pool: ParseWorkerPool;
beforeAll(() => {
  pool = parseWorkerPool({ size: 2 });
  pool.warm();
});
afterAll(() => pool.close());

describe('parseWorkerPool', () => {
  it('reads a file in a worker thread exactly as parseTurnFile does, accepted or refused', async () => {
    for (const text of [
      `${head}entropy: "Fortes fortuna"\norders:\n  - attack: { target: "1223", units: [ger-24pz] }\n`,
      `${head}orders: [ { fly: 1 } ]\nordres: []\n`,
      `%YAML 1.1\n---\n${head}final: no\norders: []\n`,
    ]) {
      expect(await pool.parse(text, dos, MAX)).toEqual(parseTurnFile(text, schemas, { maxBytes: MAX }));
    }
  });

  it('a title the workers do not have is read in place', async () => {
    const text = 'format: umpire-turn/1\ngame: g_1\nside: blue\nwindow: T01/blue-fire\norders: []\n';
    const parsed = await pool.parse(text, duelRuleset, MAX);
    expect(parsed).toEqual(parseTurnFile(text, { order: duelRuleset.orderSchema, standing: duelRuleset.standingSchema }, { maxBytes: MAX }));
  });

  it('a file that takes too long is refused as "too-complex"; the worker is replaced and the next file is answered', async () => {
    const hasty = parseWorkerPool({ size: 1, timeoutMs: 1 });
    try {
      const big = `${head}orders:\n${'  - move: { unit: ger-1, path: ["2726", "2727"] }\n'.repeat(4000)}`;
      expect(await hasty.parse(big, dos, MAX)).toEqual({ ok: false, issues: [expect.objectContaining({ path: [], code: 'too-complex' })] });
      // The replacement worker has the same hasty limit: a file it reads within 1 ms is rare, so
      // the pool's recovery is shown by an answer at all (refused or read), not a hang.
      expect(await hasty.parse(`${head}orders: []\n`, dos, MAX)).toHaveProperty('ok');
    } finally {
      await hasty.close();
    }
  });

  it('files sent at once are all answered, each with its own result', async () => {
    const texts = Array.from({ length: 6 }, (_, i) => `${head}entropy: "file ${i}"\norders: []\n`);
    const parsed = await Promise.all(texts.map((t) => pool.parse(t, dos, MAX)));
    expect(parsed.map((p) => (p.ok ? p.file.entropy : p.issues))).toEqual(texts.map((_, i) => `file ${i}`));
  });

  it('a small file in the plain subset of YAML is read in place, as parseTurnFile reads it, without waiting behind a long one', async () => {
    const alone = parseWorkerPool({ size: 1 });
    try {
      alone.warm();
      const plain = `${head}entropy: Fortes fortuna\norders:\n  - attack:\n      target: "1223"\n      units:\n        - ger-24pz\n`;
      const flow = `${head}entropy: "Fortes fortuna"\norders:\n  - attack: { target: "1223", units: [ger-24pz] }\n`;
      const long = `${head}orders:\n${'  - move: { unit: ger-1, path: ["2726", "2727"] }\n'.repeat(4000)}`;
      const order: string[] = [];
      const read = (name: string, text: string) => alone.parse(text, dos, MAX).then((parsed) => (order.push(name), parsed));
      const [, small, outside] = await Promise.all([read('long', long), read('plain', plain), read('flow', flow)]);
      // the flow-style file is outside the subset: it waits for the worker, after the long file
      expect(order).toEqual(['plain', 'long', 'flow']);
      expect(small).toEqual(parseTurnFile(plain, schemas, { maxBytes: MAX }));
      expect(small.ok).toBe(true);
      expect(outside).toEqual(parseTurnFile(flow, schemas, { maxBytes: MAX }));
    } finally {
      await alone.close();
    }
  });

  it('reads in place only what parseTurnFile accepts, and then exactly as it does', () => {
    const texts = [
      `${head}entropy: x\norders: []\n`,
      `${head}final: true\nentropy: "0431"\norders:\n  - attack:\n      target: "1223"\n      units:\n        - ger-24pz\n`,
      `${head}orders:\n  - attack:\n      target: 1223\n`,
      `${head}orders: []\nordres: []\n`,
      `${head}orders:\n  - fly: 1\n`,
      `{"format":"umpire-turn/1","game":"g_7QH2","side":"german","window":"T01/german-combat","orders":[]}`,
      `${head}orders: []\n\u0000`,
      '',
    ];
    const inPlace = texts.map((text) => parsePlainTurnFile(text, schemas, { maxBytes: MAX }));
    expect(inPlace.map((parsed) => parsed !== undefined)).toEqual([true, true, false, false, false, false, false, false]);
    inPlace.forEach((parsed, i) => parsed && expect(parsed).toEqual(parseTurnFile(texts[i]!, schemas, { maxBytes: MAX })));
    // the JSON file is accepted, but only by parseTurnFile
    expect(parseTurnFile(texts[5]!, schemas, { maxBytes: MAX }).ok).toBe(true);
    expect(parsePlainTurnFile(texts[0]!, schemas, { maxBytes: 10 })).toBeUndefined();
  });
});
