import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { friendlyEdge } from '#games/campaign-to-stalingrad/rules/friendly-edge';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { isHq } from '#games/campaign-to-stalingrad/rules/unit-kind';
import { bondsOf, zocHexes } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { hexsideKey } from '#kernel/hex/hexside';
import { hexId, type HexId } from '#kernel/ids';
import { findBonds } from '#kernel/zoc/bonds';
import { edgePhantoms } from '#kernel/zoc/edge';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const hexArb = fc.record({ r: fc.integer({ min: 10, max: 20 }), c: fc.integer({ min: 1, max: 20 }) }).map(({ r, c }) => `${r}${String(c).padStart(2, '0')}`);
const AXIS_NATIONS = ['german', 'hungarian', 'rumanian'] as const;

/**
 * Units of both sides (Axis of three nationalities), Major River sides, then a run of
 * changes, each of one to three units: a move to a hex, Disruption (13.0) or its end, a
 * step lost (a unit on its last step has no ZOC, 6.1), leaving the map, or a mark that
 * changes no ZOC (attacked, 10.1.4).
 */
const changeArb = fc.record({ unit: fc.nat(), what: fc.constantFrom('move', 'move', 'disrupt', 'step', 'off', 'mark'), hex: hexArb });
const gameArb = fc.record({
  units: fc.array(fc.record({ side: fc.constantFrom<CtsSide>('axis', 'soviet'), nation: fc.constantFrom(...AXIS_NATIONS), hex: hexArb }), { minLength: 1, maxLength: 40 }),
  rivers: fc.array(hexArb, { maxLength: 30 }),
  moves: fc.array(fc.array(changeArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
  /** Positions whose bonds are not asked (who stands where is, as the rules ask it between questions of bonds). */
  unasked: fc.array(fc.boolean(), { maxLength: 13 }),
});

describe('the bonds of a position (property)', () => {
  it('are those the whole 6.3-6.9 search finds, position after position, however few ZOC hexes changed and however they changed (CtS 6.1, 6.3, 6.5, 6.6, 6.8b, 6.9, 13.0)', () => {
    let bondsSeen = 0;
    fc.assert(
      fc.property(gameArb, (g) => {
        const units: TinyUnit[] = g.units.map((u, i) =>
          u.side === 'axis' ? { id: `a${i}`, side: 'axis', nationality: u.nation, type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: u.hex } : { id: `s${i}`, side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: u.hex },
        );
        const { ctx: grid } = tinyWorld({ units: [] });
        const hexsides: Record<string, string[]> = {};
        g.rivers.forEach((h, k) => {
          const ns = grid.map.neighbours(hexId(h));
          hexsides[hexsideKey(hexId(h), ns[k % ns.length]!)] = [k % 3 === 0 ? 'volga' : 'major-river'];
        });
        const { ctx, state: first } = tinyWorld({ units, hexsides });
        // the whole search, as 6.3-6.9 describe it, on one position
        const reference = (state: CtsState, side: CtsSide) => {
          const occ = occupancy(ctx, state);
          const onMap = (h: HexId): boolean => ctx.map.has(h);
          const nations = (h: HexId): Set<string> => new Set(occ.at(h, side).filter((p) => !isHq(p.spec)).map((p) => p.spec.nationality));
          const only = (s: Set<string>, n: string): boolean => s.size === 1 && s.has(n);
          const river = (a: HexId, b: HexId): boolean => onMap(a) && onMap(b) && ctx.map.hexside(a, b).some((f) => f === 'major-river' || f === 'volga');
          return findBonds({
            zocHexes: [...zocHexes(ctx, occ, side), ...edgePhantoms(friendlyEdge(ctx, state, side), (h) => ctx.wideGrid.neighbours(h), onMap)],
            neighbours: (h) => ctx.wideGrid.neighbours(h),
            enemyIn: (h) => onMap(h) && occ.enemyIn(h, side),
            canPair: (a, b) => !onMap(a) || !onMap(b) || !((only(nations(a), 'hungarian') && only(nations(b), 'rumanian')) || (only(nations(a), 'rumanian') && only(nations(b), 'hungarian'))),
            loopSide: river,
          }).filter((b) => (b.kind === 'hex' ? onMap(b.hex) : b.between.some(onMap)));
        };
        let state = first;
        let n = 0;
        for (const step of [undefined, ...g.moves]) {
          if (step) {
            const changed = { ...state.units };
            for (const c of step) {
              const id = units[c.unit % units.length]!.id;
              const u = changed[id]!;
              changed[id] =
                c.what === 'move'
                  ? { ...u, where: 'map', hex: hexId(c.hex) }
                  : c.what === 'disrupt'
                    ? { ...u, disrupted: !u.disrupted }
                    : c.what === 'step'
                      ? { ...u, steps: Math.max(1, u.steps - 1) }
                      : c.what === 'off'
                        ? { ...u, where: 'off-map', hex: null }
                        : { ...u, attacked: true };
            }
            state = { ...state, units: changed };
          }
          if (g.unasked[n++] === true) {
            occupancy(ctx, state);
            continue;
          }
          for (const side of ['axis', 'soviet'] as CtsSide[]) {
            const bonds = bondsOf(ctx, state, side).bonds;
            bondsSeen += bonds.length;
            expect(bonds).toEqual(reference(state, side));
          }
        }
      }),
      { numRuns: 120 },
    );
    expect(bondsSeen).toBeGreaterThan(0);
  });
});
