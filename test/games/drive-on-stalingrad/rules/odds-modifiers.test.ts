import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import type { UnitDef } from '#games/drive-on-stalingrad/data/schema';
import {
  assaultFirst,
  city,
  concentric,
  desertSteppe,
  forest,
  fortification,
  hills,
  marsh,
  mountain,
  oRing,
  paShifts,
  type BattleFacts,
} from '#games/drive-on-stalingrad/rules/odds-modifiers';

const unit = (nationality: UnitDef['nationality'], mobility: UnitDef['mobility'] = 'non-mech'): UnitDef => ({
  id: `${nationality}-${mobility}`,
  designation: 'x',
  name: 'x',
  nationality,
  type: mobility === 'mech' ? 'panzer' : 'infantry',
  mobility,
  size: 'XX',
  steps: 1,
  full: { attack: 4, defense: 4, movement: 4 },
  provenance: 'reconstructed',
});
const GER = unit('german');
const GER_MECH = unit('german', 'mech');
const ROM = unit('romanian');
const SOV = unit('soviet');

const facts = (over: Partial<BattleFacts> = {}): BattleFacts => ({
  attackerSide: 'german',
  phaseOrder: 'movement-first',
  target: hexId('2625'),
  terrain: 'clear',
  features: [],
  fortIntact: true,
  oRingIntact: true,
  attackers: [{ def: GER, hex: hexId('2624'), direction: 0, hexside: [] }],
  defenders: [SOV],
  ...over,
});
const from = (def: UnitDef, direction: number, hexside: string[] = []) => ({ def, hex: hexId('0000'), direction, hexside });

describe('prepared-assault column shifts, each with its rule', () => {
  it.each([
    ['5.6 German combat-first: 1R', assaultFirst, facts({ phaseOrder: 'combat-first' }), 1],
    ['5.6 not for movement-first', assaultFirst, facts(), null],
    ['5.6 not for PA/PA (5.5)', assaultFirst, facts({ phaseOrder: 'combat-combat' }), null],
    ['5.6 not for the Soviet', assaultFirst, facts({ attackerSide: 'soviet', phaseOrder: 'combat-first' }), null],
    ['11.14 forest after movement-first: 1L', forest, facts({ terrain: 'forest' }), -1],
    ['11.14 forest after combat-first: none', forest, facts({ terrain: 'forest', phaseOrder: 'combat-first' }), null],
    ['11.14 forest under PA/PA: none (E7)', forest, facts({ terrain: 'forest', phaseOrder: 'combat-combat' }), null],
    ['11.15 hills: 1L', hills, facts({ terrain: 'hills' }), -1],
    ['11.16 mountain: 2L', mountain, facts({ terrain: 'mountain' }), -2],
    ['11.17 marsh, non-mech attackers: 1R', marsh, facts({ terrain: 'marsh' }), 1],
    ['11.18 desert steppe: 1R', desertSteppe, facts({ terrain: 'desert-steppe' }), 1],
    ['11.22 city: 2L', city, facts({ features: ['city'] }), -2],
    ['11.21 a town alone: none', city, facts({ features: ['town'] }), null],
    ['11.23 Soviet in intact fort: 2L', fortification, facts({ features: ['fort'] }), -2],
    ['11.23 destroyed fort: none', fortification, facts({ features: ['fort'], fortIntact: false }), null],
    ['11.23 German defenders in a fort hex: none', fortification, facts({ features: ['fort'], attackerSide: 'soviet', defenders: [GER] }), null],
    ['11.24 all across the O-Ring: 1L', oRing, facts({ attackers: [from(GER, 0, ['o-ring']), from(GER, 1, ['o-ring'])] }), -1],
    ['11.24 one attacker not across: none', oRing, facts({ attackers: [from(GER, 0, ['o-ring']), from(GER, 1)] }), null],
    ['11.24 ring gone: none', oRing, facts({ oRingIntact: false, attackers: [from(GER, 0, ['o-ring'])] }), null],
    ['11.28 German opposite pair: 2R', concentric, facts({ attackers: [from(GER, 0), from(GER_MECH, 3)] }), 2],
    ['11.28 German alternate triple: 2R', concentric, facts({ attackers: [from(GER, 1), from(GER, 3), from(GER, 5)] }), 2],
    ['11.28 four hexes: 2R', concentric, facts({ attackers: [from(GER, 0), from(GER, 1), from(GER, 2), from(GER, 4)] }), 2],
    ['11.28 adjacent three: none', concentric, facts({ attackers: [from(GER, 0), from(GER, 1), from(GER, 2)] }), null],
    ['11.28/11.39 German + Romanian: 1R', concentric, facts({ attackers: [from(GER, 0), from(ROM, 3)] }), 1],
    ['11.28 satellite only: 1R', concentric, facts({ attackers: [from(ROM, 0), from(ROM, 3)] }), 1],
    ['11.28 Soviet attackers: 1R', concentric, facts({ attackerSide: 'soviet', defenders: [GER], attackers: [from(SOV, 0), from(SOV, 3)] }), 1],
    ['11.22/11.28 never into a city', concentric, facts({ features: ['city'], attackers: [from(GER, 0), from(GER, 3)] }), null],
  ] as const)('%s', (_name, modifier, input, value) => {
    const s = modifier(input);
    expect(s?.value ?? null).toBe(value);
    if (s) expect(s.rule).toMatch(/^DoS \d+\.\d+$/);
  });

  it('paShifts lists every shift that applies, cumulatively (11.11)', () => {
    const s = paShifts(facts({ phaseOrder: 'combat-first', terrain: 'hills', attackers: [from(GER, 0), from(GER, 3)] }));
    expect(s.map((x) => [x.value, x.rule])).toEqual([
      [1, 'DoS 5.6'],
      [-1, 'DoS 11.15'],
      [2, 'DoS 11.28'],
    ]);
  });
});
