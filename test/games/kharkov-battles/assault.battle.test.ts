import { describe, expect, it } from 'vitest';
import { resolveBattle, resolveLinked, type AssaultAnswer } from '#games/kharkov-battles/assault/resolve';
import type { Attack } from '#games/kharkov-battles/assault/attack';
import type { AssaultEvent } from '#games/kharkov-battles/assault/events';
import { withUnits } from '#games/kharkov-battles/state/update';
import { hexId } from '#kernel/ids';
import { loseStep } from '#games/kharkov-battles/assault/steps';
import { battlefield, CHITS, dice, fragment, LABEL } from './assault-fixture';
import { gridMap } from './state-fixtures';

/**
 * Prepared Assaults resolved on the game state (KB 12.0-12.8): fixed dice, the events in
 * order with their rules, and the position after. In row 12, 1212's neighbours are 1213
 * (E), 1113 (SE), 1112 (SW), 1211 (W), 1312 (NW) and 1313 (NE).
 */
const h = hexId;
const attack = (attackers: string[], targets: string[], id = 'a'): Attack => ({ id, attackers, targets: targets.map(h) });
const ok = (a: AssaultAnswer) => {
  if (!a.ok) throw new Error(JSON.stringify(a.issues));
  return a;
};
const kinds = (events: AssaultEvent[], kind: AssaultEvent['kind']) => events.filter((e) => e.kind === kind);

describe('a Prepared Assault from the strengths to the retreat (12.0, 12.7, 12.8)', () => {
  // Two breakdown regiments (3 each) attack a Soviet rifle division (3) on clear terrain.
  const at = { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] };
  const { env, state } = battlefield(fragment(), at);
  const a = ok(resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']), dice({ a: 5 }), LABEL));

  it('6:3 reads the 2-1 column on the Clear line; die 5 gives Dr1', () => {
    expect(kinds(a.events, 'totals')).toEqual([{ kind: 'totals', attack: 6, defense: 3, odds: '2-1', rule: 'KB 12.0' }]);
    expect(kinds(a.events, 'crt')).toEqual([{ kind: 'crt', final: '2-1', die: 5, automatic: false, result: 'Dr1', rule: 'KB 12.0' }]);
  });
  it('by default the division retreats one hex, as far as it can from both attackers and out of their ZOC: 1213, the lower of 1213 and 1313', () => {
    expect(kinds(a.events, 'retreated')).toEqual([{ kind: 'retreated', side: 'soviet', from: h('1212'), path: [h('1213')], units: ['sov-167-rd-kb'], rule: 'KB 12.72' }]);
    expect(a.state.units['sov-167-rd-kb']!.hex).toBe('1213');
    expect(a.state.owner['1213']).toBe('soviet'); // 2.3
  });
  it('the owner may pick the other legal hex, 1313, but not 1312 (nearer the attackers, and in their ZOC)', () => {
    const b = ok(resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']), dice({ a: 5 }), LABEL, { choices: { retreat: { '1212': [h('1313')] } } }));
    expect(b.state.units['sov-167-rd-kb']!.hex).toBe('1313');
    const c = resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']), dice({ a: 5 }), LABEL, { choices: { retreat: { '1212': [h('1312')] } } });
    expect(c).toMatchObject({ ok: false, issues: [{ code: 'illegal-retreat-path', rule: 'KB 12.72', path: ['choices', 'retreat', '1212'] }] });
  });
  it('the victor may advance one hex into the vacated hex (12.8), and owns it (2.3); two hexes is too far', () => {
    const b = ok(resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']), dice({ a: 5 }), LABEL, { choices: { advances: [{ unit: 'ger-brk-kb-1', path: [h('1212')] }] } }));
    expect(b.state.units['ger-brk-kb-1']!.hex).toBe('1212');
    expect(kinds(b.events, 'advanced')).toEqual([{ kind: 'advanced', unit: 'ger-brk-kb-1', path: ['1212'], rule: 'KB 12.82' }]);
    const c = resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']), dice({ a: 5 }), LABEL, { choices: { advances: [{ unit: 'ger-brk-kb-1', path: [h('1212'), h('1312')] }] } });
    expect(c).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance', rule: 'KB 12.8' }] });
  });
  it('a refused choice changes nothing: the state given is untouched', () => {
    expect(state.units['sov-167-rd-kb']!.hex).toBe('1212');
    expect(state.owner['1213']).toBe('axis');
  });
});

describe('retreat losses (12.71, 12.73) and the Encirclement Bonus (12.5)', () => {
  it('a Guards rifle division whose every way out is in an EZOC loses a step entering it (12.73) and retreats on to a free hex (12.74); the ring gives 1 right (12.5)', () => {
    const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1313': ['ger-brk-kb-3'], '1212': ['sov-25g-rd-kb'] });
    const a = ok(resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], ['1212']), dice({ a: 3 }), LABEL));
    expect(kinds(a.events, 'shift')).toEqual([{ kind: 'shift', reason: 'encirclement', rule: 'KB 12.5', shift: 1 }]);
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '3-1', die: 3, result: 'Dr1' }]);
    expect(kinds(a.events, 'step-lost')).toEqual([{ kind: 'step-lost', unit: 'sov-25g-rd-kb', stepsLeft: 1, why: 'retreat-ezoc', rule: 'KB 12.73' }]);
    expect(kinds(a.events, 'retreated')).toMatchObject([{ path: ['1113', '1013'], rule: 'KB 12.72, 12.74' }]);
    expect(a.state.units['sov-25g-rd-kb']).toMatchObject({ hex: '1013', steps: 1 });
  });
  it('with a friendly unit next to it: no Encirclement Bonus, and retreating into the friendly hex costs nothing (12.73)', () => {
    const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1313': ['ger-brk-kb-3'], '1212': ['sov-25g-rd-kb'], '1113': ['sov-232-rd-kb'] });
    const a = ok(resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], ['1212']), dice({ a: 5 }), LABEL));
    expect(kinds(a.events, 'shift')).toEqual([]);
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '2-1', result: 'Dr1' }]);
    expect(kinds(a.events, 'step-lost')).toEqual([]);
    expect(a.state.units['sov-25g-rd-kb']).toMatchObject({ hex: '1113', steps: 2 });
  });
  it('a stack in a corner with nowhere to go loses a step for each hex it cannot retreat (12.71); the victor then picks the path (12.81)', () => {
    const { env, state } = battlefield(fragment(), { '1011': ['ger-brk-kb-1'], '1110': ['ger-brk-kb-2'], '1111': ['ger-brk-kb-3'], '1010': ['sov-167-rd-kb'] });
    const a = ok(resolveBattle(env, state, attack(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], ['1010']), dice({ a: 3 }), LABEL, { choices: { advances: [{ unit: 'ger-brk-kb-1', path: [h('1010')] }] } }));
    expect(kinds(a.events, 'crt')).toMatchObject([{ result: 'Dr1' }]);
    expect(kinds(a.events, 'step-lost')).toEqual([{ kind: 'step-lost', unit: 'sov-167-rd-kb', stepsLeft: 0, why: 'unfulfilled-retreat', rule: 'KB 12.71' }]);
    expect(kinds(a.events, 'eliminated')).toEqual([{ kind: 'eliminated', unit: 'sov-167-rd-kb', to: 'permanent-dead', rule: 'KB 2.7' }]);
    expect(a.state.units['ger-brk-kb-1']!.hex).toBe('1010');
  });
});

describe('losses (12.61-12.63)', () => {
  // An assault gun and a regiment (3 each) attack a Guards rifle division (4) and a tank brigade (2):
  // 6:6 is 1-1, with no Combined Arms shift since the defenders have Combined Arms too (12.44); die 0 gives A(1)r1.
  const { env, state } = battlefield(fragment(), { '1211': ['ger-228-stg', 'ger-brk-kb-1'], '1212': ['sov-25g-rd-kb', 'sov-116-tbr-kb'] });
  const act = attack(['ger-228-stg', 'ger-brk-kb-1'], ['1212']);
  it("the attacker's first step comes from a mechanized unit, whatever the owner's order (12.63); the rest retreats out of the EZOC, farthest from the defender", () => {
    const a = ok(resolveBattle(env, state, act, dice({ a: 0 }), LABEL, { choices: { attackerLossOrder: ['ger-brk-kb-1'] } }));
    expect(kinds(a.events, 'shift')).toEqual([]);
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '1-1', result: 'A(1)r1' }]);
    expect(kinds(a.events, 'step-lost')).toEqual([{ kind: 'step-lost', unit: 'ger-228-stg', stepsLeft: 0, why: 'mandatory', rule: 'KB 12.61, KB 12.63' }]);
    expect(kinds(a.events, 'retreated')).toMatchObject([{ side: 'axis', from: '1211', path: ['1111'], units: ['ger-brk-kb-1'] }]);
  });
  it('the retreat hex taken as a step instead (12.62) eliminates the regiment too; converting two is refused', () => {
    const a = ok(resolveBattle(env, state, act, dice({ a: 0 }), LABEL, { choices: { convert: 1 } }));
    expect(kinds(a.events, 'step-lost').map((e) => e.kind === 'step-lost' && [e.unit, e.why])).toEqual([['ger-228-stg', 'mandatory'], ['ger-brk-kb-1', 'converted']]);
    expect(kinds(a.events, 'retreated')).toEqual([]);
    expect(resolveBattle(env, state, act, dice({ a: 0 }), LABEL, { choices: { convert: 2 } })).toMatchObject({ ok: false, issues: [{ code: 'bad-conversion', rule: 'KB 12.62' }] });
  });
  it("a loss order naming a unit outside the force is refused", () => {
    expect(resolveBattle(env, state, act, dice({ a: 0 }), LABEL, { choices: { attackerLossOrder: ['sov-25g-rd-kb'] } })).toMatchObject({ ok: false, issues: [{ code: 'not-in-force', rule: 'KB 12.63' }] });
  });
});

describe('Strength Chits in combat (2.6, 2.7)', () => {
  const at = { '1211': ['ger-168-id-kb'], '1212': ['sov-167-rd-kb'] };
  it('a Combat Rating unit without a chit draws one, blind, from its pool; its strength is the chit value for its rating', () => {
    const { env, state } = battlefield(fragment(), at);
    const pooled = { ...state, chitPools: { axis: CHITS.filter((c) => c.pool === 'axis').map((c) => c.id).sort(), soviet: [] } };
    const first = pooled.chitPools.axis[0]!;
    const value = CHITS.find((c) => c.id === first)!.full.B!;
    const a = ok(resolveBattle(env, pooled, attack(['ger-168-id-kb'], ['1212']), dice({ a: 9 }, { 'a/chit/ger-168-id-kb': 1 }), LABEL));
    expect(kinds(a.events, 'chit-drawn')).toEqual([{ kind: 'chit-drawn', side: 'axis', unit: 'ger-168-id-kb', chit: first, face: 'full', rule: 'KB 2.6' }]);
    expect(kinds(a.events, 'strength')[0]).toMatchObject({ unit: 'ger-168-id-kb', strength: value });
    expect(a.state.chitPools.axis).not.toContain(first);
    expect(a.state.units['ger-168-id-kb']!.chit).toEqual({ id: first, face: 'full' });
  });
  it('with the pool empty the battle is refused and nothing changes', () => {
    const { env, state } = battlefield(fragment(), at);
    expect(resolveBattle(env, state, attack(['ger-168-id-kb'], ['1212']), dice({ a: 9 }), LABEL)).toMatchObject({ ok: false, issues: [{ code: 'chit-pool-empty', rule: 'KB 2.6' }] });
  });
});

describe('E7 and E8: the advance when every loser is eliminated (12.81, 12.51)', () => {
  it('E7: two one-step units meet D(1)r3 by losing both; the victor may advance 2 hexes, a non-mechanized unit that used the Encirclement Bonus only 1', () => {
    const isolated = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, { supply: 'isolated' as const }]));
    const base = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1113': ['ger-brk-kb-3'], '1313': ['ger-228-stg'], '1212': ['sov-7-ski-kb', 'sov-10-ski-kb'] });
    const state = withUnits(base.state, isolated(['sov-7-ski-kb', 'sov-10-ski-kb']));
    const act = attack(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3', 'ger-228-stg'], ['1212']);
    const go = (advances: { unit: string; path: string[] }[]) => resolveBattle(base.env, state, act, dice({ a: 7 }), LABEL, { choices: { convert: 1, advances: advances.map((x) => ({ unit: x.unit, path: x.path.map(h) })) } });
    const a = ok(go([{ unit: 'ger-228-stg', path: ['1212', '1213'] }]));
    expect(kinds(a.events, 'totals')).toMatchObject([{ attack: 12, defense: 2, odds: '6-1' }]);
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '7-1', die: 7, result: 'D(1)r3' }]);
    expect(kinds(a.events, 'eliminated').length).toBe(2);
    expect(a.state.units['ger-228-stg']!.hex).toBe('1213');
    expect(go([{ unit: 'ger-brk-kb-1', path: ['1212', '1213'] }])).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance', rule: 'KB 12.51' }] });
    expect(go([{ unit: 'ger-228-stg', path: ['1212', '1213', '1214'] }])).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance', rule: 'KB 12.8' }] });
  });
  it('E8: a three-step unit meets D(1)r2 with all its steps; nothing is left to advance', () => {
    const chit = CHITS.find((c) => c.pool === 'soviet' && c.full.D === 4)!;
    const base = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1113': ['ger-brk-kb-3'], '1313': ['ger-brk-kb-4'], '1212': ['sov-8-cc-kb'] });
    const state = withUnits(base.state, { 'sov-8-cc-kb': { supply: 'isolated', chit: { id: chit.id, face: 'full' } } });
    const act = attack(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3', 'ger-brk-kb-4'], ['1212']);
    const a = ok(resolveBattle(base.env, state, act, dice({ a: 4 }), LABEL, { choices: { convert: 2 } }));
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '7-1', result: 'D(1)r2' }]);
    expect(kinds(a.events, 'step-lost').map((e) => e.kind === 'step-lost' && e.why)).toEqual(['mandatory', 'converted', 'converted']);
    expect(kinds(a.events, 'chit-flipped')).toEqual([{ kind: 'chit-flipped', unit: 'sov-8-cc-kb', chit: chit.id, rule: 'KB 2.7' }]);
    expect(kinds(a.events, 'chit-returned')).toEqual([{ kind: 'chit-returned', unit: 'sov-8-cc-kb', chit: chit.id, rule: 'KB 2.7' }]);
    expect(a.state.chitPools.soviet).toContain(chit.id);
    expect(resolveBattle(base.env, state, act, dice({ a: 4 }), LABEL, { choices: { convert: 2, advances: [{ unit: 'ger-brk-kb-1', path: [h('1212')] }] } })).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance' }] });
  });
});

describe('linked combats (12.23, E9 ordering)', () => {
  it('two combats out of one hex are both rolled before either result is applied', () => {
    const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1212': ['sov-167-rd-kb'], '1312': ['sov-232-rd-kb'] });
    const a = ok(resolveLinked(env, state, [{ attack: attack(['ger-brk-kb-1'], ['1212'], 'main') }, { attack: attack(['ger-brk-kb-2'], ['1312'], 'soak') }], dice({ main: 7, soak: 5 }), LABEL));
    const order = a.events.map((e) => e.kind).filter((k) => k === 'crt' || k === 'retreated' || k === 'step-lost');
    expect(order.slice(0, 2)).toEqual(['crt', 'crt']);
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '1-1', die: 7, result: 'Dr1' }, { final: '1-1', die: 5, result: 'Ar1' }]);
    expect(a.state.units['sov-167-rd-kb']!.hex).not.toBe('1212');
  });
});

describe('a hex-mate that attacked in neither linked combat (12.23)', () => {
  // 1211 holds three regiments: one attacks 1212 (Dr1), one 1312 (Ar1), the third attacks nothing.
  const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3'], '1212': ['sov-167-rd-kb'], '1312': ['sov-232-rd-kb'] });
  const group = [{ attack: attack(['ger-brk-kb-1'], ['1212'], 'main') }, { attack: attack(['ger-brk-kb-2'], ['1312'], 'soak') }];
  it('by default it follows the result kinder to its side, and stays while the soak-off regiment retreats', () => {
    const a = ok(resolveLinked(env, state, group, dice({ main: 7, soak: 5 }), LABEL));
    expect(kinds(a.events, 'retreated').filter((e) => e.kind === 'retreated' && e.side === 'axis')).toMatchObject([{ from: '1211', units: ['ger-brk-kb-2'] }]);
    expect(a.state.units['ger-brk-kb-3']!.hex).toBe('1211');
  });
  it('its owner may have it follow the other result, and it retreats too; a combat its hex was not in is refused', () => {
    const a = ok(resolveLinked(env, state, group, dice({ main: 7, soak: 5 }), LABEL, { 'ger-brk-kb-3': 'soak' }));
    expect(kinds(a.events, 'retreated').filter((e) => e.kind === 'retreated' && e.side === 'axis')).toMatchObject([{ from: '1211', units: ['ger-brk-kb-2', 'ger-brk-kb-3'] }]);
    expect(resolveLinked(env, state, group, dice({ main: 7, soak: 5 }), LABEL, { 'ger-brk-kb-3': 'elsewhere' })).toMatchObject({ ok: false, issues: [{ code: 'bad-follow', rule: 'KB 12.23' }] });
  });
});

describe('a retreat that must go on (12.74)', () => {
  it('when every end hex at the greatest distance is enemy-controlled, the stack retreats on to a free hex; the extra hex does not count for the advance', () => {
    // 1314's regiment controls 1213 and 1313, the only hexes two away from both attackers.
    const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1314': ['ger-brk-kb-3'], '1212': ['sov-25g-rd-kb'] });
    const act = attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']);
    const a = ok(resolveBattle(env, state, act, dice({ a: 5 }), LABEL));
    expect(kinds(a.events, 'crt')).toMatchObject([{ result: 'Dr1' }]);
    const [r] = kinds(a.events, 'retreated');
    expect(r).toMatchObject({ from: '1212', rule: 'KB 12.72, 12.74' });
    expect(r!.kind === 'retreated' && r.path.length).toBe(2);
    const go = (path: string[]) => resolveBattle(env, state, act, dice({ a: 5 }), LABEL, { choices: { advances: [{ unit: 'ger-brk-kb-1', path: path.map(h) }] } });
    expect(go(['1212']).ok).toBe(true);
    expect(go(['1212', r!.kind === 'retreated' ? r.path[0]! : ''])).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance' }] });
  });
});

describe('what an attack does before the roll (18.16, 13.12)', () => {
  it('a Fortified Zone being built in the attacked hex is removed (18.16); a completed one stays', () => {
    const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1212': ['sov-167-rd-kb'], '1313': ['sov-232-rd-kb'] }, { fortifiedZones: [{ hex: h('1212'), side: 'soviet', building: 2 }, { hex: h('1313'), side: 'soviet', building: 0 }] });
    const a = ok(resolveBattle(env, state, attack(['ger-brk-kb-1'], ['1212']), dice({ a: 4 }), LABEL));
    expect(kinds(a.events, 'building-removed')).toEqual([{ kind: 'building-removed', hex: '1212', rule: 'KB 18.16' }]);
    expect(a.state.markers.fortifiedZones).toEqual([{ hex: '1313', side: 'soviet', building: 0 }]);
  });
  it("an uncommitted Soviet unit attacked by an Axis unit commits its whole army, every unit of its icon colour (13.12)", () => {
    const { env, state } = battlefield(fragment(), { '1211': ['ger-brk-kb-1'], '1212': ['sov-167-rd-kb'], '1414': ['sov-232-rd-kb', 'sov-7-ski-kb'] });
    const colour = env.ctx.unit('sov-167-rd-kb').colour;
    const same = [...env.ctx.units.values()].filter((u) => u.side === 'soviet' && u.colour === colour && state.units[u.id]).map((u) => u.id).sort();
    const uncommitted = withUnits(state, Object.fromEntries(Object.keys(state.units).filter((id) => id.startsWith('sov')).map((id) => [id, { committed: false }])));
    const a = ok(resolveBattle(env, uncommitted, attack(['ger-brk-kb-1'], ['1212']), dice({ a: 4 }), LABEL));
    expect(kinds(a.events, 'army-committed')).toEqual([{ kind: 'army-committed', colour, units: same, rule: 'KB 13.12' }]);
    expect(a.state.units['sov-167-rd-kb']!.committed).toBe(true);
    expect(same).toEqual(['sov-167-rd-kb', 'sov-232-rd-kb']);
    expect([a.state.units['sov-232-rd-kb']!.committed, a.state.units['sov-7-ski-kb']!.committed]).toEqual([true, false]);
  });
});

describe('the three-step advance (12.82)', () => {
  // An assault gun (3) and a regiment (3) against a rifle division (3): 2-1, die 8 gives Dr2.
  const { env, state } = battlefield(fragment(), { '1211': ['ger-228-stg'], '1112': ['ger-brk-kb-1'], '1212': ['sov-167-rd-kb'] });
  const act = attack(['ger-228-stg', 'ger-brk-kb-1'], ['1212']);
  const go = (unit: string, path: string[]) => resolveBattle(env, state, act, dice({ a: 8 }), LABEL, { choices: { advances: [{ unit, path: path.map(h) }] } });
  it('the defender retreats two hexes, 1213 then 1214, as far as it can from both attackers', () => {
    const a = ok(go('ger-228-stg', ['1212']));
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '2-1', result: 'Dr2' }]);
    expect(kinds(a.events, 'retreated')).toMatchObject([{ path: ['1213', '1214'] }]);
  });
  it('a mechanized unit may leave the Path of Retreat (step 3); a non-mechanized one follows it strictly (step 2)', () => {
    expect(ok(go('ger-228-stg', ['1212', '1113'])).state.units['ger-228-stg']!.hex).toBe('1113');
    expect(go('ger-brk-kb-1', ['1212', '1113'])).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance', rule: 'KB 12.82' }] });
    expect(ok(go('ger-brk-kb-1', ['1212', '1213'])).state.units['ger-brk-kb-1']!.hex).toBe('1213');
  });
});

describe('where an advance stops (12.83, 12.84, 12.85)', () => {
  // E7's position on a wider strip: the two ski battalions meet D(1)r3 and are both
  // eliminated, the second on entering an EZOC, so the victor may advance 3 hexes and the
  // assault gun (mechanized) takes 1212, 1213, 1214.
  const run = (o: Omit<Parameters<typeof gridMap>[0], 'rows' | 'cols'>, path: string[], pontoons: { hex: string; across: string }[] = []) => {
    const base = battlefield(gridMap({ rows: [10, 14], cols: [10, 20], ...o }), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1113': ['ger-brk-kb-3'], '1313': ['ger-228-stg'], '1212': ['sov-7-ski-kb', 'sov-10-ski-kb'] }, { pontoons });
    const state = withUnits(base.state, { 'sov-7-ski-kb': { supply: 'isolated' }, 'sov-10-ski-kb': { supply: 'isolated' } });
    const act = attack(['ger-brk-kb-1', 'ger-brk-kb-2', 'ger-brk-kb-3', 'ger-228-stg'], ['1212']);
    return resolveBattle(base.env, state, act, dice({ a: 7 }), LABEL, { choices: { advances: [{ unit: 'ger-228-stg', path: path.map(h) }] } });
  };
  const far = ['1212', '1213', '1214'];
  it('on clear ground the assault gun advances all 3 hexes', () => {
    const a = ok(run({}, far));
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '7-1', result: 'D(1)r3' }]);
    expect(kinds(a.events, 'eliminated').length).toBe(2);
    expect(a.state.units['ger-228-stg']!.hex).toBe('1214');
  });
  it('KB 12.83: after its first hex it may not cross an unbridged Major River hexside; a road bridge lets it across', () => {
    expect(run({ hexsides: [['1213', '1214', ['major-river']]] }, far)).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance', rule: 'KB 12.83', path: ['choices', 'advances', 0] }] });
    expect(ok(run({ hexsides: [['1213', '1214', ['major-river', 'road-bridge']]] }, far)).state.units['ger-228-stg']!.hex).toBe('1214');
  });
  it('KB 12.84: it never crosses a Dnepr River hexside without a bridge; a Pontoon Bridge there lets it across', () => {
    expect(run({ hexsides: [['1213', '1214', ['dnepr-river']]] }, far)).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance', rule: 'KB 12.84' }] });
    const bridged = ok(run({ hexsides: [['1213', '1214', ['dnepr-river']]] }, far, [{ hex: '1213', across: '1214' }]));
    expect(bridged.state.units['ger-228-stg']!.hex).toBe('1214');
  });
  it('KB 12.85: entering a city ends its advance: it may stop in the city 1213 but not go on to 1214', () => {
    const city = { hexes: { '1213': { features: ['city'] } } };
    expect(ok(run(city, ['1212', '1213'])).state.units['ger-228-stg']!.hex).toBe('1213');
    expect(run(city, far)).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance', rule: 'KB 12.85' }] });
  });
});

describe('Tigers (15.3, D4)', () => {
  // The LAH Tiger company and 1/LAH (chit A 10) attack four Soviet units worth 12: 10:12 is 1-2.
  const base = battlefield(fragment(), { '1211': ['ger-lah-tiger', 'ger-1-lah'], '1212': ['sov-25g-rd-kb', 'sov-116-tbr-kb', 'sov-167-rd-kb', 'sov-240-rd-kb'] });
  const state = withUnits(base.state, { 'ger-1-lah': { chit: { id: 'axis-01', face: 'full' } } });
  const act = attack(['ger-lah-tiger', 'ger-1-lah'], ['1212']);
  it('a Tiger company stacked with its parent formation shifts one column right, and takes the first step loss whatever the order', () => {
    const a = ok(resolveBattle(base.env, state, act, dice({ a: 0 }), LABEL, { choices: { attackerLossOrder: ['ger-1-lah'] } }));
    expect(kinds(a.events, 'totals')).toMatchObject([{ attack: 10, defense: 12, odds: '1-2' }]);
    expect(kinds(a.events, 'shift')).toEqual([{ kind: 'shift', reason: 'attacking-tiger', rule: 'KB 15.3', shift: 1 }]);
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '1-1', result: 'A(1)r1' }]);
    expect(kinds(a.events, 'step-lost')[0]).toMatchObject({ unit: 'ger-lah-tiger', why: 'mandatory' });
  });
  it('its owner may forgo the shift; the first loss then follows his order among the mechanized participants', () => {
    const a = ok(resolveBattle(base.env, state, act, dice({ a: 0 }), LABEL, { choices: { tigers: { 'ger-lah-tiger': false }, attackerLossOrder: ['ger-1-lah'] } }));
    expect(kinds(a.events, 'shift')).toEqual([]);
    expect(kinds(a.events, 'crt')).toMatchObject([{ final: '1-2', result: 'A(1)r1' }]);
    expect(kinds(a.events, 'step-lost')[0]).toMatchObject({ unit: 'ger-1-lah', stepsLeft: 2 });
    expect(kinds(a.events, 'chit-flipped')).toEqual([{ kind: 'chit-flipped', unit: 'ger-1-lah', chit: 'axis-01', rule: 'KB 2.7' }]);
  });
});

describe('Air Points (5.21, 5.22, 5.41)', () => {
  const base = battlefield(fragment({ hexes: { '1212': { features: ['city'] } } }), { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] });
  const act = attack(['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212']);
  it('two Axis Air Points against a city: two columns right, spent for the turn, and Rubble placed after the combat, not before it', () => {
    const state = { ...base.state, airPoints: { axis: 2, soviet: 0 } };
    const a = ok(resolveBattle(base.env, state, act, dice({ a: 5 }), LABEL, { attackerAir: 2 }));
    expect(kinds(a.events, 'air-points')).toEqual([{ kind: 'air-points', side: 'axis', used: 2, left: 0, rule: 'KB 5.21, 5.22' }]);
    expect(kinds(a.events, 'shift')).toEqual([
      { kind: 'shift', reason: 'attacker-air-point', rule: 'KB 5.21', shift: 1 },
      { kind: 'shift', reason: 'attacker-air-point', rule: 'KB 5.21', shift: 1 },
    ]);
    expect(kinds(a.events, 'terrain-line')).toEqual([{ kind: 'terrain-line', line: 'city', rule: 'KB 12.24' }]);
    expect(a.events[a.events.length - 1]).toEqual({ kind: 'rubble-placed', hex: '1212', rule: 'KB 5.41' });
    expect(a.state.markers.rubble).toEqual(['1212']);
    expect(a.state.airPoints.axis).toBe(0);
  });
  it('Air Points the side does not have are refused, and nothing changes', () => {
    expect(resolveBattle(base.env, base.state, act, dice({ a: 5 }), LABEL, { attackerAir: 1 })).toMatchObject({ ok: false, issues: [{ code: 'air-points-unavailable', rule: 'KB 5.21' }] });
  });
});

describe('units lost in a Prepared Assault that go to the Turn Record Track (15.13, 16.35)', () => {
  it('15.13: a lone German HQ eliminated at 15-1 (D(3)r4 without a roll, 12.64) is placed on the TRT five turns from the current turn', () => {
    const rifles = { '1211': ['sov-167-rd-kb', 'sov-240-rd-kb', 'sov-100-rd-kb'], '1112': ['sov-232-rd-kb', 'sov-183-rd-kb', 'sov-305-rd-kb'], '1212': ['ger-48-pzk'] };
    const { env, state } = battlefield(fragment(), rifles);
    const sovietTurn3 = { ...state, at: { turn: 3, stage: 'soviet' as const, phase: 'combat' as const } };
    const a = ok(resolveBattle(env, sovietTurn3, attack([...rifles['1211'], ...rifles['1112']], ['1212']), dice({}), LABEL));
    expect(kinds(a.events, 'crt')).toMatchObject([{ automatic: true, result: 'D(3)r4' }]);
    expect(a.state.units['ger-48-pzk']).toMatchObject({ where: 'trt', returnTurn: 8, hex: null });
  });
  it('16.35: a German silhouette mechanized unit taken as a loss is placed on the TRT five turns ahead, as an HQ is', () => {
    const { env, state } = battlefield(fragment(), { '1212': ['ger-203-stg'] });
    const r = loseStep(env, state, 'ger-203-stg', 'mandatory', 'KB 12.61', dice({}), LABEL);
    expect(r.state.units['ger-203-stg']).toMatchObject({ where: 'trt', returnTurn: 6, hex: null });
  });
});
