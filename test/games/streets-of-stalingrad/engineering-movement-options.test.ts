import { describe, expect, it } from 'vitest';
import { movementOptions } from '#games/streets-of-stalingrad/windows/movement/options';
import { adjudicate, check, fragment, ring } from './engineering-fixture';
import { ctxAt } from './movement-window-fixture';

/**
 * SoS 17.16, 17.18, 17.27, 17.37: an engineer on a task does not move ("without moving"), nor in
 * the phase it places the work; the movement listing offers it no move, as the check refuses
 * one (`engineer-building`). Found by the fuzzer (seed 33, scenario #1, T04/german-movement:
 * `ger-16pg-pioneer`, building a fortification, was listed with moves the check refused).
 */
const H = '3130';
const ENG = 'ger-16pg-pioneer';

describe('SoS 17.34, 17.37: the movement listing and an engineer at work', () => {
  it('lists moves for a free engineer, none once he has started a fortification, and the check refuses his move', () => {
    const s = fragment({ [ENG]: H });
    const listed = (state: typeof s) => movementOptions(ctxAt(1, 'german-exploit-movement'), state, null).find((o) => o.unit === ENG);
    expect(listed(s)?.moves?.length).toBeGreaterThan(0);
    const started = adjudicate(1, 'german-movement', s, [{ build: { units: [ENG], kind: 'fortification', hex: H } }]).state;
    expect(listed(started)).toBeUndefined();
    expect(check(1, 'german-exploit-movement', started, [{ move: { units: [ENG], path: [ring(H, 1)[0]!] } }])).toEqual([expect.objectContaining({ code: 'engineer-building', rule: 'SoS 17.34, 17.37' })]);
  });
});
