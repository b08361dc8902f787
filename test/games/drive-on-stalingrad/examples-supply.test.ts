import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, unitId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { defenseStrength } from '#games/drive-on-stalingrad/rules/strength';
import { isUltimateSource } from '#games/drive-on-stalingrad/rules/supply/network-members';
import { addNetworkMarker, networkAddBar } from '#games/drive-on-stalingrad/rules/supply/network-markers';
import { addToOosPile, oosPileVp } from '#games/drive-on-stalingrad/rules/supply/oos-eliminations';
import { supplyTrace } from '#games/drive-on-stalingrad/rules/supply/supply-of';
import { noConsequences } from '#games/drive-on-stalingrad/rules/consequences';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import { tinyBundle, type TinySpec } from './support/tiny-bundle';

/** The rulebook's worked examples on supply (digest §8 X6, X10, X11) and the derived tests D13, D14. */

/** Every hex of rows `rows` and columns `cols` (DoS labels), clear unless overridden. */
function patch(rows: [number, number], cols: [number, number], over: TinySpec['hexes'] = {}): TinySpec['hexes'] {
  const out: TinySpec['hexes'] = {};
  for (let r = rows[0]; r <= rows[1]; r++) for (let c = cols[0]; c <= cols[1]; c++) out[`${r}`.padStart(2, '0') + `${c}`.padStart(2, '0')] = 'clear';
  return { ...out, ...over };
}
const game = (spec: TinySpec) => {
  const ctx = createContext(tinyBundle({ supply: 'traced', ...spec }));
  return { ctx, state: setupScenario(ctx, 'test') };
};

describe('X6 (DoS 4.3): 39 Soviet units destroyed out of supply give the German 1 VP', () => {
  it.each([
    [19, 0],
    [20, 1],
    [39, 1],
    [40, 2],
  ])('%i in the OOS pile: %i VP', (n, vp) => expect(oosPileVp(n)).toBe(vp));

  it('adding them one by one scores once, at the twentieth', () => {
    const units: TinySpec['units'] = {};
    for (let i = 1; i <= 39; i++) units[`s${i}`] = { nat: 'soviet', type: 'rifle', full: '2-3-4' };
    const { ctx, state } = game({ hexes: { '2620': 'clear' }, units, position: {} });
    const out = noConsequences();
    const vpAfter: number[] = [];
    for (let i = 1; i <= 39; i++) {
      addToOosPile(ctx, state, [unitId(`s${i}`)], out);
      vpAfter.push(state.vp);
    }
    expect([vpAfter[18], vpAfter[19], vpAfter[38]]).toEqual([0, 1, 1]);
    expect(state.supply.oosEliminated).toHaveLength(39);
  });
});

describe('X10 (DoS 7.12): Rostov 2725 is within seven hexes of Tsimlyanskiy 2618; a unit tracing to Tsimlyanskiy connects from there to Rostov', () => {
  // Rostov stands for a functioning source of the German network: marked as one here.
  const { ctx, state } = game({
    hexes: patch([25, 28], [10, 26], {
      '2725': { terrain: 'clear', features: ['city', 'ultimate-german'], name: 'Rostov' },
      '2618': { terrain: 'clear', features: ['town'], name: 'Tsimlyanskiy' },
    }),
    units: {},
    position: {},
    german: Object.keys(patch([25, 28], [10, 26])),
  });

  it('counts 7, the starting hex excluded, the source included', () => expect(ctx.map.grid.distance(hexId('2725'), hexId('2618'))).toBe(7));

  it('a German unit 7 hexes beyond Tsimlyanskiy (14 from Rostov) is in regular supply through it', () => {
    const t = supplyTrace(ctx, state, 'german', hexId('2611'));
    expect(t).toMatchObject({ status: 'regular', line: { length: 7, source: '2618', chain: ['2618', '2725'] } });
  });

  it('one hex further it is out of supply', () => expect(supplyTrace(ctx, state, 'german', hexId('2610')).status).toBe('oos'));
});

describe('X11 (DoS 7.18): a captured Soviet ultimate source is at most an intermediate source for the German, with a marker', () => {
  // Volzhsk 2620, a Soviet ultimate source, is German-held; Kursk 2627 is 7 hexes west.
  const spec: TinySpec = {
    hexes: patch([26, 26], [10, 27], {
      '2620': { terrain: 'clear', features: ['town', 'ultimate-soviet'], name: 'Volzhsk' },
      '2627': { terrain: 'clear', features: ['town', 'ultimate-german'], name: 'Kursk' },
    }),
    units: {},
    position: {},
    german: Object.keys(patch([26, 26], [21, 27])),
  };
  const { ctx, state: start } = game(spec);
  const state = { ...start, control: { '2620': 'german' as const } }; // taken by the German
  const unit = hexId('2613'); // 7 hexes east of Volzhsk, 14 from Kursk

  it('it does not become a German ultimate source, and unmarked it supplies nothing', () => {
    expect(isUltimateSource(ctx, state, 'german', hexId('2620'))).toBe(false);
    expect(supplyTrace(ctx, state, 'german', unit).status).toBe('oos');
  });

  it('it qualifies for a marker, and marked it works as an intermediate source', () => {
    expect(networkAddBar(ctx, state, 'german', hexId('2620'))).toBeNull();
    const marked = structuredClone(state);
    addNetworkMarker(ctx, marked, 'german', hexId('2620'));
    expect(supplyTrace(ctx, marked, 'german', unit)).toMatchObject({ status: 'regular', line: { source: '2620', chain: ['2620', '2627'] } });
  });
});

describe('D13, D14 (DoS 7.15, 1.3, 2.15): defense out of supply', () => {
  const { ctx } = game({
    hexes: { '2625': 'clear' },
    units: {
      g1: { nat: 'german', type: 'infantry', full: '1-1-4' },
      h: { nat: 'hungarian', type: 'infantry', full: '1-?-4' },
    },
    position: {},
  });
  const p = (id: string) => ({ id: unitId(id), def: ctx.units.get(id)!, hex: hexId('2625'), steps: 1, supply: 'oos' as const });

  it('D13: a lone German unit of 1, out of supply, defends with 1', () => {
    expect(defenseStrength([p('g1')], 'soviet', new FixedDice([]), 'x').total).toBe(1);
  });

  it('D14: a Hungarian unit out of supply whose "?" rolls 5 defends with 2', () => {
    const s = defenseStrength([p('h')], 'soviet', new FixedDice({ 'x/defense-factor/h': 5 }), 'x');
    expect(s.total).toBe(2);
    expect(s.lines[0]).toMatchObject({ printed: '?', rolled: { value: 5 }, halvings: [{ rule: 'DoS 7.15' }], effective: 2 });
  });
});
