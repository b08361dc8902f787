import { describe, expect, it } from 'vitest';
import type { TecTerrain } from '#games/streets-of-stalingrad/data/tec';
import { hidesUnit, isClearHex, sightOf, type HiddenUnit, type Standing } from '#games/streets-of-stalingrad/hidden/hidden-status';
import { sosTables } from './tables-fixture';

/** SoS 7.0: hidden units, on the TEC's "H" and clear terrains. */
const tec = sosTables().tec;
const hex = (...terrain: TecTerrain[]): Standing => ({ at: 'hex', terrain });
const soviet = (more: Partial<HiddenUnit> = {}): HiddenUnit => ({ side: 'soviet', infantry: true, ...more });
const german = (more: Partial<HiddenUnit> = {}): HiddenUnit => ({ side: 'german', infantry: true, ...more });
const sight = (viewer: 'german' | 'soviet', unit: HiddenUnit, standing: Standing, inLos: boolean): string => {
  const s = sightOf(tec, viewer, unit, standing, inLos);
  return `${s.visible ? 'seen' : 'hidden'} (${s.rule})`;
};

describe('clear hexes and the hexes that hide (SoS 7.1, 7.2)', () => {
  it.each<[string, TecTerrain[], boolean]>([
    ['7.1', ['clear'], true],
    ['7.1', ['tartar-wall'], true],
    ['7.1', ['road', 'railroad'], true],
    ['7.1', ['hill-top'], true],
    ['7.1', ['slope', 'cemetery'], true],
    ['7.1', ['suburb', 'road'], false],
    ['7.1', ['forest', 'slope'], false],
    ['7.2', ['balka'], false],
  ])('SoS %s: %j is clear: %s', (_rule, terrain, want) => expect(isClearHex(tec, terrain)).toBe(want));

  it.each<[string, TecTerrain[], boolean, boolean]>([
    ['7.2', ['city'], false, true],
    ['7.2', ['industrial'], false, true],
    ['7.2', ['strong-point'], false, true],
    ['7.2', ['forest'], false, true],
    ['7.2', ['suburb', 'road'], false, true],
    ['7.2', ['balka'], true, true],
    ['7.2, 8.13', ['balka'], false, false],
    ['7.2', ['cliff'], true, true],
    ['7.2, 8.13', ['cliff'], false, false],
    ['7.1', ['clear'], true, false],
  ])('SoS %s: %j hides (infantry %s): %s', (_rule, terrain, infantry, want) => expect(hidesUnit(tec, terrain, { infantry })).toBe(want));
});

describe('what a side sees of an enemy unit (SoS 7.0)', () => {
  it.each<[string, string, 'german' | 'soviet', HiddenUnit, Standing, boolean, string]>([
    ['7.1', 'a German unit in a clear hex within Soviet LOS', 'soviet', german(), hex('clear'), true, 'seen (SoS 7.1)'],
    ['7.1', 'out of every Soviet LOS', 'soviet', german(), hex('clear'), false, 'hidden (SoS 7.1, 9.3)'],
    ['7.2', 'a German unit in a city hex, within LOS', 'soviet', german(), hex('city'), true, 'hidden (SoS 7.2, 7.5)'],
    ['7.5', 'the same unit after it attacked', 'soviet', german({ revealed: true }), hex('city'), true, 'seen (SoS 7.5, 7.6)'],
    ['7.2, 8.13', 'a German tank in a balka, within LOS: not hidden there', 'soviet', german({ infantry: false }), hex('balka'), true, 'seen (SoS 7.5, 8.13)'],
    ['7.2', 'German infantry in the same balka', 'soviet', german(), hex('balka'), true, 'hidden (SoS 7.2, 7.5)'],
    ['7.4', 'a Soviet unit in a clear hex that no German unit sees: seen from the air', 'german', soviet(), hex('road'), false, 'seen (SoS 7.4)'],
    ['7.4', 'every Soviet bridge, in any hex', 'german', soviet({ bridge: true, infantry: false }), hex('balka'), false, 'seen (SoS 7.4)'],
    ['7.4', 'no air superiority for the Soviet: a German unit in a clear hex out of LOS', 'soviet', german(), hex('road'), false, 'hidden (SoS 7.1, 9.3)'],
    ['7.3', 'a Soviet unit crossing the Volga, in a hex a German OP sees', 'german', soviet(), { at: 'volga-crossing' }, true, 'hidden (SoS 7.3)'],
    ['7.3', 'a Soviet unit in an East Bank box', 'german', soviet(), { at: 'east-bank' }, false, 'hidden (SoS 7.3)'],
    ['7.3, 7.5', 'that unit once it has fired', 'german', soviet({ revealed: true }), { at: 'east-bank' }, false, 'seen (SoS 7.3, 7.5)'],
    ['7.0', 'a side always sees its own units', 'german', german(), hex('city'), false, 'seen (SoS 7.0)'],
  ])('SoS %s: %s', (_rule, _what, viewer, unit, standing, inLos, want) => expect(sight(viewer, unit, standing, inLos)).toBe(want));
});
