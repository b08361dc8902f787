import { describe, expect, it } from 'vitest';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { AttackStandingSchema, BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { victoryPoints } from '#games/campaign-to-stalingrad/rules/victory';
import { majorCityBattlesOn } from '#games/campaign-to-stalingrad/rules/city/switch';
import { accessHexes, firstPick, sectionOwners } from '#games/campaign-to-stalingrad/rules/city/display-sections';
import { hexId } from '#kernel/ids';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import { tinyWorld } from './support/tiny-world';

const standing = { attacker: AttackStandingSchema.parse({}), defender: DefenseStandingSchema.parse({}) };
const inf = (id: string, hex: string) => ({ id, side: 'axis' as const, type: 'infantry', faces: ['16-8-4', '8-4-4'], hex });
const rifle = (id: string, hex: string) => ({ id, side: 'soviet' as const, type: 'rifle', faces: ['3-3-4', '2-2-4', '1-1-4'], hex });
/** A Major City hex 1510 held by one Soviet rifle division (defense 3, doubled: 6), three German infantry divisions (48, halved without Attack Supply: 24) next to it in 1509: 4-1. */
const world = (on = true, extra: Partial<CtsState> = {}) => {
  const w = tinyWorld({
    features: { '1510': ['major-city'] },
    units: [inf('a1', '1509'), inf('a2', '1509'), inf('a3', '1509'), rifle('r1', '1510'), { ...rifle('r2', '1512'), faces: ['16-3-4', '8-2-4', '4-1-4'] }, { ...rifle('r3', '1512'), faces: ['16-3-4', '8-2-4', '4-1-4'] }],
    control: { '1510': 'soviet', '1509': 'axis' },
  });
  return { ctx: w.ctx, state: { ...w.state, ...(on ? { rules: { majorCityBattles: 'on' as const } } : {}), ...extra } };
};
const axisAttack = (advanceUnits = ['a1', 'a2']) => BattleOrderSchema.parse({ attackers: ['a1', 'a2', 'a3'], targets: ['1510'], advance: { units: advanceUnits, path: ['1510'] } });
/** 4-1: white 2 (no Axis reroll, 11.5); black 3 = Advance 2, black 6 = Advance 4. */
const dice = (black: number, label = 'T01/axis-combat/1') => new FixedDice({ [`${label}/white#1`]: 2, [`${label}/white#2`]: 2, [`${label}/white#3`]: 2, [`${label}/black`]: black });
/** A battle for 1510 the Axis opened from 1509, holding `quarters`, its sections as the standing picks give them (24.3). */
const battle = (ctx: ReturnType<typeof world>['ctx'], quarters: number, since = 1) => ({ attacker: 'axis' as const, quarters, since, sections: sectionOwners({ attacker: 'axis', quarters }, firstPick(ctx, hexId('1510'), [hexId('1509')])) });
const ctxOf = () => world().ctx;
const fight = (ctx: ReturnType<typeof world>['ctx'], state: CtsState, order = axisAttack(), black = 3) => resolveBattle(ctx, state, order, dice(black), 'T01/axis-combat/1', standing);

describe('Major City Battles (CtS 24.0)', () => {
  it('24.0 off (the default): an Advance result against a Major City hex retreats its defenders as in any hex, and nothing new is written', () => {
    const { ctx, state } = world(false);
    const r = fight(ctx, state);
    expect(r.state.units.r1!.hex).not.toBe('1510');
    expect(r.state.units.a1!.hex).toBe('1510');
    expect('cityBattles' in r.state).toBe(false);
    expect(r.events.some((e) => e.type === 'city-battle')).toBe(false);
  });

  it('24.1, 24.4: the first Advance result (2) opens the battle: the Axis holds 2/4, the defender stays Disrupted, the advancing divisions enter the display', () => {
    const { ctx, state } = world();
    const r = fight(ctx, state);
    expect(r.state.cityBattles).toEqual({ '1510': { attacker: 'axis', quarters: 2, since: 1, sections: expect.any(Array) } });
    expect(r.state.units.r1).toMatchObject({ hex: '1510', disrupted: true, retreatedThisPhase: false });
    expect([r.state.units.a1!.hex, r.state.units.a2!.hex, r.state.units.a3!.hex]).toEqual(['1510', '1510', '1509']);
    expect(r.state.control['1510']).toBe('soviet'); // 24.0: neither side holds the whole hex
    expect(r.events.find((e) => e.type === 'city-battle')).toMatchObject({ rule: 'CtS 24.1', hex: '1510', advance: 2, quarters: { axis: 2, soviet: 2 }, entered: ['a1', 'a2'], disrupted: ['r1'] });
    expect(r.events.find((e) => e.type === 'city-battle')!.text).toContain('Axis 2/4 (3 of 6 sections), Soviet 2/4 (3 of 6 sections)');
    expect(r.events.some((e) => e.type === 'retreat')).toBe(false);
  });

  it('24.1, 24.6.1: three divisions of the attacker enter the display beside the defender\'s division (stacking counts each player apart)', () => {
    const { ctx, state } = world();
    const r = fight(ctx, state, axisAttack(['a1', 'a2', 'a3']));
    expect(['a1', 'a2', 'a3'].map((id) => r.state.units[id]!.hex)).toEqual(['1510', '1510', '1510']);
    expect(r.state.units.r1!.hex).toBe('1510');
  });

  it('24.1, E25: from 1/4 (two sections), an Advance of 2 on a later turn gives 3/4 (four sections)', () => {
    const { ctx, state } = world(true, { turn: 3, cityBattles: { '1510': battle(ctxOf(), 1, 2) } });
    const r = fight(ctx, state);
    expect(r.state.cityBattles!['1510']).toMatchObject({ attacker: 'axis', quarters: 3, since: 2 });
    expect(r.state.cityBattles!['1510']!.sections.filter((s) => s === 'axis')).toHaveLength(4);
    expect(r.events.find((e) => e.type === 'city-battle')).toMatchObject({ rule: 'CtS 24.4', quarters: { axis: 3, soviet: 1 } });
    expect(r.events.find((e) => e.type === 'city-battle')!.text).toContain('Axis 3/4 (4 of 6 sections), Soviet 1/4 (2 of 6 sections)');
  });

  it('24.7: the fourth quarter takes the entire hex: the battle ends, the defenders retreat and the attacker advances in', () => {
    const { ctx, state } = world(true, { cityBattles: { '1510': battle(ctxOf(), 2) } });
    const r = fight(ctx, state);
    expect('cityBattles' in r.state).toBe(false);
    expect(r.state.units.r1!.hex).not.toBe('1510');
    expect(r.state.units.a1!.hex).toBe('1510');
    expect(r.state.control['1510']).toBe('axis');
    expect(r.events.find((e) => e.type === 'city-captured')).toMatchObject({ rule: 'CtS 24.7', hex: '1510', side: 'axis' });
  });

  it('24.0, A39: an Advance of 4 against an uncontested Major City takes it whole at once', () => {
    const { ctx, state } = world();
    const r = fight(ctx, state, axisAttack(), 6);
    expect('cityBattles' in r.state).toBe(false);
    expect(r.state.units.r1!.hex).not.toBe('1510');
    expect(r.events.find((e) => e.type === 'city-captured')).toMatchObject({ rule: 'CtS 24.7' });
  });

  it('24.4: "If either side achieves an Advance After Combat": the defender wins quarters back, and the attacker\'s units on the display are Disrupted, not retreated', () => {
    const { ctx, state: s0 } = world();
    const opened = fight(ctx, s0).state; // Axis 2/4, a1 a2 in 1510
    const soviet: CtsState = { ...opened, phasing: 'soviet' as const, units: { ...opened.units, a1: { ...opened.units.a1!, steps: 1 }, a2: { ...opened.units.a2!, steps: 1 } } };
    // r2 r3 (32, halved without Attack Supply: 16) against a1 a2 on their reduced faces (4 each, doubled: 16): 1-1, one left for the Soviet (11.7): 1-2, black 5 = Advance 1
    const order = BattleOrderSchema.parse({ attackers: ['r2', 'r3'], targets: ['1510'] });
    const moved = { ...soviet, units: { ...soviet.units, r2: { ...soviet.units.r2!, hex: '1511' as never }, r3: { ...soviet.units.r3!, hex: '1511' as never } } };
    const label = 'T01/soviet-combat/1';
    const r = resolveBattle(ctx, moved, order, new FixedDice({ [`${label}/white#1`]: 1, [`${label}/white#2`]: 1, [`${label}/black`]: 5 }), label, standing);
    expect(r.state.cityBattles!['1510']).toMatchObject({ attacker: 'axis', quarters: 1, since: 1 });
    expect(r.state.units.a1).toMatchObject({ hex: '1510', disrupted: true });
  });

  it('35.8 A: with the Major City Battle rules the Soviet scores a Major City only when he holds the entire hex', () => {
    const { ctx, state } = world(true, { control: { '1510': 'soviet' } });
    const whole = victoryPoints(ctx, state).soviet;
    const contested = { ...state, cityBattles: { '1510': battle(ctx, 1) } };
    expect(whole).toBeGreaterThanOrEqual(10);
    expect(victoryPoints(ctx, contested).soviet).toBe(whole - 10);
    expect(victoryPoints(ctx, { ...contested, rules: {} }).soviet).toBe(whole); // the rule off: control alone counts
  });

  it('24.3, 24.5: the attacker\'s first section faces the hex he attacked from; each side\'s sections run on in one arc, and their outer hexsides are its Access Hexsides', () => {
    const { ctx, state } = world();
    const r = fight(ctx, state);
    const b = r.state.cityBattles!['1510']!;
    const around = ctx.wideGrid.neighbours(hexId('1510'));
    expect(b.sections[around.indexOf(hexId('1509'))]).toBe('axis');
    expect(b.sections.filter((s) => s === 'axis')).toHaveLength(3);
    expect(accessHexes(ctx, hexId('1510'), b, 'axis')).toContain('1509');
    expect(accessHexes(ctx, hexId('1510'), b, 'soviet')).not.toContain('1509');
    expect(r.events.find((e) => e.type === 'city-battle')).toMatchObject({ access: { axis: accessHexes(ctx, hexId('1510'), b, 'axis'), soviet: accessHexes(ctx, hexId('1510'), b, 'soviet') } });
  });

  it('24.7: taken whole, the defenders retreat only through their own Access Hexsides, and are eliminated when none is open', () => {
    const { ctx, state } = world(true, { cityBattles: { '1510': battle(ctxOf(), 2) } });
    const soviet = accessHexes(ctx, hexId('1510'), state.cityBattles!['1510']!, 'soviet');
    const r = fight(ctx, state);
    const back = r.events.find((e) => e.type === 'retreat') as { path: string[] } | undefined;
    expect(soviet).toContain(back!.path[0]);
    // every hex beyond the Soviet Access Hexsides held by Axis units: no retreat is open
    const blockers = soviet.filter((h) => ctx.map.has(h)).map((h, i) => ({ id: `b${i}`, side: 'axis' as const, type: 'infantry', faces: ['1-1-4'], hex: h }));
    const w = tinyWorld({ features: { '1510': ['major-city'] }, units: [inf('a1', '1509'), inf('a2', '1509'), inf('a3', '1509'), rifle('r1', '1510'), ...blockers], control: { '1510': 'soviet', '1509': 'axis' } });
    const blocked = fight(w.ctx, { ...w.state, rules: { majorCityBattles: 'on' }, cityBattles: { '1510': battle(w.ctx, 2) } });
    expect(blocked.events.find((e) => e.type === 'retreat-blocked')).toMatchObject({ rule: 'CtS 24.7', hex: '1510' });
    expect(blocked.state.units.r1!.where).not.toBe('map');
  });

  it('24.0: the rule is on with the game option, or in a scenario that plays Section II', () => {
    const { ctx, state } = world(false);
    expect(majorCityBattlesOn(ctx, state)).toBe(false);
    expect(majorCityBattlesOn(ctx, { ...state, rules: { majorCityBattles: 'on' } })).toBe(true);
    const uranus = { ...ctx, scenarios: new Map([...ctx.scenarios, ['uranus', { ...[...ctx.scenarios.values()][0]!, id: 'uranus', sections: [2 as const] }]]) };
    expect(majorCityBattlesOn(uranus as typeof ctx, { ...state, scenario: 'uranus' })).toBe(true);
  });
});
