import { describe, expect, it } from 'vitest';
import { placeStartWorks, startWorkProblems, WORKS_AT_START, type StartWork } from '#games/streets-of-stalingrad/setup/works-at-start';
import { engineeringOf } from '#games/streets-of-stalingrad/state/engineering';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { env, fragment, ring } from './engineering-fixture';
import { ruleset, sub } from './attack-fixture';

/**
 * SoS 17.19, 17.28, 17.38: "At the beginning of a scenario: All bridges [minefields,
 * fortification units] noted as available at the start of a scenario may be placed in any
 * balka hex [any hex within the area noted for their side] as long as that hex is not an
 * enemy ZOC hex [or, bridges and fortifications, within the range of a direct fire enemy
 * combat unit that has an unblocked LOS to that hex]." Scenarios #1 and #2 list no works (the
 * cards are not in the text); a scenario fragment that lists some: the German has one bridge
 * and one fortification, the fortification's area around 1830.
 */
const B = '1825';
const AREA = ['1830', '1831', '1832'];
const LISTED: StartWork[] = [{ kind: 'bridge', count: 1 }, { kind: 'fortification', count: 1, area: AREA }];
const at = (i: number) => ['orders', i];
const problems = (s: ReturnType<typeof fragment>, works: { kind: 'bridge' | 'minefield' | 'fortification'; hex: string }[], listed: readonly StartWork[] = LISTED) =>
  startWorkProblems(env, s, 'german', listed, works, at).map((x) => [x.code, x.rule, x.path.join('.')]);

describe('SoS 17.19, 17.28, 17.38: works placed at the start of a scenario', () => {
  it('scenarios #1 and #2 list none: any work placed is refused', () => {
    for (const id of ['scenario-1', 'scenario-2'] as const) expect(WORKS_AT_START[id]).toEqual({ german: [], soviet: [] });
    expect(problems(fragment({}), [{ kind: 'minefield', hex: '1830' }], WORKS_AT_START['scenario-1'].german)).toEqual([['work-not-available', 'SoS 17.28', 'orders.0']]);
  });

  it('a listed bridge in a balka hex and a fortification within its area, no enemy near: placed, finished from the start (a bridge usable on the first turn, 17.19)', () => {
    const s = fragment({});
    const works = [{ kind: 'bridge' as const, hex: B }, { kind: 'fortification' as const, hex: '1830' }];
    expect(problems(s, works)).toEqual([]);
    const e = engineeringOf(placeStartWorks(s, 'german', works));
    expect(e.bridges).toEqual([B]);
    expect(e.fortifications).toEqual([{ hex: '1830', side: 'german' }]);
    expect(e.tasks).toEqual([]);
  });

  it('no more than listed, the bridge on a balka hex, the fortification within its area', () => {
    const clear = ring(B, 3).find((h) => !env.map.hex(h as never)!.terrain.includes('balka'))!;
    expect(problems(fragment({}), [{ kind: 'bridge', hex: clear }])).toEqual([['not-a-balka', 'SoS 17.19', 'orders.0']]);
    expect(problems(fragment({}), [{ kind: 'fortification', hex: '1830' }, { kind: 'fortification', hex: '1831' }])).toEqual([['too-many-works', 'SoS 17.38', 'orders.1']]);
    expect(problems(fragment({}), [{ kind: 'fortification', hex: '1840' }])).toEqual([['outside-work-area', 'SoS 17.38', 'orders.0']]);
    expect(problems(fragment({}), [{ kind: 'minefield', hex: '1830' }])).toEqual([['work-not-available', 'SoS 17.28', 'orders.0']]);
  });

  it('not in an enemy ZOC hex; a bridge or fortification not within range and sight of an enemy direct fire unit', () => {
    const zoc = problems(fragment({ 'sov-1-42g': ring('1830', 1)[0]! }), [{ kind: 'fortification', hex: '1830' }]);
    expect(zoc.map((x) => x[0])).toContain('enemy-zoc');
    const H = '3130';
    const twoAway = ring(H, 2).find((h) => env.los.sees(h as never, H as never) && env.map.hex(h as never)!.terrain.every((t) => t === 'clear'))!;
    const listed: StartWork[] = [{ kind: 'fortification', count: 1, area: [H] }, { kind: 'minefield', count: 1, area: [H] }];
    const s = fragment({ 'sov-1-42g': twoAway });
    expect(problems(s, [{ kind: 'fortification', hex: H }], listed)).toEqual([['enemy-fire-range', 'SoS 17.38', 'orders.0']]);
    // SoS 17.28: a minefield asks only that the hex be out of enemy ZOC
    expect(problems(s, [{ kind: 'minefield', hex: H }], listed)).toEqual([]);
  });

  it('the set-up window takes `placeWork` and refuses one in scenario #1, which lists none; a file without one sets up as before, with no works', () => {
    const g = ruleset.setup('scenario-1');
    const issues = ruleset.check(g, sub('soviet', [{ placeWork: { kind: 'minefield', hex: '0840' } }]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.placeWork', 'work-not-available', 'SoS 17.28']]);
    const placed = ruleset.adjudicate(g, [sub('soviet', [])], new FixedDice([])).state;
    expect(placed.state.engineering).toBeUndefined();
  });
});
