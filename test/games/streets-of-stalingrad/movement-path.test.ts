import { describe, expect, it } from 'vitest';
import { walkPath, type PathWalk } from '#games/streets-of-stalingrad/movement/walk-path';
import { sosTables } from './tables-fixture';
import { enter, walk } from './walk-fixture';

/** SoS 8.0: a stack's move along its path, hex by hex, on the reconstructed TEC. */
const tec = sosTables().tec;
const outcome = (w: PathWalk): string => {
  const v = walkPath(tec, w);
  return v.ok ? `spends ${v.spent}, ${v.left} left` : `refused at path[${v.index}]: ${v.code} (${v.rule}) after ${v.steps.length} step(s)`;
};

describe('a move along a path (SoS 8.0)', () => {
  it.each<[string, string, PathWalk, string]>([
    ['8.01, 8.04', 'a foot unit through three clear hexes and a city hex: 1 + 1 + 1 + 2', walk([enter('clear'), enter('clear'), enter('clear'), enter('city')]), 'spends 5, 3 left'],
    ['8.04', '"A unit must have enough MP to enter a hex or it may not do so": the fifth city hex', walk([enter('city'), enter('city'), enter('city'), enter('city'), enter('city')]), 'refused at path[4]: not-enough-mp (SoS 8.04) after 4 step(s)'],
    ['8.04', 'exactly the MP it has: 8 of 8', walk([enter('city'), enter('city'), enter('city'), enter('city')]), 'spends 8, 0 left'],
    ['8.01', '"All movement is into adjacent, contiguous hexes"', walk([enter('clear'), enter('clear', { adjacent: false })]), 'refused at path[1]: not-adjacent (SoS 8.01) after 1 step(s)'],
    ['8.08', 'never into a hex with an enemy combat unit', walk([enter('clear', { enemyCombatUnit: true })]), 'refused at path[0]: enemy-combat-unit (SoS 8.08) after 0 step(s)'],
    ['8.08', 'nor through one', walk([enter('clear'), enter('clear', { enemyCombatUnit: true }), enter('clear')]), 'refused at path[1]: enemy-combat-unit (SoS 8.08) after 1 step(s)'],
    ['8.09, 6.5', 'a foot unit stops on entering an enemy ZOC hex', walk([enter('clear', { intoZoc: true }), enter('clear', { fromZoc: true })]), 'refused at path[1]: stopped-in-zoc (SoS 8.09, 6.5) after 1 step(s)'],
    ['8.09, 6.5', 'and may end its move there', walk([enter('clear'), enter('clear', { intoZoc: true })]), 'spends 2, 6 left'],
    ['6.5, 6.6', 'an armored stack goes on from one enemy ZOC hex into another, 2 MP over the terrain', walk([enter('clear', { intoZoc: true }), enter('clear', { fromZoc: true, intoZoc: true })], { movers: ['vehicle'], armored: true, availableMp: 18 }), 'spends 4, 14 left'],
    ['8.06, 8.11', 'a stack of a foot unit and a tank pays the dearer cost of each hex: a city hex costs the tank 4', walk([enter('city')], { movers: ['foot', 'vehicle'] }), 'spends 4, 4 left'],
    ['8.06, 8.12', 'and goes only where every unit may: the tank may not cross the balka', walk([enter('clear', { hexside: { features: ['balka'] } })], { movers: ['foot', 'vehicle'] }), 'refused at path[0]: vehicle-may-not-cross (SoS 8.12, 17.12, Appendices A and B) after 0 step(s)'],
    ['8.14', 'a tank along a road through suburbs: the road rate each hex', walk([enter(['suburb', 'road'], { along: 'road' }), enter(['suburb', 'road'], { along: 'road' })], { movers: ['vehicle'], availableMp: 18 }), 'spends 1, 17 left'],
  ])('SoS %s: %s', (_rule, _what, w, want) => expect(outcome(w)).toBe(want));

  it('lists every step with its cost, its reasons and the MP spent so far', () => {
    const v = walkPath(tec, walk([enter('clear'), enter('city', { intoZoc: true })]));
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.steps.map((s) => [s.index, s.mp, s.spent])).toEqual([[0, 1, 1], [1, 2, 3]]);
    expect(v.steps[1]!.parts).toEqual([{ mp: 2, reason: 'city, the most costly terrain in the hex', rule: 'SoS 8.04, 8.11, TEC' }]);
  });

  it('a refusal keeps the steps taken before it, for the report of where the stack stopped', () => {
    const v = walkPath(tec, walk([enter('clear'), enter('forest'), enter('clear', { enemyCombatUnit: true })]));
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.steps.map((s) => s.spent)).toEqual([1, 3]);
    expect(v.message).toContain('enemy combat unit');
  });
});
