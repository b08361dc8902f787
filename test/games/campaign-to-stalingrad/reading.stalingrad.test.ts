import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { lineBreaches } from '#games/campaign-to-stalingrad/setup/line-holding';
import { startLineSide } from '#games/campaign-to-stalingrad/setup/start-line';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

/**
 * The reading of the Operation Uranus Stalingrad start (36.1, 36.8) against the code: one
 * test per row of docs/rules-audit-campaign-to-stalingrad.md ("Reading of the Operation
 * Uranus Stalingrad start") where the code and the text differ.
 */
const ctx = createContext(realBundle);
const uranus = realBundle.scenarios.find((s) => s.id === 'operation-uranus')!;
const sub = (who: string, orders: unknown[]) => ({ side: side(who), orders });
const place = (units: string[], hex: string) => ({ place: { units, hex } });
/** The hexes of `holder`'s side an enemy unit could reach without combat in the shipped set-up (north map). */
const shippedBreaches = (holder: CtsSide) =>
  lineBreaches(ctx, cts.setup('operation-uranus'), holder, (h) => startLineSide(uranus.startLine.rows, h), (h) => ctx.map.hex(h)?.section !== 'south').reached;

describe('Reading of the Operation Uranus Stalingrad start: where the code differs from the text', () => {
  it('S3 36.1 STALINGRAD: the Soviet "may" start 3 divisions of his 62nd Army in 4209, so in the players\' set-up he may keep one on the east bank instead', () => {
    const s0 = cts.setup('operation-uranus', { setup: 'players' });
    const afterAxis = cts.adjudicate(s0, [sub('axis', [])], new FixedDice([])).state;
    // 4208, across the Volga from 4209: the 62nd Army's own set-up hex
    const issues = cts.check(afterAxis, sub('soviet', [place(['sov-284rd'], '4208'), place(['sov-308rd'], '4209')]));
    expect(issues).toEqual([]);
  });

  it('S16 36.1(2): the shipped Soviet set-up holds the November 19th line on the north map (no Axis unit can cross it except by combat)', () => {
    expect(shippedBreaches('soviet')).toEqual([]);
  });

  it('S17 36.1(3): the shipped Axis set-up holds the November 19th line on the north map', () => {
    expect(shippedBreaches('axis')).toEqual([]);
  });
});
