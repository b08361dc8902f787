import { describe, expect, it } from 'vitest';
import type { AssaultEnv } from '#games/kharkov-battles/assault/attack';
import { resolveBattle } from '#games/kharkov-battles/assault/resolve';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import { adjudicateCombat } from '#games/kharkov-battles/windows/combat/index';
import { hexId } from '#kernel/ids';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, NO_STANDING, ofType } from './window-combat-fixture';

/**
 * KB 12.72: the owner retreats the stack "one hex at a time ... toward a hex that is closer
 * to a Friendly supply source, or if that is not possible, to a hex that is closer to a
 * Friendly HQ unit". Read hex by hex as 9.42 reads "toward" (rules/movement/toward.ts).
 */
// Two regiments (1211, 1112) against a rifle division in 1212: 6:3, 2-1; die 5 gives Dr1.
// Farthest from both attackers the division may end in 1213 (the lower id, the default) or 1313.
const two = { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] };
const orders = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] })];
const withSources = (env: AssaultEnv, soviet: string[]): AssaultEnv => ({ ...env, supplySources: (_state, side: KbSide) => (side === 'soviet' ? soviet.map(hexId) : []) });

describe('a retreat leads toward a friendly supply source (12.72)', () => {
  // A Soviet supply source in 1412: 1313 is nearer it (1 hex) than 1212 (2), 1213 is not (2).
  const { env: bare, state } = combatField(two);
  const env = withSources(bare, ['1412']);

  it('the paused retreat offers only the hex toward the source: 1313, not 1213', () => {
    const r = adjudicateCombat(env, state, 'axis', orders, NO_STANDING, dice({ 'attack-1': 5 }), LABEL);
    expect(r.pause!.group.asks[0]!.ways).toEqual([{ hold: 0, paths: [['1313']] }, { hold: 1, paths: [[]] }]);
  });
  it('by default the division retreats toward the source, to 1313', () => {
    const r = adjudicateCombat(env, state, 'axis', orders, { axis: null, soviet: { retreat: { policy: 'retreat' } } }, dice({ 'attack-1': 5 }), LABEL);
    expect(ofType(r.events, 'retreated')).toMatchObject([{ side: 'soviet', from: '1212', path: ['1313'] }]);
  });
  it("a standing preference for 1213 is not followed: it leads away from the source", () => {
    const r = adjudicateCombat(env, state, 'axis', orders, { axis: null, soviet: { retreat: { policy: 'retreat', prefer: ['1213'] } } }, dice({ 'attack-1': 5 }), LABEL);
    expect(ofType(r.events, 'retreated')).toMatchObject([{ path: ['1313'] }]);
  });
  it('a chosen path by 1213 is refused with the rule; by 1313 it is carried out', () => {
    const a = resolveBattle(env, state, { id: 'a', attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: [hexId('1212')] }, dice({ a: 5 }), LABEL, { choices: { retreat: { '1212': [hexId('1213')] } } });
    expect(a).toMatchObject({ ok: false, issues: [{ code: 'illegal-retreat-path', rule: 'KB 12.72', path: ['choices', 'retreat', '1212'] }] });
    const b = resolveBattle(env, state, { id: 'a', attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: [hexId('1212')] }, dice({ a: 5 }), LABEL, { choices: { retreat: { '1212': [hexId('1313')] } } });
    expect(b.ok && b.state.units['sov-167-rd-kb']!.hex).toBe('1313');
  });
});

describe('failing a supply source, toward a friendly HQ unit (12.72)', () => {
  // The only Soviet supply source is 1010, behind the attackers: neither 1213 nor 1313 is nearer it.
  it('with the 6th Army HQ in 1216, only 1213 leads toward it (3 hexes, from 4): the pause offers 1213 alone', () => {
    const { env: bare, state } = combatField({ ...two, '1216': ['sov-6a-hq-kb'] });
    const r = adjudicateCombat(withSources(bare, ['1010']), state, 'axis', orders, NO_STANDING, dice({ 'attack-1': 5 }), LABEL);
    expect(r.pause!.group.asks[0]!.ways).toEqual([{ hold: 0, paths: [['1213']] }, { hold: 1, paths: [[]] }]);
  });
  it('with the HQ in 1412, only 1313 does: the default retreat goes there', () => {
    const { env: bare, state } = combatField({ ...two, '1412': ['sov-6a-hq-kb'] });
    const r = adjudicateCombat(withSources(bare, ['1010']), state, 'axis', orders, { axis: null, soviet: { retreat: { policy: 'retreat' } } }, dice({ 'attack-1': 5 }), LABEL);
    expect(ofType(r.events, 'retreated')).toMatchObject([{ path: ['1313'] }]);
  });
  it('with no HQ either, every retreat farthest from the attackers stays legal', () => {
    const { env: bare, state } = combatField(two);
    const r = adjudicateCombat(withSources(bare, ['1010']), state, 'axis', orders, NO_STANDING, dice({ 'attack-1': 5 }), LABEL);
    expect(r.pause!.group.asks[0]!.ways).toEqual([{ hold: 0, paths: [['1213'], ['1313']] }, { hold: 1, paths: [[]] }]);
  });
});

describe("the attacker's own retreat path (D13) is held to it too (12.72)", () => {
  // A Guards rifle division (1211) attacks a regiment (1212): 4:3, 1-1; die 5 gives Ar1. Farthest from 1212
  // it may end in 1111, 1210 or 1311; with a Soviet supply source in 1410 only 1311 is nearer it (1 hex, from 2).
  const { env: bare, state } = combatField({ '1211': ['sov-25g-rd-kb'], '1212': ['ger-brk-kb-1'] });
  const env = withSources(bare, ['1410']);
  const run = (path: string[]) => adjudicateCombat(env, state, 'soviet', [attack({ attackers: ['sov-25g-rd-kb'], targets: ['1212'], retreat: { path } })], { axis: null, soviet: null }, dice({ 'attack-1': 5 }), LABEL);

  it('`retreat: {path: [1210]}` leads away from the source: the default, 1311, is taken and the Soviet player told', () => {
    const r = run(['1210']);
    expect(ofType(r.events, 'crt')).toMatchObject([{ result: 'Ar1' }]);
    expect(ofType(r.events, 'order-part-skipped')).toMatchObject([{ side: 'soviet', at: 'orders[0].attack.retreat.path', code: 'illegal-retreat-path', rule: 'KB 12.72', visibleTo: ['soviet'] }]);
    expect(r.state.units['sov-25g-rd-kb']!.hex).toBe('1311');
  });
  it('`retreat: {path: [1311]}` is followed, nothing said', () => {
    const r = run(['1311']);
    expect(ofType(r.events, 'order-part-skipped')).toEqual([]);
    expect(r.state.units['sov-25g-rd-kb']!.hex).toBe('1311');
  });
});
