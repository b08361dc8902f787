import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rulesetFor } from '#games';
import type { Side } from '#kernel/ids';
import type { Submission } from '#kernel/engine/ruleset';
import { checkedOrders } from '#service/submit/checked-orders';
import { dosDistanceField } from '../../e2e/support/hex-distance';
import { scriptedOrders } from '../../e2e/support/scripted-player';

const ruleset = rulesetFor('drive-on-stalingrad')!;
const sides = ['german', 'soviet'] as Side[];

/** The opening positions of both scenarios, and for each side the scripted player's orders there. */
const positions = ['operation-blue', 'operation-uranus'].map((scenario) => {
  const state = ruleset.setup(scenario);
  const window = ruleset.window(state)!;
  const orders = sides.map((side) => {
    const enemy = ruleset.options(state, sides.find((s) => s !== side)!).map((u) => u.hex as string);
    return scriptedOrders({ accepts: window.accepts, options: ruleset.options(state, side), enemyDistance: dosDistanceField(enemy) });
  });
  return { state, orders };
});

/** Orders the rules refuse, whatever the position. */
const refused: unknown[] = [{ attack: { target: '0101', units: ['no-such-unit'] } }, { move: { unit: 'no-such-unit', to: '0101' } }];

const call = fc.record({
  position: fc.integer({ min: 0, max: positions.length - 1 }),
  side: fc.integer({ min: 0, max: 1 }),
  from: fc.integer({ min: 0, max: 1 }),
  take: fc.integer({ min: 0, max: 4 }),
  refused: fc.integer({ min: -1, max: refused.length - 1 }),
});

describe('the rules check kept per position and orders (checked-orders.ts)', () => {
  it('gives what the rules give, call after call, over positions, sides and orders that share the kept answers', () => {
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 12 }), (calls) => {
        for (const c of calls) {
          const { state, orders } = positions[c.position]!;
          const picked = orders[c.from]!.slice(0, c.take);
          const submission: Submission = { side: sides[c.side]!, orders: c.refused < 0 ? picked : [...picked, refused[c.refused]] };
          expect(checkedOrders(ruleset, state, submission)).toEqual(ruleset.check(state, submission));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('tells standing orders apart from none, and keeps its answer from what a caller does with the issues', () => {
    const { state } = positions[0]!;
    const bad: Submission = { side: 'german' as Side, orders: [refused[0]] };
    const first = checkedOrders(ruleset, state, bad);
    expect(first.length).toBeGreaterThan(0);
    first[0]!.message = 'changed';
    first[0]!.path.push('changed');
    first.pop();
    expect(checkedOrders(ruleset, state, bad)).toEqual(ruleset.check(state, bad));
    const standing: Submission = { side: 'soviet' as Side, orders: [], standing: { nonsense: true } };
    expect(checkedOrders(ruleset, state, { side: 'soviet' as Side, orders: [] })).toEqual(ruleset.check(state, { side: 'soviet' as Side, orders: [] }));
    expect(checkedOrders(ruleset, state, standing)).toEqual(ruleset.check(state, standing));
  });
});
