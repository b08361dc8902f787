import { describe, expect, it } from 'vitest';
import { adjudicateCombat } from '#games/kharkov-battles/windows/combat/index';
import { readCombatFile } from '#games/kharkov-battles/windows/combat/file';
import { designationLost } from '#games/kharkov-battles/windows/combat/still-designated';
import { withUnits } from '#games/kharkov-battles/state/update';
import type { HexId } from '#kernel/ids';
import { CHITS, dice, LABEL } from './assault-fixture';
import { attack, combatField, ofType } from './window-combat-fixture';

/**
 * An attack whose designation no longer holds when its turn comes is skipped whole and
 * reported to its owner, the others resolved (docs/kharkov-battles.md "Orders that became
 * illegal"; KB 12.0). Within one file a combat's result moves only its own force and its
 * defenders, and attacks out of a shared hex are rolled before any result is applied (12.23),
 * so the check bears on the position the combat is resolved on.
 */
describe('the designation checked again when the combat comes (12.0)', () => {
  const { env, state } = combatField({ '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] });
  const { file } = readCombatFile(env.ctx, [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] })]);
  const fa = file.attacks[0]!;
  const from = new Map<string, HexId>([['ger-brk-kb-1', '1211' as HexId], ['ger-brk-kb-2', '1112' as HexId]]);
  it('as designated: it is made', () => {
    expect(designationLost(env, state, 'axis', fa, from)).toBeNull();
  });
  it('an attacker that retreated after an earlier result is no longer where it attacks from: not made', () => {
    const moved = withUnits(state, { 'ger-brk-kb-2': { hex: '1012' as HexId } });
    expect(designationLost(env, moved, 'axis', fa, from)).toMatchObject({ path: ['orders', 0, 'attack', 'attackers', 1], code: 'attacker-retreated', rule: 'KB 12.0' });
  });
  it('an attacker eliminated: not made', () => {
    const gone = withUnits(state, { 'ger-brk-kb-1': { where: 'permanent-dead', hex: null, steps: 0 } });
    expect(designationLost(env, gone, 'axis', fa, from)).toMatchObject({ path: ['orders', 0, 'attack', 'attackers', 0], code: 'attacker-eliminated' });
  });
  it('a target hex left empty: not made', () => {
    const empty = withUnits(state, { 'sov-167-rd-kb': { hex: '1214' as HexId } });
    expect(designationLost(env, empty, 'axis', fa, from)).toMatchObject({ path: ['orders', 0, 'attack', 'targets', 0], code: 'target-empty' });
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
