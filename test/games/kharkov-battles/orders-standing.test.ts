import { describe, expect, it } from 'vitest';
import { KbStandingSchema, type KbStanding } from '#games/kharkov-battles/orders/standing';
import { airDefense, retreatChoice, type AirDefenseCase } from '#games/kharkov-battles/orders/standing-choices';

const standing = (raw: unknown): KbStanding => KbStandingSchema.parse(raw);

describe('the retreat a standing order gives a stack that must retreat (KB 12.62, 12.72)', () => {
  const orders = standing({ retreat: { avoid: ['3315'], hexes: [{ hex: 'KB3617', hold: 2, prefer: ['3716'] }, { hex: '3520', policy: 'ask' }] } });

  it('holds Kharkov with up to two steps, as its entry says, preferring its own hexes first', () => {
    expect(retreatChoice(orders, '3617')).toEqual({ policy: 'hold', hold: 2, prefer: ['3716'], avoid: ['3315'], from: 'hex' });
  });

  it('asks for a stack whose entry says ask', () => {
    expect(retreatChoice(orders, 'KB3520').policy).toBe('ask');
  });

  it('asks for a stack no entry covers when the side gives no policy: the retreat decision', () => {
    expect(retreatChoice(orders, '3418')).toEqual({ policy: 'ask', hold: undefined, prefer: [], avoid: ['3315'], from: 'default' });
    expect(retreatChoice(null, '3418').policy).toBe('ask');
  });

  it("follows the side's policy where it gives one: retreat in full, or hold", () => {
    expect(retreatChoice(standing({ retreat: { policy: 'retreat' } }), '3418')).toMatchObject({ policy: 'retreat', from: 'side' });
    expect(retreatChoice(standing({ retreat: { policy: 'hold', hold: 1 } }), '3418')).toMatchObject({ policy: 'hold', hold: 1, from: 'side' });
  });

  it('retreats in full from a hex whose entry names only its path', () => {
    expect(retreatChoice(standing({ retreat: { hexes: [{ hex: '3418', prefer: ['3419'] }] } }), '3418')).toMatchObject({ policy: 'retreat', prefer: ['3419'], from: 'hex' });
  });
});

describe("the defender's Air Point (KB 5.21)", () => {
  const attack = (over: Partial<AirDefenseCase> = {}): AirDefenseCase => ({ kind: 'prepared', hexes: ['3617'], units: ['sov-62gd'], city: true, attackerAir: 0, spent: 0, available: 1, ...over });
  const orders = standing({ air: { budget: 1, preparedAssault: [{ hexes: ['KB3618'] }, { attackerAir: 2 }], mobileAssault: 'ask' } });

  it('commits one when a rule matches: a named hex, or an attacker who committed two', () => {
    expect(airDefense(orders, attack({ hexes: ['3618'] }))).toBe(1);
    expect(airDefense(orders, attack({ attackerAir: 2 }))).toBe(1);
    expect(airDefense(orders, attack({ attackerAir: 1 }))).toBe(0);
  });

  it('commits none beyond its budget or the Air Points available for sortie', () => {
    expect(airDefense(orders, attack({ hexes: ['3618'], spent: 1, available: 2 }))).toBe(0);
    expect(airDefense(orders, attack({ hexes: ['3618'], available: 0 }))).toBe(0);
  });

  it('asks in a Mobile Assault when its list says ask, and commits none without a list', () => {
    expect(airDefense(orders, attack({ kind: 'mobile' }))).toBe('ask');
    expect(airDefense(null, attack())).toBe(0);
    expect(airDefense(standing({ air: { preparedAssault: [{ city: true }] } }), attack({ kind: 'mobile' }))).toBe(0);
  });

  it('reads the other rules: a city hex, a unit, any attack', () => {
    expect(airDefense(standing({ air: { preparedAssault: [{ city: true }] } }), attack())).toBe(1);
    expect(airDefense(standing({ air: { preparedAssault: [{ city: true }] } }), attack({ city: false }))).toBe(0);
    expect(airDefense(standing({ air: { preparedAssault: [{ units: ['sov-62gd'] }] } }), attack({ city: false }))).toBe(1);
    expect(airDefense(standing({ air: { preparedAssault: [{ any: true }] } }), attack({ city: false }))).toBe(1);
  });
});
