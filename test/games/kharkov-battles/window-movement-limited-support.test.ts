import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { FixedDice } from '#kernel/dice';
import { kbUnitOptions } from '#games/kharkov-battles/options/index';
import { withUnits } from '#games/kharkov-battles/state/update';
import type { KbState } from '#games/kharkov-battles/state/types';
import { adjudicateMovement, checkMovement } from '#games/kharkov-battles/windows/movement/index';
import { ENV, onKb } from './game-fixture';
import { windowOf } from './options-fixture';

const LAH = 'ger-1-lah';
const HQ = 'ger-ss-pzk';
const NONE = { axis: null, soviet: null } as const;

/** The position with `unit` marked 'Limited Support' (KB 9.4). */
const limitedSupport = (state: KbState, unit: string): KbState => withUnits(state, { [unit]: { marks: { ...state.units[unit]!.marks, limitedSupport: true } } });

/** The Axis Movement window's tactical destinations of `unit`, as the options list them. */
const listed = (state: KbState, unit: string) => {
  const window = windowOf('operation-star', 3, 'axis-movement');
  const all = kbUnitOptions({ ctx: ENV.ctxOf(state), state, side: 'axis', window, tec: ENV.tec, mover: ENV.mover });
  return all.find((o) => o.unit === unit)!;
};

/*
 * KB 9.42: "Cadre units with a 'Limited Support' marker may still use their full MPA if
 * moving toward a friendly supply source or HQ unit." The 1st LAH regiment, reduced to its
 * cadre (MPA 10, halved to 5 by its marker, 9.4), in KB3209 on clear ground; the SS Panzer
 * Corps HQ in KB3216, seven hexes east along row 32. The Axis supply sources of Operation
 * Star lie on the western (xx01) and southern (01xx) edges of the map.
 */
describe('KB 9.42: a Limited Support cadre moving toward a friendly supply source or HQ unit uses its full MPA', () => {
  const state = limitedSupport(onKb({ '3209': [{ id: LAH, steps: 1 }], '3216': [HQ] }), LAH);
  const toward = ['3210', '3211', '3212', '3213', '3214', '3215'];

  it('the rules audit case: six hexes each nearer the HQ, 6 MP of its full 10, are accepted', () => {
    expect(checkMovement(ENV, state, 'axis', [{ move: { unit: LAH, path: toward } }])).toEqual([]);
  });

  it('the Movement Phase carries the move out', () => {
    const { state: after, events } = adjudicateMovement(ENV, state, 'axis', [{ move: { unit: LAH, path: toward } }], NONE, new FixedDice([]), 'T03/axis-movement');
    expect(after.units[LAH]!.hex).toBe('3215');
    expect(events.find((e) => e.type === 'moved')).toMatchObject({ unit: LAH, path: toward, cost: 6 });
  });

  it('the options list KB3215 by that path', () => {
    expect(listed(state, LAH).moves?.find((m) => m.hex === '3215')).toMatchObject({ cost: 6, path: toward });
  });

  it('a path whose last hex is no nearer the HQ, nor any source, keeps the halved MPA (9.4): refused over 5 MP, the message saying why', () => {
    const sideways = ['3210', '3211', '3212', '3213', '3214', '3314'];
    const issues = checkMovement(ENV, state, 'axis', [{ move: { unit: LAH, path: sideways } }]);
    expect(issues.map((i) => [i.code, i.rule])).toEqual([['over-budget', 'KB 10.53']]);
    expect(issues[0]!.message).toContain('KB 9.42');
  });

  it('past the HQ no path leads toward it: KB3217, 8 MP away, is refused and not listed', () => {
    const past = ['3210', '3211', '3212', '3213', '3214', '3215', '3216', '3217'];
    expect(checkMovement(ENV, state, 'axis', [{ move: { unit: LAH, path: past } }]).map((i) => i.code)).toEqual(['over-budget']);
    expect(listed(state, LAH).moves?.some((m) => m.hex === '3217')).toBe(false);
  });

  it('toward a supply source counts as well: west along row 32 toward KB3201, 6 MP', () => {
    expect(checkMovement(ENV, state, 'axis', [{ move: { unit: LAH, path: ['3208', '3207', '3206', '3205', '3204', '3203'] } }])).toEqual([]);
  });

  it('a full-strength regiment with the marker keeps the halved MPA whatever its path (9.42 is for cadres)', () => {
    const full = limitedSupport(onKb({ '3209': [LAH], '3216': [HQ] }), LAH);
    expect(checkMovement(ENV, full, 'axis', [{ move: { unit: LAH, path: toward } }]).map((i) => i.code)).toEqual(['over-budget']);
    expect(listed(full, LAH).moves?.some((m) => m.hex === '3215')).toBe(false);
  });
});

/*
 * The options and the window's check agree for a Limited Support cadre (KB 9.4, 9.42): on
 * random positions of the KB map (the 1st LAH cadre west of column 20, the SS Panzer Corps
 * HQ four to nine hexes from it, sometimes a Soviet rifle division two to five hexes away),
 * every tactical and strategic move the options list is accepted by the check, and every
 * sampled path the check accepts ends in a hex the options list: random walks, and walks
 * whose every hex is nearer the HQ (the moves that may use the full MPA).
 */
describe('KB 9.42: the options and the check agree for a Limited Support cadre', () => {
  const map = ENV.ctx('KB').map;
  const west = map.hexIds().filter((h) => Number(h.slice(2)) >= 3 && Number(h.slice(2)) < 18 && Number(h.slice(0, 2)) >= 5);
  const around = (h: HexId, lo: number, hi: number) => map.hexIds().filter((x) => map.grid.distance(h, x) >= lo && map.grid.distance(h, x) <= hi);
  /** A walk of up to `n` hexes from `start`, never back into a hex, each step picked by `pick` among the neighbours `ok` admits. */
  const walk = (start: HexId, n: number, ok: (from: HexId, to: HexId) => boolean, pick: (k: number) => number): HexId[] => {
    const path: HexId[] = [];
    let at = start;
    for (let i = 0; i < n; i++) {
      const next = map.adjacent(at).filter((h) => h !== start && !path.includes(h) && ok(at, h));
      if (next.length === 0) break;
      at = next[pick(next.length)]!;
      path.push(at);
    }
    return path;
  };
  const accepted = (state: KbState, path: readonly string[], strategic = false) => checkMovement(ENV, state, 'axis', [{ move: { unit: LAH, path: [...path], ...(strategic ? { strategic: true } : {}) } }]);

  it('on 25 positions', () => {
    let fullMoves = 0;
    fc.assert(
      fc.property(fc.nat(west.length - 1), fc.nat(1000), fc.nat(1000), fc.boolean(), fc.array(fc.nat(1000), { minLength: 60, maxLength: 60 }), (s, hq, enemy, withEnemy, picks) => {
        const start = west[s]!;
        const hqAt = around(start, 4, 9);
        const at: Record<string, (string | { id: string; steps: number })[]> = { [start]: [{ id: LAH, steps: 1 }] };
        const hqHex = hqAt[hq % hqAt.length]!;
        at[hqHex] = [HQ];
        if (withEnemy) {
          const near = around(start, 2, 5).filter((h) => !(h in at));
          at[near[enemy % near.length]!] = ['sov-25g-rd-kb'];
        }
        const state = limitedSupport(onKb(at), LAH);
        const options = listed(state, LAH);
        const tactical = new Set((options.moves ?? []).map((m) => m.hex));
        for (const m of options.moves ?? []) {
          expect(accepted(state, m.path), `${start} -> ${m.path.join(' ')}`).toEqual([]);
          if (m.cost > 5) fullMoves++;
        }
        for (const m of options.strategicMoves ?? []) expect(accepted(state, m.path, true), `${start} => ${m.path.join(' ')}`).toEqual([]);
        let k = 0;
        const pick = (n: number) => picks[k++ % picks.length]! % n;
        const d = (h: HexId) => map.grid.distance(h, hqHex as HexId);
        const walks = [
          ...[0, 1, 2].map(() => walk(start as HexId, 1 + pick(10), () => true, pick)),
          ...[0, 1, 2].map(() => walk(start as HexId, 1 + pick(10), (from, to) => d(to) < d(from), pick)),
        ];
        for (const path of walks) {
          if (path.length === 0 || accepted(state, path).length > 0) continue;
          expect(tactical.has(path.at(-1)!), `${start} -> ${path.join(' ')} is accepted, its end not listed`).toBe(true);
        }
      }),
      { seed: 942, numRuns: 25 },
    );
    expect(fullMoves).toBeGreaterThan(0);
  });
});
