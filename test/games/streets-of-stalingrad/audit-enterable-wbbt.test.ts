import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { movementOptions } from '#games/streets-of-stalingrad/windows/movement/options';
import { ruleset, sub } from './attack-fixture';
import { check, codes, ctxAt, fragment } from './movement-window-fixture';
import { fragmentAt } from './river-flotilla-fixture';

/**
 * Audit rows EH (docs/rules-audit-streets-of-stalingrad.md, "Second reading of the hexes a mover
 * may enter where only enemy non-combat pieces stand, and IF artillery on the WBBT"). Each test
 * states what the rulebook text says and fails on the code as it stands: `it.fails` until fixed.
 */

describe('EH: the rulebook against the code', () => {
  /**
   * 8.08: "Units may never move into or through a hex that contains an enemy combat unit." 9.81:
   * mine dogs are combat units. The printed 16.15 under 16.2 lets German *combat* units through
   * a lone dog's hex ("If German combat units move into or through a hex with only a Soviet mine
   * dog unit"); a German leader moving alone is no combat unit, so 8.08 bars his step into it.
   * Open steppe of 13 September: the dog alone in 3232, Mues in 3230, Guards in 3236.
   */
  it('EH-10: a German leader moving alone may not pass through the hex of a lone Soviet mine dog (8.08, 9.81)', () => {
    const s = fragment({ 'sov-mine-dog-1': '3232', 'ger-mues': '3230', 'sov-1-42g': '3236' });
    expect(codes(check(1, 'german-movement', s, [{ move: { units: ['ger-mues'], path: ['3231', '3232', '3233'] } }]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
    // the listing reads the same rule: no move of his listed passes the dog's hex, and a combat unit's may
    const listed = (unit: string) => movementOptions(ctxAt(1, 'german-movement'), s, null).find((o) => o.unit === unit)!.moves!.map((m) => m.path as string[]);
    expect(listed('ger-mues').filter((p) => p.includes('3232'))).toEqual([]);
    const withCompany = fragment({ 'sov-mine-dog-1': '3232', 'ger-71-5-191': '3230', 'sov-1-42g': '3236' });
    expect(movementOptions(ctxAt(1, 'german-movement'), withCompany, null).find((o) => o.unit === 'ger-71-5-191')!.moves!.some((m) => (m.path as string[]).includes('3232'))).toBe(true);
  });

  /**
   * 14.97: "When a combat unit moves into or through a hex containing only an enemy OP unit, that
   * OP unit is eliminated and immediately removed from the map." German Movement Phase 3 of 13
   * September on the open steppe: II/191's 5th company walks 3229, 3230, 3231; the 62 Army OP
   * stands alone in 3230; the Soviet standing rule has the 42 Guards mortar in 3236 opportunity-fire
   * at 3231, spotted by that OP. The OP is gone once the company enters 3230, so it spots nothing
   * at 3231 (with the OP in 3232, off the path, the same rule fires: the control).
   */
  it('EH-05: an OP a combat unit moves through is removed at once, and spots no opportunity fire later in the same move (14.97 "immediately")', () => {
    const standing = { opportunityFire: [{ indirect: { units: ['sov-42g-mortar'], spotter: 'sov-62-op' }, zone: ['3231'] }] };
    const ctx = { ...ctxAt(1, 'german-movement'), standing: { german: null, soviet: standing } };
    const play = (op: string) => windowRules('german-movement').adjudicate(ctx, fragment({ 'ger-71-5-191': '3228', 'sov-62-op': op, 'sov-42g-mortar': '3236' }), [{ move: { units: ['ger-71-5-191'], path: ['3229', '3230', '3231'] } }] as SosOrder[], new FixedDice({ 'T01/german-movement/of/0/3/r0/if/3236': 10 }));
    const spottedBy = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'opportunity-fire').map((e) => (e as { spotter?: string }).spotter);
    expect(spottedBy(play('3232').events)).toEqual(['sov-62-op']);
    const passed = play('3230');
    expect(passed.state.pieces['sov-62-op']).toMatchObject({ at: null, eliminated: true });
    expect(spottedBy(passed.events)).toEqual([]);
  });

  /**
   * 9.64 (text after 9.54): "You do not place an "attack" marker on a hex if you are bombarding
   * a hex with only IF artillery and/or Stuka units"; 14.42: IF bombards "In an Attack Phase";
   * 14.41: fire by only IF artillery is a bombardment (the docs' own reading of IF alone on the
   * WBBT). So IF alone in the Soviet Attack Phase fires at a hex that has no "attack" marker.
   * Soviet Attack Phase of turn 1: the 42 Guards mortar in 0526 spotted by 1/42 Guards, the 62
   * Army howitzers in EB-C, at II/191 and 6/191 in 0426, no marker anywhere.
   */
  it('EH-24: IF artillery alone bombarding on the WBBT in an Attack Phase needs no "attack" marker on its target (9.64 text, 14.41, 14.42)', () => {
    const g = fragmentAt('T01/soviet-attack', { 'sov-42g-mortar': '0526', 'sov-1-42g': '0526', 'sov-62-howitzer': 'EB-C', 'ger-71-5-191': '0426', 'ger-71-6-191': '0426' }, []);
    const attack = { target: '0426', table: 'wbbt', indirect: [{ units: ['sov-42g-mortar'], spotter: 'sov-1-42g' }, { units: ['sov-62-howitzer'], spotter: 'sov-62-howitzer' }] };
    const issues = ruleset.check(g, sub('soviet', [{ attack }])).map((i) => i.code);
    expect(issues).toEqual([]);
  });
});
