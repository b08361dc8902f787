import { describe, expect, test } from 'vitest';
import { overlapQueue } from './overlap-sequencer';

/** Files named by their length in seconds: `a30` is a one-at-a-time file of 30 s, `r10` another of 10 s. */
const ms = (f: string) => Number(f.slice(1)) * 1000;

describe('the queue of test files: the one-at-a-time files among the others', () => {
  test('each one-at-a-time file joins once the two other lanes have work for as long as those before it take', () => {
    const alone = ['a30', 'a20', 'a10'];
    const rest = ['r40', 'r20', 'r20', 'r10', 'r10', 'r10', 'r10', 'r5', 'r5'];
    // a30 at once; r40 + r20 keep two lanes busy 30 s, then a20; r20 + r10 + r10 bring them to 50 s, then a10
    expect(overlapQueue(alone, rest, ms, 2)).toEqual(['a30', 'r40', 'r20', 'a20', 'r20', 'r10', 'r10', 'a10', 'r10', 'r10', 'r5', 'r5']);
  });

  test('one-at-a-time files longer than the rest go last, in their order; nothing is lost or doubled', () => {
    const alone = ['a60', 'a60', 'a5'];
    const rest = ['r10', 'r10'];
    const queue = overlapQueue(alone, rest, ms, 2);
    expect(queue).toEqual(['a60', 'r10', 'r10', 'a60', 'a5']);
    expect(overlapQueue([], rest, ms, 2)).toEqual(rest);
    expect(overlapQueue(alone, [], ms, 2)).toEqual(alone);
  });
});
