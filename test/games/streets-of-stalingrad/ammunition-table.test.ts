import { describe, expect, it } from 'vitest';
import { ammunitionMultiplier } from '#games/streets-of-stalingrad/ammunition/multiplier';
import { ammunitionStatusProblems } from '../../../scenarios/streets-of-stalingrad/compile/ammunition';
import { sosTables } from './tables-fixture';

/** The Ammunition Status Table (14.72): not in the text, reconstructed to agree with every fact the text states. */
const T = sosTables();

describe('Ammunition Status Table (14.71, 14.72, 14.75; reconstructed)', () => {
  it('is marked reconstructed, with a note saying what it was fitted to', () => {
    expect(T.ammunitionStatus.provenance).toBe('reconstructed');
    expect(T.ammunitionStatus.note).toMatch(/NOT in the text/);
  });

  it('14.71: no German number before the 20 September turn, no Soviet one before 1 October', () => {
    expect(ammunitionMultiplier(T, 'german', '09-19')).toBeNull();
    expect(ammunitionMultiplier(T, 'german', '09-20')).not.toBeNull();
    expect(ammunitionMultiplier(T, 'soviet', '09-30')).toBeNull();
    expect(ammunitionMultiplier(T, 'soviet', '10-01')).not.toBeNull();
  });

  it('14.72 example: a German roll of 3 on 23 September, 30 AF points may not be used', () => {
    expect(3 * ammunitionMultiplier(T, 'german', '09-23')!).toBe(30);
  });

  it('14.75 example: a German roll of 5 on 20 September, 50 points of shortage', () => {
    expect(5 * ammunitionMultiplier(T, 'german', '09-20')!).toBe(50);
  });

  it('14.72: every number is from 10 to 50, and the table reaches both', () => {
    const all = [...T.ammunitionStatus.german, ...T.ammunitionStatus.soviet].map((r) => r.multiplier);
    expect(Math.min(...all)).toBe(10);
    expect(Math.max(...all)).toBe(50);
    expect(ammunitionStatusProblems(T)).toEqual([]);
  });

  it('scenarios #1 and #2 (13-25 September) read the German 10 on each shortage turn', () => {
    for (const day of ['20', '21', '22', '23', '24', '25'] as const) expect(ammunitionMultiplier(T, 'german', `09-${day}`)).toBe(10);
  });

  it('the compiler refuses a table that contradicts the text', () => {
    const bad = { ...T, ammunitionStatus: { ...T.ammunitionStatus, german: [{ from: '09-21' as const, multiplier: 20 }, { from: '09-20' as const, multiplier: 60 }] } };
    const problems = ammunitionStatusProblems(bad).join('\n');
    expect(problems).toMatch(/german\[0\]: starts 09-21, but the german shortages begin on 09-20/);
    expect(problems).toMatch(/german\[1\]: 09-20 must come after 09-21/);
    expect(problems).toMatch(/german\[1\]: 60 is not from 10 to 50/);
    expect(problems).toMatch(/reads 60 on 09-20, the text's example gives 10/);
  });
});
