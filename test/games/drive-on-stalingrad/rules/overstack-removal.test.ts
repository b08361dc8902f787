import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UnitId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { overstackRemovals } from '#games/drive-on-stalingrad/rules/overstack-removal';
import { checkHexStack } from '#games/drive-on-stalingrad/rules/stacking';
import type { TinySpec } from '../support/tiny-bundle';
import { tinyBundle } from '../support/tiny-bundle';
import { tinyGame } from '../support/tiny-game';

/** DoS 6.2 with the digest §6 N5 default: the fewest units go, the strongest first. */
const units: TinySpec['units'] = {};
for (let i = 0; i < 12; i++) units[`r${String(i).padStart(2, '0')}`] = { nat: 'soviet', type: 'rifle', full: `${i % 4}-${1 + (i % 3)}-4` };
for (let i = 0; i < 5; i++) units[`a${i}`] = { nat: 'soviet', type: 'artillery', full: `${2 + i}-2-3` };
const spec: TinySpec = { hexes: { '2625': 'clear' }, units, position: Object.fromEntries(Object.keys(units).map((u) => [u, '2625'])) };
const ctx = createContext(tinyBundle(spec));
const { state } = tinyGame(spec);
const legal = (ids: string[]) => checkHexStack(ids.map((id) => ctx.units.get(id)!), { anyNationality: true }).ok;
const strength = (id: string) => {
  const f = ctx.units.get(id)!.full;
  return (f.attack as number) + (f.defense as number);
};

describe('over-stack removal (DoS 6.2, 6.1, 6.4; digest N5)', () => {
  it('9 rifle divisions lose one, the strongest (ties: the lowest id); 4 artillery lose one artillery', () => {
    const rifles = Object.keys(units).filter((u) => u.startsWith('r')).slice(0, 9) as UnitId[];
    expect(overstackRemovals(ctx, state, rifles)).toEqual(['r02']); // r02 and r07 both 5: the lower id
    const guns = ['r00', 'a0', 'a1', 'a2', 'a3'] as UnitId[];
    expect(overstackRemovals(ctx, state, guns)).toEqual(['a3']);
  });

  it('any group: what is left is legal, nothing is removed from a legal group, and no smaller removal would do', () => {
    fc.assert(
      fc.property(fc.subarray(Object.keys(units), { minLength: 1, maxLength: 15 }), (ids) => {
        const removed = overstackRemovals(ctx, state, ids as UnitId[]);
        const kept = ids.filter((id) => !removed.includes(id as UnitId));
        expect(legal(kept)).toBe(true);
        if (legal(ids)) expect(removed).toEqual([]);
        const rifles = ids.filter((id) => id.startsWith('r')).length;
        const guns = ids.length - rifles;
        expect(removed.length).toBe(Math.max(0, rifles - 8) + Math.max(0, guns - 3));
        // the opponent's choice: no kept unit of the same kind is stronger than a removed one
        for (const r of removed) for (const k of kept) if (k[0] === r[0]) expect(strength(k)).toBeLessThanOrEqual(strength(r));
      }),
    );
  });
});
