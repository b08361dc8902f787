import { describe, expect, it } from 'vitest';
import { attackOrderPart } from '#web/game-page/script/attack-order';

/**
 * The game page's attack offer names the odds and each column shift of the attack: a shift to
 * the right as +1R, to the left as 1L, and a shift a rule brings to nothing (CtS 44.0: the
 * Axis Armor Superiority shift against a Heavy Tank regiment) as 0, not as "0L".
 */
type Offer = { label: string };
function offersOf(attack: { target: string; odds: string; shifts: { value: number }[] }): Offer[] {
  let kind: { offers: (u: unknown, w: unknown) => Offer[] } | undefined;
  const register = (k: typeof kind) => { kind = k; };
  new Function('registerOrderType', 'hexName', attackOrderPart)(register, (h: string) => h);
  return kind!.offers({ unit: 'u1', attacks: [attack] }, { title: 'campaign-to-stalingrad' });
}

describe('the attack offer on the game page', () => {
  it.each([
    [[{ value: 1 }], 'Attack 3129 (alone: 3-1, +1R)'],
    [[{ value: -2 }], 'Attack 3129 (alone: 3-1, 2L)'],
    [[{ value: 0 }], 'Attack 3129 (alone: 3-1, 0)'],
    [[], 'Attack 3129 (alone: 3-1)'],
  ])('shifts %j read %s', (shifts, label) => {
    expect(offersOf({ target: '3129', odds: '3-1', shifts }).map((o) => o.label)).toEqual([label]);
  });
});
