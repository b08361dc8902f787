import { describe, expect, it } from 'vitest';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { tamanHex } from '#games/drive-on-stalingrad/rules/reinforcements/taman';
import { tinyBundle } from '../support/tiny-bundle';

describe('the Taman hex (DoS 8.2), found once per context', () => {
  it('is the hex with the taman feature, for each context its own, and null on a map without one', () => {
    const withTaman = createContext(tinyBundle({ hexes: { '0101': 'clear', '0102': { terrain: 'clear', features: ['taman'] } }, units: {}, position: {} }));
    const elsewhere = createContext(tinyBundle({ hexes: { '0101': { terrain: 'clear', features: ['taman'] }, '0102': 'clear' }, units: {}, position: {} }));
    const without = createContext(tinyBundle({ hexes: { '0101': 'clear', '0102': 'clear' }, units: {}, position: {} }));
    for (let asked = 0; asked < 2; asked++) {
      expect(tamanHex(withTaman)).toBe('0102');
      expect(tamanHex(elsewhere)).toBe('0101');
      expect(tamanHex(without)).toBeNull();
    }
  });
});
