import { describe, expect, it } from 'vitest';
import { eastBankRange } from '#games/streets-of-stalingrad/data/city-map';
import { hexId } from '#kernel/ids';
import { cityMap } from './city-map-fixture';

/** The reading of the city map (docs/rules-audit-streets-of-stalingrad.md, "Reading of the city map"): one test per difference found. */
const map = cityMap();
const hex = (h: string) => {
  const x = map.hex(hexId(h));
  if (!x) throw new Error(`${h} is not on the map`);
  return x;
};

describe('reading of the city map (SoS 2.1x, 3.4, Appendices)', () => {
  // SoS 2.16: "Note that there are small black numbers in the hexes next to each East Bank Box. These
  // numbers are used to determine the range into and from that East Bank Box through that particular hex."
  // SoS 14.53: "To calculate the range in hexes to or from a Soviet East Bank box, count the small number in
  // the Volga River hex adjacent to that East Bank box."
  it('CM-10: every East Bank box has range numbers, so a gun in any box has a range to a West Bank hex', () => {
    for (const box of ['south', 'central', 'north'] as const) {
      expect(Object.keys(map.eastBankBoxes[box].rangeNumbers).length, box).toBeGreaterThan(0);
    }
    expect(eastBankRange(map, 'central', hexId('0531')), "Central Sector to Pavlov's House").not.toBeNull();
    expect(eastBankRange(map, 'north', hexId('0577')), 'Northern Sector to the Big Mushroom').not.toBeNull();
  });

  // SoS 14.28: "Soviet IF artillery units in any East Bank box can see the West Bank cliff hexes along the
  // Volga River and do not require a friendly unit to spot these hexes (such as hexes 0104 and 0421)."
  // SoS 9.33 #6 and 16.55 speak of "Volga River cliff hexes" too.
  it('CM-29: cliff hex 0104 lies along the Volga, as every cliff hex of the map does', () => {
    expect(hex('0104').cliff).toBe(true);
    expect(hex('0104').river).toBe('bank');
    for (const x of map.hexes.filter((y) => y.cliff)) expect(x.river, x.id).toBe('bank');
  });

  // SoS 14.26: "A hill top hex is indicated by a yellow hex with a black triangle and a number representing
  // its height in meters."
  it('CM-41: every hill top hex carries a height', () => {
    const tops = map.hexes.filter((x) => x.relief === 'hill-top');
    expect(tops.length).toBeGreaterThan(0);
    for (const x of tops) expect(x.height, x.id).toBeGreaterThan(0);
  });
});
