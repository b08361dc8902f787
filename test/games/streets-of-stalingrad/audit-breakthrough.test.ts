import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { ctxAt, fragment } from './movement-window-fixture';

/**
 * The second reading of breakthrough attacks (docs/rules-audit-streets-of-stalingrad.md,
 * "Reading of breakthrough attacks"): one test per DIFFERS row, named for its row id, written
 * as `it.fails` until the code follows the text. German Movement Phase 3 of 13 September on
 * the open steppe: StuG company 244 in 3231 next to a Guards company of the 42nd in 3232.
 */
const T = '3232';
const W = 'T01/german-movement';
const DF = `${W}/${T}/df/3231`;
const ATTACK = `${W}/${T}/attack`;
const bt = (attackers: string[]) => ({ breakthrough: { target: T, attackers } });
const run = (state: SosState, orders: unknown[], dice: Record<string, number>, soviet: SosStanding | null = null) =>
  windowRules('german-movement').adjudicate({ ...ctxAt(1, 'german-movement'), standing: { german: null, soviet } }, state, orders as SosOrder[], FixedDice.mixed(dice, [10, 10, 10, 10]));

describe('reading of breakthrough attacks (10.0-10.9, 12.9)', () => {
  it('BT-09: 10.3 "All other IF artillery types may not participate in breakthrough attacks, either attacking or defending": the 62 Army howitzer the standing plan names to support the defence of 3232 does not fire', () => {
    const s = fragment({ 'ger-stug-244': '3231', 'sov-1-42g': T, 'sov-62-howitzer': '3236' });
    const soviet = { defense: { policy: 'plan', plan: [{ hex: T, support: [{ units: ['sov-62-howitzer'], spotter: 'sov-1-42g' }] }] } } as SosStanding;
    const r = run(s, [bt(['ger-stug-244'])], { [DF]: 10, [ATTACK]: 10 }, soviet);
    const df = r.events.find((e) => e.type === 'defensive-fire')!;
    expect(df).toBeDefined();
    expect((df['firers'] as { id: string }[]).map((f) => f.id)).toEqual(['sov-1-42g']);
    expect(r.state.ifFired).not.toContain('sov-62-howitzer');
  });
});
