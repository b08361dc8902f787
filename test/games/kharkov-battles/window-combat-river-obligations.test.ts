import { describe, expect, it } from 'vitest';
import { checkCombat } from '#games/kharkov-battles/windows/combat/index';
import { obligatoryAttacks, riverObligations } from '#games/kharkov-battles/windows/combat/obligations';
import { prepareCombat } from '#games/kharkov-battles/windows/combat/check';
import type { HexId } from '#kernel/ids';
import type { KbState } from '#games/kharkov-battles/state/types';
import { designationRefusals } from '#games/kharkov-battles/assault/designation';
import type { AssaultEnv } from '#games/kharkov-battles/assault/attack';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import { withUnits } from '#games/kharkov-battles/state/update';
import { ENV, onKb } from './game-fixture';
import { combatField, ofType } from './window-combat-fixture';
import { gridMap } from './state-fixtures';

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

/**
 * KB 7.26: "A unit which crosses a Major River hexside (bridged or un-bridged) into an empty
 * hex within the EZOC of an enemy unit adjacent to the same side of the river as the hex to be
 * entered must attack that unit". Fuesilier Regiment GD crossed the unbridged Major River
 * 3025-3026; the Soviet 167th in 3027 stands on its side (no river between), the 232nd in 3126
 * across a Major River bridged by road and rail, whose ZOC reaches 3026 in the Combat Phase
 * (7.31) and so must be attacked by someone once 3026 attacks (12.1), not by the crosser itself.
 */
describe('KB 7.26: the crosser is bound to the enemy on its own side of the river', () => {
  const crossedBeside = (): KbState => {
    const s = onKb({ '3026': ['ger-f-gd'], '3027': ['sov-167-rd-kb'], '3126': ['sov-232-rd-kb'], '3226': ['ger-gr-gd'] }, { side: 'axis' });
    const u = s.units['ger-f-gd']!;
    return { ...s, at: { ...s.at, phase: 'combat' }, units: { ...s.units, 'ger-f-gd': { ...u, marks: { ...u.marks, preparedAssault: true } } } };
  };

  it('binds it to 3027 alone, not to 3126 across the bridged Major River', () => {
    expect(riverObligations(ENV.ctx('KB'), crossedBeside(), 'axis')).toEqual([{ unit: 'ger-f-gd', hexes: ['3027'] }]);
  });

  it('accepts the file in which it attacks 3027 and the Grenadiers attack 3126 from 3226 (12.1 met by another unit)', () => {
    const orders = [{ attack: { attackers: ['ger-f-gd'], targets: ['3027'] } }, { attack: { attackers: ['ger-gr-gd'], targets: ['3126'] } }] as KbOrder[];
    expect(checkCombat(ENV.assault('KB'), crossedBeside(), 'axis', orders)).toEqual([]);
  });

  it('accepts the empty file, the server designating what 12.1 then asks too: the crosser attacks 3027 and 3126, a legal designation', () => {
    const state = crossedBeside();
    expect(checkCombat(ENV.assault('KB'), state, 'axis', [])).toEqual([]);
    const prep = prepareCombat(ENV.assault('KB'), state, 'axis', []);
    const attacks = prep.file.attacks.map((a) => a.attack);
    expect(attacks).toEqual([{ id: 'attack-1', attackers: ['ger-f-gd'], targets: ['3027', '3126'] }]);
    expect(designationRefusals(ENV.ctx('KB'), state, 'axis', attacks, prep.obligations)).toEqual([]);
    expect(prep.events).toContainEqual({ type: 'obligatory-attacks-designated', side: 'axis', attacks: [{ attackers: ['ger-f-gd'], targets: ['3027', '3126'] }], rule: 'KB 7.26' });
  });
});

/**
 * KB 7.26 with 12.1 and 12.21, on a fragment of the grid: two crossers, in 1212 and 1313, are
 * bound to the Soviet 167th in 1213 on their side of the river (so they attack it together,
 * 12.0); the 232nd in 1211 stands across a Major River bridged by a road from 1212 and
 * exerts a ZOC on it in the Combat Phase, so once 1212 attacks, 1211 must be attacked too
 * (12.1). 1211 is not adjacent to 1313, so the crossers' one attack may not take it in (12.21).
 */
describe('KB 7.26 with 12.1: what the server designates for a file with no attack', () => {
  const bridged = () => gridMap({ rows: [10, 14], cols: [10, 20], hexsides: [['1211', '1212', ['major-river', 'road', 'road-bridge']]] });
  const crossers = (at: Record<string, string[]>): { env: AssaultEnv; state: KbState } => {
    const { env, state } = combatField({ '1212': ['ger-brk-kb-1'], '1313': ['ger-brk-kb-2'], '1213': ['sov-167-rd-kb'], '1211': ['sov-232-rd-kb'], ...at }, bridged());
    return { env, state: withUnits(state, Object.fromEntries(['ger-brk-kb-1', 'ger-brk-kb-2'].map((id) => [id, { marks: { ...state.units[id]!.marks, preparedAssault: true } }]))) };
  };

  it('another unit adjacent to 1211 attacks it: the designation is legal and the empty file accepted', () => {
    const { env, state } = crossers({ '1111': ['ger-brk-kb-3'] });
    expect(riverObligations(env.ctx, state, 'axis')).toEqual([
      { unit: 'ger-brk-kb-1', hexes: ['1213'] },
      { unit: 'ger-brk-kb-2', hexes: ['1213'] },
    ]);
    const prep = prepareCombat(env, state, 'axis', []);
    expect(prep.issues).toEqual([]);
    const attacks = prep.file.attacks.map((a) => a.attack);
    expect(attacks).toEqual([
      { id: 'attack-1', attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1213'] },
      { id: 'attack-2', attackers: ['ger-brk-kb-3'], targets: ['1211'] },
    ]);
    expect(designationRefusals(env.ctx, state, 'axis', attacks, prep.obligations)).toEqual([]);
  });

  it("a stack across the bridge that another crosser is bound to is left to that crosser's attack, both obligations binding", () => {
    const { env, state: s } = combatField({ '1212': ['ger-brk-kb-1'], '1111': ['ger-brk-kb-2'], '1213': ['sov-167-rd-kb'], '1211': ['sov-232-rd-kb'] }, bridged());
    const state = withUnits(s, Object.fromEntries(['ger-brk-kb-1', 'ger-brk-kb-2'].map((id) => [id, { marks: { ...s.units[id]!.marks, preparedAssault: true } }])));
    expect(riverObligations(env.ctx, state, 'axis')).toEqual([
      { unit: 'ger-brk-kb-1', hexes: ['1213'] },
      { unit: 'ger-brk-kb-2', hexes: ['1211'] },
    ]);
    const prep = prepareCombat(env, state, 'axis', []);
    expect(prep.issues).toEqual([]);
    expect(prep.file.attacks.map((a) => a.attack)).toEqual([
      { id: 'attack-1', attackers: ['ger-brk-kb-1'], targets: ['1213'] },
      { id: 'attack-2', attackers: ['ger-brk-kb-2'], targets: ['1211'] },
    ]);
  });

  it('no unit can attack 1211: no legal designation meets the obligation, which binds no one, and an event says so', () => {
    const { env, state } = crossers({});
    expect(riverObligations(env.ctx, state, 'axis')).toEqual([]);
    expect(checkCombat(env, state, 'axis', [])).toEqual([]);
    const prep = prepareCombat(env, state, 'axis', []);
    expect(prep.file.attacks).toEqual([]);
    expect(ofType(prep.events, 'obligatory-attack-impossible')).toEqual([
      { type: 'obligatory-attack-impossible', side: 'axis', attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1213'], rule: 'KB 7.26, 12.1' },
    ]);
  });
});
