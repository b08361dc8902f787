import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side as asSide } from '#kernel/ids';
import { limitReached } from '#games/campaign-to-stalingrad/rules/supply/attack-supply-limits';
import { activationCost } from '#games/campaign-to-stalingrad/rules/supply/activation-cost';
import { offMapRailCost } from '#games/campaign-to-stalingrad/rules/supply/off-map-supply';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { realBundle } from './support/real-bundle';
import { ctsCombatKey } from '#games/campaign-to-stalingrad/combat-key';
import { battleIssues } from '#games/campaign-to-stalingrad/windows/legality';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import { adjudicateWindow } from '#games/campaign-to-stalingrad/windows/adjudicate';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/** The options of Section Five (38.0-45.0) every scenario offers, each with its rule, off by default. */
const OPTIONAL = [
  { name: 'abstractAir', rule: 'CtS 38.0' },
  { name: 'rivers', rule: 'CtS 39.0' },
  { name: 'artilleryBarrage', rule: 'CtS 40.0' },
  { name: 'hqLimits', rule: 'CtS 41.0' },
  { name: 'fogOfWar', rule: 'CtS 42.0' },
  { name: 'offMapSupply', rule: 'CtS 43.0' },
  { name: 'sovietArmor', rule: 'CtS 44.0' },
  { name: 'commandControl', rule: 'CtS 45.0' },
];

describe('CtS Section Five: the optional rules are game options', () => {
  it('every scenario lists each with its rule, values off and on, default off', () => {
    for (const scenario of cts.scenarios) {
      for (const o of OPTIONAL) expect(scenario.options).toContainEqual(expect.objectContaining({ ...o, values: ['off', 'on'], default: 'off', description: expect.stringMatching(/^Optional \d\d\.0/) }));
    }
  });
  it('a rule switched on is kept in the state; off, or not given, writes nothing; a bad value is refused naming the rule', () => {
    expect(cts.setup('fall-blau', { commandControl: 'off', sovietArmor: 'off', rivers: 'off' })).toEqual(cts.setup('fall-blau', {}));
    expect(cts.setup('fall-blau', { commandControl: 'off' }).rules).toBeUndefined();
    expect(cts.setup('fall-blau', { commandControl: 'on', rivers: 'on' }).rules).toEqual({ commandControl: 'on', rivers: 'on' });
    expect(() => cts.setup('fall-blau', { sovietArmor: 'yes' })).toThrow(/sovietArmor.*CtS 44\.0/);
  });
});

const axisHq: TinyUnit = { id: 'ahq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true };
const inf: TinyUnit = { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' };
const rifle: TinyUnit = { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' };
const noRerolls = { attacker: { rerollOnes: false, lossOrder: [] } };
const hold = DefenseStandingSchema.parse({ determinedDefense: { policy: 'hold', maxLevel: 1 } });

/**
 * CtS 45.0 "An Axis or Soviet unit that is attacked and cannot trace a Line of Supply to an
 * Army HQ at the moment of combat suffers the following penalties 1. The attacking player
 * receives a favorable shift of one column to the right on the CRT. 2. The defending units
 * may not use Determined Defense." A German infantry division (6, in Attack Supply from its
 * activated Army HQ) attacks a Soviet rifle division (4): 6 to 4 is 1 1/2-1.
 */
describe('CtS 45.0 Command Control (game option commandControl)', () => {
  const world = (options: Record<string, unknown> | undefined, sovietHq?: string) => {
    const w = tinyWorld({ units: [axisHq, inf, rifle, ...(sovietHq ? [{ id: 'shq', side: 'soviet' as const, type: 'army-hq', faces: ['1-1-8'], hex: sovietHq }] : [])] });
    return { ctx: w.ctx, state: withGameOptions(w.state, options) };
  };
  const order = BattleOrderSchema.parse({ attackers: ['inf'], targets: ['1509'] });
  // white 3: A1/D1 on both columns; black 3: Advance 1 on both, which a One-Hex Determined Defense cancels (12.5)
  const fight = (options: Record<string, unknown> | undefined, sovietHq?: string) => {
    const { ctx, state } = world(options, sovietHq);
    return resolveBattle(ctx, state, order, new FixedDice({ 'b/white#1': 3, 'b/black': 3 }), 'b', { ...noRerolls, defender: hold }).events.find((e) => e.type === 'battle')!;
  };

  it('on: the rifle division traces no Line of Supply to an Army HQ, so the attacker shifts one column right: 1 1/2-1 becomes 2-1', () => {
    const { ctx, state } = world({ commandControl: 'on' });
    const odds = battleOdds(ctx, state, order);
    expect(odds.shifts).toEqual([{ value: 1, kind: 'column-shift', reason: 'Command Control: rd traces no Line of Supply to an Army HQ', rule: 'CtS 45.0' }]);
    expect(ctx.tables.crt.columns[odds.raw]).toBe('1 1/2-1');
    expect(ctx.tables.crt.columns[odds.final]).toBe('2-1');
  });

  it('on: and the defender may not use Determined Defense: the battle says so and the advance stands', () => {
    const battle = fight({ commandControl: 'on' });
    expect(battle).toMatchObject({ column: '2-1', determinedDefense: 0, advance: 1, commandControl: { cutOff: ['rd'], determinedDefense: 'withheld', rule: 'CtS 45.0' } });
    expect(battle.text).toMatch(/1 right \(Command Control: rd traces no Line of Supply to an Army HQ, CtS 45\.0\).*no Determined Defense \(Command Control, CtS 45\.0\)/);
  });

  it('on: a Soviet Army HQ within five hexes gives the rifle division its Line of Supply: no shift, and its Determined Defense holds the hex', () => {
    const battle = fight({ commandControl: 'on' }, '1507');
    expect(battle).toMatchObject({ column: '1 1/2-1', shifts: [], determinedDefense: 1, advance: 0 });
    expect(battle).not.toHaveProperty('commandControl');
  });

  it('on: an Army HQ beyond the five hexes of a Soviet Line of Supply (16.2) does not count', () => {
    const { ctx, state } = world({ commandControl: 'on' }, '1502');
    expect(battleOdds(ctx, state, order).shifts.map((s) => s.rule)).toEqual(['CtS 45.0']);
  });

  it('default off: the same battle as before the option existed, the Determined Defense used', () => {
    expect(fight(undefined)).toEqual(fight({ commandControl: 'off' }));
    expect(fight(undefined)).toMatchObject({ column: '1 1/2-1', shifts: [], determinedDefense: 1, advance: 0 });
    expect(fight(undefined)).not.toHaveProperty('commandControl');
  });

  it('in a game: the Axis Combat window fights the attack at 2-1 with the option on, at 1 1/2-1 without', () => {
    const play = (options?: Record<string, unknown>) => {
      const { ctx, state } = world(options);
      const orders = [CtsOrderSchema.parse({ attack: { attackers: ['inf'], targets: ['1509'] } })];
      const r = adjudicateWindow(ctx, state, [{ side: asSide('axis'), orders }], FixedDice.mixed({}, Array(40).fill(3)));
      return r.events.find((e) => e.type === 'battle')!;
    };
    expect(play({ commandControl: 'on' })).toMatchObject({ column: '2-1', shifts: [expect.objectContaining({ value: 1, rule: 'CtS 45.0' })] });
    expect(play()).toMatchObject({ column: '1 1/2-1', shifts: [] });
  });
});

/**
 * CtS 44.0 "When resolving combat in which both sides have armor units involved in the
 * combat, the Axis Player does not receive an Armor Superiority shift if the Soviet Player
 * has any number of Heavy Tank regiments or Guards armor units participating in the
 * defense." A panzer division (2 steps of armor) attacks a Soviet tank unit of one step:
 * the Axis has the steps for Armor Superiority (11.2).
 */
describe('CtS 44.0 Soviet Armor (game option sovietArmor)', () => {
  const pz: TinyUnit = { id: 'pz', side: 'axis', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1510' };
  const odds = (defender: Partial<TinyUnit>, options?: Record<string, unknown>, attacker: TinyUnit = pz) => {
    const spec: TinySpec = { units: [axisHq, attacker, { id: 'tk', side: 'soviet', type: 'tank', size: 'X', faces: ['3-2-10'], hex: '1509', ...defender }] };
    const w = tinyWorld(spec);
    return battleOdds(w.ctx, withGameOptions(w.state, options), BattleOrderSchema.parse({ attackers: [attacker.id], targets: ['1509'] }));
  };
  const ruleOf = (o: ReturnType<typeof odds>) => o.shifts.map((s) => [s.value, s.rule]);

  it('on: a Guards tank brigade in the defence withholds the Axis shift, and the odds say why', () => {
    const o = odds({ branch: 'guard' }, { sovietArmor: 'on' });
    expect(o.shifts).toEqual([{ value: 0, kind: 'column-shift', reason: 'Armor Superiority withheld from the Axis: tk in the Soviet defence', rule: 'CtS 44.0' }]);
    expect(o.armor).toBeNull();
    expect(o.final).toBe(o.raw);
  });

  it('on: so does a Heavy Tank regiment', () => {
    expect(ruleOf(odds({ size: 'III', heavy: true }, { sovietArmor: 'on' }))).toEqual([[0, 'CtS 44.0']]);
  });

  it('on: an ordinary tank brigade does not: the Axis keeps its shift', () => {
    expect(ruleOf(odds({}, { sovietArmor: 'on' }))).toEqual([[1, 'CtS 11.2']]);
  });

  it('on: with no Axis armor in the combat the rule has nothing to withhold (both sides must have armor)', () => {
    const infantry: TinyUnit = { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' };
    expect(ruleOf(odds({ branch: 'guard' }, { sovietArmor: 'on' }, infantry))).toEqual([[-1, 'CtS 11.2']]);
  });

  it('on: the Guards armor stands in a Soviet attack too, but the rule speaks of the defence: the Soviet attack is as before', () => {
    const w = tinyWorld({ units: [{ ...pz, id: 'pz' }, { id: 'tk', side: 'soviet', type: 'tank', size: 'X', branch: 'guard', faces: ['3-2-10'], hex: '1509' }] });
    const order = BattleOrderSchema.parse({ attackers: ['tk'], targets: ['1510'] });
    const on = battleOdds(w.ctx, withGameOptions({ ...w.state, phasing: 'soviet' }, { sovietArmor: 'on' }), order);
    const off = battleOdds(w.ctx, { ...w.state, phasing: 'soviet' }, order);
    expect(on.shifts).toEqual(off.shifts);
  });

  it('default off: the Guards tank brigade does not withhold the Axis shift', () => {
    expect(odds({ branch: 'guard' })).toEqual(odds({ branch: 'guard' }, { sovietArmor: 'off' }));
    expect(ruleOf(odds({ branch: 'guard' }))).toEqual([[1, 'CtS 11.2']]);
  });

  it('in a game: the Axis attack on the Guards brigade is fought without the Armor Superiority shift', () => {
    const play = (options?: Record<string, unknown>) => {
      const w = tinyWorld({ units: [axisHq, pz, { id: 'tk', side: 'soviet', type: 'tank', size: 'X', branch: 'guard', faces: ['3-2-10'], hex: '1509' }] });
      const orders = [CtsOrderSchema.parse({ attack: { attackers: ['pz'], targets: ['1509'] } })];
      return adjudicateWindow(w.ctx, withGameOptions(w.state, options), [{ side: asSide('axis'), orders }], FixedDice.mixed({}, Array(40).fill(3))).events.find((e) => e.type === 'battle')!;
    };
    expect(play({ sovietArmor: 'on' })).toMatchObject({ shifts: [expect.objectContaining({ value: 0, rule: 'CtS 44.0' })] });
    expect(play()).toMatchObject({ shifts: [expect.objectContaining({ value: 1, rule: 'CtS 11.2' })] });
  });
});


/**
 * CtS 39.0 "Units attacking across Minor Rivers have their attack strength halved. Units
 * attacking across Major Rivers have their attack strength reduced to 1/3. Units attacking
 * across Volga hexsides have their attack strength reduced to 1/4. Total all attacking units,
 * then round fractions DOWN. As before, river benefits are not cumulative with any other type
 * of terrain. ... All units attacking into and out of a Marsh hex or across a Marsh hexside
 * have their attack strength reduced to 1/3." German infantry (6 each, in Attack Supply from
 * their Army HQ) attack a Soviet rifle division (4) in 1509; 1510 is across the hexside the
 * fragment gives a river, 1609 across none.
 */
describe('CtS 39.0 Rivers (game option rivers)', () => {
  const infantry = (id: string, hex: string, attack = 6): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: [`${attack}-7-4`, '3-4-4'], hex });
  const odds = (spec: { attackers: TinyUnit[]; river?: string; terrain?: Record<string, string>; features?: Record<string, string[]> }, options?: Record<string, unknown>) => {
    const w = tinyWorld({ units: [axisHq, ...spec.attackers, rifle], hexsides: spec.river ? { '1509|1510': [spec.river] } : {}, terrain: spec.terrain ?? {}, features: spec.features ?? {} });
    const o = battleOdds(w.ctx, withGameOptions(w.state, options), BattleOrderSchema.parse({ attackers: spec.attackers.map((a) => a.id), targets: ['1509'] }));
    return { attack: o.attack.total, defense: o.defense.total, column: w.ctx.tables.crt.columns[o.final], shifts: o.shifts, reasons: o.attack.lines.map((l) => l.reasons) };
  };
  const on = { rivers: 'on' };

  it('across a Minor river the attack strength is halved, in place of the one column left: 6 becomes 3, 3 to 4 is 1-2', () => {
    expect(odds({ attackers: [infantry('a1', '1510')], river: 'minor-river' }, on)).toEqual({ attack: 3, defense: 4, column: '1-2', shifts: [], reasons: [['attacking across a Minor river: halved (CtS 39.0)']] });
    expect(odds({ attackers: [infantry('a1', '1510')], river: 'minor-river' })).toMatchObject({ attack: 6, defense: 4, column: '1-1', shifts: [expect.objectContaining({ value: -1, rule: 'CtS 11.1' })] });
  });

  it('across a Major river it is reduced to 1/3, in place of the doubled defense: 7 and 5 total 12/3 = 4 (totalled, then rounded down)', () => {
    const attackers = [infantry('a1', '1510', 7), infantry('a2', '1510', 5)];
    expect(odds({ attackers, river: 'major-river' }, on)).toMatchObject({ attack: 4, defense: 4, column: '1-1', reasons: [['attacking across a Major river: reduced to 1/3 (CtS 39.0)'], ['attacking across a Major river: reduced to 1/3 (CtS 39.0)']] });
    expect(odds({ attackers, river: 'major-river' })).toMatchObject({ attack: 12, defense: 8, column: '1 1/2-1' });
  });

  it('across the Volga it is reduced to 1/4, fractions dropped once: 6 + 6 + 6 = 18/4 = 4.5, so 4', () => {
    const attackers = [infantry('a1', '1510'), infantry('a2', '1510'), infantry('a3', '1510')];
    expect(odds({ attackers, river: 'volga' }, on)).toMatchObject({ attack: 4, defense: 4, column: '1-1' });
    expect(odds({ attackers, river: 'volga' })).toMatchObject({ attack: 18, defense: 12, column: '1 1/2-1' });
  });

  it('each unit across a river is reduced, whether or not every attacker crosses one: 3 + 6 = 9 to 4 is 2-1 (the basic rule gives the defender nothing)', () => {
    const attackers = [infantry('a1', '1510'), infantry('a2', '1609')];
    expect(odds({ attackers, river: 'minor-river' }, on)).toMatchObject({ attack: 9, column: '2-1', reasons: [['attacking across a Minor river: halved (CtS 39.0)'], []] });
    expect(odds({ attackers, river: 'minor-river' })).toMatchObject({ attack: 12, column: '3-1', shifts: [] });
  });

  it('into a Marsh hex the attack strength is reduced to 1/3 instead of halved: 12 becomes 4, 4 to 4 is 1-1', () => {
    const attackers = [infantry('a1', '1510'), infantry('a2', '1609')];
    expect(odds({ attackers, terrain: { '1509': 'marsh' } }, on)).toMatchObject({ attack: 4, column: '1-1', reasons: [['attacking out of or into marsh: reduced to 1/3 (CtS 39.0)'], ['attacking out of or into marsh: reduced to 1/3 (CtS 39.0)']] });
    expect(odds({ attackers, terrain: { '1509': 'marsh' } })).toMatchObject({ attack: 6, column: '1 1/2-1' });
  });

  it('not cumulative with the defender\'s hex: a minor city behind a Major river doubles the defense or cuts the attack to 1/3, the better for the defender', () => {
    const attackers = [infantry('a1', '1510'), infantry('a2', '1510')];
    // hex: 12 to 8 (city x2) is 1 1/2-1; river: 4 to 4 is 1-1, the defender's choice
    expect(odds({ attackers, river: 'major-river', features: { '1509': ['minor-city'] } }, on)).toMatchObject({ attack: 4, defense: 4, column: '1-1' });
    // across a Minor river: hex 12 to 8 is 1 1/2-1, river 6 to 4 is 1 1/2-1 too: the hex stands, the attack whole
    expect(odds({ attackers, river: 'minor-river', features: { '1509': ['minor-city'] } }, on)).toMatchObject({ attack: 12, defense: 8, column: '1 1/2-1', reasons: [[], []] });
  });

  it('default off: the basic river and marsh effects of 11.1, as before the option existed', () => {
    for (const river of ['minor-river', 'major-river', 'volga']) {
      const spec = { attackers: [infantry('a1', '1510'), infantry('a2', '1609')], river, terrain: { '1610': 'marsh' } };
      expect(odds(spec)).toEqual(odds(spec, { rivers: 'off' }));
    }
  });

  it('in a game: the Axis Combat window fights across the Minor river at 1-2 with the option on, at 1-1 without', () => {
    const play = (options?: Record<string, unknown>) => {
      const w = tinyWorld({ units: [axisHq, infantry('a1', '1510'), rifle], hexsides: { '1509|1510': ['minor-river'] } });
      const orders = [CtsOrderSchema.parse({ attack: { attackers: ['a1'], targets: ['1509'] } })];
      return adjudicateWindow(w.ctx, withGameOptions(w.state, options), [{ side: asSide('axis'), orders }], FixedDice.mixed({}, Array(40).fill(3))).events.find((e) => e.type === 'battle')!;
    };
    expect(play(on)).toMatchObject({ attack: 3, column: '1-2', shifts: [] });
    expect(play(on).text).toMatch(/^3 to 4: 1-2/);
    expect(play()).toMatchObject({ attack: 6, column: '1-1' });
  });
});

/**
 * CtS 41.0 "Activated Army HQ may only provide Attack Supply to a limited number of divisions.
 * Count brigades and regiments as 1/2 of a division. Count Soviet corps as divisions." (1) a
 * German Army HQ 12 divisions, a Panzer Army HQ 6 motorized, others 3; (2) a Soviet Army HQ 9,
 * a Tank Army HQ 4 motorized, others 2; (3) an Axis Allied Army HQ 9, two motorized; (4) A an
 * Axis HQ at most two units of another nationality, B no Hungarian HQ for Rumanians and vice
 * versa; (5) no limit on General Supply; (6) a Depot 6 divisions, two motorized.
 */
describe('CtS 41.0 Army HQ Limitations (game option hqLimits)', () => {
  const u = (id: string, o: Partial<TinyUnit>): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1010', ...o });
  const { ctx } = tinyWorld({
    units: [
      u('6A', { type: 'army-hq', faces: ['1-2-10'], name: '6th Army HQ' }),
      u('4PzA', { type: 'army-hq', faces: ['1-2-10'], name: '4th Panzer Army HQ' }),
      u('hun2A', { type: 'army-hq', faces: ['1-2-10'], nationality: 'hungarian', name: 'Hungarian 2nd Army HQ' }),
      u('21A', { side: 'soviet', type: 'army-hq', faces: ['1-1-8'], name: '21st Army HQ' }),
      u('5TA', { side: 'soviet', type: 'army-hq', faces: ['1-1-8'], name: '5th Tank Army HQ' }),
      u('inf', {}),
      u('bde', { size: 'X' }),
      u('mot', { type: 'motorized', faces: ['8-5-8', '4-3-8'] }),
      u('hun', { nationality: 'hungarian' }),
      u('ita', { nationality: 'italian' }),
      u('rum', { nationality: 'rumanian' }),
      u('rd', { side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'] }),
      u('tc', { side: 'soviet', type: 'tank', size: 'XXX', faces: ['6-5-10', '3-3-10'] }),
    ],
  });
  const spec = (id: string) => ctx.units.get(id)!;
  const hq = (id: string) => ({ hex: hexId('1010'), length: 8, what: id });
  const depot = { hex: hexId('1010'), length: 2, what: 'depot' };
  const times = (n: number, id: string) => Array(n).fill(id) as string[];
  const may = (source: ReturnType<typeof hq>, given: string[], unit: string) => limitReached(ctx, source, given, spec(unit));

  it('(1) a German Army HQ supplies 12 divisions, brigades counting 1/2', () => {
    expect(may(hq('6A'), times(11, 'inf'), 'inf')).toBeNull();
    expect(may(hq('6A'), times(12, 'inf'), 'inf')).toBe('6th Army HQ has given Attack Supply to its 12 divisions');
    expect(may(hq('6A'), [...times(11, 'inf'), 'bde'], 'bde')).toBeNull();
    expect(may(hq('6A'), [...times(11, 'inf'), 'bde'], 'inf')).toMatch(/its 12 divisions/);
  });
  it('(1) a Panzer Army HQ 6 motorized divisions, another German Army HQ 3', () => {
    expect(may(hq('4PzA'), times(5, 'mot'), 'mot')).toBeNull();
    expect(may(hq('4PzA'), times(6, 'mot'), 'mot')).toBe('4th Panzer Army HQ has given Attack Supply to its 6 motorized divisions');
    expect(may(hq('6A'), times(2, 'mot'), 'mot')).toBeNull();
    expect(may(hq('6A'), times(3, 'mot'), 'mot')).toBe('6th Army HQ has given Attack Supply to its 3 motorized divisions');
    expect(may(hq('6A'), times(3, 'mot'), 'inf')).toBeNull(); // the 12 divisions still have room
  });
  it('(2) a Soviet Army HQ 9 divisions, a Tank Army HQ 4 motorized, another 2; a Soviet corps counts as a division', () => {
    expect(may(hq('21A'), times(8, 'rd'), 'rd')).toBeNull();
    expect(may(hq('21A'), times(9, 'rd'), 'rd')).toMatch(/its 9 divisions/);
    expect(may(hq('21A'), times(2, 'tc'), 'tc')).toMatch(/21st Army HQ has given Attack Supply to its 2 motorized divisions/);
    expect(may(hq('5TA'), times(3, 'tc'), 'tc')).toBeNull();
    expect(may(hq('5TA'), times(4, 'tc'), 'tc')).toMatch(/its 4 motorized divisions/);
  });
  it('(3) an Axis Allied Army HQ 9 divisions, two motorized; (4) B no Hungarian HQ for a Rumanian', () => {
    expect(may(hq('hun2A'), times(9, 'hun'), 'hun')).toMatch(/its 9 divisions/);
    expect(may(hq('hun2A'), times(2, 'mot'), 'hun')).toBeNull();
    expect(may(hq('hun2A'), [], 'rum')).toBe('Hungarian 2nd Army HQ may not supply rumanian units (41.0 (4) B)');
  });
  it('(4) A an Axis Army HQ supplies at most two units of another nationality', () => {
    expect(may(hq('6A'), ['hun', 'inf'], 'ita')).toBeNull();
    expect(may(hq('6A'), ['hun', 'ita'], 'rum')).toBe('6th Army HQ has given Attack Supply to its 2 units of another nationality (41.0 (4) A)');
    expect(may(hq('6A'), ['hun', 'ita'], 'inf')).toBeNull();
  });
  it('(6) a Depot supplies 6 divisions, two motorized', () => {
    expect(may(depot, times(5, 'inf'), 'inf')).toBeNull();
    expect(may(depot, times(6, 'inf'), 'inf')).toBe('the Depot in 1010 has given Attack Supply to its 6 divisions');
    expect(may(depot, times(2, 'mot'), 'mot')).toMatch(/its 2 motorized divisions/);
  });

  /** Four motorized divisions of a German (non-Panzer) Army HQ attack in one Combat Phase: three at 1509, then one at 1610. */
  const phase = (options?: Record<string, unknown>, depots: TinySpec['depots'] = []) => {
    const mot = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', type: 'motorized', faces: ['8-5-8', '4-3-8'], hex });
    const w = tinyWorld({
      units: [
        { id: '6A', name: '6th Army HQ', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
        mot('m1', '1510'), mot('m2', '1510'), mot('m3', '1609'), mot('m4', '1611'),
        rifle, { id: 'rd2', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1610' },
      ],
      depots,
    });
    expect(w.ctx.map.neighbours(hexId('1610'))).toContain('1611');
    const orders = [{ attack: { attackers: ['m1', 'm2', 'm3'], targets: ['1509'] } }, { attack: { attackers: ['m4'], targets: ['1610'] } }].map((o) => CtsOrderSchema.parse(o));
    const r = adjudicateWindow(w.ctx, withGameOptions(w.state, options), [{ side: asSide('axis'), orders }], FixedDice.mixed({}, Array(40).fill(3)));
    const battles = r.events.filter((e) => e.type === 'battle');
    return { first: battles[0]!, second: battles[1]!, events: r.events, state: r.state, ctx: w.ctx, start: withGameOptions(w.state, options) };
  };

  it('in a game: the HQ has given its three motorized divisions in the first battle, so the fourth attacks halved, and the battle says why', () => {
    const { first, second } = phase({ hqLimits: 'on' });
    expect(first).toMatchObject({ attack: 24 });
    expect(first).toMatchObject({ attackSupply: { given: { '6A': ['m1', 'm2', 'm3'] }, rule: 'CtS 41.0' } });
    expect(first).not.toHaveProperty('attackSupply.refused');
    expect(second).toMatchObject({ attack: 4, attackSupply: { given: {}, refused: { m4: '6th Army HQ has given Attack Supply to its 3 motorized divisions' }, rule: 'CtS 41.0' } });
  });

  it('the odds of the fourth division name the limit where 16.6 halves it', () => {
    const { start, ctx } = phase({ hqLimits: 'on' });
    const after = { ...start, attackSupplyGiven: { '6A': ['m1', 'm2', 'm3'] } };
    const o = battleOdds(ctx, after, BattleOrderSchema.parse({ attackers: ['m4'], targets: ['1610'] }));
    expect(o.attack.lines[0]).toMatchObject({ factor: 0.5, reasons: ['no Attack Supply (6th Army HQ has given Attack Supply to its 3 motorized divisions): halved (CtS 41.0)'], changes: [{ by: 0.5, reason: 'no Attack Supply: 6th Army HQ has given Attack Supply to its 3 motorized divisions', rule: 'CtS 41.0' }] });
  });

  it('a unit goes to the next source in reach with room: a Depot next to the fourth division supplies it (and is used, 16.6)', () => {
    const { second, events, state } = phase({ hqLimits: 'on' }, [{ side: 'axis', hex: '1612' }]);
    expect(second).toMatchObject({ attack: 8, attackSupply: { given: { 'depot:1612': ['m4'] } } });
    expect(second).not.toHaveProperty('attackSupply.refused');
    expect(events.find((e) => e.type === 'depots-used')).toMatchObject({ hexes: ['1612'] });
    expect(state.attackSupplyGiven).toBeUndefined(); // counted afresh each Combat Phase
  });

  it('the combat report works the second battle out again with the count the first left: m4 halved', () => {
    const { start, ctx } = phase({ hqLimits: 'on' });
    const orders = [{ attack: { attackers: ['m1', 'm2', 'm3'], targets: ['1509'] } }, { attack: { attackers: ['m4'], targets: ['1610'] } }].map((o) => CtsOrderSchema.parse(o));
    const r = adjudicateWindow(ctx, start, [{ side: asSide('axis'), orders }], FixedDice.mixed({}, Array(40).fill(3)));
    const key = ctsCombatKey(ctx, start, r.events);
    expect(key.battles[1]!.attackers).toEqual([expect.objectContaining({ unit: 'm4', printed: 8, value: 4, changes: [expect.objectContaining({ by: 0.5, rule: 'CtS 41.0' })] })]);
  });

  it('default off: every division draws on the HQ, as before the option existed, and nothing is counted', () => {
    const off = phase();
    expect(off.second).toMatchObject({ attack: 8 });
    expect(off.second).not.toHaveProperty('attackSupply');
    expect(phase({ hqLimits: 'off' }).second).toEqual(off.second);
    expect(off.state.attackSupplyGiven).toBeUndefined();
  });
});

/**
 * CtS 43.0 "Players may assume that there are Connecting Rail Hexes off their Friendly Map
 * Edges. This will allow them to Activate HQ and build Supply Depots without tracing to an on
 * map rail hex. Assume that the distance (for Transport Point cost) is 5 hexes beyond the map
 * edge for the north map, and 15 hexes for the south map." The fragment has no rail at all;
 * the Axis friendly edge is column 20. 16.9: one Transport Point per five hexes begun.
 */
describe('CtS 43.0 Off Map Supply (game option offMapSupply)', () => {
  const ctxOf = createContext(realBundle);
  const world = (hq: string, options?: Record<string, unknown>, extra: Partial<TinySpec> = {}) => {
    const w = tinyWorld({ units: [{ id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: hq }], ...extra });
    return { ctx: w.ctx, state: withGameOptions(w.state, options) };
  };
  const cost = (hq: string, options?: Record<string, unknown>, extra: Partial<TinySpec> = {}) => {
    const { ctx, state } = world(hq, options, extra);
    return activationCost(ctx, state, 'axis', hexId(hq));
  };
  const on = { offMapSupply: 'on' };

  it.each([
    ['1520', 5, 1],
    ['1515', 10, 2],
    ['1510', 15, 3],
  ])('an Army HQ at %s is activated from the rail off the edge, %i hexes away: %i TP and 1 SP', (hq, length, tp) => {
    expect(cost(hq, on)).toEqual({ sp: 1, tp, length, offMap: hexId(`15${20}`) });
  });

  it('16 hexes (1509) is more than the three Transport Points of a turn: no activation', () => {
    expect(cost('1509', on)).toEqual({ problem: 'no Connecting Rail Hex within 15 hexes of 1509' });
  });

  it('a Connecting Rail Hex on the map nearer than the one off it is used as before', () => {
    const rail = { hexsides: { '1513|1514': ['rail-primary'] }, control: { '1513': 'axis' as const, '1514': 'axis' as const }, edges: { axis: ['1514'] } };
    expect(cost('1511', on, rail)).toEqual(cost('1511', undefined, rail));
  });

  it('on the south map (hexes printed with an S) the rail is 15 hexes beyond the edge: an HQ on the edge pays 3 TP', () => {
    const labels = Object.fromEntries(Array.from({ length: 11 }, (_, r) => Array.from({ length: 20 }, (_, c) => `${r + 10}${String(c + 1).padStart(2, '0')}`)).flat().map((h) => [h, `S${Number(h) - 2000}`]));
    expect(cost('1520', on, { labels })).toEqual({ sp: 1, tp: 3, length: 15, offMap: '1520' });
    expect(cost('1519', on, { labels })).toEqual({ problem: 'no Connecting Rail Hex within 15 hexes of 1519' });
  });

  it('the maps share one grid (A2): a south-map hex next to the north map may use the rail beyond the north map\'s edge, 5 hexes', () => {
    const s = cts.setup('fall-blau', on);
    const occ = occupancy(ctxOf, s);
    const bonds = bondsOf(ctxOf, s, 'soviet', occ);
    expect(ctxOf.map.label(hexId('4952'))).toMatch(/^S/);
    expect(offMapRailCost(ctxOf, s, occ, 'axis', bonds, hexId('4952'), 3)).toEqual({ tp: 2, length: 6, edge: '4852' });
    expect(offMapRailCost(ctxOf, s, occ, 'axis', bonds, hexId('4852'), 3)).toEqual({ tp: 1, length: 5, edge: '4852' });
    expect(offMapRailCost(ctxOf, cts.setup('fall-blau'), occ, 'axis', bonds, hexId('4852'), 3)).toBeNull();
  });

  it('default off: with no rail on the map no HQ is activated, as before the option existed', () => {
    expect(cost('1520')).toEqual({ problem: 'no Connecting Rail Hex within 15 hexes of 1520' });
    expect(cost('1520', { offMapSupply: 'off' })).toEqual(cost('1520'));
  });

  it('in a game: a Depot is created three hexes from the edge for 1 SP and 2 TP (3 + 5 hexes), which without the option cannot be paid for', () => {
    const play = (options?: Record<string, unknown>) => {
      const { ctx, state } = world('1510', options);
      const orders = [CtsOrderSchema.parse({ depot: { create: '1517' } })];
      return adjudicateWindow(ctx, state, [{ side: asSide('axis'), orders }], FixedDice.mixed({}, Array(40).fill(3)));
    };
    const r = play(on);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'depot-created', hex: '1517', sp: 1, tp: 2, offMap: '1520', text: expect.stringMatching(/off the map beyond 1520 \(CtS 43\.0\)/) }));
    expect(r.state.depots).toContainEqual({ side: 'axis', hex: '1517' });
    const off = play();
    expect(off.events.some((e) => e.type === 'depot-created')).toBe(false);
    expect(off.state.depots).toEqual([]);
  });
});

/**
 * CtS 40.0 "A player may receive a favorable shift to the CRT of one column by declaring a
 * Heavy Artillery Barrage. To declare a Heavy Artillery Barrage the Soviet Player must have an
 * Artillery Division (on its "0" movement side) stacked with a Supply Depot and adjacent to the
 * target hex or adjacent to a friendly unit that is attacking the target hex. For the Axis
 * Player to declare a Heavy Artillery Barrage he must have an Army HQ stacked with a Supply
 * Depot and located within four hexes of the target hex, plus the Army HQ may not have moved in
 * the preceding Movement Phase. The cost for each Heavy Artillery Barrage is the Supply Depot
 * the unit is stacked with." German infantry (6, in Attack Supply from its Army HQ in 1512,
 * three hexes from the target) attacks a Soviet rifle division (4) in 1509: 1 1/2-1.
 */
describe('CtS 40.0 Heavy Artillery Barrages (game option artilleryBarrage)', () => {
  const world = (options?: Record<string, unknown>, hqHex = '1512', extra: Partial<CtsState> = {}) => {
    const w = tinyWorld({ units: [{ ...axisHq, hex: hqHex }, inf, rifle], depots: [{ side: 'axis', hex: hqHex }] });
    return { ctx: w.ctx, state: { ...withGameOptions(w.state, options), ...extra } };
  };
  const order = BattleOrderSchema.parse({ attackers: ['inf'], targets: ['1509'], barrage: 'ahq' });
  const fight = (options?: Record<string, unknown>, hqHex?: string, extra?: Partial<CtsState>) => {
    const { ctx, state } = world(options, hqHex, extra);
    return resolveBattle(ctx, state, order, new FixedDice({ 'b/white#1': 3, 'b/black': 3 }), 'b', noRerolls);
  };
  const issues = (options?: Record<string, unknown>, hqHex?: string, extra?: Partial<CtsState>) => {
    const { ctx, state } = world(options, hqHex, extra);
    return battleIssues(ctx, state, 'axis', order, ['orders', 0, 'attack']).map((i) => [i.code, i.rule]);
  };
  const on = { artilleryBarrage: 'on' };

  it('on: the Axis Army HQ stacked with a Depot, three hexes from the target, gives one column right, and its Depot is the cost', () => {
    const r = fight(on);
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({
      column: '2-1',
      shifts: [{ value: 1, kind: 'column-shift', reason: 'Heavy Artillery Barrage by ahq, paid with the Depot in 1512', rule: 'CtS 40.0' }],
      barrage: { unit: 'ahq', depot: '1512', rule: 'CtS 40.0' },
    });
    expect(r.state.depots).toEqual([]);
    expect(issues(on)).toEqual([]);
  });

  it('on: an Army HQ five hexes away, one that moved in the Movement Phase, or one with no Depot may not declare it', () => {
    expect(issues(on, '1514')).toEqual([['too-far', 'CtS 40.0']]);
    expect(issues(on, '1512', { movedThisPhase: ['ahq'] })).toEqual([['hq-moved', 'CtS 40.0']]);
    expect(issues(on, '1512', { depots: [] })).toEqual([['no-depot', 'CtS 40.0']]);
  });

  it('on: the Soviet Artillery Division on its "0" movement side, stacked with a Depot next to a unit attacking the target, may declare it', () => {
    const soviet = (faces: string[]) => {
      const w = tinyWorld({
        units: [{ id: 'art', side: 'soviet', type: 'artillery', faces, hex: '1508' }, rifle, { ...inf, hex: '1510' }],
        depots: [{ side: 'soviet', hex: '1508' }],
      });
      const state = { ...withGameOptions(w.state, on), phasing: 'soviet' as const };
      return battleIssues(w.ctx, state, 'soviet', BattleOrderSchema.parse({ attackers: ['rd'], targets: ['1510'], barrage: 'art' }), ['b']).map((i) => i.code);
    };
    expect(soviet(['4-3-0'])).toEqual([]);
    expect(soviet(['4-3-4'])).toEqual(['not-artillery']);
  });

  it('default off: a barrage order is refused, and a battle that declares one anyway is fought without the shift, the Depot kept', () => {
    expect(issues()).toEqual([['optional-rule-off', 'CtS 40.0']]);
    const r = fight();
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ column: '1 1/2-1', shifts: [], barrage: { refused: expect.stringMatching(/artilleryBarrage/) } });
    expect(r.state.depots).toEqual([{ side: 'axis', hex: '1512' }]);
  });

  it('default off: a battle that declares none is the battle it always was', () => {
    const plain = BattleOrderSchema.parse({ attackers: ['inf'], targets: ['1509'] });
    const run = (options?: Record<string, unknown>) => {
      const { ctx, state } = world(options);
      return resolveBattle(ctx, state, plain, new FixedDice({ 'b/white#1': 3, 'b/black': 3 }), 'b', noRerolls).events;
    };
    expect(run()).toEqual(run({ artilleryBarrage: 'off' }));
    expect(run()).toEqual(run(on));
    expect(run().find((e) => e.type === 'battle')).not.toHaveProperty('barrage');
  });

  it('the turn-file template tells the Combat window how to declare one, only when the game plays the rule', () => {
    const note = (options?: Record<string, unknown>) => {
      const { ctx, state } = world(options);
      return templateFor(ctx, state, 'axis').notes.filter((n) => n.includes('CtS 40.0'));
    };
    expect(note(on)).toEqual([expect.stringMatching(/^attack: \{attackers, targets, barrage: HQ\}/)]);
    expect(note()).toEqual([]);
  });

  it('in a game: the Axis Combat window fights the attack with the barrage at 2-1, and the Depot is gone', () => {
    const { ctx, state } = world(on);
    const orders = [CtsOrderSchema.parse({ attack: { attackers: ['inf'], targets: ['1509'], barrage: 'ahq' } })];
    const r = adjudicateWindow(ctx, state, [{ side: asSide('axis'), orders }], FixedDice.mixed({}, Array(40).fill(3)));
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ column: '2-1', barrage: { unit: 'ahq', depot: '1512' } });
    expect(r.state.depots).toEqual([]);
  });
});
