import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexId, type HexId } from '#kernel/ids';
import { kbUnitOptions } from '#games/kharkov-battles/options/index';
import { stateMoveQueries } from '#games/kharkov-battles/movement-phase/state-queries';
import { moveOptions } from '#games/kharkov-battles/rules/movement/reach';
import { checkMove } from '#games/kharkov-battles/rules/movement/walk';
import { stackingFailures } from '#games/kharkov-battles/rules/stacking/hex-limits';
import { occupancy } from '#games/kharkov-battles/state/occupancy';
import type { KbState } from '#games/kharkov-battles/state/types';
import { fragmentWindow } from './options-fixture';
import { gridMap } from './state-fixtures';

/**
 * The options' move searches ask the step costs by hex number (options/dense-steps.ts); here
 * they are held to the movement rules' own search (rules/movement/reach.ts, step.ts) on
 * random positions of a small map with every terrain the Terrain Effects Chart prices: woods,
 * marsh, a town, a city that may be Rubble, a road, a Major River, the Dnepr that a Pontoon
 * may bridge, interdicted hexes, and lone HQs to Overrun.
 */
const MAP = gridMap({
  rows: [10, 16],
  cols: [10, 18],
  hexes: { '1113': { terrain: 'woods' }, '1114': { terrain: 'woods' }, '1311': { terrain: 'marsh' }, '1412': { terrain: 'marsh' }, '1215': { terrain: 'clear', features: ['town'] }, '1313': { terrain: 'clear', features: ['city'] } },
  hexsides: [
    ['1210', '1211', ['road']], ['1211', '1212', ['road']], ['1212', '1213', ['road']], ['1213', '1214', ['road']], ['1214', '1215', ['road']],
    ['1015', '1016', ['major-river']], ['1115', '1116', ['major-river']], ['1315', '1316', ['major-river']], ['1415', '1416', ['major-river']],
    ['1017', '1018', ['dnepr-river']], ['1117', '1118', ['dnepr-river']], ['1217', '1218', ['dnepr-river']],
  ],
});
const HEXES = MAP.hexIds();
const AXIS = ['ger-1-lah', 'ger-2-lah', 'ger-320-id-kb', 'ger-ss-pzk'];
const SOVIET = ['sov-25g-rd-kb', 'sov-4-tc-kb', 'sov-38a-hq-kb', 'sov-40a-hq-kb'];

const scene = fc.record({
  axis: fc.uniqueArray(fc.constantFrom(...HEXES), { minLength: 4, maxLength: 4 }),
  soviet: fc.uniqueArray(fc.constantFrom(...HEXES), { minLength: 4, maxLength: 4 }),
  side: fc.constantFrom('axis' as const, 'soviet' as const),
  weather: fc.constantFrom('clear' as const, 'mud' as const, 'freeze' as const),
  rubble: fc.boolean(),
  pontoon: fc.boolean(),
  interdicted: fc.subarray(['1212', '1213', '1214', '1012', '1512'].map(hexId)),
});

describe('the dense step costs are the movement rules\' (KB 10.2, 10.3, 7.22, 7.25, 10.51, 11.31-11.34, 5.32, 5.43, 18.21)', () => {
  it('on random positions every unit lists the destinations, costs and paths rules/movement/reach.ts finds, and each listed Mobile Infiltration walks as one', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const taken = new Set(s.axis);
        const soviet = s.soviet.filter((h) => !taken.has(h));
        const at: Record<string, string[]> = {};
        s.axis.forEach((h, i) => (at[h] = [AXIS[i]!]));
        soviet.forEach((h, i) => (at[h] = [SOVIET[i]!]));
        const change = (st: KbState): KbState => ({
          ...st,
          weather: s.weather,
          markers: { ...st.markers, rubble: s.rubble ? [hexId('1313')] : [], pontoons: s.pontoon ? [{ hex: hexId('1117'), across: hexId('1118') }] : [], interdicted: [...s.interdicted].sort() },
        });
        const input = fragmentWindow(MAP, at, `${s.side}-movement`, change);
        const q = stateMoveQueries(input.ctx, input.state, input.side);
        const occ = occupancy(input.ctx, input.state);
        for (const o of kbUnitOptions(input)) {
          if ((o.notes ?? []).some((n) => /never moves|may not move/.test(n))) continue;
          const st = input.state.units[o.unit]!;
          const mctx = { map: MAP, tec: input.tec, weather: input.state.weather, mover: input.mover(input.state, o.unit), q };
          const fits = (h: HexId) => {
            const there = occ.at(h, input.side);
            return there.length === 0 || stackingFailures([...there, { def: input.ctx.unit(o.unit), state: st, hex: h }]).length === 0;
          };
          const row = (m: { hex: string; cost: number; path: string[] }) => `${m.hex} ${m.cost} ${m.path.join('-')}`;
          const rules = moveOptions(mctx, st.hex!, 'tactical').filter((m) => !m.infiltration && (q.enemyOccupied(m.hex) || fits(m.hex)));
          expect([...(o.moves ?? []), ...(o.overrunMoves ?? [])].map(row).sort(), o.unit).toEqual(rules.map(row).sort());
          expect((o.strategicMoves ?? []).map(row), `${o.unit} strategic`).toEqual(moveOptions(mctx, st.hex!, 'strategic').filter((m) => fits(m.hex)).map(row));
          for (const m of o.infiltrations ?? []) expect(checkMove(mctx, { start: st.hex!, path: m.path, mode: 'tactical' })).toMatchObject({ ok: true, infiltration: true, cost: m.cost });
        }
      }),
      { numRuns: 80 },
    );
  });
});
