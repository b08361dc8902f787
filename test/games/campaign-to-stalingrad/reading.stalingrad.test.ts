import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';

/**
 * The reading of the Operation Uranus Stalingrad start (36.1 STALINGRAD, 36.8) against the
 * code: one test per row of docs/rules-audit-campaign-to-stalingrad.md ("Reading of the
 * Operation Uranus Stalingrad start") where the code and the text differ.
 */
const sub = (who: string, orders: unknown[]) => ({ side: side(who), orders });
const place = (units: string[], hex: string) => ({ place: { units, hex } });

describe('Reading of the Operation Uranus Stalingrad start: where the code differs from the text', () => {
  it.fails('S3 36.1 STALINGRAD: the Soviet "may" start 3 divisions of his 62nd Army in 4209, so in the players\' set-up he may keep one on the east bank instead', () => {
    const s0 = cts.setup('operation-uranus', { setup: 'players' });
    const afterAxis = cts.adjudicate(s0, [sub('axis', [])], new FixedDice([])).state;
    // 4208, across the Volga from 4209: the 62nd Army's own set-up hex
    expect(cts.check(afterAxis, sub('soviet', [place(['sov-284rd'], '4208')]))).toEqual([]);
  });
});
