import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { side as asSide } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import { adjudicateWindow } from '#games/campaign-to-stalingrad/windows/adjudicate';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/**
 * CtS 34.1 (3) "The attacker may use Air Power", with the optional Abstracted Air Power
 * (38.0, game option abstractAir), engine cts-7. The reading (the text does not say how an
 * air unit reaches a box): `air: 1` in a box attack order places one air unit "over" the box
 * at the start of the Combat Phase, as a map battle's `air: 1` places one in its target hex;
 * one column right, intercepted by the Axis like any Soviet Ground Support. The fragment: two
 * German infantry divisions (8-7-4) and their Activated Army HQ in the Caucasus box against
 * two Soviet rifle divisions (3-4-4 here): 16 to 8, 2-1.
 */
const SECTION_III = { sections: [2, 3] } as TinySpec['scenario'];
const ger = (id: string): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010' });
const rifle = (id: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['3-4-4', '1-2-4'], hex: '2005' });
const hq: TinyUnit = { id: 'hq', side: 'axis', type: 'army-hq', faces: ['0-1-6'], hex: '2010', activated: true };
const IN_BOX: Record<string, OffMapBox> = { gi1: 'caucasus', gi2: 'caucasus', hq: 'caucasus', rd1: 'caucasus', rd2: 'caucasus' };
const ON = { abstractAir: 'on' };

function world(engine: string, options: Record<string, unknown> = ON): { ctx: CtsContext; state: CtsState } {
  const w = tinyWorld({ units: [ger('gi1'), ger('gi2'), hq, rifle('rd1'), rifle('rd2')], scenario: SECTION_III, engine });
  const units = Object.fromEntries(Object.entries(w.state.units).map(([id, u]) => [id, IN_BOX[id] ? unitWith(u, { where: 'off-map', leftMapTurn: 1, box: IN_BOX[id] }) : u]));
  const state = { ...withGameOptions(w.state, options), units, turn: 5, phasing: 'axis', phase: 'combat', caucasusMarkers: { caucasus: 'kuban-steppes' } } as CtsState;
  return { ctx: w.ctx, state };
}
const attack = (air?: number) => ({ boxAttack: { box: 'caucasus', attackers: ['gi1', 'gi2'], maximumEffort: 0, ...(air === undefined ? {} : { air }) } });
const combat = (ctx: CtsContext, state: CtsState, orders: unknown[]) => adjudicateWindow(ctx, state, [{ side: asSide('axis'), orders }], FixedDice.mixed({}, Array(40).fill(3)));
const of = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
const issues = (ctx: CtsContext, state: CtsState, orders: unknown[]) => checkSubmission(ctx, state, { side: asSide('axis'), orders }).map((i) => [i.path.join('.'), i.code, i.rule]);

describe('CtS 34.1 (3): "The attacker may use Air Power" in a box (engine cts-7, Abstracted Air Power)', () => {
  it('air: 1 places an air unit over the box at the start of the Combat Phase, and the attack takes one column right', () => {
    const { ctx, state } = world('cts-7');
    expect(issues(ctx, state, [attack(1)])).toEqual([]);
    const without = of(combat(ctx, state, [attack()]).events, 'box-battle')[0]!;
    const r = combat(ctx, state, [attack(1)]);
    expect(of(r.events, 'air-ground-support')).toMatchObject([{ rule: 'CtS 38.0', side: 'axis', hex: 'caucasus' }]);
    const [battle] = of(r.events, 'box-battle');
    expect(without).toMatchObject({ attack: 16, defense: 8, column: '2-1' });
    expect(battle).toMatchObject({ attack: 16, defense: 8, column: '3-1', air: { shift: 1, rule: 'CtS 38.0' } });
    expect((battle!.shifts as { rule: string }[]).map((s) => s.rule)).toEqual(['CtS 38.0']);
    expect(r.state.abstractAir?.placed ?? []).toEqual([]); // the air unit has flown its mission and leaves the box
  });

  it('"No more than one air unit ... in a combat"; without the option no Air Power at all', () => {
    const { ctx, state } = world('cts-7');
    expect(issues(ctx, state, [attack(2)])).toEqual([['orders.0.boxAttack.air', 'one-air-unit-a-combat', 'CtS 38.0']]);
    const off = world('cts-7', {});
    expect(issues(off.ctx, off.state, [attack(1)])).toEqual([['orders.0.boxAttack.air', 'optional-rule-off', 'CtS 38.0']]);
  });

  it('the options and the turn file offer it where the box attack is offered', () => {
    const { ctx, state } = world('cts-7');
    const gi1 = unitOptions(ctx, state, 'axis').find((u) => u.unit === 'gi1')!;
    expect(gi1.boxCombat).toEqual({ box: 'caucasus', order: 'boxAttack' });
    expect(gi1.notes!.some((n) => n.startsWith('Air Power: air: 1 in its boxAttack order'))).toBe(true);
    expect(JSON.stringify(templateFor(ctx, state, 'axis'))).toMatch(/air: 1 in it gives the attack Ground Support over the box \(CtS 34\.1 \(3\), 38\.0\)/);
    const off = world('cts-7', {});
    expect(unitOptions(off.ctx, off.state, 'axis').find((u) => u.unit === 'gi1')!.notes!.some((n) => n.startsWith('Air Power'))).toBe(false);
  });

  it('a cts-6 game: a box attack has no Air Power; air is refused, and its file plays as it did', () => {
    const { ctx, state } = world('cts-6');
    expect(issues(ctx, state, [attack(1)])).toEqual([['orders.0.boxAttack.air', 'box-air-not-played', 'CtS 34.1']]);
    expect(unitOptions(ctx, state, 'axis').find((u) => u.unit === 'gi1')!.notes!.some((n) => n.startsWith('Air Power'))).toBe(false);
    const r = combat(ctx, state, [attack()]);
    expect(of(r.events, 'air-ground-support')).toEqual([]);
    expect(of(r.events, 'box-battle')).toMatchObject([{ column: '2-1' }]);
    expect(of(r.events, 'box-battle')[0]).not.toHaveProperty('air');
  });
});
