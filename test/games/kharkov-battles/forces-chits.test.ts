import { describe, expect, it } from 'vitest';
import { compileChits, loadChits } from '../../../scenarios/kharkov-battles/compile/chits';
import { loadUnits, readForcesSource } from '../../../scenarios/kharkov-battles/compile/units';
import { KbScenarioIdSchema } from '#games/kharkov-battles/data/ids';

const mix = loadChits();
const units = loadUnits().units;

describe('Strength Chits (KB 2.6, 2.7)', () => {
  it('the chit mix is reconstructed and says so', () => {
    expect(mix.provenance).toBe('reconstructed');
    expect(mix.note).toMatch(/Fitted to/);
  });
  it('2.7a: there is a chit pool for each side', () => {
    expect(new Set(mix.chits.map((c) => c.pool))).toEqual(new Set(['axis', 'soviet']));
  });
  it('2.6: a chit prints one number for every letter of its pool on both sides', () => {
    for (const c of mix.chits) {
      expect(Object.keys(c.full).sort(), c.id).toEqual([...mix.letters[c.pool]].sort());
      expect(Object.keys(c.reduced).sort(), c.id).toEqual([...mix.letters[c.pool]].sort());
    }
  });
  it('2.7a: the reduced side is lower than the full side, and above a cadre\'s strength of 1 (2.71)', () => {
    for (const c of mix.chits) {
      for (const letter of mix.letters[c.pool]) {
        expect(c.reduced[letter]!, `${c.id} ${letter}`).toBeLessThan(c.full[letter]!);
        expect(c.reduced[letter]!, `${c.id} ${letter}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
  it('a better Combat Rating never reads lower than a worse one on the same chit', () => {
    for (const c of mix.chits) {
      const letters = mix.letters[c.pool];
      for (let i = 1; i < letters.length; i++) {
        expect(c.full[letters[i - 1]!]!, c.id).toBeGreaterThanOrEqual(c.full[letters[i]!]!);
        expect(c.reduced[letters[i - 1]!]!, c.id).toBeGreaterThanOrEqual(c.reduced[letters[i]!]!);
      }
    }
  });
  it('every Combat Rating a counter prints is read on its side\'s chits', () => {
    for (const u of units.filter((x) => x.rating)) expect(mix.letters[u.side], u.id).toContain(u.rating);
  });
  it('digest A42: no scenario can empty a pool: each holds a chit for every rated unit of its side', () => {
    for (const s of KbScenarioIdSchema.options) {
      for (const side of ['axis', 'soviet'] as const) {
        const rated = units.filter((u) => u.side === side && u.rating && u.scenarios.includes(s)).length;
        const chits = mix.chits.filter((c) => c.pool === side).length;
        expect(chits, `${s} ${side}`).toBeGreaterThanOrEqual(rated);
      }
    }
  });
  it('chit ids are unique', () => {
    expect(new Set(mix.chits.map((c) => c.id)).size).toBe(mix.chits.length);
  });
});

describe('bad chit data gets a clear answer', () => {
  const source = readForcesSource('chits.yaml');
  it('a reduced value not below the full value is refused with the rule', () => {
    const bad = source.replace('{full: [10, 8, 6, 5], reduced: [5, 4, 3, 2], count: 4}', '{full: [10, 8, 6, 5], reduced: [5, 4, 6, 2], count: 4}');
    expect(bad).not.toBe(source);
    expect(() => compileChits(bad)).toThrow(/reduced value for C must be below the full value/);
  });
  it('a row without a value for every letter is refused', () => {
    const bad = source.replace('{full: [10, 8, 6, 5], reduced: [5, 4, 3, 2], count: 4}', '{full: [10, 8, 6], reduced: [5, 4, 3, 2], count: 4}');
    expect(() => compileChits(bad)).toThrow(/one value per letter ABCD/);
  });
});
