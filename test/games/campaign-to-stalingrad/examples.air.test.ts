import { describe, expect, it } from 'vitest';
import { groundSupportNeed, groundSupportShifts } from '#kernel/combat/ground-support';
import { FixedDice } from '#kernel/dice';
import { groundSupportFactor } from '#games/campaign-to-stalingrad/rules/air/ground-support-factor';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { bombard, bombardIssues } from '#games/campaign-to-stalingrad/rules/air/bombardment';
import { interdictionFor, railStopIndex } from '#games/campaign-to-stalingrad/rules/air/interdiction';
import { groundSupport } from '#games/campaign-to-stalingrad/rules/combat/ground-support';
import { checkRailMove } from '#games/campaign-to-stalingrad/rules/movement/rail';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { hexId } from '#kernel/ids';
import { tinyWorld, type TinyAir } from './support/tiny-world';

const shiftsOn = (att: number, def: number, face: number, per = 3) => groundSupportShifts(groundSupportNeed(att, def, per), face);

describe('E24 Ground Support (CtS 23.11)', () => {
  it('E24: 5 GSF against 1 nets 4: one shift sure, a second on a 5-6', () => {
    const n = groundSupportNeed(5, 1);
    expect(n).toEqual({ side: 'attacker', net: 4, sure: 1, partial: { remainder: 1, needs: 5 } });
    expect([1, 2, 3, 4, 5, 6].map((f) => shiftsOn(5, 1, f))).toEqual([1, 1, 1, 1, 2, 2]);
  });
  it('E24 case: 1 GSF shifts on 5-6', () => expect([1, 2, 3, 4, 5, 6].map((f) => shiftsOn(1, 0, f))).toEqual([0, 0, 0, 0, 1, 1]));
  it('E24 case: 2 GSF shift on 3-6', () => expect([1, 2, 3, 4, 5, 6].map((f) => shiftsOn(2, 0, f))).toEqual([0, 0, 1, 1, 1, 1]));
  it('E24 case: 3 GSF is one shift, no die', () => expect(groundSupportNeed(3, 0)).toMatchObject({ sure: 1, partial: null }));
  it('E24 case: 6 GSF or more is two shifts, the most', () => {
    for (const g of [6, 7, 9, 12, 20]) expect(groundSupportNeed(g, 0)).toMatchObject({ sure: 2, partial: null });
  });
  it('E24 case: against Forest or a Major City 6 GSF is one shift, 12 two', () => {
    expect(groundSupportNeed(6, 0, 6)).toMatchObject({ sure: 1, partial: null });
    expect(groundSupportNeed(12, 0, 6)).toMatchObject({ sure: 2, partial: null });
    expect(groundSupportNeed(5, 0, 6).sure).toBe(0);
  });
  it('GSF by type: GS and FB their Bombing Factor, B half rounded up, F none', () => {
    expect(groundSupportFactor({ type: 'GS', bombing: 3 })).toBe(3);
    expect(groundSupportFactor({ type: 'FB', bombing: 2 })).toBe(2);
    expect(groundSupportFactor({ type: 'B', bombing: 5 })).toBe(3);
    expect(groundSupportFactor({ type: 'F', bombing: 1 })).toBe(0);
  });
});

describe('Ground Support in a battle (CtS 23.11, ESoP B2)', () => {
  const units = [
    { id: 'hq', side: 'axis' as const, type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
    { id: 'i1', side: 'axis' as const, type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
    { id: 'rd', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
  ];
  const battle = (air: TinyAir[], extra: Record<string, unknown> = {}, dice: Record<string, number> = {}, defense = {}) => {
    const { ctx, state } = tinyWorld({ units, air });
    const d = new FixedDice({ 'B/white#1': 3, 'B/black': 2, ...dice });
    const r = resolveBattle(ctx, state, BattleOrderSchema.parse({ attackers: ['i1'], targets: ['1509'], ...extra }), d, 'B', { defender: DefenseStandingSchema.parse(defense) });
    expect(d.unusedLabels()).toEqual([]);
    return r;
  };
  const battleEvent = (r: ReturnType<typeof battle>) => r.events.find((e) => e.type === 'battle') as Record<string, any>;

  it('E24 in a battle: 5 GSF in the hex against 1 within three hexes nets 4, the die 5 gives the second shift', () => {
    const r = battle(
      [
        { id: 'ju87', side: 'axis', type: 'GS', bombing: 3, hex: '1509' },
        { id: 'he111', side: 'axis', type: 'B', bombing: 4, hex: '1509' },
        { id: 'il2', side: 'soviet', type: 'GS', bombing: 1, hex: '1506' },
      ],
      {},
      { 'B/ground-support': 5 },
    );
    const b = battleEvent(r);
    expect(b.column).toBe('3-1'); // 6 to 4 is 1 1/2-1, two right
    expect(b.groundSupport).toMatchObject({ attacker: { gsf: 5 }, defender: { gsf: 1, units: ['il2'] }, net: 4, sure: 1, die: { value: 5, needs: 5 }, shifts: 2 });
    expect(b.shifts).toContainEqual(expect.objectContaining({ value: 2, rule: 'CtS 23.11' }));
    expect(r.state.air.units['ju87']!.groundSupportGiven).toBe(true);
    expect(r.state.air.units['il2']!.groundSupportGiven).toBe(true);
  });

  it('defensive Ground Support alone shifts to the left: a Soviet GS of 3 two hexes away takes 1 1/2-1 to 1-1', () => {
    const r = battle([{ id: 'il2', side: 'soviet', type: 'GS', bombing: 3, hex: '1507' }]);
    const b = battleEvent(r);
    expect(b.column).toBe('1-1');
    expect(b.shifts).toContainEqual(expect.objectContaining({ value: -1, rule: 'CtS 23.11' }));
    expect(b.groundSupport).toMatchObject({ side: 'defender', attacker: { gsf: 0 }, defender: { units: ['il2'], gsf: 3 }, shifts: 1 });
  });

  it('the defender commits his nearest air units first and no more than can count: 3 attacking GSF need 9 to win two shifts', () => {
    const r = battle(
      [
        { id: 'ju87', side: 'axis', type: 'GS', bombing: 3, hex: '1509' },
        { id: 'il2a', side: 'soviet', type: 'GS', bombing: 5, hex: '1508' },
        { id: 'il2b', side: 'soviet', type: 'GS', bombing: 5, hex: '1507' },
        { id: 'il2c', side: 'soviet', type: 'GS', bombing: 5, hex: '1506' },
      ],
    );
    expect(battleEvent(r).groundSupport).toMatchObject({ side: 'defender', attacker: { gsf: 3 }, defender: { units: ['il2a', 'il2b'], gsf: 10 }, net: 7, shifts: 2 });
    expect(r.state.air.units['il2c']!.groundSupportGiven).toBe(false);
  });

  it('an air unit used once this Combat Phase gives no more; one four hexes away gives none', () => {
    const r = battle([
      { id: 'ju87', side: 'axis', type: 'GS', bombing: 3, hex: '1509', groundSupportGiven: true },
      { id: 'il2', side: 'soviet', type: 'GS', bombing: 3, hex: '1505' },
    ]);
    expect(battleEvent(r).groundSupport).toBeUndefined();
    expect(battleEvent(r).column).toBe('1 1/2-1');
  });

  it('the defender\'s standing order "none" keeps his air units out', () => {
    const r = battle([{ id: 'il2', side: 'soviet', type: 'GS', bombing: 3, hex: '1508' }], {}, {}, { groundSupport: 'none' });
    expect(battleEvent(r).groundSupport).toBeUndefined();
    expect(r.state.air.units['il2']!.groundSupportGiven).toBe(false);
  });

  it('the defender\'s standing order may name the hexes he defends with air: a battle against one of them gets it, another none', () => {
    const named = battle([{ id: 'il2', side: 'soviet', type: 'GS', bombing: 3, hex: '1507' }], {}, {}, { groundSupport: { hexes: ['1509'] } });
    expect(battleEvent(named).column).toBe('1-1');
    expect(battleEvent(named).groundSupport).toMatchObject({ side: 'defender', defender: { units: ['il2'] } });
    const other = battle([{ id: 'il2', side: 'soviet', type: 'GS', bombing: 3, hex: '1507' }], {}, {}, { groundSupport: { hexes: ['1507'] } });
    expect(battleEvent(other).groundSupport).toBeUndefined();
    expect(other.state.air.units['il2']!.groundSupportGiven).toBe(false);
  });

  it('the attack order names its supporting air units; others stay free, a unit not in the hex is reported', () => {
    const r = battle(
      [
        { id: 'ju87', side: 'axis', type: 'GS', bombing: 3, hex: '1509' },
        { id: 'ju88', side: 'axis', type: 'B', bombing: 4, hex: '1509' },
        { id: 'me110', side: 'axis', type: 'FB', bombing: 2, hex: '1510' },
      ],
      { groundSupport: ['ju87', 'me110'] },
    );
    const gs = battleEvent(r).groundSupport;
    expect(gs).toMatchObject({ attacker: { units: ['ju87'], gsf: 3 }, shifts: 1 });
    expect(gs.refused).toEqual([{ unit: 'me110', why: expect.stringContaining('not in the defender') }]);
    expect(r.state.air.units['ju88']!.groundSupportGiven).toBe(false);
  });

  it('no air unit flies in rain (23.17)', () => {
    const { ctx, state } = tinyWorld({ units, air: [{ id: 'ju87', side: 'axis', type: 'GS', bombing: 3, hex: '1509' }], weather: 'rain' });
    const d = new FixedDice({ 'B/white#1': 3, 'B/black': 2 });
    const r = resolveBattle(ctx, state, BattleOrderSchema.parse({ attackers: ['i1'], targets: ['1509'] }), d, 'B');
    expect((r.events.find((e) => e.type === 'battle') as Record<string, any>).groundSupport).toBeUndefined();
  });
});

describe('Ground Support in overruns (CtS 14.4, digest A28)', () => {
  it('a Soviet overrun gets no Ground Support from the Soviet air unit in the overrun hex', () => {
    const { ctx, state } = tinyWorld({
      units: [
        { id: 'tk', side: 'soviet', type: 'tank', size: 'X', faces: ['6-4-10', '3-2-10'], hex: '1510' },
        { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1509' },
      ],
      air: [{ id: 'il2', side: 'soviet', type: 'GS', bombing: 3, hex: '1509' }],
    });
    const g = groundSupport(ctx, { ...state, phasing: 'soviet' }, 'soviet', [hexId('1509')], 'overrun', { offensive: ['il2'], defensive: 'all' }, new FixedDice({}), 'X');
    expect(g.modifier).toBeNull();
    expect(g.used).toEqual([]);
    expect(g.report?.refused).toEqual([{ unit: 'il2', why: expect.stringContaining('only the Axis') }]);
  });
});

describe('Bombardment (CtS 23.12)', () => {
  const world = (extra: { terrain?: Record<string, string>; features?: Record<string, string[]> } = {}, axisHex = '1512') =>
    tinyWorld({
      ...extra,
      units: [
        { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: axisHex },
        { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
        { id: 'ahq', side: 'soviet', type: 'air-hq', faces: ['0-2-6'], hex: '1509' },
      ],
      air: [
        { id: 'he111', side: 'axis', type: 'B', bombing: 7, hex: '1509' },
        { id: 'ju88', side: 'axis', type: 'B', bombing: 6, hex: '1509' },
      ],
    });
  const codes = (ps: { code: string }[]) => ps.map((p) => p.code);

  it('may not bombard next to friendly ground units, nor Forest or a Major City', () => {
    const next = world({}, '1510');
    expect(codes(bombardIssues(next.ctx, next.state, 'axis', { hex: '1509' }, []))).toEqual(['bombard-adjacent']);
    const forest = world({ terrain: { '1509': 'forest' } });
    expect(codes(bombardIssues(forest.ctx, forest.state, 'axis', { hex: '1509' }, []))).toEqual(['bombard-terrain']);
    const city = world({ features: { '1509': ['major-city'] } });
    expect(codes(bombardIssues(city.ctx, city.state, 'axis', { hex: '1509' }, []))).toEqual(['bombard-terrain']);
  });

  it('an air unit that gave Ground Support this Combat Phase may not bombard; only the phasing player bombards; not in rain', () => {
    const { ctx, state } = world();
    const used = { ...state, air: { units: { ...state.air.units, he111: { ...state.air.units['he111']!, groundSupportGiven: true } } } };
    expect(codes(bombardIssues(ctx, used, 'axis', { hex: '1509', air: ['he111'] }, []))).toEqual(['no-bomber']);
    expect(codes(bombardIssues(ctx, state, 'soviet', { hex: '1512' }, []))).toEqual(['not-phasing']);
    expect(codes(bombardIssues(ctx, { ...state, weather: 'rain' }, 'axis', { hex: '1509' }, []))).toEqual(['no-flying']);
  });

  it('13 Bombing Factors read 12+; a 6 gives D2: the division and the Air HQ are Disrupted, the division loses two steps', () => {
    const { ctx, state } = world();
    expect(bombardIssues(ctx, state, 'axis', { hex: '1509' }, [])).toEqual([]);
    const r = bombard(ctx, state, 'axis', { hex: '1509' }, new FixedDice({ 'B/bombard': 6 }), 'B');
    expect(r.events[0]).toMatchObject({ type: 'bombardment', bombing: 13, column: '12+', die: 6, result: 'D2' });
    expect(r.state.units['ahq']!.disrupted).toBe(true);
    expect(r.state.units['rd']).toMatchObject({ disrupted: true, steps: 1 });
    expect(r.state.air.units['he111']!.bombarded).toBe(true);
  });
});

describe('Interdiction of rail movement (CtS 23.10.1)', () => {
  it('a rail move leaving an Interdicted Hex stops five hexes past it', () => {
    const hexsides: Record<string, string[]> = {};
    const control: Record<string, 'axis'> = {};
    for (let c = 20; c >= 10; c--) {
      control[`15${c}`] = 'axis';
      if (c > 10) hexsides[`15${c - 1}|15${c}`] = ['rail-primary'];
    }
    const { ctx, state } = tinyWorld({
      hexsides,
      control,
      units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1519' }],
      air: [{ id: 'il2', side: 'soviet', type: 'GS', bombing: 1, hex: '1518' }],
    });
    const codes = (path: string[]) => checkRailMove(ctx, state, 'inf', path).map((p) => p.code);
    expect(codes(['1518', '1517', '1516', '1515', '1514', '1513'])).toEqual([]);
    expect(codes(['1518', '1517', '1516', '1515', '1514', '1513', '1512'])).toEqual(['rail-interdicted']);
    expect(railStopIndex(interdictionFor(ctx, state, 'axis'), hexId('1518'), ['1517', '1516', '1515', '1514', '1513', '1512'].map(hexId))).toBe(4); // leaving from its start: five hexes, to 1513
    expect(interdictionFor(ctx, { ...state, phasing: 'soviet' }, 'axis').interdicted.size).toBe(0); // only the phasing player is hindered
  });
});

describe('Interdiction of roads and bridges (CtS 23.10.1 (4))', () => {
  it('a bridge (a road across the Major river) on an Interdicted hex\'s hexside is ignored: the crossing costs the river again', () => {
    const spec = {
      hexsides: { '1514|1515': ['road', 'major-river'] },
      units: [{ id: 'inf', side: 'axis' as const, type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1515' }],
    };
    const free = tinyWorld(spec);
    expect(checkMove(free.ctx, free.state, { unit: 'inf', path: ['1514'] }).steps.map((s) => s.cost)).toEqual([0.5]);
    const hit = tinyWorld({ ...spec, air: [{ id: 'il2', side: 'soviet', type: 'GS', bombing: 1, hex: '1514' }] });
    const cost = checkMove(hit.ctx, hit.state, { unit: 'inf', path: ['1514'] }).steps.map((s) => s.cost)[0]!;
    expect(cost).toBeGreaterThan(0.5);
    expect(cost).toBe(1 + (hit.ctx.tables.terrain.hexside['major-river'] as [number, number])[0]); // clear 1 + the Major river
  });
});
