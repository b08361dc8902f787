import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { ctxAt, fragment } from './movement-window-fixture';

/**
 * SoS 14.11 ∆ ("including entering the game as reinforcements"), the digest's E33: the 42nd
 * Guards' mortar (due 14 September, East Bank Central box) enters in Soviet Movement Phase 10
 * of turn 2 and crosses to 0426 (no hex is within its range of 8 from the box, 14.53), where a
 * company of the 42nd stands, with the Germans of the 71st next to it at 0427.
 */
const MORTAR = 'sov-42g-mortar';
const SPOTTER = 'sov-1-42g';
const TARGET = '0427';
const at = { [SPOTTER]: '0426', 'ger-71-5-191': TARGET };
const issues = (name: 'soviet-attack' | 'soviet-bombardment-13', state: ReturnType<typeof fragment>, orders: unknown[]) =>
  windowRules(name).check(ctxAt(2, name), state, orders as SosOrder[]).map((i) => [i.path.join('.'), i.code, i.rule]);

describe('E33 (14.12 in the digest, 14.11 in the text): a Soviet IF unit arriving as a reinforcement in phase 10', () => {
  const entered = windowRules('soviet-movement').adjudicate(ctxAt(2, 'soviet-movement'), fragment(at), [{ move: { units: [MORTAR], path: ['0326', '0426'] } }, { enter: { units: [MORTAR], box: 'EB-C' } }] as SosOrder[], new FixedDice([]));

  it('E33 (14.11): its entry (and its crossing to 0426 in the same phase) is recorded as a move, until the end of Soviet Attack Phase 12', () => {
    expect(entered.state.pieces[MORTAR]!.at).toBe('0426');
    expect(entered.state.moved).toEqual([{ unit: MORTAR, turn: 2, phase: 10, untilTurn: 2, untilPhase: 12 }]);
  });

  it('E33 (14.11): it may not fire its AF in Soviet Attack Phase 12', () => {
    const attack = { attack: { target: TARGET, fire: [{ units: [SPOTTER], from: '0426' }], indirect: [{ units: [MORTAR], spotter: SPOTTER }] } };
    expect(issues('soviet-attack', entered.state, [attack])).toContainEqual(['orders.0.attack.indirect.0.units.0', 'moved', 'SoS 14.11']);
  });

  it('E33 (14.11): it may fire in the Simultaneous Bombardment Phase 13', () => {
    const bombard = { bombard: { target: TARGET, table: 'crt', indirect: [{ units: [MORTAR], spotter: SPOTTER }] } };
    expect(issues('soviet-bombardment-13', entered.state, [bombard])).toEqual([]);
  });
});
