import { describe, expect, it } from 'vitest';
import { halveDown } from '#kernel/combat/halving';
import { FixedDice } from '#kernel/dice';
import { hexId, unitId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { readCrt } from '#games/drive-on-stalingrad/rules/crt';
import { checkHexStack } from '#games/drive-on-stalingrad/rules/stacking';
import { enterCost } from '#games/drive-on-stalingrad/rules/terrain-costs';
import { attackStrength, type Participant } from '#games/drive-on-stalingrad/rules/strength';
import { combatWindow, play } from './support/battle';
import { tinyBundle, type TinySpec } from './support/tiny-bundle';

/** The rulebook's worked examples (digest §8) and the derived tests this slice touches. */

// Around 2625: E 2624, SE 2725, SW 2726, W 2626, NW 2526, NE 2525 (directions 0..5).
const RING = { '2625': 'clear', '2624': 'clear', '2725': 'clear', '2726': 'clear', '2626': 'clear', '2526': 'clear', '2525': 'clear' };

const ctx = createContext(
  tinyBundle({
    hexes: { ...RING, '2624': 'hills' },
    hexsides: { '2624|2625': ['river'] },
    units: {
      a3: { nat: 'german', type: 'infantry', full: '3-3-4' },
      b3: { nat: 'german', type: 'infantry', full: '3-3-4' },
      a2: { nat: 'german', type: 'infantry', full: '2-2-4' },
      a1: { nat: 'german', type: 'infantry', full: '1-1-4' },
    },
    position: {},
  }),
);
const at = (id: string, hex: string): Participant => ({ id: unitId(id), def: ctx.units.get(id)!, hex: hexId(hex), steps: 1 });
const acrossRiver = (...ids: string[]) => attackStrength(ctx, ids.map((id) => at(id, '2625')), hexId('2624'), new FixedDice([]), 'x').total;
const crt = ctx.tables.crt;
const odds = (a: number, d: number, shifts: number[] = [], dice: number[] = []) => readCrt(crt, a, d, shifts, new FixedDice(dice), 'T01/german/2625/attack');

describe('halving, DoS 1.3 and 11.12, through the river halving of 11.19', () => {
  it('X1: a unit of 3 halved is 1', () => expect(acrossRiver('a3')).toBe(1));
  it('X2: a unit of 2 halved is 1', () => expect(acrossRiver('a2')).toBe(1));
  it('X3: halving 1 in general (e.g. a movement factor) is 0', () => expect(halveDown(1)).toBe(0));
  it('X4: a single unit of 1 halved stays 1', () => expect(acrossRiver('a1')).toBe(1));
  it('X5: two units halved together are added first: 3 + 3 halved = 3, not 1 + 1', () => expect(acrossRiver('a3', 'b3')).toBe(3));
});

describe('stacking, DoS 6.3 and 6.4', () => {
  const stackCtx = createContext(
    tinyBundle({
      hexes: { '2625': 'clear' },
      units: {
        'rom-pz': { nat: 'romanian', type: 'panzer', full: '?-?-6' },
        'hun-pz': { nat: 'hungarian', type: 'panzer', full: '?-?-6' },
        'ger-pz': { nat: 'german', type: 'panzer', full: '8-8-6' },
        'ger-mot': { nat: 'german', type: 'motorized-infantry', full: '6-6-6' },
        ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((i) => [`rf${i}`, { nat: 'soviet', type: 'rifle', full: '2-3-4' } as const])),
        ...Object.fromEntries([1, 2, 3, 4].map((i) => [`art${i}`, { nat: 'soviet', type: 'artillery', full: '4-2-3' } as const])),
      },
      position: {},
    }),
  );
  const defs = (...ids: string[]) => ids.map((id) => stackCtx.units.get(id)!);
  const rifles = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => `rf${i}`);
  it('X7: the Romanian panzer division with German mech units is legal', () => {
    expect(checkHexStack(defs('rom-pz', 'ger-pz', 'ger-mot')).ok).toBe(true);
  });
  it('X8: Romanian and Hungarian panzer divisions together are illegal, even with German mech units', () => {
    expect(checkHexStack(defs('rom-pz', 'hun-pz', 'ger-pz'))).toMatchObject({ ok: false, code: 'mixed-nationalities', rule: 'DoS 6.3' });
  });
  it('X9: 8 Soviet non-artillery units and 3 artillery units are legal; a 4th artillery unit is not', () => {
    expect(checkHexStack(defs(...rifles, 'art1', 'art2', 'art3')).ok).toBe(true);
    expect(checkHexStack(defs(...rifles, 'art1', 'art2', 'art3', 'art4'))).toMatchObject({ ok: false, rule: 'DoS 6.4' });
  });
});

describe('movement cost, DoS 9.21', () => {
  it('X13: a mech unit crossing a non-Volga river into hills pays 4 + 2 = 6', () => {
    expect(enterCost(ctx, 'mech', 'german', hexId('2625'), hexId('2624'))).toEqual({ cost: 6 });
  });
});

describe('odds, DoS 11.8-11.11 and 11.29', () => {
  it.each([
    ['X14: 26 vs 7 is 3:1 (11.8)', 26, 7, '3:1'],
    ['X15: 5 vs 11 is 1:3 (11.9)', 5, 11, '1:3'],
    ['D1: 6 vs 6 is 1:1', 6, 6, '1:1'],
    ['D2: 5 vs 6 is 1:2', 5, 6, '1:2'],
  ])('%s', (_name, a, d, label) => expect(odds(a, d, [], [2]).odds.raw.label).toBe(label));

  it('X18: a 5 at 6:1 is DE (11.29)', () => {
    const r = odds(6, 1, [], [5]);
    expect([r.odds.label, r.die?.value, r.result]).toEqual(['6:1', 5, 'DE']);
  });
  it('X19: 20:1 with 2L is 18:1, an automatic DE with no die roll (never clamp first)', () => {
    const r = odds(20, 1, [-2]);
    expect([r.odds.label, r.die, r.result, r.cell]).toEqual(['18:1', undefined, 'DE', 'above 6:1']);
  });
  it('X20 / D3: below 1:3 is an automatic AL1 with no die (1 vs 4 = 1:4)', () => {
    const r = odds(1, 4);
    expect([r.odds.label, r.die, r.result]).toEqual(['1:4', undefined, 'AL1']);
  });
  it('X20 / D6: 6:1 with 1R is 7:1, an automatic DE', () => {
    const r = odds(6, 1, [1]);
    expect([r.odds.label, r.die, r.result]).toEqual(['7:1', undefined, 'DE']);
  });
  it('D4: 2:1 with 2L is 1:2', () => expect(odds(4, 2, [-2], [2]).odds.label).toBe('1:2'));
  it('D5: 1:2 with 1L is 1:3, still rolled', () => {
    const r = odds(3, 6, [-1], [2]);
    expect([r.odds.label, r.die?.value]).toEqual(['1:3', 2]);
  });
});

const sov = { nat: 'soviet', type: 'rifle' } as const;
const inf = { nat: 'german', type: 'infantry' } as const;

function battle(spec: TinySpec, side: 'german' | 'soviet', orders: unknown[], dice: number[], over = {}) {
  return play(spec, combatWindow(side, over), orders, dice);
}

describe('terrain shifts in battle', () => {
  it('X16: 3:1 against a defender in hills is 2:1 (11.15)', () => {
    const r = battle(
      { hexes: { ...RING, '2625': 'hills' }, units: { g: { ...inf, full: '9-9-4' }, s: { ...sov, full: '1-3-4' } }, position: { g: '2624', s: '2625' }, german: ['2624'] },
      'german',
      [{ attack: { target: '2625', units: ['g'] } }],
      [2],
    );
    const b = r.of('battle')[0]!;
    expect([b.raw, b.final, b.shifts]).toEqual(['3:1', '2:1', [{ value: -1, reason: 'hills', rule: 'DoS 11.15' }]]);
  });
  it('X17: 3:1 against a defender in mountains is 1:1, two columns (11.16)', () => {
    const r = battle(
      { hexes: { ...RING, '2625': 'mountain' }, units: { g: { ...inf, full: '9-9-4' }, s: { ...sov, full: '1-3-4' } }, position: { g: '2624', s: '2625' }, german: ['2624'] },
      'german',
      [{ attack: { target: '2625', units: ['g'] } }],
      [2],
    );
    expect(r.of('battle')[0]!.final).toBe('1:1');
  });
});

describe('derived battle tests (digest §8 D8-D12)', () => {
  it('D8: German PA after a combat-first declaration into a city from opposite hexes, raw 5:1: +1R (5.6) -2L city, no concentric = 4:1', () => {
    const r = play(
      {
        hexes: { ...RING, '2625': { terrain: 'clear', features: ['city'] } },
        units: { g1: { ...inf, full: '5-5-4' }, g2: { ...inf, full: '5-5-4' }, s: { ...sov, full: '1-2-4' } },
        position: { g1: '2624', g2: '2626', s: '2625' },
        german: ['2624', '2626'],
      },
      { turn: 3, at: { side: 'german', step: 0 } },
      [{ declare: { phaseOrder: 'combat-first' } }, { attack: { target: '2625', units: ['g1', 'g2'] } }],
      [6],
    );
    const b = r.of('battle')[0]!;
    expect(b.raw).toBe('5:1');
    expect((b.shifts as { rule: string }[]).map((s) => s.rule)).toEqual(['DoS 5.6', 'DoS 11.22']);
    expect(b.final).toBe('4:1');
  });
  it('D9: German PA from directions {0, 2, 4} against Soviet units in clear gains concentric 2R', () => {
    const r = battle(
      { hexes: RING, units: { g1: { ...inf, full: '1-1-4' }, g2: { ...inf, full: '1-1-4' }, g3: { ...inf, full: '1-1-4' }, s: { ...sov, full: '1-3-4' } }, position: { g1: '2624', g2: '2726', g3: '2526', s: '2625' }, german: ['2624', '2726', '2526'] },
      'german',
      [{ attack: { target: '2625', units: ['g1', 'g2', 'g3'] } }],
      [2],
    );
    const b = r.of('battle')[0]!;
    expect(b.shifts).toEqual([{ value: 2, reason: 'concentric assault', rule: 'DoS 11.28' }]);
    expect([b.raw, b.final]).toEqual(['1:1', '3:1']);
  });
  it('D10: German and Romanian units from directions {0, 3} gain only 1R (11.28, 11.39)', () => {
    const r = battle(
      { hexes: RING, units: { g: { ...inf, full: '2-2-4' }, r: { nat: 'romanian', type: 'infantry', full: '1-?-4' }, s: { ...sov, full: '1-3-4' } }, position: { g: '2624', r: '2626', s: '2625' }, german: ['2624', '2626'] },
      'german',
      [{ attack: { target: '2625', units: ['g', 'r'] } }],
      [2],
    );
    expect(r.of('battle')[0]!.shifts).toEqual([{ value: 1, reason: 'concentric assault (satellite or mixed force)', rule: 'DoS 11.28' }]);
  });
  it('D11: DE on a reduced and a full two-step German unit: the reduced one is eliminated, the full one reduced; the hex is not empty', () => {
    const two = { nat: 'german', type: 'infantry', steps: 2, full: '1-1-4', reduced: '1-1-4' } as const;
    const r = battle(
      { hexes: RING, units: { full: two, red: two, s: { ...sov, full: '9-3-4' } }, position: { full: '2625', red: '2625', s: '2624' }, steps: { red: 1 }, german: ['2625'] },
      'soviet',
      [{ attack: { target: '2625', units: ['s'], advance: 'all' } }],
      [6],
    );
    const out = { state: r.state };
    const b = r.of('battle')[0]!;
    expect(b.result).toBe('DE');
    expect(b.losses).toEqual([
      expect.objectContaining({ unit: 'red', from: 1, to: 0, eliminated: true }),
      expect.objectContaining({ unit: 'full', from: 2, to: 1, eliminated: false }),
    ]);
    expect(b.advances).toEqual([]);
    expect(out.state.units['full']).toMatchObject({ hex: '2625', steps: 1 });
  });
  it('D12: a Soviet 3-unit stack on DR whose only open hex holds 6 Soviet units takes DE instead (11.34)', () => {
    const units: TinySpec['units'] = { g: { ...inf, full: '9-9-4' } };
    const position: Record<string, string> = { g: '2624' };
    for (let i = 1; i <= 3; i++) [units[`d${i}`], position[`d${i}`]] = [{ ...sov, full: '1-1-4' }, '2625'];
    for (let i = 1; i <= 6; i++) [units[`f${i}`], position[`f${i}`]] = [{ ...sov, full: '1-1-4' }, '2626'];
    const r = battle(
      { hexes: { '2624': 'clear', '2625': 'clear', '2626': 'clear', '2725': 'sea', '2726': 'sea', '2526': 'sea', '2525': 'sea' }, units, position, german: ['2624'] },
      'german',
      [{ attack: { target: '2625', units: ['g'] } }],
      [3],
    );
    const b = r.of('battle')[0]!;
    expect(b.result).toBe('DR');
    expect(b.retreats).toEqual([]);
    expect((b.eliminations as { unit: string; rule: string }[]).map((e) => [e.unit, e.rule])).toEqual([
      ['d1', 'DoS 11.34'],
      ['d2', 'DoS 11.34'],
      ['d3', 'DoS 11.34'],
    ]);
  });
});
