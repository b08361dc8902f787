import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { check, ctxAt, fragment } from './movement-window-fixture';

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

  /** The II/191 mortar in 3228 supports the 5th company of II/191 next to the Guards in 3232, on turn 2. */
  const withMortar = (moved: { turn: number; phase: number }) => ({
    ...fragment({ 'sov-1-42g': T, 'ger-71-5-191': '3231', 'ger-71-ii-191-mortar': '3228' }),
    moved: [{ unit: 'ger-71-ii-191-mortar', ...moved, untilTurn: 2, untilPhase: 5 }],
  });
  const withIf = [{ breakthrough: { target: T, attackers: ['ger-71-5-191'], indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-71-5-191' }] } }];
  const run2 = (state: SosState) => windowRules('german-movement').adjudicate(ctxAt(2, 'german-movement'), state, withIf as SosOrder[], FixedDice.mixed({ ['T02/german-movement/3232/df/3231']: 10, ['T02/german-movement/3232/attack']: 10 }, [10, 10, 10, 10]));

  it('BT-11: 10.3 "mortars within the attacking units\' command may participate in breakthrough attacks" with 14.11 "they may not use their AF in their side\'s next Attack or Exploit Attack Phase": the mortar that moved in German Reserves Movement Phase 11 supports a breakthrough attack in German Movement Phase 3 of the next turn', () => {
    const s = withMortar({ turn: 1, phase: 11 });
    expect(check(2, 'german-movement', s, withIf)).toEqual([]);
    expect(run2(s).state.ifFired).toContain('ger-71-ii-191-mortar');
  });

  it('BT-11: 14.11 as the version 2.0 summary reads it, "IF artillery units may not fire in the phase they enter the game as reinforcements": a mortar that entered in this Movement Phase may not support its breakthrough attack, in the check and in the adjudication alike', () => {
    const s = withMortar({ turn: 2, phase: 3 });
    expect(check(2, 'german-movement', s, withIf).map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['moved', 'orders.0.breakthrough.indirect.0.units.0', 'SoS 14.11']]);
    expect(run2(s).state.ifFired).not.toContain('ger-71-ii-191-mortar');
  });
});
