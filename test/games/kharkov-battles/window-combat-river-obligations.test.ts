import { describe, expect, it } from 'vitest';
import { checkCombat } from '#games/kharkov-battles/windows/combat/index';
import { obligatoryAttacks, riverObligations } from '#games/kharkov-battles/windows/combat/obligations';
import { prepareCombat } from '#games/kharkov-battles/windows/combat/check';
import type { HexId } from '#kernel/ids';
import type { KbState } from '#games/kharkov-battles/state/types';
import { ENV, onKb } from './game-fixture';

/**
 * KB 7.26: a unit that crossed a Major River into an empty hex in an EZOC must attack in the
 * following Combat Phase; "Any Axis units which fail to receive full support (9.3) in the
 * Combat Phase must retreat back across the river". Found by the fuzzer ('Operation Star',
 * seed x1/operation-star/0, T03/axis-combat): Fuesilier Regiment GD crossed into 4722 next to
 * the Soviet 232nd Rifle Division in 4721 and had Limited Support, so it could not attack
 * (9.41, 12.0) and every file of the window, the empty one too, was refused.
 */
function crossedWithLimitedSupport(limited: boolean): KbState {
  const s = onKb({ '4722': ['ger-f-gd'], '4721': ['sov-232-rd-kb'] }, { side: 'axis' });
  const u = s.units['ger-f-gd']!;
  return { ...s, at: { ...s.at, phase: 'combat' }, units: { ...s.units, 'ger-f-gd': { ...u, marks: { ...u.marks, preparedAssault: true, limitedSupport: limited } } } };
}

describe('KB 7.26: the river crossing obligation and full support', () => {
  it('a fully supported Axis crosser must attack the stack whose ZOC it entered: a file with no attack has it designated by the server', () => {
    const state = crossedWithLimitedSupport(false);
    expect(riverObligations(ENV.ctx('KB'), state, 'axis')).toEqual([{ unit: 'ger-f-gd', hexes: ['4721'] }]);
    expect(checkCombat(ENV.assault('KB'), state, 'axis', [])).toEqual([]);
    const prep = prepareCombat(ENV.assault('KB'), state, 'axis', []);
    expect(prep.file.attacks.map((a) => a.attack)).toEqual([{ id: 'attack-1', attackers: ['ger-f-gd'], targets: ['4721'] }]);
    expect(prep.events).toContainEqual({ type: 'obligatory-attacks-designated', side: 'axis', attacks: [{ attackers: ['ger-f-gd'], targets: ['4721'] }], rule: 'KB 7.26' });
  });

  it('an Axis crosser without full support is not bound to attack (it may not, 9.41): the empty file is accepted', () => {
    const state = crossedWithLimitedSupport(true);
    expect(riverObligations(ENV.ctx('KB'), state, 'axis')).toEqual([]);
    expect(checkCombat(ENV.assault('KB'), state, 'axis', [])).toEqual([]);
  });
});

/**
 * KB 15.11: "Headquarters units ... may never attack by themselves" (6.12: they are not
 * combat units). Found by the fuzzer (Second Kharkov, seed 1/second-kharkov/4,
 * T01/soviet-combat: the 21st Army HQ moved alone across a Major River next to an Axis stack
 * in 3221; 'Operation Star', 1/operation-star/18 T00/soviet-combat, the Popov HQ): the HQ
 * could never attack, so every file of the window, the empty one too, was refused.
 */
describe('KB 7.26 and 15.11: an HQ that crossed a Major River', () => {
  it('carries no obligation to attack, since it never attacks by itself', () => {
    const s = onKb({ '4722': ['sov-popov-hq'], '4721': ['ger-f-gd'] }, { side: 'soviet' });
    const u = s.units['sov-popov-hq']!;
    const state: KbState = { ...s, at: { ...s.at, phase: 'combat' }, units: { ...s.units, 'sov-popov-hq': { ...u, marks: { ...u.marks, preparedAssault: true } } } };
    expect(riverObligations(ENV.ctx('KB'), state, 'soviet')).toEqual([]);
    expect(checkCombat(ENV.assault('KB'), state, 'soviet', [])).toEqual([]);
  });
});

/**
 * KB 7.26 with 9.41 and 12.0: a crosser bound to attack whose attack the designation can never
 * accept (here: "Mechanized units with limited support or no support may not be present in a
 * hex which declares a Prepared Assault", a hexmate without full support) carries no
 * obligation, or no file of the window, the empty one included, could be accepted.
 */
describe('KB 7.26: an obligation the designation can never meet', () => {
  const crossed = (hexmateLimited: boolean): KbState => {
    const s = onKb({ '4722': ['ger-f-gd', 'ger-1-lah'], '4721': ['sov-232-rd-kb'] }, { side: 'axis' });
    const f = s.units['ger-f-gd']!;
    const l = s.units['ger-1-lah']!;
    return {
      ...s,
      at: { ...s.at, phase: 'combat' },
      units: { ...s.units, 'ger-f-gd': { ...f, marks: { ...f.marks, preparedAssault: true } }, 'ger-1-lah': { ...l, marks: { ...l.marks, limitedSupport: hexmateLimited } } },
    };
  };

  it("a hexmate with a 'Limited Support' marker: the empty file is accepted", () => {
    expect(checkCombat(ENV.assault('KB'), crossed(true), 'axis', [])).toEqual([]);
  });

  it('a mechanized hexmate the full-support judge finds unsupported: the empty file is accepted', () => {
    const judge = (_s: KbState, unit: string): boolean => unit !== 'ger-1-lah';
    expect(checkCombat(ENV.assault('KB'), crossed(false), 'axis', [], judge)).toEqual([]);
  });

  it('with every unit fully supported the obligation stands: a file with no attack has it designated', () => {
    expect(checkCombat(ENV.assault('KB'), crossed(false), 'axis', [], () => true)).toEqual([]);
    expect(prepareCombat(ENV.assault('KB'), crossed(false), 'axis', [], () => true).file.attacks).toHaveLength(1);
  });
});

/**
 * KB 7.26 with 12.0 and 12.21: a stack is attacked once a phase, so crossers bound to a common
 * stack meet their obligations in one attack (found by the fuzzer: Operation Star, seed
 * kb-npm-test/operation-star/2, T03/soviet-combat, where two crossers were bound to 1930).
 */
describe('KB 7.26: crossers bound to a common stack attack it together', () => {
  it('joins the obligations that share a stack, in the order of their first unit', () => {
    expect(obligatoryAttacks([
      { unit: 'a', hexes: ['1929' as HexId, '1930' as HexId] },
      { unit: 'b', hexes: ['2825' as HexId] },
      { unit: 'c', hexes: ['1930' as HexId] },
      { unit: 'd', hexes: ['2825' as HexId, '1929' as HexId] },
    ])).toEqual([{ attackers: ['a', 'c', 'b', 'd'], targets: ['1929', '1930', '2825'] }]);
    expect(obligatoryAttacks([{ unit: 'a', hexes: ['1929' as HexId] }, { unit: 'b', hexes: ['2825' as HexId] }])).toEqual([
      { attackers: ['a'], targets: ['1929'] },
      { attackers: ['b'], targets: ['2825'] },
    ]);
  });
});
