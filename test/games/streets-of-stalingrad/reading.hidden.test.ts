import { describe, expect, it } from 'vitest';
import type { TecTerrain } from '#games/streets-of-stalingrad/data/tec';
import { sightOf, type HiddenUnit, type Standing } from '#games/streets-of-stalingrad/hidden/hidden-status';
import { sosTables } from './tables-fixture';

const tec = sosTables().tec;
const hex = (...terrain: TecTerrain[]): Standing => ({ at: 'hex', terrain });
const crossing: Standing = { at: 'volga-crossing' };

describe('reading of hidden units (SoS 7.0-7.6)', () => {
  // SoS 7.3: "The Soviet player may not use ... bridges ... to cross the Volga River in hidden status";
  // 7.4: "All Soviet bridges in any hex ... are visible to the German player".
  it('H-08: a Soviet bridge crossing the Volga is seen by the German', () => {
    const bridge: HiddenUnit = { side: 'soviet', infantry: false, bridge: true };
    expect(sightOf(tec, 'german', bridge, crossing, false).visible).toBe(true);
  });

  // SoS 7.3: "The Soviet player may not use minefields, fortifications, bridges, transport units, or
  // informational markers to cross the Volga River in hidden status in order to deceive the German player."
  // SoS 8.68: "The Soviet player may not use minefields, fortifications, bridges, or other non-combat unit markers to cross the Volga River in hidden status"
  it('H-09: a Soviet transport unit or minefield crossing the Volga is not hidden', () => {
    for (const kind of ['minefield', 'fortification', 'transport', 'marker'] as const) {
      const unit: HiddenUnit = { side: 'soviet', infantry: false, noHiddenCrossing: kind };
      expect(sightOf(tec, 'german', unit, crossing, true).visible, kind).toBe(true);
    }
    expect(sightOf(tec, 'german', { side: 'soviet', infantry: true }, crossing, true).visible, 'a rifle company').toBe(false);
  });

  // SoS 7.4: "On a bad weather turn, Soviet units in clear hexes may be seen and revealed only by
  // German units within 4 hexes with a clear LOS to that hex."
  it('H-14: on a bad weather turn a Soviet unit in a clear hex is not seen from the air', () => {
    const rifle: HiddenUnit = { side: 'soviet', infantry: true };
    expect(sightOf(tec, 'german', rifle, hex('road'), false, { badWeather: true, withinFourHexes: false }).visible).toBe(false);
    expect(sightOf(tec, 'german', rifle, hex('road'), true, { badWeather: true, withinFourHexes: false }).visible).toBe(false);
    expect(sightOf(tec, 'german', rifle, hex('road'), true, { badWeather: true, withinFourHexes: true }).visible).toBe(true);
    const bridge: HiddenUnit = { side: 'soviet', infantry: false, bridge: true };
    expect(sightOf(tec, 'german', bridge, hex('road'), false, { badWeather: true, withinFourHexes: false }).visible, 'a bridge').toBe(true);
  });
});
