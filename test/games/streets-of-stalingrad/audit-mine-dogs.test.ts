import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { ctxAt, fragment } from './movement-window-fixture';

/**
 * The second reading of mine dogs (docs/rules-audit-streets-of-stalingrad.md, "Reading of mine
 * dogs"): one test per DIFFERS row, named for its row id, written as `it.fails` until the code
 * follows the text. German Movement Phase 3 of 13 September on the open steppe: StuG company
 * 244 in 3231 makes a breakthrough attack on a Guards company in 3232; a mine dog of the 10 NKVD
 * Division waits in 3131, next to the StuG.
 */
const T = '3232';
const W = 'T01/german-movement';

describe('reading of mine dogs (16.21-16.26; printed 16.11-16.16)', () => {
  it('MD-02: 16.21 "Soviet mine dogs may be used only in the German Movement, Exploit Movement, Attack or Exploit Attack Phases" and 16.22 "Before a German attack is resolved": the dog next to the StuG attacks it before the breakthrough attack on 3232', () => {
    const s = fragment({ 'ger-stug-244': '3231', 'sov-1-42g': T, 'sov-mine-dog-1': '3131' });
    const orders = [{ breakthrough: { target: T, attackers: ['ger-stug-244'] } }] as SosOrder[];
    const r = windowRules('german-movement').adjudicate(ctxAt(1, 'german-movement'), s, orders, FixedDice.mixed({ [`${W}/mine-dog/sov-mine-dog-1`]: 3, [`${W}/${T}/df/3231`]: 10, [`${W}/${T}/attack`]: 10 }, [10, 10, 10, 10]));
    const types = r.events.map((e) => e.type);
    expect(types).toContain('mine-dog-attack');
    expect(types.indexOf('mine-dog-attack')).toBeLessThan(types.indexOf('attack'));
    expect(r.state.pieces['sov-mine-dog-1']!.eliminated).toBe(true);
  });

  it('MD-02: 16.24 "Die roll = 1 or 2. The chosen German armored unit is eliminated along with the mine dog unit": the StuG is gone before the breakthrough attack, which is not made', () => {
    const s = fragment({ 'ger-stug-244': '3231', 'sov-1-42g': T, 'sov-mine-dog-1': '3131' });
    const orders = [{ breakthrough: { target: T, attackers: ['ger-stug-244'] } }] as SosOrder[];
    const r = windowRules('german-movement').adjudicate(ctxAt(1, 'german-movement'), s, orders, FixedDice.mixed({ [`${W}/mine-dog/sov-mine-dog-1`]: 1 }, [10, 10, 10, 10]));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'mine-dog-attack', dog: 'sov-mine-dog-1', target: 'ger-stug-244', eliminated: ['ger-stug-244', 'sov-mine-dog-1'] }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'attack-not-made', hex: T }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'breakthrough-attack', hex: T, result: 'failed', marker: false }));
    expect(r.state.pieces['sov-1-42g']!.at).toBe(T);
  });
});
