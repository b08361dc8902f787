import { describe, expect, it } from 'vitest';
import { chosenReadings, readingOf, ruleReading } from '#kernel/options/rule-reading';

const A = ruleReading({ name: 'a', values: ['literal', 'other'], default: 'literal', rule: 'X 1.1', description: 'a' });
const B = ruleReading({ name: 'b', values: ['one', 'two'], default: 'two', rule: 'X 2.2', description: 'b' });

describe('rule readings chosen as game options', () => {
  it('keeps only the readings that differ from their defaults; other options pass through', () => {
    expect(chosenReadings([A, B], undefined)).toBeUndefined();
    expect(chosenReadings([A, B], { a: 'literal', b: 'two', timing: { deadlineHours: 48 } })).toBeUndefined();
    expect(chosenReadings([A, B], { a: 'other', b: 'two' })).toEqual({ a: 'other' });
  });
  it('refuses a value the option does not know, naming the option, its rule and its values', () => {
    expect(() => chosenReadings([A, B], { b: 'three' })).toThrow('option b: "three" is not one of one, two (X 2.2: one or two)');
    expect(() => chosenReadings([A], { a: 1 })).toThrow(/option a: 1 is not one of/);
  });
  it('reads the chosen reading, else the default', () => {
    expect(readingOf(undefined, A)).toBe('literal');
    expect(readingOf({ a: 'other' }, A)).toBe('other');
    expect(readingOf({ a: 'other' }, B)).toBe('two');
  });
});
