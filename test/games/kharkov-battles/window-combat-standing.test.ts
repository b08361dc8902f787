import { describe, expect, it } from 'vitest';
import { adjudicateCombat, resumeCombat } from '#games/kharkov-battles/windows/combat/index';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import { withUnits } from '#games/kharkov-battles/state/update';
import { CHITS, dice, LABEL } from './assault-fixture';
import { attack, combatField, NO_STANDING, ofType } from './window-combat-fixture';

/**
 * The defender's choices in the attacker's Combat Phase come from his standing orders
 * (docs/kharkov-battles.md "Standing orders", D1-D9; orders/standing-choices.ts). Where a
 * decision would pause only on `ask` and nothing settles it, the documented default is taken
 * and said to the deciding side; the retreat pauses (window-combat-pause.test.ts).
 */
// Two regiments (1211, 1112) against a rifle division in 1212: 6:3, 2-1; die 5 gives Dr1.
// The division may end its retreat in 1213 (the default, the lower id) or 1313.
const at = { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] };
const orders = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] })];
const run = (soviet: KbStanding | null) => {
  const { env, state } = combatField(at);
  return adjudicateCombat(env, state, 'axis', orders, { axis: null, soviet }, dice({ 'attack-1': 5 }), LABEL);
};

describe("the defender's standing retreat (12.62, 12.72; D6, D7)", () => {
  it('a preference for the hex is followed: the division retreats to 1313, not the default 1213', () => {
    const r = run({ retreat: { hexes: [{ hex: 'KB1212', prefer: ['1313'] }] } });
    expect(ofType(r.events, 'retreated')).toMatchObject([{ side: 'soviet', from: '1212', path: ['1313'], units: ['sov-167-rd-kb'] }]);
    expect(r.state.units['sov-167-rd-kb']!.hex).toBe('1313');
    expect(ofType(r.events, 'decision-defaulted')).toEqual([]);
  });
  it('an avoided hex is not entered while another is legal', () => {
    const r = run({ retreat: { policy: 'retreat', avoid: ['1213'] } });
    expect(r.state.units['sov-167-rd-kb']!.hex).toBe('1313');
  });
  it('holding the hex: the retreat hex taken as a step instead (12.62), and the Guards division stays with one step', () => {
    // Three regiments against a Guards rifle division (4, two steps): 9:4, 2-1; die 5 gives Dr1.
    const { env, state } = combatField({ '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1113': ['ger-brk-kb-3'], '1212': ['sov-25g-rd-kb'] });
    const file = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], targets: ['1212'] })];
    const r = adjudicateCombat(env, state, 'axis', file, { axis: null, soviet: { retreat: { hexes: [{ hex: '1212', hold: 1 }] } } }, dice({ 'attack-1': 5 }), LABEL);
    expect(ofType(r.events, 'crt')).toMatchObject([{ final: '2-1', result: 'Dr1' }]);
    expect(ofType(r.events, 'conversion')).toMatchObject([{ side: 'soviet', converted: 1, hexes: 0 }]);
    expect(ofType(r.events, 'step-lost')).toMatchObject([{ unit: 'sov-25g-rd-kb', stepsLeft: 1, why: 'converted' }]);
    expect(r.state.units['sov-25g-rd-kb']).toMatchObject({ hex: '1212', steps: 1 });
    expect(ofType(r.events, 'retreated')).toEqual([]);
  });
  it('with no standing retreat the phase stops for the `retreat` decision (window-combat-pause.test.ts): nothing is defaulted, nothing retreats yet', () => {
    const r = run(null);
    expect(r.pause).toMatchObject({ decision: 'retreat', side: 'soviet' });
    expect(ofType(r.events, 'window-paused')).toMatchObject([{ side: 'soviet', decision: 'retreat', attack: 'attack-1', rule: 'KB 12.62, 12.72-12.74' }]);
    expect(ofType(r.events, 'decision-defaulted', 'retreated')).toEqual([]);
    expect(r.state.units['sov-167-rd-kb']!.hex).toBe('1212');
  });
});

describe("the defender's Air Point (5.21; D1)", () => {
  it('committed when his standing list names the hex, and spent', () => {
    const { env, state } = combatField(at);
    const s = { ...state, airPoints: { axis: 0, soviet: 1 } };
    const r = adjudicateCombat(env, s, 'axis', orders, { axis: null, soviet: { air: { preparedAssault: [{ hexes: ['KB1212'] }] } } }, dice({ 'attack-1': 5 }), LABEL);
    expect(ofType(r.events, 'air-points')).toEqual([{ type: 'air-points', side: 'soviet', used: 1, left: 0, rule: 'KB 5.21, 5.22' }]);
    expect(r.state.airPoints.soviet).toBe(0);
  });
  it('`ask` pauses before the die (window-combat-pause.test.ts); closed without an answer, none is committed, and the Soviet player is told', () => {
    const { env, state } = combatField(at);
    const s = { ...state, airPoints: { axis: 0, soviet: 1 } };
    const ask = { axis: null, soviet: { air: { preparedAssault: 'ask' as const }, retreat: { policy: 'retreat' as const } } };
    const r = adjudicateCombat(env, s, 'axis', orders, ask, dice({ 'attack-1': 5 }), LABEL);
    expect(r.pause).toMatchObject({ decision: 'airDefense' });
    const a = resumeCombat(env, r.state, r.pause!, null, ask, dice({ 'attack-1': 5 }));
    expect(ofType(a.events, 'air-points')).toEqual([]);
    expect(ofType(a.events, 'decision-defaulted')).toMatchObject([{ side: 'soviet', decision: 'airDefense', default: 'no Air Point committed', visibleTo: ['soviet'] }]);
  });
});

describe("the defender's participants (6.21, 6.22; D3)", () => {
  // Two Soviet corps (three steps each, chits D and B already drawn) hold 1212: one of them defends.
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-8-cc-kb', 'sov-4-tc-kb'] });
  const [c1, c2] = CHITS.filter((c) => c.pool === 'soviet');
  const s = withUnits(state, { 'sov-8-cc-kb': { chit: { id: c1!.id, face: 'full' } }, 'sov-4-tc-kb': { chit: { id: c2!.id, face: 'full' } } });
  const go = (soviet: KbStanding) => adjudicateCombat(env, s, 'axis', orders, { axis: null, soviet: { retreat: { policy: 'retreat' }, ...soviet } }, dice({ 'attack-1': 5 }), LABEL);
  it('the unit his standing list names for the hex defends', () => {
    const r = go({ participants: [{ hex: 'KB1212', units: ['sov-8-cc-kb'] }] });
    expect(ofType(r.events, 'participants')).toMatchObject([{ side: 'soviet', hex: '1212', units: ['sov-8-cc-kb'] }]);
  });
  it('a list the 6.21 limit refuses (both corps) gives way to the strongest defence, and the Soviet player is told; the attack is made', () => {
    const r = go({ participants: [{ hex: '1212', units: ['sov-8-cc-kb', 'sov-4-tc-kb'] }] });
    expect(ofType(r.events, 'standing-order-not-followed')).toMatchObject([{ side: 'soviet', attack: 'attack-1', part: 'participants', code: 'bad-defenders', rule: 'KB 6.21', visibleTo: ['soviet'] }]);
    expect(ofType(r.events, 'participants')).toMatchObject([{ units: [expect.any(String)] }]);
    expect(ofType(r.events, 'crt').length).toBe(1);
  });
});

describe('a Soviet army committed by an Axis attack (13.12)', () => {
  it('every uncommitted Soviet unit of the attacked unit\'s icon colour is committed before the combat, on the map or not', () => {
    const { env, state } = combatField({ ...at, '1414': ['sov-232-rd-kb', 'sov-7-ski-kb'] });
    const uncommitted = withUnits(state, Object.fromEntries(Object.keys(state.units).filter((id) => id.startsWith('sov')).map((id) => [id, { committed: false }])));
    const r = adjudicateCombat(env, uncommitted, 'axis', orders, { axis: null, soviet: { retreat: { policy: 'retreat' } } }, dice({ 'attack-1': 5 }), LABEL);
    const colour = env.ctx.unit('sov-167-rd-kb').colour;
    expect(ofType(r.events, 'army-committed')).toEqual([{ type: 'army-committed', colour, units: ['sov-167-rd-kb', 'sov-232-rd-kb'], rule: 'KB 13.12' }]);
    expect([r.state.units['sov-167-rd-kb']!.committed, r.state.units['sov-232-rd-kb']!.committed, r.state.units['sov-7-ski-kb']!.committed]).toEqual([true, true, false]);
    // before the die
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('army-committed')).toBeLessThan(types.indexOf('crt'));
  });
});

describe('Disorganized markers at the end of the Combat Phase (11.28)', () => {
  it("the phasing side's come off, the other side's stay; said once", () => {
    const { env, state } = combatField({ ...at, '1016': ['ger-brk-kb-3'], '1416': ['sov-232-rd-kb'] });
    const dis = (id: string) => ({ [id]: { marks: { ...state.units[id]!.marks, disorganized: true } } });
    const s = withUnits(state, { ...dis('ger-brk-kb-3'), ...dis('ger-brk-kb-1'), ...dis('sov-232-rd-kb') });
    const r = adjudicateCombat(env, s, 'axis', orders, NO_STANDING, dice({ 'attack-1': 5 }), LABEL);
    expect(r.events.at(-1)).toEqual({ type: 'disorganized-removed', side: 'axis', units: ['ger-brk-kb-1', 'ger-brk-kb-3'], rule: 'KB 11.28' });
    expect([r.state.units['ger-brk-kb-1']!.marks.disorganized, r.state.units['ger-brk-kb-3']!.marks.disorganized, r.state.units['sov-232-rd-kb']!.marks.disorganized]).toEqual([false, false, true]);
  });
  it('with no attack at all, too', () => {
    const { env, state } = combatField({ '1016': ['ger-brk-kb-3'] });
    const s = withUnits(state, { 'ger-brk-kb-3': { marks: { ...state.units['ger-brk-kb-3']!.marks, disorganized: true } } });
    const r = adjudicateCombat(env, s, 'axis', [], NO_STANDING, dice({}), LABEL);
    expect(r.events).toEqual([{ type: 'disorganized-removed', side: 'axis', units: ['ger-brk-kb-3'], rule: 'KB 11.28' }]);
    expect(r.state.units['ger-brk-kb-3']!.marks.disorganized).toBe(false);
  });
});
