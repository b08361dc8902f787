import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { checkStacking } from '#games/campaign-to-stalingrad/rules/stacking';
import { FixedDice } from '#kernel/dice';
import { hexId } from '#kernel/ids';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const INF = ['6-7-4', '3-4-4'];
const RD = ['3-4-4', '2-3-4', '1-1-4'];

/** A battle of 1-3 German divisions from 1510 against 1-3 Soviet divisions in 1509, with random terrain and dice. */
const battleArb = fc.record({
  attackers: fc.integer({ min: 1, max: 3 }),
  defenders: fc.integer({ min: 1, max: 3 }),
  defenderSteps: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
  terrain: fc.constantFrom('clear', 'forest', 'hills', 'marsh'),
  whites: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 2 }),
  black: fc.integer({ min: 1, max: 6 }),
  hold: fc.boolean(),
  me: fc.constantFrom(0, 1, 2),
});

describe('every battle keeps the rules\' invariants (property)', () => {
  it('nobody loses more steps than it has, eliminated units leave the map, survivors retreat exactly as the black die says, and stacks stay legal', () => {
    fc.assert(
      fc.property(battleArb, (b) => {
        const units: TinyUnit[] = [{ id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true }];
        for (let i = 0; i < b.attackers; i++) units.push({ id: `a${i}`, side: 'axis', type: 'infantry', faces: INF, hex: '1510' });
        for (let i = 0; i < b.defenders; i++) units.push({ id: `d${i}`, side: 'soviet', type: 'rifle', faces: RD, hex: '1509', steps: b.defenderSteps[i]! });
        const { ctx, state } = tinyWorld({ terrain: { '1509': b.terrain }, units });
        const dice = FixedDice.mixed({}, [...b.whites, b.black, ...b.whites, b.black].map((v) => (v === 1 ? 2 : v)));
        const order = BattleOrderSchema.parse({ attackers: units.filter((u) => u.id.startsWith('a')).map((u) => u.id), targets: ['1509'], maximumEffort: b.me });
        const standing = { defender: DefenseStandingSchema.parse({ determinedDefense: { policy: b.hold ? 'hold' : 'never', maxLevel: 2 } }) };
        const { state: after, events } = resolveBattle(ctx, state, order, dice, 'p', standing);
        const battle = events.find((e) => e.type === 'battle');
        if (!battle) return; // worse than 1-4: no battle
        const before = (id: string) => state.units[id]!.steps;
        for (const [id, u] of Object.entries(after.units)) {
          expect(u.steps).toBeGreaterThanOrEqual(0);
          expect(u.steps).toBeLessThanOrEqual(before(id));
          if (u.steps === 0) expect([id, u.where, u.hex]).toEqual([id, expect.stringMatching(/^cadre/), null]);
        }
        const retreated = Object.values(after.units).filter((u) => u.id.startsWith('d') && u.where === 'map');
        if ((battle.advance as number) > 0) {
          for (const u of retreated) {
            expect(u.hex).not.toBe('1509');
            expect(u.disrupted).toBe(true);
            expect([1, 2]).toContain(ctx.map.grid.distance(hexId('1509'), u.hex!));
          }
        } else {
          for (const u of retreated) expect(u.hex).toBe('1509');
        }
        const byHex = new Map<string, string[]>();
        for (const u of Object.values(after.units)) if (u.where === 'map') byHex.set(`${u.hex}/${u.id[0]}`, [...(byHex.get(`${u.hex}/${u.id[0]}`) ?? []), u.id]);
        for (const ids of byHex.values()) expect(checkStacking(ctx, ids.map((id) => ctx.units.get(id)!)).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
