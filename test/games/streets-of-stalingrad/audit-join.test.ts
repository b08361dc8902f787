import { describe, expect, it } from 'vitest';
import { adjudicate, check, codes, fragment } from './movement-window-fixture';

/**
 * The second reading of the `join` order (docs/rules-audit-streets-of-stalingrad.md, "Reading of
 * the join order"): one test per DIFFERS row, named for its row id, written as `it.fails` until
 * the code follows the text. The 71st ID OP stands in 1240, a company of its division in 3229.
 */
const join = (unit: string, hex: string) => ({ join: { unit, hex } });

describe('reading of the join order (18.15, 14.92)', () => {
  it('JN-06: 9.112 "Pinned units may not move" and 14.94 "OP units that are pinned may not move in the next phase after they are pinned": the pinned 71st ID OP may not join a company of its division', () => {
    const s = fragment({ 'ger-71-op': '1240', 'ger-71-5-191': '3229' }, { pinned: ['ger-71-op'] });
    expect(codes(check(1, 'german-movement', s, [join('ger-71-op', '3229')])).map(([code]) => code)).toContain('pinned');
  });

  it('JN-05: 18.11 "Both players may have only one leader unit per hex maximum": Pavlov joining the hex where Yelin stands is refused at the join order\'s hex, and the adjudication takes the join back', () => {
    const s = fragment({ 'sov-pavlov': '0531', 'sov-yelin': '3230', 'sov-1-42g': '3230' });
    const issues = check(2, 'soviet-movement', s, [join('sov-pavlov', '3230')]);
    expect(issues.map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['over-stacked-extra', 'orders.0.join.hex', 'SoS 5.1, 5.5, 18.11']]);
    const r = adjudicate(2, 'soviet-movement', s, [join('sov-pavlov', '3230')]);
    expect(r.state.pieces['sov-pavlov']!.at).toBe('0531');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'order-skipped', order: 0, kind: 'join', code: 'over-stacked-extra' }));
  });
});
