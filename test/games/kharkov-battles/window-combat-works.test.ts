import { describe, expect, it } from 'vitest';
import { adjudicateCombat, checkCombat } from '#games/kharkov-battles/windows/combat/index';
import { hexId } from '#kernel/ids';
import { dice, LABEL } from './assault-fixture';
import { attack, combatField, ofType } from './window-combat-fixture';

/**
 * The removals a Combat window takes (KB 18.17 an own FZ or Building marker, 18.22 a
 * Pontoon Bridge "at any time"), carried out at their place in the file: those before the
 * first attack as checked, those after a combat checked when their turn comes and, no longer
 * legal, skipped and reported (docs/kharkov-battles.md "Orders that became illegal").
 */
const at = { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'], '1215': ['ger-brk-kb-3'], '1216': ['sov-232-rd-kb'] };
const fz = { fortifiedZones: [{ hex: hexId('1014'), side: 'axis' as const, building: 0 as const }] };
const standing = { axis: null, soviet: { retreat: { policy: 'retreat' as const } } };

describe('removals in a Combat window (18.17, 18.22)', () => {
  it('an own FZ marker removed between two combats: after the first, before the second', () => {
    const { env, state } = combatField(at);
    const s = { ...state, markers: { ...state.markers, ...fz } };
    const orders = [
      attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] }),
      { removeFz: { hex: 'KB1014' } },
      attack({ attackers: ['ger-brk-kb-3'], targets: ['1216'] }),
    ];
    const r = adjudicateCombat(env, s, 'axis', orders, standing, dice({ 'attack-1': 5, 'attack-2': 7 }), LABEL);
    expect(ofType(r.events, 'combat', 'fz-removed').map((e) => e.type)).toEqual(['combat', 'fz-removed', 'combat']);
    expect(ofType(r.events, 'fz-removed')).toEqual([{ type: 'fz-removed', side: 'axis', hex: '1014', building: 0, rule: 'KB 18.17' }]);
    expect(r.state.markers.fortifiedZones).toEqual([]);
  });
  it('a removal after a combat that is not legal when its turn comes is skipped and reported to its owner; the rest goes on', () => {
    const { env, state } = combatField(at);
    const orders = [attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] }), { removeBridge: { hex: '1211', across: '1212' } }, attack({ attackers: ['ger-brk-kb-3'], targets: ['1216'] })];
    const r = adjudicateCombat(env, state, 'axis', orders, standing, dice({ 'attack-1': 5, 'attack-2': 7 }), LABEL);
    expect(ofType(r.events, 'order-skipped')).toEqual([{ type: 'order-skipped', side: 'axis', at: 'orders[1].removeBridge', code: 'no-pontoon', message: 'no Pontoon Bridge marks the hexside 1211-1212', rule: 'KB 18.22', visibleTo: ['axis'] }]);
    expect(ofType(r.events, 'combat').length).toBe(2);
  });
  it('the same removal before the first attack is checked as it will be carried out: the file is refused', () => {
    const { env, state } = combatField(at);
    const orders = [{ removeBridge: { hex: '1211', across: '1212' } }, attack({ attackers: ['ger-brk-kb-1', 'ger-brk-kb-2'], targets: ['1212'] }), attack({ attackers: ['ger-brk-kb-3'], targets: ['1216'] })];
    expect(checkCombat(env, state, 'axis', orders)).toMatchObject([{ path: ['orders', 0, 'removeBridge'], code: 'no-pontoon', rule: 'KB 18.22' }]);
  });
});
