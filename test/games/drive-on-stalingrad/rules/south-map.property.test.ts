import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dice } from '#kernel/engine/dice';
import { hexId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { southMapAtTurnStart } from '#games/drive-on-stalingrad/rules/reinforcements/south-map';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { tinyBundle } from '../support/tiny-bundle';

const POOL = Array.from({ length: 16 }, (_, i) => `sov-p${String(i + 1).padStart(2, '0')}`);
const ctx = createContext(
  tinyBundle({
    hexes: { '2725': { terrain: 'clear', features: ['city'] }, '2726': 'clear' },
    units: Object.fromEntries(POOL.map((id) => [id, { nat: 'soviet', type: 'rifle', full: '2-3-4', untried: true } as const])),
    position: {},
    southReinforcements: { gate: '2725', total: 10, perTurn: 2, pool: POOL },
  }),
);

/** Hidden draws from a list of numbers (any number maps onto the die's faces); public rolls are not expected. */
function numberDice(values: number[]): Dice & { labels: string[] } {
  let i = 0;
  const labels: string[] = [];
  const take = (label: string, sides: number) => {
    labels.push(label);
    return 1 + ((values[i++ % values.length] ?? 0) % sides);
  };
  return {
    labels,
    roll: () => {
      throw new Error('no public roll in the south-map draws');
    },
    rollMany: () => {
      throw new Error('no public roll in the south-map draws');
    },
    hidden: take,
  };
}

const turnArb = fc.record({ rostovGerman: fc.boolean(), enter: fc.integer({ min: 0, max: 2 }) });

describe('south-map reinforcements over a whole game (DoS 8.5)', () => {
  it('never more than 10 drawn, never more than 2 waiting or entering a game turn, from the pool only, the gate latched once open (E18)', () => {
    fc.assert(
      fc.property(fc.array(turnArb, { minLength: 11, maxLength: 11 }), fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (turns, values) => {
        let state: DosState = setupScenario(ctx, 'test');
        let opened: number | null = null;
        turns.forEach((t, k) => {
          state = { ...state, turn: k + 1, control: t.rostovGerman ? { '2725': 'german' } : {} };
          const dice = numberDice(values);
          const before = state.arrivals.southDrawn.length;
          southMapAtTurnStart(ctx, state, dice, `T${String(k + 1).padStart(2, '0')}/soviet`);
          const drawn = state.arrivals.southDrawn;
          if (opened === null && t.rostovGerman) opened = k + 1;
          expect(state.arrivals.southGate).toBe(opened); // latched, whatever happens to Rostov later
          if (opened === null) expect(drawn.length).toBe(0);
          expect(dice.labels).toEqual(drawn.slice(before).map((_, j) => `T${String(k + 1).padStart(2, '0')}/soviet/south-reinforcements/draw-${before + j + 1}`));
          expect(drawn.length).toBeLessThanOrEqual(10);
          expect(new Set(drawn).size).toBe(drawn.length);
          expect(drawn.every((id) => POOL.includes(id))).toBe(true);
          const waiting = drawn.filter((id) => state.units[id]!.status === 'pending');
          expect(waiting.length).toBeLessThanOrEqual(2);
          // the Soviet enters some of them (at most all that wait: at most 2 a turn)
          for (const id of waiting.slice(0, t.enter)) state.units = { ...state.units, [id]: { ...state.units[id]!, status: 'on-map', hex: hexId('2726') } };
        });
        const all = state.arrivals.southDrawn;
        if (opened !== null && opened <= 7 && turns.slice(opened - 1).every((t) => t.enter === 2)) expect(all.length).toBe(10); // 2 a turn from the gate on fills the 10
      }),
      { numRuns: 100 },
    );
  });
});
