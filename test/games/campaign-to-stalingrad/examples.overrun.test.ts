import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side as asSide } from '#kernel/ids';
import { strandedInOverrunHex } from '#games/campaign-to-stalingrad/rules/combat/movement-overrun-battle';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { movementOverrunOdds, type MovementOverrunOrder } from '#games/campaign-to-stalingrad/rules/movement/movement-overrun';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { adjudicateWindow } from '#games/campaign-to-stalingrad/windows/adjudicate';
import { fightOverrunsByDefault } from '#games/campaign-to-stalingrad/windows/movement-overruns';
import { overrunChances } from '#games/campaign-to-stalingrad/rules/movement/overrun-chances';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { GameEvent } from '#kernel/engine/events';
import { tinyWorld, type TinyAir, type TinySpec } from './support/tiny-world';

const hq = { id: 'hq', side: 'axis' as const, type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true };
const weakRifle = { id: 'rd', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1507', steps: 1 };
const mot = (id: string, hex: string, attack = 7) => ({ id, side: 'axis' as const, type: 'motorized', faces: [`${attack}-6-10`, '4-3-10'], hex });
const inf = (id: string, hex: string, attack = 6) => ({ id, side: 'axis' as const, type: 'infantry', faces: [`${attack}-7-4`, '3-4-4'], hex });

function movementWorld(spec: TinySpec): { ctx: ReturnType<typeof tinyWorld>['ctx']; state: CtsState } {
  const { ctx, state } = tinyWorld(spec);
  return { ctx, state: { ...state, phasing: 'axis', phase: 'movement' } };
}

function run(ctx: ReturnType<typeof tinyWorld>['ctx'], state0: CtsState, orders: unknown[], dice = new FixedDice({}), label = 'T01/axis-movement'): { state: CtsState; events: GameEvent[] } {
  let state = state0;
  const events: GameEvent[] = [];
  for (const [i, raw] of orders.entries()) {
    const r = applyOrder(ctx, state, 'axis', CtsOrderSchema.parse(raw), i, dice, label);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

const codes = (ctx: ReturnType<typeof tinyWorld>['ctx'], state: CtsState, orders: unknown[]): string[] =>
  checkSubmission(ctx, state, { side: asSide('axis'), orders: orders.map((o) => CtsOrderSchema.parse(o)) }).map((p) => p.code);

describe('Movement Phase overruns (CtS 4.7)', () => {
  it('E40: 10-1 reached by units moved adjacent; they stop, others pass through the hex as if vacant, and the Combat Phase fights it on 7-1', () => {
    const { ctx, state } = movementWorld({ units: [hq, mot('m1', '1510'), mot('m2', '1610'), mot('m3', '1410'), weakRifle] });
    const moved = run(ctx, state, [
      { move: { unit: 'm1', path: ['1509', '1508'] } },
      { move: { unit: 'm2', path: ['1609', '1608', '1607'] } },
      { overrun: { target: '1507', units: ['m1', 'm2'] } },
      { move: { unit: 'm3', path: ['1409', '1408', '1407', '1507', '1506'] } },
    ]);
    const declared = moved.events.find((e) => e.type === 'movement-overrun')!;
    expect(declared.column).toBe('10-1');
    // the units that made the 10-1 move no further this phase
    expect(codes(ctx, moved.state, [{ move: { unit: 'm1', path: ['1509'] } }])).toEqual(['moved-twice']);
    // the hex counts as vacant: entered for its terrain only, no combat-zone extra from the overrun unit
    expect(moved.events.find((e) => e.type === 'move' && e.unit === 'm3')).toMatchObject({ cost: 5 });
    // the Combat Phase: 7-1, no shifts
    const combat: CtsState = { ...moved.state, phase: 'combat' };
    const dice = new FixedDice({ 'T01/axis-combat/overrun-1507/white#1': 3, 'T01/axis-combat/overrun-1507/black': 4 });
    const fought = fightOverrunsByDefault(ctx, combat, 'axis', 'first', [], dice, 'T01/axis-combat');
    const battle = fought.events.find((e) => e.type === 'battle')!;
    expect(battle).toMatchObject({ column: '7-1', shifts: [], attackers: ['m1', 'm2'] });
    expect(fought.state.movementOverruns).toBeUndefined();
  });

  it('E40 through the windows: the Movement window declares it, the Combat window with no battle for it fights it first, by default', () => {
    const { ctx, state } = movementWorld({ units: [hq, mot('m1', '1510'), mot('m2', '1610'), weakRifle] });
    const dice = FixedDice.mixed({ 'T01/axis-combat/overrun-1507/white#1': 6, 'T01/axis-combat/overrun-1507/black': 2 }, Array(40).fill(3));
    const orders = [{ move: { unit: 'm1', path: ['1509', '1508'] } }, { move: { unit: 'm2', path: ['1609', '1608', '1607'] } }, { overrun: { target: '1507', units: ['m1', 'm2'] } }].map((o) => CtsOrderSchema.parse(o));
    const moved = adjudicateWindow(ctx, state, [{ side: asSide('axis'), orders }], dice);
    expect(moved.state.phase).toBe('combat');
    expect(moved.state.movementOverruns).toEqual([{ side: 'axis', hex: '1507', units: ['m1', 'm2'], maximumEffort: 0 }]);
    const fought = adjudicateWindow(ctx, moved.state, [{ side: asSide('axis'), orders: [] }], dice);
    expect(fought.events.find((e) => e.type === 'battle')).toMatchObject({ column: '7-1', targets: ['1507'] });
    expect(fought.state.units.rd!.where).toBe('cadre');
    expect(fought.state.movementOverruns ?? []).toEqual([]);
  });

  it('the options list an overrun hex as a target only for a unit that may attack it alone: its units attack it together, others may only join (4.7)', () => {
    const { ctx, state } = movementWorld({ units: [hq, mot('m1', '1510'), mot('m2', '1610'), mot('m3', '1410'), weakRifle] });
    const orders = [
      { move: { unit: 'm1', path: ['1509', '1508'] } },
      { move: { unit: 'm2', path: ['1609', '1608', '1607'] } },
      { overrun: { target: '1507', units: ['m1', 'm2'] } },
      { move: { unit: 'm3', path: ['1409', '1408', '1407', '1507', '1506'] } },
    ].map((o) => CtsOrderSchema.parse(o));
    const combat = adjudicateWindow(ctx, state, [{ side: asSide('axis'), orders }], FixedDice.mixed({}, Array(40).fill(3))).state;
    expect(combat.phase).toBe('combat');
    const listed = unitOptions(ctx, combat, 'axis');
    for (const id of ['m1', 'm2', 'm3']) {
      const o = listed.find((u) => u.unit === id)!;
      expect((o.attacks ?? []).map((a) => a.target)).not.toContain('1507');
      expect(o.notes?.join(' ')).toMatch(/attacks 1507 only together with .*CtS 4\.7/);
      // and check() refuses that attack alone, as the options say
      expect(codes(ctx, combat, [{ attack: { attackers: [id], targets: ['1507'] } }]).some((c) => c.startsWith('overrun-'))).toBe(true);
    }
  });

  it('A6: odds beyond 7-1 are read on a ladder carried on to 10-1, after the net shifts', () => {
    const at = (units: TinySpec['units'], me: 0 | 1 | 2 = 0, terrain?: Record<string, string>) => {
      const { ctx, state } = movementWorld({ units: [hq, ...units, weakRifle], ...(terrain ? { terrain } : {}) });
      return movementOverrunOdds(ctx, state, { target: '1507', units: units.map((u) => u.id), maximumEffort: me }).column;
    };
    expect(at([inf('i1', '1508', 9)])).toBe('9-1');
    expect(at([inf('i1', '1508', 9)], 1)).toBe('10-1'); // Maximum Effort counts (4.7)
    expect(at([inf('i1', '1508', 12)], 0, { '1507': 'hills' })).toBe('9-1'); // 12-1 is 10-1, one left for hills
    expect(at([{ id: 'pz', side: 'axis' as const, type: 'panzer', faces: ['8-5-10', '4-3-10'], hex: '1508' }])).toBe('10-1'); // 8-1 and two Armor Superiority shifts (11.2)
  });

  it('check(): the declaration and the battle it commits its units to', () => {
    const { ctx, state } = movementWorld({ units: [hq, mot('m1', '1508'), mot('m2', '1607'), mot('m3', '1410'), mot('far', '1512'), weakRifle, { ...weakRifle, id: 'rd2', hex: '1305', steps: 3 }] });
    expect(codes(ctx, state, [{ overrun: { target: '1507', units: ['m1'] } }])).toEqual(['overrun-odds']);
    expect(codes(ctx, state, [{ overrun: { target: '1507', units: ['m1', 'far'] } }])).toEqual(['overrun-not-adjacent']);
    expect(codes(ctx, state, [{ overrun: { target: '1509', units: ['m1'] } }])).toContain('no-defender');
    expect(codes(ctx, state, [{ overrun: { target: '1507', units: ['m1', 'm2'] } }, { overrun: { target: '1507', units: ['m1', 'm2'] } }])).toEqual(['overrun-declared', 'overrun-committed', 'overrun-committed']);
    expect(codes(ctx, state, [{ overrun: { target: '1507', units: ['m1', 'm2'] } }, { move: { unit: 'm3', path: ['1409', '1408', '1407', '1507'] } }])).toEqual([]); // other units may end in the hex (4.7's stacking note)
    const declared = run(ctx, state, [{ overrun: { target: '1507', units: ['m1', 'm2'] } }]).state;
    const combat: CtsState = { ...declared, phase: 'combat' };
    expect(codes(ctx, combat, [{ attack: { attackers: ['m1'], targets: ['1507'] } }])).toEqual(['overrun-units-missing']);
    expect(codes(ctx, combat, [{ attack: { attackers: ['m1', 'm2'], targets: ['1507'], maximumEffort: 2 } }])).toEqual(['overrun-maximum-effort']);
    expect(codes(ctx, combat, [{ attack: { attackers: ['m1', 'm2', 'm3'], targets: ['1507'] } }]).filter((c) => c.startsWith('overrun'))).toEqual([]); // others may join
  });

  it('4.7: units stacked in the overrun hex count with an advance into it (5.1), and are eliminated when the enemy still holds the hex after the battle (4.2)', () => {
    const { ctx, state } = movementWorld({ units: [hq, mot('m1', '1508'), mot('m2', '1607'), mot('m3', '1410'), mot('m4', '1410'), mot('m5', '1410'), weakRifle] });
    const declared = run(ctx, state, [{ overrun: { target: '1507', units: ['m1', 'm2'] } }]).state;
    const moved: CtsState = { ...declared, phase: 'combat', units: { ...declared.units, m3: { ...declared.units.m3!, hex: hexId('1507') }, m4: { ...declared.units.m4!, hex: hexId('1507') }, m5: { ...declared.units.m5!, hex: hexId('1507') } } };
    expect(codes(ctx, moved, [{ attack: { attackers: ['m1', 'm2'], targets: ['1507'], advance: { units: ['m1'], path: ['1507'] } } }])).toEqual(['overrun-hex-stacking']);
    expect(codes(ctx, moved, [{ attack: { attackers: ['m1', 'm2'], targets: ['1507'] } }])).toEqual([]);
    const o = moved.movementOverruns![0]!;
    const held = strandedInOverrunHex(ctx, moved, o);
    expect(held.events.map((e) => e.type)).toEqual(['overrun-hex-units-eliminated']);
    expect(['m3', 'm4', 'm5'].map((id) => held.state.units[id]!.where)).toEqual(['cadre', 'cadre', 'cadre']);
    const gone: CtsState = { ...moved, units: { ...moved.units, rd: { ...moved.units.rd!, where: 'cadre', hex: null, steps: 0 } } };
    expect(strandedInOverrunHex(ctx, gone, o).events).toEqual([]);
  });

  it('a unit committed to a Movement Phase overrun attacks nothing else', () => {
    const { ctx, state } = movementWorld({ units: [hq, mot('m1', '1508'), mot('m2', '1607'), weakRifle, { ...weakRifle, id: 'rd2', hex: '1608' }] });
    const declared = run(ctx, state, [{ overrun: { target: '1507', units: ['m1', 'm2'] } }]).state;
    expect(codes(ctx, { ...declared, phase: 'combat' }, [{ attack: { attackers: ['m2'], targets: ['1608'] } }])).toEqual(['overrun-unit-elsewhere']);
  });

  it('35.6 (E31, A15): on turn 1 of Fall Blau other Axis units move only to exploit a Movement Phase overrun hole', () => {
    const { ctx, state: s0 } = movementWorld({ units: [hq, mot('m1', '1508'), mot('m2', '1607'), mot('m3', '1410'), weakRifle] });
    const state: CtsState = { ...s0, scenario: 'fall-blau', turn: 1 };
    expect(codes(ctx, state, [{ move: { unit: 'm3', path: ['1409'] } }])).toEqual(['no-movement-phase']);
    const orders = [{ overrun: { target: '1507', units: ['m1', 'm2'] } }, { move: { unit: 'm3', path: ['1409', '1408', '1407', '1507', '1506'] } }];
    expect(codes(ctx, state, orders)).toEqual([]);
    expect(run(ctx, state, orders).state.units.m3!.hex).toBe('1506');
  });
});

describe('overruns during an advance (CtS 14.0-14.3)', () => {
  const rifle = (id: string, hex: string, steps = 1, extra: Record<string, unknown> = {}) => ({ id, side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex, steps, ...extra });
  const fight = (units: TinySpec['units'], battle: unknown, dice: Record<string, number>) => {
    const { ctx, state } = tinyWorld({ units: [hq, ...units] });
    const d = new FixedDice(dice);
    const r = resolveBattle(ctx, state, BattleOrderSchema.parse(battle), d, 'b');
    expect(d.unusedLabels(), JSON.stringify(r.events.map((e) => e.text))).toEqual([]);
    return r;
  };
  const opening = { 'b/white#1': 2, 'b/black': 6 }; // 7-1, D2, Advance 5

  it('OV4: an overrun whose own result is below Advance 4 stops the unit in the hex; its further legs are not taken', () => {
    const r = fight(
      [mot('mot', '1510'), inf('i1', '1510'), rifle('rd', '1509'), rifle('rd2', '1507')],
      { attackers: ['mot', 'i1'], targets: ['1509'], advance: { units: ['mot'], path: ['1509', '1508'], overrun: { target: '1507', then: [{ path: ['1506'] }] } } },
      { ...opening, 'b/overrun/white#1': 2, 'b/overrun/black': 3 },
    );
    expect(r.events.find((e) => e.type === 'overrun-enters')).toMatchObject({ hex: '1507', rule: 'CtS 14.0' });
    expect(r.state.units.mot!.hex).toBe('1507');
  });

  it('OV4: with hexes left after an Advance 4 or 5 the unit overruns again', () => {
    const r = fight(
      [mot('mot', '1510'), inf('i1', '1510'), rifle('rd', '1509'), rifle('rd2', '1508'), rifle('rd3', '1506')],
      { attackers: ['mot', 'i1'], targets: ['1509'], advance: { units: ['mot'], path: ['1509'], overrun: { target: '1508', then: [{ path: ['1507'], target: '1506' }] } } },
      { ...opening, 'b/overrun/white#1': 2, 'b/overrun/black': 5, 'b/overrun#2/white#1': 2, 'b/overrun#2/black': 2 },
    );
    // five hexes: 1509, the overrun of 1508, 1507, the overrun of 1506
    expect(r.events.filter((e) => e.type === 'overrun').map((e) => e.target)).toEqual(['1508', '1506']);
    expect(r.state.units.mot!.hex).toBe('1506');
  });

  it('OV4: the overrun\'s own Advance gives no hexes - a further overrun needs a hex of the original advance', () => {
    const r = fight(
      [mot('mot', '1510'), inf('i1', '1510'), rifle('rd', '1509'), rifle('rd2', '1508'), rifle('rd3', '1506')],
      { attackers: ['mot', 'i1'], targets: ['1509'], advance: { units: ['mot'], path: ['1509'], overrun: { target: '1508', then: [{ path: ['1507'], target: '1506' }] } } },
      { 'b/white#1': 2, 'b/black': 3, 'b/overrun/white#1': 2, 'b/overrun/black': 5 },
    );
    expect(r.events.filter((e) => e.type === 'overrun-refused')).toMatchObject([{ target: '1506', text: expect.stringMatching(/no hex of its advance is left/) }]);
    expect(r.state.units.mot!.hex).toBe('1507');
  });

  it('OV3: units that did not begin the advance stacked together may not overrun together', () => {
    const r = fight(
      [mot('m1', '1510'), mot('m2', '1409'), rifle('rd', '1509'), rifle('rd2', '1507')],
      { attackers: ['m1', 'm2'], targets: ['1509'], advance: { units: ['m1', 'm2'], path: ['1509', '1508'], overrun: { target: '1507', units: ['m1', 'm2'] } } },
      opening,
    );
    expect(r.events.find((e) => e.type === 'overrun-refused')).toMatchObject({ rule: 'CtS 14.1' });
  });

  it('OV3: only German motorized units overrun together', () => {
    const r = fight(
      [mot('m1', '1510'), { ...mot('m2', '1510'), nationality: 'rumanian' }, rifle('rd', '1509'), rifle('rd2', '1507')],
      { attackers: ['m1', 'm2'], targets: ['1509'], advance: { units: ['m1', 'm2'], path: ['1509', '1508'], overrun: { target: '1507', units: ['m1', 'm2'] } } },
      opening,
    );
    expect(r.events.find((e) => e.type === 'overrun-refused')).toMatchObject({ rule: 'CtS 14.1', text: expect.stringMatching(/German motorized/) });
  });

  it('14.3 (A29): at 1-1 or worse HQs and Disrupted units do not retreat before the overrun; it is fought', () => {
    const r = fight(
      [mot('mot', '1510', 4), inf('i1', '1510'), rifle('rd', '1509'), { id: 'shq', side: 'soviet' as const, type: 'army-hq', faces: ['1-6-10'], hex: '1507' }],
      { attackers: ['mot', 'i1'], targets: ['1509'], advance: { units: ['mot'], path: ['1509', '1508'], overrun: { target: '1507' } } },
      { ...opening, 'b/overrun/white#1': 2, 'b/overrun/black': 2 },
    );
    expect(r.events.filter((e) => e.type === 'retreat-before-overrun')).toEqual([]);
    expect(r.events.filter((e) => e.type === 'battle').at(-1)).toMatchObject({ column: '1-1', defenders: ['shq'] });
  });
});

describe('Ground Support toward the odds of an overrun (CtS 4.7, 14.3, 14.4, 23.11)', () => {
  const ju87 = (bombing: number, hex = '1507') => ({ id: 'ju87', side: 'axis' as const, type: 'GS' as const, bombing, hex, mission: 'offensive' as const });
  const il2 = (bombing: number, hex = '1504') => ({ id: 'il2', side: 'soviet' as const, type: 'GS' as const, bombing, hex, mission: 'defensive' as const });
  const odds47 = (air: TinyAir[], standing: CtsState['standing'] = {}, extra: Partial<MovementOverrunOrder> = {}) => {
    const { ctx, state } = movementWorld({ units: [hq, inf('i1', '1508', 9), weakRifle], air });
    return movementOverrunOdds(ctx, { ...state, standing }, { target: '1507', units: ['i1'], maximumEffort: 0, ...extra });
  };

  it('4.7: the phasing side\'s air in the target hex counts toward 10-1 - its sure shifts only, no die (the units must insure 10-1)', () => {
    expect(odds47([]).column).toBe('9-1');
    expect(odds47([ju87(3)])).toMatchObject({ column: '10-1', enough: true, groundSupport: { used: ['ju87'], report: { shifts: 1, die: null } } });
    expect(odds47([ju87(2)]).column).toBe('9-1'); // 2 GSF would need a 3-6: not insured
    expect(odds47([ju87(3, '1506')]).column).toBe('9-1'); // offensive Ground Support only from the defender's hex
  });

  it('4.7 (A6 "net shifts"): the defender\'s air within three hexes cancels, unless his standing order gives none', () => {
    expect(odds47([ju87(3), il2(1)]).column).toBe('9-1'); // 3 - 1 = 2 GSF: no sure shift
    expect(odds47([ju87(3), il2(1)], { soviet: { defender: DefenseStandingSchema.parse({ groundSupport: 'none' }) } }).column).toBe('10-1');
  });

  it('4.7: a named air unit that cannot support is a problem; the air that made the 10-1 has given its Ground Support for the turn', () => {
    const { ctx, state } = movementWorld({ units: [hq, inf('i1', '1508', 9), weakRifle], air: [ju87(3), { ...ju87(3, '1506'), id: 'hs129' }] });
    expect(codes(ctx, state, [{ overrun: { target: '1507', units: ['i1'], groundSupport: ['hs129'] } }])).toEqual(['overrun-ground-support', 'overrun-odds']);
    const r = run(ctx, state, [{ overrun: { target: '1507', units: ['i1'], groundSupport: ['ju87'] } }]);
    expect(r.events.find((e) => e.type === 'movement-overrun')).toMatchObject({ column: '10-1', groundSupport: { attacker: { units: ['ju87'], gsf: 3 }, shifts: 1 } });
    expect(r.state.air.units.ju87!.groundSupportGiven).toBe(true);
    expect(r.state.air.units.hs129!.groundSupportGiven).toBe(false);
  });

  it('4.7: 14.4 (the Axis only) is for the overruns of an advance - a Soviet Movement Phase overrun counts its air too', () => {
    const { ctx, state } = tinyWorld({
      units: [{ id: 'si', side: 'soviet', type: 'rifle', faces: ['9-4-4', '2-3-4', '1-1-4'], hex: '1508' }, { id: 'ai', side: 'axis', type: 'infantry', faces: ['1-1-4', '1-1-4'], hex: '1507', steps: 2 }],
      air: [{ id: 'il2', side: 'soviet', type: 'GS', bombing: 3, hex: '1507', mission: 'offensive' }],
    });
    const o = movementOverrunOdds(ctx, { ...state, phasing: 'soviet', phase: 'movement' }, { target: '1507', units: ['si'], maximumEffort: 0 });
    expect(o.groundSupport?.report).toMatchObject({ attacker: { units: ['il2'] }, shifts: 1 });
  });

  const overrun143 = (air: TinyAir[], dice: Record<string, number>) => {
    const { ctx, state } = tinyWorld({
      units: [hq, mot('mot', '1510', 4), inf('i1', '1510'), { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509', steps: 1 }, { id: 'shq', side: 'soviet' as const, type: 'army-hq', faces: ['1-6-10'], hex: '1507' }],
      air,
    });
    const d = new FixedDice({ 'b/white#1': 2, 'b/black': 6, ...dice });
    const order = BattleOrderSchema.parse({ attackers: ['mot', 'i1'], targets: ['1509'], advance: { units: ['mot'], path: ['1509', '1508'], overrun: { target: '1507' } } });
    const r = resolveBattle(ctx, state, order, d, 'b');
    expect(d.unusedLabels()).toEqual([]);
    return r;
  };

  it('14.3 with 14.4: the Axis Ground Support in the overrun hex counts toward "greater than 1-1" - the HQ retreats before the overrun', () => {
    const r = overrun143([ju87(3)], {});
    expect(r.events.find((e) => e.type === 'retreat-before-overrun')).toMatchObject({ units: ['shq'], column: '1 1/2-1', groundSupport: { attacker: { units: ['ju87'] }, shifts: 1 } });
    expect(r.state.air.units.ju87!.groundSupportGiven).toBe(true);
  });

  it('14.3: the Ground Support die is rolled once - when the shift fails the overrun is fought with that same result', () => {
    const r = overrun143([ju87(2)], { 'b/overrun/ground-support': 2, 'b/overrun/white#1': 2, 'b/overrun/black': 2 });
    expect(r.events.filter((e) => e.type === 'retreat-before-overrun')).toEqual([]);
    expect(r.events.filter((e) => e.type === 'battle').at(-1)).toMatchObject({ column: '1-1', groundSupport: { die: { value: 2, needs: 3 }, shifts: 0 } });
  });
});

describe('the Movement Phase overruns a side may declare now (CtS 4.7, turn-file template)', () => {
  it('lists the enemy hexes the units already next to them reach 10-1 against, with the least Maximum Effort', () => {
    const { ctx, state } = movementWorld({ units: [hq, inf('i1', '1508', 9), inf('i2', '1610', 9), weakRifle, { ...weakRifle, id: 'rd2', hex: '1609', steps: 3 }] });
    expect(overrunChances(ctx, state, 'axis')).toEqual([{ target: '1507', units: ['i1'], maximumEffort: 1 }]); // 9-1 and Maximum Effort 1; 9 against 4 at 1609 is far off
    const withAir = movementWorld({ units: [hq, inf('i1', '1508', 9), weakRifle], air: [{ id: 'ju87', side: 'axis', type: 'GS', bombing: 3, hex: '1507', mission: 'offensive' }] });
    expect(overrunChances(withAir.ctx, withAir.state, 'axis')).toEqual([{ target: '1507', units: ['i1'], maximumEffort: 0 }]);
    expect(templateFor(ctx, state, 'axis').notes.filter((n) => n.startsWith('may overrun'))).toEqual(['may overrun 1507 now: {overrun: {target: "1507", units: [i1], maximumEffort: 1}} reaches 10-1 (CtS 4.7)']);
  });
});
