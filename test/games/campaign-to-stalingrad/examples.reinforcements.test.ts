import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { replacementArrival } from '#games/campaign-to-stalingrad/rules/replacements/arrival';
import { absorbReplacements } from '#games/campaign-to-stalingrad/rules/replacements/absorption';
import { payWithdrawalDebt } from '#games/campaign-to-stalingrad/rules/replacements/withdrawal-debt';
import { withdrawalsDue } from '#games/campaign-to-stalingrad/rules/withdrawals/withdraw';
import { startOfMovement } from '#games/campaign-to-stalingrad/phases/start-of-movement';
import { defaultSetupLosses, setupLossProblems } from '#games/campaign-to-stalingrad/setup/setup-losses';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { realBundle } from './support/real-bundle';
import { tinyWorld } from './support/tiny-world';

const axis = side('axis');
const soviet = side('soviet');
const INF = ['6-7-4', '3-4-4'];
const PZ = ['10-6-10', '5-3-10'];

/** Two Axis divisions attack a Soviet rifle division of `steps` steps stacked with a replacement counter (white 4, black 4). */
function counterInBattle(steps: number, advancing: string[]) {
  const { ctx, state } = tinyWorld({
    replacements: [{ side: 'soviet', type: 'soviet-infantry', hex: '1509' }],
    units: [
      { id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
      { id: 'i1', side: 'axis', type: 'infantry', faces: INF, hex: '1510' },
      { id: 'i2', side: 'axis', type: 'infantry', faces: INF, hex: '1510' },
      { id: 'shq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1405' }, // the General Supply source the retreat heads for (12.1 guideline 4)
      { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509', steps },
    ],
  });
  const attack = CtsOrderSchema.parse({ attack: { attackers: ['i1', 'i2'], targets: ['1509'], advance: { units: advancing, path: ['1509'] } } });
  return applyOrder(ctx, state, 'axis', attack, 0, new FixedDice({ 'T01/axis-combat/1/white#1': 4, 'T01/axis-combat/1/black': 4 }), 'T01/axis-combat');
}

describe('set-up losses (CtS 35.1, E38, A40)', () => {
  const ctx = createContext(realBundle);
  const scenario = ctx.scenarios.get('fall-blau')!;
  const rifles = scenario.setup.map((p) => ctx.units.get(p.unit)!).filter((u) => u.side === 'soviet' && u.type === 'rifle');
  const reducible = scenario.setup.map((p) => ctx.units.get(p.unit)!).filter((u) => u.side === 'soviet' && u.faces.length > 1);
  const of = (army: string) => reducible.filter((u) => u.army === army).map((u) => u.id).sort();
  const others = [...new Set(rifles.map((u) => u.army))].filter((a) => a !== '38A');
  /** Five in the 38th Army and one from each of five other armies. */
  const legal = [...of('38A').slice(0, 5), ...others.slice(0, 5).map((a) => of(a)[0]!)];

  it('E38: the documented default takes ten steps that keep every limit: five in the 38th Army, five more with at most three an army, no unit two', () => {
    const chosen = defaultSetupLosses(ctx, scenario);
    expect(chosen).toHaveLength(10);
    expect(setupLossProblems(ctx, scenario, chosen)).toEqual([]);
  });

  it('E38: a list of the Soviet player is checked against 35.1(4) and its [Change], each problem with a stable code', () => {
    expect(setupLossProblems(ctx, scenario, legal)).toEqual([]);
    const codes = (l: string[]) => setupLossProblems(ctx, scenario, l).map((p) => p.code);
    expect(codes([...legal.slice(0, 9), legal[0]!])).toEqual(['two-losses']);
    expect(codes(legal.slice(0, 9))).toEqual(['wrong-count']);
    expect(codes([...legal.slice(0, 9), 'ger-9pz'])).toEqual(['not-at-start']);
    // four in the 38th Army: one short of its own five
    expect(codes([...of('38A').slice(0, 4), ...others.slice(0, 6).map((a) => of(a)[0]!)])).toEqual(['too-few-in-army']);
    // A40: the 38th Army's own five are a separate budget; four more from one other army break the three-an-army limit
    expect(codes([...of('38A').slice(0, 5), ...of(others[0]!).slice(0, 4), of(others[1]!)[0]!])).toEqual(['army-limit']);
    // the 38th Army may give three of the general five on top of its own five (A40), not four
    expect(codes([...of('38A').slice(0, 8), of(others[0]!)[0]!, of(others[1]!)[0]!])).toEqual([]);
  });

  it('E38: the list the Soviet sends in the first window replaces the default losses; an illegal list is refused with its problems', () => {
    const start = cts.setup('fall-blau');
    const bad = cts.check(start, { side: soviet, orders: [], standing: cts.standingSchema.parse({ setupLosses: legal.slice(0, 9) }) });
    expect(bad.map((i) => [i.code, i.path.join('.')])).toEqual([['wrong-count', 'standing.setupLosses']]);
    const standing = cts.standingSchema.parse({ setupLosses: legal });
    expect(cts.check(start, { side: soviet, orders: [], standing })).toEqual([]);
    const r = cts.adjudicate(start, [{ side: axis, orders: [] }, { side: soviet, orders: [], standing }], new FixedDice({ 'T01/axis-movement/replacements': 1 }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'setup-losses', units: legal }));
    const reduced = Object.values(r.state.units).filter((u) => ctx.units.get(u.id)!.side === 'soviet' && u.where === 'map' && u.steps < ctx.units.get(u.id)!.faces.length);
    expect(reduced.map((u) => u.id).sort()).toEqual([...legal].sort());
  });

  it('35.1: a list sent after the first battle of turn 1 changes nothing', () => {
    const start = cts.setup('fall-blau');
    const fought = { ...start, phase: 'combat' as const, units: { ...start.units, 'ger-9pz': { ...start.units['ger-9pz']!, attacked: true } } };
    const standing = cts.standingSchema.parse({ setupLosses: legal });
    const r = cts.adjudicate(fought, [{ side: axis, orders: [] }, { side: soviet, orders: [], standing }], new FixedDice({ 'T01/soviet-movement/replacements': 1 })); // the Soviet roll opens his Movement Phase (ESoP A1)
    expect(r.events.filter((e) => e.type === 'setup-losses')).toEqual([]);
  });

  it('35.1: without a list the default losses stand', () => {
    const start = cts.setup('fall-blau');
    const r = cts.adjudicate(start, [{ side: axis, orders: [] }], new FixedDice({ 'T01/axis-movement/replacements': 1 }));
    expect(r.events.filter((e) => e.type === 'setup-losses')).toEqual([]);
    const reduced = Object.values(r.state.units).filter((u) => ctx.units.get(u.id)!.side === 'soviet' && u.where === 'map' && u.steps < ctx.units.get(u.id)!.faces.length);
    expect(reduced.map((u) => u.id).sort()).toEqual([...defaultSetupLosses(ctx, scenario)].sort());
  });
});

describe('withdrawals (CtS 20.0)', () => {
  it('20.2: replacements still owed are taken first from those received later, and stay in the Pool', () => {
    const { ctx, state } = tinyWorld({
      scenario: { withdrawals: [{ turn: 3, side: 'axis', unit: 'inf', steps: 2 }] },
      replacementPool: { axis: { 'german-infantry': 2, 'german-panzer': 1, rumanian: 1 }, soviet: {} },
      units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: INF, hex: '1515', steps: 1 }],
    });
    const w = withdrawalsDue(ctx, { ...state, turn: 3 }, 'axis');
    expect(w.events).toEqual([expect.objectContaining({ type: 'withdrawal', unit: 'inf', owed: 1 })]);
    expect(w.state.replacementDebt).toEqual([{ side: 'axis', unit: 'inf', owed: 1 }]);
    // E23's roll of 4: German Infantry, German Panzer, Rumanian; the infantry pays the debt
    const r = replacementArrival(ctx, w.state, 'axis', new FixedDice({ 'T04/axis-movement/replacements': 4 }), 'T04/axis-movement');
    expect(r.state.replacementsOnMap.map((p) => p.type)).toEqual(['german-panzer', 'rumanian']);
    expect(r.state.replacementPool.axis['german-infantry']).toBe(2);
    expect(r.state.replacementDebt).toEqual([]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'withdrawal-debt-paid', unit: 'inf', replacement: 'german-infantry' }));
  });

  it('20.2: only a replacement that could rebuild the withdrawn unit pays (21.5.4)', () => {
    const { ctx } = tinyWorld({ units: [{ id: 'pz', side: 'axis', type: 'panzer', faces: PZ, hex: '1515' }] });
    const r = payWithdrawalDebt(ctx, [{ side: 'axis', unit: 'pz', owed: 1 }], 'axis', ['german-infantry', 'german-panzer', 'german-panzer']);
    expect(r.left).toEqual(['german-infantry', 'german-panzer']);
    expect(r.debt).toEqual([]);
  });

  it('20.3, errata: a withdrawal of a unit type takes by default the unit of that type with the most steps, then the weakest', () => {
    const { ctx, state } = tinyWorld({
      edges: { axis: ['1020'] },
      scenario: { withdrawals: [{ turn: 3, side: 'axis', type: 'panzer', steps: 2 }] },
      units: [
        { id: 'a', side: 'axis', type: 'panzer', faces: ['12-6-10', '6-3-10'], hex: '1018' },
        { id: 'b', side: 'axis', type: 'panzer', faces: PZ, hex: '1017' },
        { id: 'c', side: 'axis', type: 'panzer', faces: PZ, hex: '1016', steps: 1 },
      ],
    });
    const w = withdrawalsDue(ctx, { ...state, turn: 3 }, 'axis');
    expect(w.events).toEqual([expect.objectContaining({ type: 'withdrawal', unit: 'b', owed: 0, substitute: false })]);
  });

  it('20.3: with no unit that may go, the withdrawal is reported, not thrown', () => {
    const { ctx, state } = tinyWorld({
      scenario: { withdrawals: [{ turn: 3, side: 'axis', type: 'tank', steps: 1 }] },
      units: [{ id: 'pz', side: 'axis', type: 'panzer', faces: PZ, hex: '1515' }],
    });
    const w = withdrawalsDue(ctx, { ...state, turn: 3 }, 'axis');
    expect(w.events.map((e) => e.type)).toEqual(['withdrawal-impossible']);
    expect(w.state.units.pz!.where).toBe('map');
  });
});

describe('reinforcement entry (CtS 19.1-19.3)', () => {
  const world = () =>
    tinyWorld({
      edges: { axis: ['1520', '1620'] },
      scenario: { reinforcements: [{ turn: 2, side: 'axis', units: ['inf'], edge: 'west' }] },
      units: [
        { id: 'inf', side: 'axis', type: 'infantry', faces: INF, hex: '1515', where: 'pending' },
        { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1520' },
        { id: 'rd2', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1620' },
      ],
    });

  it('19.1: with every entry hex held by the enemy the reinforcement waits, and comes on the first turn one is open', () => {
    const { ctx, state } = world();
    const t2 = startOfMovement(ctx, { ...state, turn: 2, phase: 'movement' }, 'axis');
    expect(t2.events).toContainEqual(expect.objectContaining({ type: 'reinforcement-delayed', unit: 'inf' }));
    expect(t2.state.units.inf!.where).toBe('pending');
    const { rd2: _gone, ...units } = t2.state.units;
    const t3 = startOfMovement(ctx, { ...t2.state, units, turn: 3 }, 'axis');
    expect(t3.events).toContainEqual(expect.objectContaining({ type: 'reinforcement', unit: 'inf', hex: '1620' }));
  });

  it('19.1: an enter order is checked with the turn file: a hex not on the friendly edge, or a unit not arriving, is a problem', () => {
    const { ctx, state } = world();
    const { rd2: _gone, ...units } = state.units;
    const open = startOfMovement(ctx, { ...state, units, turn: 2, phase: 'movement' }, 'axis').state;
    expect(open.units.inf!.hex).toBe('1620');
    const issues = checkSubmission(ctx, open, { side: axis, orders: [{ enter: { unit: 'inf', hex: '1519' } }, { enter: { unit: 'rd', hex: '1620' } }] });
    expect(issues.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['bad-entry', 'orders.0.enter.hex'],
      ['not-yours', 'orders.1.enter.hex'],
    ]);
  });
});

describe('the entry hex is paid for (CtS 19.1)', () => {
  const world = (enemy = false) =>
    tinyWorld({
      edges: { axis: ['1520'] },
      scenario: { reinforcements: [{ turn: 2, side: 'axis', units: ['inf'], edge: 'west' }] },
      units: [
        { id: 'inf', side: 'axis', type: 'infantry', faces: INF, hex: '1515', where: 'pending' },
        { id: 'old', side: 'axis', type: 'infantry', faces: INF, hex: '1420' },
        ...(enemy ? [{ id: 'rd', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1620' }] : []),
      ],
    });

  it('19.1: a reinforcement pays the normal cost of its first hex and moves on with the rest of its allowance', () => {
    const { ctx, state } = world();
    const open = startOfMovement(ctx, { ...state, turn: 2, phase: 'movement' }, 'axis').state;
    expect(open.units.inf!.hex).toBe('1520');
    const three = checkMove(ctx, open, { unit: 'inf', path: ['1519', '1518', '1517'] });
    expect(three.problems).toEqual([]);
    expect(three.steps.map((s) => s.total)).toEqual([2, 3, 4]);
    expect(checkMove(ctx, open, { unit: 'inf', path: ['1519', '1518', '1517', '1516'] }).problems.map((p) => p.code)).toEqual(['over-budget']);
    const file = checkSubmission(ctx, open, { side: axis, orders: [{ move: { unit: 'inf', path: ['1519', '1518', '1517', '1516'] } }] });
    expect(file.map((i) => [i.code, i.path.join('.')])).toEqual([['over-budget', 'orders.0.move.path.3']]);
    // a unit that began the phase on the map moves its whole allowance
    expect(checkMove(ctx, open, { unit: 'old', path: ['1419', '1418', '1417', '1416'] }).problems).toEqual([]);
    const options = unitOptions(ctx, open, 'axis').find((o) => o.unit === 'inf')!;
    expect(Math.max(...options.moves!.map((m) => m.cost))).toBe(4);
    expect(options.moves!.map((m) => m.hex)).not.toContain('1516');
  });

  it('19.1, 4.6: an entry hex next to an enemy unit costs its +1 as well', () => {
    const { ctx, state } = world(true);
    const open = startOfMovement(ctx, { ...state, turn: 2, phase: 'movement' }, 'axis').state;
    expect(checkMove(ctx, open, { unit: 'inf', path: ['1419'] }).steps.map((s) => s.total)).toEqual([3]);
    expect(checkMove(ctx, open, { unit: 'inf', path: ['1419', '1418', '1417'] }).problems.map((p) => p.code)).toEqual(['over-budget']);
  });
});

describe('reinforcements by rail (CtS 19.1)', () => {
  it('a reinforcement placed on an edge rail hex by an enter order goes on by rail, within the rail capacity', () => {
    const { ctx, state } = tinyWorld({
      hexsides: { '1519|1520': ['rail-primary'], '1518|1519': ['rail-primary'], '1517|1518': ['rail-primary'] },
      control: { '1520': 'axis', '1519': 'axis', '1518': 'axis', '1517': 'axis' },
      scenario: { reinforcements: [{ turn: 2, side: 'axis', units: ['inf'], edge: 'west' }] },
      units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: INF, hex: '1515', where: 'pending' }],
    });
    const open = startOfMovement(ctx, { ...state, turn: 2, phase: 'movement' }, 'axis').state;
    const orders = [{ enter: { unit: 'inf', hex: '1520' } }, { rail: { unit: 'inf', path: ['1519', '1518', '1517'] } }];
    expect(checkSubmission(ctx, open, { side: axis, orders })).toEqual([]);
  });
});

describe('replacement counters on the map (CtS 21.2-21.4)', () => {
  it('21.2: a counter moves within its allowance (reconstructed: 4 for foot types, 8 motorized), once a phase', () => {
    const { ctx, state } = tinyWorld({
      replacements: [{ side: 'axis', type: 'german-infantry', hex: '1519' }, { side: 'axis', type: 'german-panzer', hex: '1419' }],
      units: [{ id: 'inf', side: 'axis', type: 'infantry', faces: INF, hex: '1515' }],
    });
    const movement = { ...state, phase: 'movement' as const };
    const far = { replacement: { type: 'german-infantry', from: '1519', path: ['1518', '1517', '1516', '1515', '1514'] } };
    expect(checkSubmission(ctx, movement, { side: axis, orders: [far] }).map((i) => i.path.join('.'))).toEqual(['orders.0.replacement.path.4']);
    const pz = { replacement: { type: 'german-panzer', from: '1419', path: ['1418', '1417', '1416', '1415', '1414', '1413'] } };
    const twice = { replacement: { type: 'german-panzer', from: '1413', path: ['1412'] } };
    expect(checkSubmission(ctx, movement, { side: axis, orders: [pz, twice] }).map((i) => [i.code, i.path.join('.')])).toEqual([['no-replacement', 'orders.1.replacement.path.0']]);
  });

  it('18.2: a Mechanized replacement returns a cadre-eliminated HQ its owner names to the Cadre Box; unnamed, it waits', () => {
    const world = () =>
      tinyWorld({
        replacements: [{ side: 'soviet', type: 'soviet-mechanized', hex: '1505' }],
        units: [{ id: 'hq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1505', where: 'cadre-lost' }],
      });
    const named = world();
    const r = absorbReplacements(named.ctx, { ...named.state, standing: { soviet: { rebuild: ['hq'] } } }, 'soviet');
    expect(r.events).toEqual([expect.objectContaining({ type: 'hq-to-cadre-box', unit: 'hq' })]);
    expect(r.state.units.hq!.where).toBe('cadre');
    expect(r.state.replacementsOnMap).toEqual([]);
    const unnamed = world();
    expect(absorbReplacements(unnamed.ctx, unnamed.state, 'soviet').state.units.hq!.where).toBe('cadre-lost');
  });

  it('21.4, 21.8: a rifle division rebuilt from the Cadre Box comes back as its Remnant, and not on an Army HQ', () => {
    const rd = { side: 'soviet' as const, type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1505', where: 'cadre' as const };
    const front = tinyWorld({
      replacements: [{ side: 'soviet', type: 'soviet-infantry', hex: '1505' }],
      units: [{ id: 'front', side: 'soviet', type: 'front-hq', size: 'XXXXX', faces: ['0-2-8'], hex: '1505' }, { id: 'rd', ...rd }],
    });
    const r = absorbReplacements(front.ctx, front.state, 'soviet');
    expect(r.state.units.rd).toMatchObject({ where: 'map', hex: '1505', steps: 1 });
    const army = tinyWorld({
      replacements: [{ side: 'soviet', type: 'soviet-infantry', hex: '1505' }],
      units: [{ id: 'hq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1505' }, { id: 'rd', ...rd }],
    });
    expect(absorbReplacements(army.ctx, army.state, 'soviet').state.units.rd!.where).toBe('cadre');
  });

  it('21.3: a replacement counter retreats with the stack it stands with (fixture 21: the rifle division retreats to 1407)', () => {
    const r = counterInBattle(3, ['i1', 'i2']);
    expect(r.state.units.rd!.hex).toBe('1407');
    expect(r.state.replacementsOnMap).toEqual([{ side: 'soviet', type: 'soviet-infantry', hex: '1407' }]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'replacement-retreat', from: '1509', to: '1407' }));
  });

  it('21.3: a replacement counter left alone when its stack is eliminated is caught by the enemy advancing in, and goes to the Pool', () => {
    const r = counterInBattle(1, ['i1']);
    expect(r.state.units.rd!.where).not.toBe('map');
    expect(r.state.units.i1!.hex).toBe('1509');
    expect(r.state.replacementsOnMap).toEqual([]);
    expect(r.state.replacementPool.soviet['soviet-infantry']).toBe(3);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'replacement-caught', hex: '1509' }));
  });
});
