import { describe, expect, test } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { battleRows } from '#report/combat/battle-rows';
import { stepDrawing } from '#report/scene/arrows';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { tinyWorld, type TinySpec } from '../games/campaign-to-stalingrad/support/tiny-world';

/**
 * A box battle of the Caucasus Campaign Display (CtS 34.1) in the combat report: its row names
 * the box for its target, shows every column shift with its reason (here the track terrain,
 * 34.8), the dice and the losses, and draws no arrow on the map (the box has no hex).
 */
describe('a Caucasus box battle in the combat report (CtS 34.1, 34.8)', () => {
  test('its row names the box, the terrain shift and the dice; the map gets no arrow', () => {
    const w = tinyWorld({
      units: [
        { id: 'gi1', side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010' },
        { id: 'gi2', side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010' },
        { id: 'rd1', side: 'soviet', type: 'rifle', faces: ['3-4-4', '1-2-4'], hex: '2005' },
      ],
      scenario: { sections: [2, 3] } as TinySpec['scenario'],
      engine: 'cts-6',
    });
    const units = Object.fromEntries(Object.entries(w.state.units).map(([id, u]) => [id, unitWith(u, { where: 'off-map', leftMapTurn: 1, box: 'caucasus' })]));
    const state: CtsState = { ...w.state, units, turn: 5, phasing: 'axis', phase: 'combat', caucasusMarkers: { caucasus: 'krasnodar', blackSeaCoast: 'taman-peninsula' } };
    const dice = new FixedDice({ 't/1/white#1': 4, 't/1/white#2': 4, 't/1/black': 3 });
    const { events } = applyOrder(w.ctx, state, 'axis', { boxAttack: { box: 'caucasus', attackers: ['gi1', 'gi2'], maximumEffort: 0 } }, 0, dice, 't');
    const [row] = battleRows(events);
    expect(row).toMatchObject({ kind: 'box-battle', target: 'Caucasus Box', side: 'axis', attackers: ['gi1', 'gi2'], defenders: ['rd1'] });
    expect(row!.modifiers.join('; ')).toContain('Maykop (*) on the Control Track');
    expect(row!.dice.length).toBe(2); // one white die (one defender: magnitude 1) and the black
    expect(stepDrawing(w.ctx.map, events).arrows.filter((a) => a.kind === 'attack')).toEqual([]);
  });
});
