import { describe, expect, it } from 'vitest';
import { driveOnStalingrad, type DosState } from '#games/drive-on-stalingrad';
import type { Ruleset } from '#kernel/engine/ruleset';
import { checksDeterminism } from './determinism';
import { dosFuzzTitle } from './dos/dos-fuzz-title';
import { playFuzzGame } from './play-fuzz-game';

/**
 * The fuzzer checks a sample of its work each step (a few offered orders alone, one step in
 * determinismEvery adjudicated again), never all of it: these rules with a fault seeded in
 * show that the sample still finds each kind of fault within the first steps of a game.
 */

/** Drive on Stalingrad with its methods overridden; the game's window closes after `steps` adjudications. */
function seeded(steps: number, override: (real: Ruleset<DosState>, calls: { adjudicate: number }) => Partial<Ruleset<DosState>>): Ruleset<DosState> {
  const calls = { adjudicate: 0 };
  const real = driveOnStalingrad;
  const faulty: Partial<Ruleset<DosState>> = override(real, calls);
  return Object.assign(Object.create(real) as Ruleset<DosState>, {
    window: (state: DosState) => (calls.adjudicate >= steps ? null : real.window(state)),
    adjudicate: (...args: Parameters<Ruleset<DosState>['adjudicate']>) => {
      calls.adjudicate++;
      return (faulty.adjudicate ?? real.adjudicate.bind(real))(...args);
    },
    ...(faulty.check ? { check: faulty.check } : {}),
  });
}

describe('the fuzzer with faults seeded in the rules', () => {
  it('finds rules whose adjudication depends on how often they were called (adjudicated again, a step gives other events)', () => {
    const ruleset = seeded(8, (real, calls) => ({
      adjudicate: (state, submissions, dice) => {
        const result = real.adjudicate(state, submissions, dice);
        return calls.adjudicate % 2 === 0 ? { ...result, events: [...result.events, { type: 'noise' }] } : result;
      },
    }));
    const report = playFuzzGame({ title: dosFuzzTitle(ruleset), scenario: 'operation-uranus', gameSeed: 'seeded-nondeterminism' });
    const replay = report.violations.filter((v) => v.kind === 'replay');
    expect(replay.length, JSON.stringify(report.violations)).toBe(1);
    expect(replay[0]!.message).toMatch(/adjudicated again from a copy of its state: the same inputs gave different events/);
    expect(replay[0]!.step).toBeLessThanOrEqual(4);
  });

  it('finds a check() that refuses a move options() offers, checking only a few offered orders a window', () => {
    const ruleset = seeded(2, (real) => ({
      check: (state, submission) => {
        const last = submission.orders.at(-1) as Record<string, unknown> | undefined;
        const alone = submission.orders.length === 1 && last !== undefined && 'move' in last;
        return alone ? [{ path: ['orders', 0], code: 'seeded-refusal', message: 'a move alone is refused' }] : real.check(state, submission);
      },
    }));
    const report = playFuzzGame({ title: dosFuzzTitle(ruleset), scenario: 'operation-uranus', gameSeed: 'seeded-disagreement' });
    expect(report.disagreements.some((d) => d.issues.some((i) => i.code === 'seeded-refusal'))).toBe(true);
  });
});

describe('which steps are adjudicated again', () => {
  it('one step in every `every` consecutive steps, from the seed; every step with 1', () => {
    for (const seed of ['a', 'b', 'bench/operation-blue/0']) {
      for (let from = 1; from < 40; from += 4) {
        const chosen = [0, 1, 2, 3].filter((i) => checksDeterminism(seed, from + i, 4));
        expect(chosen).toHaveLength(1);
      }
      expect([1, 2, 3].every((step) => checksDeterminism(seed, step, 1))).toBe(true);
    }
  });
});
