import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsIndex } from '#kernel/combat/odds';
import { oddsColumn, readCrt } from '#games/kharkov-battles/combat/crt';
import type { Shift } from '#games/kharkov-battles/combat/modifier';
import { preparedShifts, type Crossing } from '#games/kharkov-battles/combat/shifts';
import { d10, tables } from './combat-tables-fixture';

/** Odds and column shifts of the Prepared Assault (KB 12.0, 5.21, 12.64), for any strengths and shifts. */
const T = tables();
const LINES = Object.keys(T.crt.lines);
const strength = fc.integer({ min: 1, max: 80 });
const shiftList = fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 6 }).map((xs) => xs.map((shift): Shift => ({ reason: 'test', rule: 'KB 5.21', shift })));
const worth = (code: string): number => {
  const m = /^([AD])(?:\((\d+)\))?(?:r(\d+))?$/.exec(code)!;
  const v = Number(m[2] ?? 0) + Number(m[3] ?? 0);
  return m[1] === 'D' ? v : -v;
};

describe('odds (12.0, property)', () => {
  it('rounding favours the defender: the column never claims more than attack/defense', () => {
    fc.assert(
      fc.property(strength, strength, (a, d) => {
        const { column } = oddsColumn(a, d);
        const [x, y] = column.split('-').map(Number) as [number, number];
        expect(x * d).toBeLessThanOrEqual(a * y); // x/y <= a/d
      }),
    );
  });

  it('more attack never lowers the column, more defense never raises it', () => {
    fc.assert(
      fc.property(strength, strength, fc.integer({ min: 1, max: 20 }), (a, d, more) => {
        expect(oddsColumn(a + more, d).index).toBeGreaterThanOrEqual(oddsColumn(a, d).index);
        expect(oddsColumn(a, d + more).index).toBeLessThanOrEqual(oddsColumn(a, d).index);
      }),
    );
  });
});

describe('shifts and the final column (5.21, 12.64, property)', () => {
  it('the final column is the raw one moved by the net shift: a printed column, or an automatic result beyond one end, never anything else', () => {
    fc.assert(
      fc.property(strength, strength, shiftList, fc.constantFrom(...LINES), fc.integer({ min: 0, max: 9 }), (a, d, shifts, line, face) => {
        const dice = d10([face]);
        const r = readCrt(T.crt, { attack: a, defense: d, line, shifts }, dice, 'T01/pa/1');
        const net = shifts.reduce((s, x) => s + x.shift, 0);
        expect(oddsIndex(r.final)).toBe(oddsColumn(a, d).index + net);
        if (r.automatic) {
          expect(r.die).toBeNull();
          expect(dice.transcript()).toEqual([]);
          const i = oddsIndex(r.final)!;
          expect(i <= oddsIndex('1-6')! || i >= oddsIndex('12-1')!).toBe(true);
          expect(r.result.code).toBe(i <= oddsIndex('1-6')! ? 'A(3)r2' : 'D(3)r4');
        } else {
          expect(T.crt.columns).toContain(r.final);
          expect(r.die).toBe(face);
          expect(r.result.code).toBe(T.crt.lines[line]![r.final]![face]);
        }
      }),
    );
  });

  it('one more shift right never gives the attacker a worse result, one more left never a better one, for the same die', () => {
    fc.assert(
      fc.property(strength, strength, shiftList, fc.constantFrom(...LINES), fc.integer({ min: 0, max: 9 }), (a, d, shifts, line, face) => {
        const read = (extra: number) =>
          readCrt(T.crt, { attack: a, defense: d, line, shifts: [...shifts, { reason: 'extra', rule: 'KB 5.21', shift: extra }] }, d10([face]), 'T01/pa/1').result.code;
        expect(worth(read(1))).toBeGreaterThanOrEqual(worth(read(0)));
        expect(worth(read(-1))).toBeLessThanOrEqual(worth(read(0)));
      }),
    );
  });

  it('every shift the facts call for is listed with its rule, and they add up as the rules count them (T4)', () => {
    const crossing = fc.constantFrom<Crossing>('none', 'minor-river', 'major-river');
    fc.assert(
      fc.property(
        fc.record({
          attackerAir: fc.integer({ min: 0, max: 2 }),
          defenderAir: fc.integer({ min: 0, max: 1 }),
          combinedArms: fc.boolean(),
          encirclement: fc.boolean(),
          town: fc.boolean(),
          rubble: fc.boolean(),
          fortifiedZone: fc.boolean(),
          crossings: fc.array(crossing, { minLength: 1, maxLength: 4 }),
          weather: fc.constantFrom('clear' as const, 'mud' as const, 'freeze' as const),
          attackingTigers: fc.integer({ min: 0, max: 2 }),
          defendingTigers: fc.integer({ min: 0, max: 2 }),
        }),
        (f) => {
          const shifts = preparedShifts(f, T.tec.shifts);
          const minor = f.crossings.every((c) => c !== 'none') && f.crossings.includes('minor-river') && f.weather !== 'freeze';
          const expected = f.attackerAir - f.defenderAir + +f.combinedArms + +f.encirclement - +f.town - +minor - +f.rubble - +f.fortifiedZone + f.attackingTigers - f.defendingTigers;
          expect(shifts.reduce((s, x) => s + x.shift, 0)).toBe(expected);
          for (const s of shifts) expect(s.rule).toMatch(/^KB \d+\.\d+$/);
          expect(shifts.every((s) => s.shift !== 0)).toBe(true);
        },
      ),
    );
  });
});
