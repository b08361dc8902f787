import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { noConsequences } from '#games/drive-on-stalingrad/rules/consequences';
import { checkAerial } from '#games/drive-on-stalingrad/rules/supply/aerial-supply';
import { checkNetworkAdd } from '#games/drive-on-stalingrad/rules/supply/network-markers';
import { sectionOf } from '#games/drive-on-stalingrad/rules/supply/sections';
import { supplyAt, supplyOf } from '#games/drive-on-stalingrad/rules/supply/supply-of';
import { halvesAttack, halvesDefense, halvesMovement, mayMobileAssault, movementFactor, type SupplyStatus } from '#games/drive-on-stalingrad/rules/supply/supply-status';
import { tamanOnEnter } from '#games/drive-on-stalingrad/rules/supply/taman';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import { supplyOrderKinds } from '#games/drive-on-stalingrad/windows/supply-hooks';
import { tinyBundle, type TinySpec } from '../support/tiny-bundle';
import { submission, tinyGame } from '../support/tiny-game';

const game = (spec: TinySpec) => {
  const ctx = createContext(tinyBundle({ supply: 'traced', ...spec }));
  return { ctx, state: setupScenario(ctx, 'test') };
};

describe('what each supply state does (DoS 7.5, 7.6, 7.15, 7.16)', () => {
  it.each<[SupplyStatus, boolean, boolean, boolean, boolean]>([
    // state       attack½ defense½ MF½   may MA
    ['regular', false, false, false, true],
    ['aerial', true, false, true, false],
    ['coastal', true, false, true, false],
    ['oos', true, true, true, false],
  ])('%s: attack halved %s, defense halved %s, MF halved %s, mobile assault %s', (s, a, d, m, ma) => {
    expect([halvesAttack(s), halvesDefense(s), halvesMovement(s), mayMobileAssault(s)]).toEqual([a, d, m, ma]);
  });

  it.each([
    [5, 'oos', 2],
    [1, 'oos', 0],
    [12, 'coastal', 6],
    [12, 'regular', 12],
  ] as const)('MF %i in %s supply is %i (rounded down, 1.3)', (mf, s, want) => expect(movementFactor(mf, s)).toBe(want));
});

describe('the map sheets (DoS 1.4, 7.13)', () => {
  const { ctx } = game({ hexes: { '3301': 'clear', '3401': 'clear', '2601': { terrain: 'clear', section: 'south' } }, units: {}, position: {} });
  it('rows 01-33 are the north map, 34-51 the south, unless the map data says otherwise', () => {
    expect(['3301', '3401', '2601'].map((h) => sectionOf(ctx, hexId(h)))).toEqual(['north', 'south', 'south']);
  });
});

describe('supply by sheet and sea (DoS 7.5, 7.10, 7.13)', () => {
  // Row 27 north, row 28 south. Rostov 2725. A Soviet source in 2723 (north).
  const spec: TinySpec = {
    hexes: {
      '2723': { terrain: 'clear', features: ['town', 'ultimate-soviet'] },
      '2724': 'clear',
      '2725': { terrain: 'clear', name: 'Rostov' },
      '2825': { terrain: 'clear', section: 'south' },
      '2826': { terrain: 'clear', section: 'south', coast: 'caspian' },
      '2827': { terrain: 'clear', section: 'south', coast: 'black-sea' },
    },
    units: { p: { nat: 'german', type: 'infantry', full: '1-1-4' } },
    position: {},
    german: ['2826', '2827'],
  };
  const { ctx, state } = game(spec);
  it('a Soviet unit on the south map may not trace to a north-map source, even through Rostov', () => {
    expect(supplyAt(ctx, state, 'soviet', hexId('2724'))).toBe('regular');
    expect(supplyAt(ctx, state, 'soviet', hexId('2825'))).toBe('oos');
  });
  it('the Caspian coast gives no coastal supply; the Black Sea coast does (German only)', () => {
    expect(supplyAt(ctx, state, 'german', hexId('2826'))).toBe('oos');
    expect(supplyAt(ctx, state, 'german', hexId('2827'))).toBe('coastal');
    expect(supplyAt(ctx, state, 'soviet', hexId('2827'))).toBe('oos');
  });
  it('a unit not on the map counts as supplied', () => expect(supplyOf(ctx, state, 'p')).toBe('regular'));
  it('with supply untraced every unit is in regular supply', () => {
    const off = createContext(tinyBundle({ ...spec, supply: 'unlimited' }));
    expect(supplyAt(off, setupScenario(off, 'test'), 'german', hexId('2826'))).toBe('regular');
  });
});

describe('Taman (DoS 7.4)', () => {
  const { ctx, state } = game({ hexes: { '3634': { terrain: 'clear', features: ['taman', 'ultimate-german'] } }, units: {}, position: {} });
  it('a German-side unit activates it; the Soviet taking it deactivates it; a German return reactivates it', () => {
    const out = noConsequences();
    expect(tamanOnEnter(ctx, state, 'german', hexId('3634'), out)).toBe('activated');
    expect(tamanOnEnter(ctx, state, 'german', hexId('3634'), out)).toBeNull();
    expect(tamanOnEnter(ctx, state, 'soviet', hexId('3634'), out)).toBe('deactivated');
    expect(tamanOnEnter(ctx, state, 'german', hexId('3634'), out)).toBe('activated');
    expect(state.supply.taman).toEqual({ active: true, activations: 2 });
    expect(out.notes.map((n) => n.rule)).toEqual(['DoS 7.4', 'DoS 7.4', 'DoS 7.4']);
  });
});

describe('supply orders and their windows (DoS 7.6, 7.14)', () => {
  const { ctx, state } = game({ hexes: { '2620': { terrain: 'clear', features: ['town'] } }, units: {}, position: {}, german: ['2620'] });
  it('a marker goes down only in the opening window of a player turn', () => {
    const late = { ...state, at: { side: 'german' as const, step: 1 as const } };
    expect(checkNetworkAdd(ctx, late, 'german', '2620', 0).map((p) => p.code)).toContain('wrong-window');
  });
  it('only the German has the aerial marker', () => expect(checkAerial(ctx, state, 'soviet', '2620').map((p) => p.code)).toEqual(['german-only']));
  it.each([
    [{ side: 'german', step: 0 }, ['network', 'aerial']],
    [{ side: 'german', step: 1 }, ['aerial']],
    [{ side: 'soviet', step: 0 }, ['network']],
    [{ side: 'soviet', step: 1 }, []],
  ] as const)('window %o accepts %o', (at, kinds) => expect(supplyOrderKinds({ ...state, at: { ...at } })).toEqual(kinds));
  it('a standing aerial order is the German\'s, in a hex of the map (checked with the file)', () => {
    const g = tinyGame({ hexes: { '2620': 'clear' }, units: {}, position: {} }, { turn: 3, at: { side: 'german', step: 0 } });
    expect(g.ruleset.check(g.state, submission('soviet', [], { aerial: { hex: '2620' } }))).toMatchObject([{ path: ['standing', 'aerial'], code: 'german-only' }]);
    expect(g.ruleset.check(g.state, submission('german', [], { aerial: { hex: '0101' } }))).toMatchObject([{ path: ['standing', 'aerial', 'hex'], code: 'unknown-hex' }]);
    expect(g.ruleset.check(g.state, submission('german', [], { aerial: { hex: '2620', when: 'attacked' } }))).toEqual([]);
  });

  it('a network order outside the opening window is skipped when adjudicated', () => {
    const g = tinyGame({ hexes: { '2620': { terrain: 'clear', features: ['town'] } }, units: {}, position: {}, german: ['2620'] }, { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'movement-first' });
    const { events } = g.ruleset.adjudicate(g.state, [submission('german', [{ network: { add: '2620' } }])], new FixedDice([]));
    expect(events.find((e) => e.type === 'order-skipped')).toMatchObject({ kind: 'network', reasons: [{ code: 'wrong-window' }, { code: 'already-in-network' }] });
  });
});
