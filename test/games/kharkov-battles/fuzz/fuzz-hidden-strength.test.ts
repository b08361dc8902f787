import { beforeAll, describe, expect, it } from 'vitest';
import type { GameReport } from '../../../fuzz/game-report';
import { runFuzz } from '../../../fuzz/run-fuzz';
import { formatSummary, type RunSummary } from '../../../fuzz/run-summary';
import { isKbKnownFinding } from './kb-known-findings';
import { kbFuzzTitle } from './kb-fuzz-title';

/**
 * The fuzzer (docs/fuzzer.md) on one Second Kharkov game created with the optional Soviet
 * Hidden Strength rule (KB 2.72): the set-up's hidden draws, the rifle divisions drawn as
 * reinforcements, any HQ giving command, with every invariant checked after every step.
 */
let reports: GameReport[];
let summary: RunSummary;

beforeAll(() => {
  ({ reports, summary } = runFuzz({ title: kbFuzzTitle({ options: { hiddenStrength: 'on' } }), games: 1, seed: 'kb-npm-test-2.72', scenarios: ['second-kharkov'] }));
}, 300_000);

const why = () => formatSummary(summary).join('\n');

describe('fuzzing a Kharkov Battles game played with the Hidden Strength rule (KB 2.72)', () => {
  it('plays to its end with no violation and no disagreement between options() and check() beyond the known findings', () => {
    expect((kbFuzzTitle({ options: { hiddenStrength: 'on' } }).ruleset.setup('second-kharkov') as { options: Record<string, string> }).options.hiddenStrength).toBe('on');
    expect(reports.map((r) => r.outcome.ended)).toEqual([true]);
    expect(summary.violations, why()).toEqual([]);
    expect(reports.flatMap((r) => r.disagreements.filter((d) => !isKbKnownFinding(d))), why()).toEqual([]);
  });
});
