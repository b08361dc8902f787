import { describe, expect, it } from 'vitest';
import { adjudicateCombat } from '#games/kharkov-battles/windows/combat/index';
import { CHITS, dice, LABEL } from './assault-fixture';
import { attack, combatField, NO_STANDING, ofType } from './window-combat-fixture';

/**
 * A Strength Chit's value is its owner's until combat reveals it (KB 2.6; docs/kharkov-battles.md
 * "Hidden information"): the draw is a hidden draw labelled by the combat and the unit, its
 * event visible to the owner only; the battle's strength event shows the value once it fights.
 */
describe('the chit drawn for an attacker (2.6)', () => {
  // 1/LAH (Combat Rating A, no chit yet) attacks a rifle division.
  const { env, state } = combatField({ '1211': ['ger-1-lah'], '1212': ['sov-167-rd-kb'] });
  const pool = CHITS.filter((c) => c.pool === 'axis').map((c) => c.id).sort();
  const s = { ...state, chitPools: { axis: pool, soviet: [] } };
  const drawn = pool[2]!;
  const value = CHITS.find((c) => c.id === drawn)!.full.A!;
  const r = adjudicateCombat(env, s, 'axis', [attack({ attackers: ['ger-1-lah'], targets: ['1212'] })], { axis: null, soviet: { retreat: { policy: 'retreat' } } }, dice({ 'attack-1': 5 }, { 'attack-1/chit/ger-1-lah': 3 }), LABEL);

  it('the third chit of the pool, drawn blind: the event is visible to the Axis player only', () => {
    expect(ofType(r.events, 'chit-drawn')).toEqual([{ type: 'chit-drawn', side: 'axis', unit: 'ger-1-lah', chit: drawn, face: 'full', rule: 'KB 2.6', visibleTo: ['axis'] }]);
  });
  it("the battle's strength event reveals the value to both", () => {
    const [st] = ofType(r.events, 'strength').filter((e) => e.unit === 'ger-1-lah');
    expect(st).toMatchObject({ side: 'axis', strength: value });
    expect(st!.visibleTo).toBeUndefined();
  });
  it('no other event of this combat is hidden from either side', () => {
    expect(r.events.filter((e) => e.visibleTo !== undefined).map((e) => e.type)).toEqual(['chit-drawn']);
  });
  it('the unit keeps the chit and the pool has one less', () => {
    expect(r.state.units['ger-1-lah']!.chit).toEqual({ id: drawn, face: 'full' });
    expect(r.state.chitPools.axis).toEqual(pool.filter((c) => c !== drawn));
  });
});

describe('a combat that can no longer be fought as designated', () => {
  // Two attacks by Combat Rating units with one chit left in the Axis pool: the first takes it.
  const { env, state } = combatField({ '1211': ['ger-1-lah'], '1212': ['sov-167-rd-kb'], '1215': ['ger-2-lah'], '1216': ['sov-232-rd-kb'] });
  const last = CHITS.find((c) => c.pool === 'axis')!.id;
  const s = { ...state, chitPools: { axis: [last], soviet: [] } };
  const orders = [attack({ attackers: ['ger-1-lah'], targets: ['1212'] }), attack({ attackers: ['ger-2-lah'], targets: ['1216'] })];
  const r = adjudicateCombat(env, s, 'axis', orders, { axis: null, soviet: { retreat: { policy: 'retreat' } } }, dice({ 'attack-1': 5 }, { 'attack-1/chit/ger-1-lah': 1 }), LABEL);

  it('is skipped and reported to its owner alone, with its path, code and rule; the first is fought', () => {
    expect(ofType(r.events, 'order-skipped')).toEqual([
      { type: 'order-skipped', side: 'axis', at: 'orders[1].attack', code: 'chit-pool-empty', message: expect.stringContaining('ger-2-lah'), rule: 'KB 2.6', visibleTo: ['axis'] },
    ]);
    expect(ofType(r.events, 'combat')).toMatchObject([{ attacks: [{ id: 'attack-1' }] }]);
  });
  it('its attacker stays where it was, and its Prepared Assault marker comes off', () => {
    expect(r.state.units['ger-2-lah']).toMatchObject({ hex: '1215', marks: { preparedAssault: false } });
  });
});
