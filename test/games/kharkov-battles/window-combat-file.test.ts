import { describe, expect, it } from 'vitest';
import { adjudicateCombat } from '#games/kharkov-battles/windows/combat/index';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, hexes, NO_STANDING, ofType, RETREAT_IN_FULL } from './window-combat-fixture';

/**
 * A Combat Phase in one file (KB 4.1 B.3, 12.0, 12.1, 12.23; docs/kharkov-battles.md "A
 * combat phase"): every attack designated before any is resolved, then resolved one at a
 * time in the file's order, each result applied before the next combat (12.0), except
 * combats out of one hex, all rolled before any result is applied (12.23).
 */
describe('three attacks resolved in the order of the file (12.0)', () => {
  // Two regiments against a rifle division at 1212 (6:3, 2-1); a regiment against another
  // at 1216 (3:2, 1-1); a regiment against a third at 1219 (3:3, 1-1).
  const { env, state } = combatField({
    '1211': ['ger-brk-kb-1'],
    '1112': ['ger-brk-kb-2'],
    '1212': ['sov-167-rd-kb'],
    '1215': ['ger-brk-kb-3'],
    '1216': ['sov-232-rd-kb'],
    '1218': ['ger-brk-kb-4'],
    '1219': ['sov-240-rd-kb'],
  });
  const orders = [
    attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] }),
    attack({ attackers: ['ger-brk-kb-3'], targets: ['KB1216'] }),
    attack({ attackers: ['ger-brk-kb-4'], targets: ['1219'] }),
  ];
  const standing = { axis: null, soviet: { retreat: { policy: 'retreat' as const } } };
  const r = adjudicateCombat(env, state, 'axis', orders, standing, dice({ 'attack-1': 5, 'attack-2': 7, 'attack-3': 5 }), LABEL);

  it('all three are designated first, a Prepared Assault marker on each attacker (12.1)', () => {
    expect(r.events[0]).toEqual({
      type: 'attacks-designated',
      side: 'axis',
      attacks: [
        { id: 'attack-1', attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] },
        { id: 'attack-2', attackers: ['ger-brk-kb-3'], targets: ['1216'] },
        { id: 'attack-3', attackers: ['ger-brk-kb-4'], targets: ['1219'] },
      ],
      rule: 'KB 12.1',
    });
  });
  it('then each combat in turn, its result applied before the next is fought: Dr1, Dr1, Ar1', () => {
    const story = ofType(r.events, 'combat', 'crt', 'retreated').map((e) =>
      e.type === 'combat' ? `combat ${(e.attacks as { id: string }[]).map((a) => a.id).join()}` : e.type === 'crt' ? `${e.final} die ${e.die}: ${e.result}` : `${e.side} retreats ${e.from}-${(e.path as string[]).join('-')}`,
    );
    expect(story).toEqual([
      'combat attack-1',
      '2-1 die 5: Dr1',
      'soviet retreats 1212-1213',
      'combat attack-2',
      '1-1 die 7: Dr1',
      'soviet retreats 1216-1117',
      'combat attack-3',
      '1-1 die 5: Ar1',
      'axis retreats 1218-1318',
    ]);
  });
  it('the position after: each loser where it retreated to; no Prepared Assault marker left (each came off with its die)', () => {
    expect(hexes(r.state, ['sov-167-rd-kb', 'sov-232-rd-kb', 'ger-brk-kb-4'])).toEqual({ 'sov-167-rd-kb': '1213', 'sov-232-rd-kb': '1117', 'ger-brk-kb-4': '1318' });
    expect(Object.values(r.state.units).filter((u) => u.marks.preparedAssault)).toEqual([]);
  });
  it('the defender, retreating by his standing order, is asked nothing', () => {
    expect(ofType(r.events, 'decision-defaulted')).toEqual([]);
  });
  it('the state given is untouched', () => {
    expect(hexes(state, ['sov-167-rd-kb', 'ger-brk-kb-4'])).toEqual({ 'sov-167-rd-kb': '1212', 'ger-brk-kb-4': '1218' });
  });
});

describe('linked combats: units of one hex attacking two hexes (12.23)', () => {
  // 1211 holds three regiments: one attacks 1212, one 1312, the third attacks nothing and follows the second.
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], '1212': ['sov-167-rd-kb'], '1312': ['sov-232-rd-kb'] });
  const orders = [
    attack({ attackers: ['ger-brk-kb-1'], targets: ['1212'] }),
    attack({ attackers: ['ger-brk-kb-2'], targets: ['1312'], follow: ['ger-brk-kb-3'] }),
  ];
  const r = adjudicateCombat(env, state, 'axis', orders, RETREAT_IN_FULL, dice({ 'attack-1': 7, 'attack-2': 5 }), LABEL);

  it('one combat of two, both dice rolled before either result is applied', () => {
    expect(ofType(r.events, 'combat')).toMatchObject([{ attacks: [{ id: 'attack-1' }, { id: 'attack-2' }], linked: true, rule: 'KB 12.0, 12.23' }]);
    const order = ofType(r.events, 'crt', 'retreated').map((e) => e.type);
    expect(order.slice(0, 2)).toEqual(['crt', 'crt']);
    expect(ofType(r.events, 'crt')).toMatchObject([{ result: 'Dr1' }, { result: 'Ar1' }]);
  });
  it('the unit that attacked nothing follows the result its owner chose (follow): it retreats with the second', () => {
    expect(ofType(r.events, 'retreated').filter((e) => e.side === 'axis')).toMatchObject([{ from: '1211', units: ['ger-brk-kb-2', 'ger-brk-kb-3'] }]);
    expect(r.state.units['ger-brk-kb-1']!.hex).toBe('1211');
  });
});

describe("the attacker's own choices after the die come from his attack (D13, D14; soviet-combat, 4.1 C.4)", () => {
  // A Guards rifle division (4, two steps) attacks a regiment (3): 4:3, 1-1; die 5 gives Ar1, die 7 Dr1.
  const { env, state } = combatField({ '1211': ['sov-25g-rd-kb'], '1212': ['ger-brk-kb-1'] });
  const run = (body: Parameters<typeof attack>[0], die: number) => adjudicateCombat(env, state, 'soviet', [attack(body)], RETREAT_IN_FULL, dice({ 'attack-1': die }), LABEL);
  it('`retreat: {hold: 1}`: on Ar1 the division holds its hex with a step instead of retreating', () => {
    const r = run({ attackers: ['sov-25g-rd-kb'], targets: ['1212'], retreat: { hold: 1 } }, 5);
    expect(ofType(r.events, 'crt')).toMatchObject([{ final: '1-1', result: 'Ar1' }]);
    expect(r.state.units['sov-25g-rd-kb']).toMatchObject({ hex: '1211', steps: 1 });
  });
  it('`retreat: {path}`: on Ar1 it retreats by the hex its order names, when that is legal', () => {
    const by1210 = run({ attackers: ['sov-25g-rd-kb'], targets: ['1212'], retreat: { path: ['1210'] } }, 5);
    expect(by1210.state.units['sov-25g-rd-kb']!.hex).toBe('1210');
    const byDefault = run({ attackers: ['sov-25g-rd-kb'], targets: ['1212'] }, 5);
    expect(byDefault.state.units['sov-25g-rd-kb']!.hex).not.toBe('1210');
  });
  it('a path the rules do not allow (toward the defender) is not followed: the default is taken and the Soviet player told', () => {
    const r = run({ attackers: ['sov-25g-rd-kb'], targets: ['1212'], retreat: { path: ['1312'] } }, 5);
    expect(ofType(r.events, 'order-part-skipped')).toMatchObject([{ side: 'soviet', at: 'orders[0].attack.retreat.path', code: 'illegal-retreat-path', rule: 'KB 12.72', visibleTo: ['soviet'] }]);
    expect(r.state.units['sov-25g-rd-kb']!.hex).not.toBe('1211');
  });
  it('`advance`: on Dr1 the victor advances into the vacated hex (12.8); without one it stays', () => {
    const r = run({ attackers: ['sov-25g-rd-kb'], targets: ['1212'], advance: [{ units: ['sov-25g-rd-kb'], path: ['1212'] }] }, 7);
    expect(ofType(r.events, 'crt')).toMatchObject([{ result: 'Dr1' }]);
    expect(ofType(r.events, 'advanced')).toEqual([{ type: 'advanced', unit: 'sov-25g-rd-kb', path: ['1212'], rule: 'KB 12.82' }]);
    expect(run({ attackers: ['sov-25g-rd-kb'], targets: ['1212'] }, 7).state.units['sov-25g-rd-kb']!.hex).toBe('1211');
  });
  it('an advance the result does not allow (two hexes for a one-hex retreat) is not made, and the Soviet player is told; the combat stands', () => {
    const r = run({ attackers: ['sov-25g-rd-kb'], targets: ['1212'], advance: [{ units: ['sov-25g-rd-kb'], path: ['1212', '1213'] }] }, 7);
    expect(ofType(r.events, 'order-part-skipped')).toMatchObject([{ side: 'soviet', at: 'orders[0].attack.advance', code: 'illegal-advance', rule: 'KB 12.8' }]);
    expect(ofType(r.events, 'retreated')).toMatchObject([{ side: 'axis', from: '1212' }]);
    expect(r.state.units['sov-25g-rd-kb']!.hex).toBe('1211');
  });
});

describe("the attacker's losses: his attack's `losses`, else his standing `lossOrder` (D5, D13; 12.63)", () => {
  // Two regiments out of 1211 against a Guards rifle division (4): 6:4, 1-1; die 5 gives Ar1, held with a step.
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1212': ['sov-25g-rd-kb'] });
  const body = { attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'], retreat: { hold: 1 } };
  const lost = (r: ReturnType<typeof adjudicateCombat>) => ofType(r.events, 'step-lost').map((e) => e.unit);
  it('by default the step comes off the first regiment by id', () => {
    const r = adjudicateCombat(env, state, 'axis', [attack(body)], RETREAT_IN_FULL, dice({ 'attack-1': 5 }), LABEL);
    expect(ofType(r.events, 'crt')).toMatchObject([{ final: '1-1', result: 'Ar1' }]);
    expect(lost(r)).toEqual(['ger-brk-kb-1']);
  });
  it("his standing loss order names the second: it loses the step", () => {
    const r = adjudicateCombat(env, state, 'axis', [attack(body)], { axis: { lossOrder: ['ger-brk-kb-2'] }, soviet: null }, dice({ 'attack-1': 5 }), LABEL);
    expect(lost(r)).toEqual(['ger-brk-kb-2']);
  });
  it("his attack's `losses` comes before his standing order", () => {
    const r = adjudicateCombat(env, state, 'axis', [attack({ ...body, losses: ['ger-brk-kb-1'] })], { axis: { lossOrder: ['ger-brk-kb-2'] }, soviet: null }, dice({ 'attack-1': 5 }), LABEL);
    expect(lost(r)).toEqual(['ger-brk-kb-1']);
  });
});
