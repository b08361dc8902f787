import { describe, expect, it } from 'vitest';
import { adjudicateCombat } from '#games/kharkov-battles/windows/combat/index';
import { CHITS, dice, LABEL } from './assault-fixture';
import { attack, combatField, ofType } from './window-combat-fixture';

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
