import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escalateLoss } from '#kernel/combat/step-loss/escalation';
import { settleExcess } from '#kernel/combat/step-loss/excess';
import { magnitudeOf, whiteDiceFor } from '#kernel/combat/step-loss/magnitude';
import { rollWithReroll } from '#kernel/combat/step-loss/reroll';
import { formatStepLosses, parseStepLosses, sumLosses } from '#kernel/combat/step-loss/result';
import { checkStepLossTable, readStepLossTable, type StepLossTable } from '#kernel/combat/step-loss/table';
import { FixedDice } from '#kernel/dice';

const TABLE: StepLossTable = {
  columns: ['1-1', '5-1'],
  losses: { '1-1': ['A1', 'A1', 'A1/D1', '-', 'D1', 'D1'], '5-1': ['A1/D1', 'A1/D1', 'D1', 'A1/D2', 'D2', 'D3'] },
  advance: { '1-1': [0, 0, 0, 0, 1, 2], '5-1': [0, 1, 2, 2, 3, 4] },
};

describe('step-loss results (CtS 10.4)', () => {
  it.each([
    ['A1/D2', 1, 2],
    ['A1', 1, 0],
    ['D2', 0, 2],
    ['-', 0, 0],
    ['A2/D3', 2, 3],
  ])('%s: attacker loses %i, defender %i', (code, a, d) => {
    expect(parseStepLosses(code)).toEqual({ attacker: a, defender: d });
    expect(formatStepLosses({ attacker: a, defender: d })).toBe(code);
  });
  it('rejects anything else', () => {
    for (const bad of ['X1', 'A1D2', '', 'DE']) expect(() => parseStepLosses(bad)).toThrow();
  });
  it('E10: with two white dice the two results are added', () => {
    expect(sumLosses([parseStepLosses('A1/D2'), parseStepLosses('D1')])).toEqual({ attacker: 1, defender: 3 });
  });
});

describe('reading a white-die / black-die table (CtS 10.2)', () => {
  it('E7 shape: 5-1, white 4, black 3 reads A1/D2 and Advance 2', () => {
    const r = readStepLossTable(TABLE, '5-1', [4], 3);
    expect(r.results).toEqual([{ attacker: 1, defender: 2 }]);
    expect(r.advance).toBe(2);
  });
  it('two white dice give two results; the black die one advance', () => {
    const r = readStepLossTable(TABLE, '1-1', [3, 4], 6);
    expect(r.results.map(formatStepLosses)).toEqual(['A1/D1', '-']);
    expect(r.advance).toBe(2);
  });
  it('a table missing a face or holding a bad code is reported', () => {
    expect(checkStepLossTable(TABLE, 6)).toEqual([]);
    const bad = { ...TABLE, losses: { ...TABLE.losses, '1-1': ['A1', 'Q', '-', '-', '-'] } };
    expect(checkStepLossTable(bad, 6)).toEqual(['column 1-1: 6 loss results needed']);
  });
});

describe('magnitude (CtS 10.3)', () => {
  it('E8: a division and a brigade (1 1/2) against two divisions roll one white die', () => {
    expect(whiteDiceFor(magnitudeOf([1, 0.5], (x) => x), magnitudeOf([1, 1], (x) => x))).toBe(1);
  });
  it('E9: nine divisions against three roll two white dice', () => expect(whiteDiceFor(9, 3)).toBe(2));
  it('two dice exactly when both sides reach two divisions, else one (property)', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), (a, d) => {
        expect(whiteDiceFor(a / 2, d / 2)).toBe(a >= 4 && d >= 4 ? 2 : 1);
      }),
    );
  });
});

describe('escalating one side\'s losses (CtS 11.6, 12.5)', () => {
  it('E13: One-Shift Maximum Effort turns "-" into A1 and A1/D1 into A2/D1: attacker 3, defender 1', () => {
    const results = [parseStepLosses('-'), parseStepLosses('A1/D1')].map((r) => ({ ...r, attacker: escalateLoss(r.attacker, 1) }));
    expect(results.map(formatStepLosses)).toEqual(['A1', 'A2/D1']);
    expect(sumLosses(results)).toEqual({ attacker: 3, defender: 1 });
  });
  it('E18: Two-Hex Determined Defense turns "-" into D2 and A1/D1 into A1/D3: attacker 1, defender 5', () => {
    const results = [parseStepLosses('-'), parseStepLosses('A1/D1')].map((r) => ({ ...r, defender: escalateLoss(r.defender, 2) }));
    expect(results.map(formatStepLosses)).toEqual(['D2', 'A1/D3']);
    expect(sumLosses(results)).toEqual({ attacker: 1, defender: 5 });
  });
  it('E19: a zero becomes the level; any loss is multiplied by level + 1 (property)', () => {
    fc.assert(
      fc.property(fc.nat(6), fc.integer({ min: 0, max: 2 }), (n, k) => {
        const e = escalateLoss(n, k);
        expect(e).toBe(k === 0 ? n : n === 0 ? k : n * (k + 1));
        expect(e).toBeGreaterThanOrEqual(n);
      }),
    );
  });
});

describe('excess losses (CtS 10.5.4)', () => {
  it('E12: A1/D2 against a one-step defender: the attacker loses nothing', () => {
    expect(settleExcess({ attacker: 1, defender: 2 }, { attacker: 6, defender: 1 })).toMatchObject({ attacker: 0, defender: 1, defenderExcess: 1 });
  });
  it('no side loses more than it has, nor more than its result (property)', () => {
    fc.assert(
      fc.property(fc.nat(6), fc.nat(6), fc.nat(8), fc.nat(8), (la, ld, sa, sd) => {
        const r = settleExcess({ attacker: la, defender: ld }, { attacker: sa, defender: sd });
        expect(r.attacker).toBeLessThanOrEqual(Math.min(la, sa));
        expect(r.defender).toBeLessThanOrEqual(Math.min(ld, sd));
        if (ld <= sd && la <= sa) expect([r.attacker, r.defender]).toEqual([la, ld]);
      }),
    );
  });
});

describe('rerolls that stand (CtS 11.5)', () => {
  it('E35: a 1 the Axis rerolls stands even when it is a 1 again', () => {
    const dice = new FixedDice({ 'b/white#1': 1, 'b/white#1/reroll': 1 });
    expect(rollWithReroll(dice, 'b/white#1', 6, (f) => f === 1)).toEqual({ label: 'b/white#1', first: 1, reroll: 1, value: 1 });
  });
  it('a die that does not call for a reroll is kept', () => {
    const dice = new FixedDice({ 'b/black': 4 });
    expect(rollWithReroll(dice, 'b/black', 6, (f) => f === 1)).toEqual({ label: 'b/black', first: 4, value: 4 });
  });
});
