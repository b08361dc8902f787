import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { side as asSide } from '#kernel/ids';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { airUnitCounts, airUnitsOf } from '#games/campaign-to-stalingrad/rules/abstract-air/air-units';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { adjudicateWindow } from '#games/campaign-to-stalingrad/windows/adjudicate';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { openWindow } from '#games/campaign-to-stalingrad/windows/sequence';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * CtS 38.0 Abstracted Air Power (optional, game option abstractAir), sentence by sentence.
 * The fragment: a German infantry division (6-7-4) in 1510, in Attack Supply from its
 * activated Army HQ in 1512, next to a Soviet rifle division (printed 14-4-4 here, so that its own attacks are fought) in 1509 (6 to 4:
 * 1 1/2-1), and a second pair, German infantry in 1513 next to Soviet rifles in 1613.
 */
const axisHq: TinyUnit = { id: 'ahq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true };
const inf: TinyUnit = { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' };
const inf2: TinyUnit = { id: 'inf2', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1513' };
const rifle: TinyUnit = { id: 'rd', side: 'soviet', type: 'rifle', faces: ['14-4-4', '2-3-4', '1-1-4'], hex: '1509' };
const rifle2: TinyUnit = { id: 'rd2', side: 'soviet', type: 'rifle', faces: ['14-4-4', '2-3-4', '1-1-4'], hex: '1613' };
const sovietHq: TinyUnit = { id: 'shq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1508', activated: true };
const ON = { abstractAir: 'on' };
const DICE = () => FixedDice.mixed({}, Array(80).fill(3));

const world = (options: Record<string, unknown> | undefined = ON, extra: Partial<CtsState> = {}) => {
  const w = tinyWorld({ units: [axisHq, inf, inf2, rifle, rifle2, sovietHq], air: [{ id: 'stuka', side: 'axis', type: 'GS', bombing: 3 }] });
  return { ctx: w.ctx, state: { ...withGameOptions(w.state, options), ...extra } as CtsState };
};
const attack = (attackers: string[], targets: string[], more: Record<string, unknown> = {}) => CtsOrderSchema.parse({ attack: { attackers, targets, ...more } });
const combat = (state: CtsState, side: 'axis' | 'soviet', orders: unknown[]) => {
  const { ctx } = world();
  return adjudicateWindow(ctx, state, [{ side: asSide(side), orders }], DICE());
};
const battles = (events: { type: string }[]) => events.filter((e) => e.type === 'battle') as unknown as { column: string; shifts: unknown[]; air?: unknown; targets: string[] }[];
const issues = (state: CtsState, side: 'axis' | 'soviet', orders: unknown[], standing?: unknown) => {
  const { ctx } = world();
  return checkSubmission(ctx, state, { side: asSide(side), orders, ...(standing ? { standing } : {}) }).map((i) => [i.path.join('.'), i.code, i.rule]);
};

describe('CtS 38.0: "The values printed on the Air Units were for the Standard Air Game. Those values are ignored"', () => {
  it('on: no air unit of the Standard Air Game is in play, and its air orders are refused with the reason', () => {
    expect(Object.keys(cts.setup('fall-blau', {}).air.units).length).toBeGreaterThan(0);
    expect(cts.setup('fall-blau', ON).air.units).toEqual({});
    const { state } = world(ON, { phase: 'movement' });
    expect(issues(state, 'axis', [{ airSupply: { sp: 1 } }])).toEqual([['orders.0.airSupply', 'abstracted-air', 'CtS 38.0']]);
  });
  it('on: the windows announce no Air Segment and no Bombardment, but Ground Support placed first', () => {
    const move = (o: Record<string, unknown>) => {
      const w = world(o, { phase: 'movement' });
      return openWindow(w.ctx, w.state)!.description;
    };
    expect(move({})).toMatch(/Air Segment/);
    expect(move(ON)).not.toMatch(/Air Segment/);
    const combat = world();
    expect(openWindow(combat.ctx, combat.state)!.description).toMatch(/^Axis Combat Phase: Ground Support placed first \(air: 1 in an attack, CtS 38\.0\)/);
  });
  it('off: the game is the game it was (no abstracted air in its state), and an attack asking for air is refused', () => {
    expect(cts.setup('fall-blau', { abstractAir: 'off' })).toEqual(cts.setup('fall-blau', {}));
    const { state } = world({});
    expect(state.abstractAir).toBeUndefined();
    expect(issues(state, 'axis', [attack(['inf'], ['1509'], { air: 1 })])).toEqual([['orders.0.attack.air', 'optional-rule-off', 'CtS 38.0']]);
  });
});

describe('CtS 38.0, 38.1: how many air units each side has', () => {
  it('"The Axis Player starts the Fall Blau scenario with two air units. On turn 3 he receives another"; "The Soviet Player has one Air Unit for the duration"', () => {
    expect([1, 2, 3, 15].map((t) => airUnitsOf('fall-blau', t, 'axis'))).toEqual([2, 2, 3, 3]);
    expect([1, 3, 15].map((t) => airUnitsOf('fall-blau', t, 'soviet'))).toEqual([1, 1, 1]);
  });
  it('38.1 Operation Uranus: "Each player receives two Air Units"', () => {
    expect([49, 62].flatMap((t) => [airUnitsOf('operation-uranus', t, 'axis'), airUnitsOf('operation-uranus', t, 'soviet')])).toEqual([2, 2, 2, 2]);
    const uranus = cts.setup('operation-uranus', ON);
    expect(cts.template(uranus, asSide('soviet')).notes).toContainEqual(expect.stringMatching(/^Abstracted Air Power .*: 2 of 2 air units not yet flown/));
  });
  it('the Campaign Game (no count in the text): reconstructed, Fall Blau counts to turn 48, Uranus counts from 49', () => {
    expect(airUnitCounts('campaign')).toMatchObject({ provenance: 'reconstructed' });
    expect([1, 3, 48, 49].map((t) => [airUnitsOf('campaign', t, 'axis'), airUnitsOf('campaign', t, 'soviet')])).toEqual([[2, 1], [3, 1], [3, 1], [2, 2]]);
  });
  it('the reinforcement arrives as turn 3 begins, with its event', () => {
    const { state } = world(ON, { turn: 2, phasing: 'soviet' });
    const r = combat(state, 'soviet', []);
    expect(r.state.turn).toBe(3);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'air-reinforcement', rule: 'CtS 38.0', side: 'axis', units: 1 }));
  });
});

describe('CtS 38.0 Ground Support', () => {
  it('"Ground Support provides a favorable shift of one column to the right on the CRT": 1 1/2-1 becomes 2-1, the reason in the combat report', () => {
    const { state } = world();
    const r = combat(state, 'axis', [attack(['inf'], ['1509'], { air: 1 })]);
    expect(battles(r.events)[0]).toMatchObject({
      column: '2-1',
      shifts: [{ value: 1, kind: 'column-shift', reason: 'Ground Support by an air unit in 1509 (Abstracted Air Power)', rule: 'CtS 38.0' }],
      air: { shift: 1, hex: '1509', rule: 'CtS 38.0' },
    });
    const plain = combat(state, 'axis', [attack(['inf'], ['1509'])]);
    expect(battles(plain.events)[0]).toMatchObject({ column: '1 1/2-1', shifts: [] });
    expect(battles(plain.events)[0]).not.toHaveProperty('air');
  });
  it('"placed at the start of the owning player\'s Combat Phase ... in the hex to be attacked": every placement comes before the first battle', () => {
    const { state } = world();
    const r = combat(state, 'axis', [attack(['inf'], ['1509'], { air: 1 }), attack(['inf2'], ['1613'], { air: 1 })]);
    const types = r.events.map((e) => e.type).filter((t) => t === 'battle' || t === 'air-ground-support');
    expect(types).toEqual(['air-ground-support', 'air-ground-support', 'battle', 'battle']);
    expect(r.events.filter((e) => e.type === 'air-ground-support').map((e) => e.hex)).toEqual(['1509', '1613']);
    expect(battles(r.events).map((b) => b.column)).toEqual(['2-1', '2-1']);
  });
  it('"Ground Support may only be used by the attacker, there is no defensive Ground Support": the Soviet air unit does not fly in the Axis battle', () => {
    const { state } = world();
    const r = combat(state, 'axis', [attack(['inf'], ['1509'])]);
    expect(r.events.filter((e) => String(e.type).startsWith('air-'))).toEqual([]);
    expect(battles(r.events)[0]!.shifts).toEqual([]);
  });
  it('"No more than one air unit may be allocated for Ground Support in a combat": air: 2 is refused', () => {
    const { state } = world();
    expect(issues(state, 'axis', [attack(['inf'], ['1509'], { air: 2 })])).toEqual([['orders.0.attack.air', 'one-air-unit-a-combat', 'CtS 38.0']]);
  });
  it('"Each Air Unit may perform one mission per turn": the Soviet\'s one air unit supports one battle; a second is refused, and fought without it', () => {
    const { state } = world(ON, { phasing: 'soviet', standing: { axis: { air: { intercept: 'none' } } } });
    const orders = [attack(['rd'], ['1510'], { air: 1 }), attack(['rd2'], ['1513'], { air: 1 })];
    expect(issues(state, 'soviet', orders)).toEqual([['orders.1.attack.air', 'no-air-unit-left', 'CtS 38.0']]);
    const r = combat(state, 'soviet', orders);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'air-ground-support-refused', hex: '1513' }));
    expect(battles(r.events).map((b) => b.air)).toEqual([{ shift: 1, hex: '1510', rule: 'CtS 38.0' }, { refused: expect.stringMatching(/no air unit was placed in 1513/), rule: 'CtS 38.0' }]);
  });
  it('the Axis air units of a turn are spent once flown: after two Ground Supports of turn 1 a third is refused', () => {
    const { state } = world(ON, { abstractAir: { flown: { axis: 2 } } });
    expect(issues(state, 'axis', [attack(['inf'], ['1509'], { air: 1 })])).toEqual([['orders.0.attack.air', 'no-air-unit-left', 'CtS 38.0']]);
  });
  it('options() and the template offer air: 1 while an air unit is left, and not after', () => {
    const note = (s: CtsState) => (unitOptions(world().ctx, s, 'axis', 'inf')[0]!.notes ?? []).filter((n) => n.includes('CtS 38.0'));
    expect(note(world().state)).toEqual([expect.stringMatching(/^Ground Support: air: 1 .*\(2 left this turn/)]);
    expect(note(world(ON, { abstractAir: { flown: { axis: 2 } } }).state)).toEqual([]);
    expect(note(world({}).state)).toEqual([]);
    expect(templateFor(world().ctx, world().state, 'axis').notes).toContainEqual(expect.stringMatching(/^Abstracted Air Power .*2 of 2 air units.*intercept/));
    expect(templateFor(world().ctx, world({}).state, 'axis').notes.filter((n) => n.includes('CtS 38.0'))).toEqual([]);
  });
});

describe('CtS 38.0 Interception, "Axis Player only"', () => {
  const soviet = (extra: Partial<CtsState> = {}) => world(ON, { phasing: 'soviet', ...extra }).state;
  it('"an Axis Air Unit ... cancel[s] a Soviet Air Unit on Ground Support ... after the Soviet Player has placed his Air Units and before any combat is resolved"', () => {
    const r = combat(soviet(), 'soviet', [attack(['rd'], ['1510'], { air: 1 })]);
    const types = r.events.map((e) => e.type).filter((t) => t === 'battle' || String(t).startsWith('air-'));
    expect(types).toEqual(['air-ground-support', 'air-interception', 'battle']);
    const battle = battles(r.events)[0]!;
    expect(battle).toMatchObject({ air: { intercepted: true, hex: '1510', rule: 'CtS 38.0' } });
    expect(battle.shifts).not.toContainEqual(expect.objectContaining({ rule: 'CtS 38.0' }));
  });
  it('"An Axis air unit used to provide a shift in the Axis Player\'s Combat Phase may not be used for interception": both flown, none intercepts', () => {
    const r = combat(soviet({ abstractAir: { flown: { axis: 2 } } }), 'soviet', [attack(['rd'], ['1510'], { air: 1 })]);
    expect(r.events.filter((e) => e.type === 'air-interception')).toEqual([]);
    expect(battles(r.events)[0]).toMatchObject({ air: { shift: 1 } });
  });
  it('the Axis standing order chooses: none, or only the hexes named', () => {
    const none = combat(soviet({ standing: { axis: { air: { intercept: 'none' } } } }), 'soviet', [attack(['rd'], ['1510'], { air: 1 })]);
    expect(battles(none.events)[0]).toMatchObject({ air: { shift: 1 } });
    const elsewhere = combat(soviet({ standing: { axis: { air: { intercept: { hexes: ['1513'] } } } } }), 'soviet', [attack(['rd'], ['1510'], { air: 1 })]);
    expect(battles(elsewhere.events)[0]).toMatchObject({ air: { shift: 1 } });
  });
  it('"The intercepting unit and the intercepted unit return to play in the next turn"', () => {
    const r = combat(soviet(), 'soviet', [attack(['rd'], ['1510'], { air: 1 })]);
    expect(r.state.turn).toBe(2);
    expect(r.state.abstractAir).toBeUndefined();
  });
  it('a Soviet standing interception is refused; so is one in a game without the option', () => {
    const standing = { air: { intercept: 'all' } };
    expect(issues(soviet(), 'soviet', [], standing)).toEqual([['standing.air.intercept', 'axis-only', 'CtS 38.0']]);
    expect(issues(world({}).state, 'axis', [], standing)).toEqual([['standing.air.intercept', 'optional-rule-off', 'CtS 38.0']]);
    expect(issues(soviet(), 'axis', [], standing)).toEqual([]);
  });
});
