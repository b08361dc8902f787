import { describe, expect, it } from 'vitest';
import { placementLimit } from '#games/campaign-to-stalingrad/rules/air/placement-limit';
import { assignSupport, supportSources } from '#games/campaign-to-stalingrad/rules/air/support';
import { suppliedAirHqs } from '#games/campaign-to-stalingrad/rules/air/hq-support';
import { airArrivals, initialAir } from '#games/campaign-to-stalingrad/rules/air/arrivals';
import { airTargets, airToAirColumn, resolveAirToAir } from '#games/campaign-to-stalingrad/rules/air/air-to-air';
import { placedAir } from '#games/campaign-to-stalingrad/rules/air/placed';
import { placementProblems } from '#games/campaign-to-stalingrad/rules/air/placement';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { initialState } from '#games/campaign-to-stalingrad/setup/initial-state';
import { checkStacking } from '#games/campaign-to-stalingrad/rules/stacking';
import { hasOwnZoc, stackingValue } from '#games/campaign-to-stalingrad/rules/unit-values';
import { realBundle } from './support/real-bundle';
import { createCampaignToStalingrad } from '#games/campaign-to-stalingrad/ruleset';
import { FixedDice } from '#kernel/dice';
import { side as asSide } from '#kernel/ids';
import { tinyWorld, type TinyAir, type TinyUnit } from './support/tiny-world';

const limits = realBundle.airTables!.limits;

describe('E39 Air placement limits (CtS 23.15)', () => {
  it('E39: 3 activations -> all; 2 -> 7; 1 -> 4; 0 -> 1', () => {
    expect([3, 2, 1, 0].map((n) => placementLimit(limits, n, 0))).toEqual([Infinity, 7, 4, 1]);
    expect(placementLimit(limits, 5, 0)).toBe(Infinity);
  });
  it('E39: plus 6 per Supply Point spent: 0 activations + 1 SP -> 7', () => {
    expect(placementLimit(limits, 0, 1)).toBe(7);
    expect(placementLimit(limits, 2, 2)).toBe(19);
  });
});

const hq = (id: string, hex: string, mobile: number, fixed: number, side: 'axis' | 'soviet' = 'axis'): TinyUnit => ({ id, side, type: 'air-hq', size: 'XXXX', faces: ['0-2-10'], hex, support: { mobile, fixed } });
const placed = (id: string, hex: string, range = 10, mission: 'offensive' | 'defensive' = 'offensive', side: 'axis' | 'soviet' = 'axis'): TinyAir => ({ id, side, type: 'GS', bombing: 3, range, hex, mission });

describe('Support (CtS 23.6-23.8)', () => {
  it('an Air HQ supports up to its Support Factor: mobile side unless flipped and supplied', () => {
    const { ctx, state } = tinyWorld({ units: [hq('fk', '1518', 2, 3)], air: [placed('a', '1515'), placed('b', '1515'), placed('c', '1515')] });
    expect(supportSources(ctx, state, 'axis')).toEqual([{ id: 'fk', hex: '1518', capacity: 2 }]);
    expect(assignSupport(ctx, state, 'axis').unsupported).toEqual(['c']);
  });
  it('a Disrupted Air HQ supports none', () => {
    const { ctx, state } = tinyWorld({ units: [{ ...hq('fk', '1518', 2, 3), disrupted: true }], air: [placed('a', '1515')] });
    expect(assignSupport(ctx, state, 'axis').unsupported).toEqual(['a']);
  });
  it('a friendly Major City hex supports 1; an Air HQ in one SF + 1', () => {
    const { ctx, state } = tinyWorld({
      units: [hq('fk', '1518', 2, 3)],
      features: { '1518': ['major-city'], '1312': ['major-city'] },
      control: { '1518': 'axis', '1312': 'axis' },
      air: [placed('a', '1312', 1)],
    });
    expect(supportSources(ctx, state, 'axis')).toEqual([
      { id: 'fk', hex: '1518', capacity: 3 },
      { id: 'city:1312', hex: '1312', capacity: 1 },
    ]);
    expect(assignSupport(ctx, state, 'axis').supported.get('a')).toBe('city:1312');
  });
  it('the assignment supports the most units: a unit that reaches both Supports gives way to one that reaches only one', () => {
    // a (range 10) reaches the HQ and the city; b (range 1) only the city: both are supported
    const { ctx, state } = tinyWorld({
      units: [hq('fk', '1518', 1, 1)],
      features: { '1312': ['major-city'] },
      control: { '1312': 'axis' },
      air: [placed('a', '1313', 10), placed('b', '1313', 1)],
    });
    const r = assignSupport(ctx, state, 'axis');
    expect(r.unsupported).toEqual([]);
    expect(r.supported.get('b')).toBe('city:1312');
    expect(r.supported.get('a')).toBe('fk');
  });
  it('defensive placement traces half the range, fractions dropped (23.4)', () => {
    const { ctx, state } = tinyWorld({ units: [hq('fk', '1518', 4, 4)], air: [placed('a', '1514', 9, 'defensive'), placed('b', '1513', 9, 'defensive')] });
    expect(assignSupport(ctx, state, 'axis').unsupported).toEqual(['b']);
  });
  it('Air HQ supply: two Air HQs on one rail line share it, so only the first has a Dedicated Rail Link (23.7)', () => {
    const rail = { '1516|1517': ['rail-primary'], '1517|1518': ['rail-primary'], '1518|1519': ['rail-primary'], '1519|1520': ['rail-primary'] };
    const control = Object.fromEntries(['1516', '1517', '1518', '1519', '1520'].map((h) => [h, 'axis' as const]));
    const { ctx, state } = tinyWorld({ units: [hq('fk1', '1518', 2, 3), hq('fk2', '1516', 2, 3)], hexsides: rail, control, airHqFixed: ['fk1', 'fk2'] });
    expect([...suppliedAirHqs(ctx, state, 'axis')]).toEqual(['fk1']);
    expect(supportSources(ctx, state, 'axis').map((s) => s.capacity)).toEqual([3, 2]);
  });
});

describe('Air HQs as ground counters (CtS 23.7, digest 4.3)', () => {
  const { ctx } = tinyWorld({ units: [hq('fk1', '1518', 2, 3), hq('fk2', '1517', 2, 3)] });
  const a = ctx.units.get('fk1')!;
  const b = ctx.units.get('fk2')!;
  it('no ZOC, stacking 0, and never two in a hex', () => {
    expect(hasOwnZoc(a, { id: 'fk1', hex: null, where: 'map', steps: 1, disrupted: false, outOfSupply: false, activated: false, frozen: false, retreatedThisPhase: false, attacked: false, defended: false })).toBe(false);
    expect(stackingValue(a, ctx.tables)).toBe(0);
    expect(checkStacking(ctx, [a, b])).toMatchObject({ ok: false, code: 'air-hq-stacked' });
  });
});

describe('Air-to-air targeting (CtS 23.9.1)', () => {
  it('a non-phasing fighter must attack enemy F/FB in its own hex first, then may reach 3 hexes; B/GS in a hex only after its fighters', () => {
    const { ctx, state } = tinyWorld({
      units: [],
      air: [
        { id: 'iad', side: 'soviet', type: 'F', bombing: 0, attack: 3, defense: 3, hex: '1510', mission: 'defensive' },
        { id: 'jg', side: 'axis', type: 'F', bombing: 0, attack: 5, defense: 4, hex: '1510', mission: 'offensive' },
        { id: 'kg', side: 'axis', type: 'B', bombing: 4, defense: 2, hex: '1512', mission: 'offensive' },
        { id: 'jg2', side: 'axis', type: 'F', bombing: 0, attack: 5, defense: 4, hex: '1512', mission: 'offensive' },
        { id: 'far', side: 'axis', type: 'GS', bombing: 3, defense: 1, hex: '1515', mission: 'offensive' },
      ],
    });
    const iad = placedAir(ctx, state, 'soviet')[0]!;
    expect(airTargets(ctx, state, iad, new Set()).map((p) => p.id)).toEqual(['jg']);
    expect(airTargets(ctx, state, iad, new Set(['jg'])).map((p) => p.id)).toEqual(['jg2']);
    expect(airTargets(ctx, state, iad, new Set(['jg', 'jg2'])).map((p) => p.id)).toEqual(['kg']);
    // the phasing fighter reaches only its own hex
    const jg2 = placedAir(ctx, state, 'axis').find((p) => p.id === 'jg2')!;
    expect(airTargets(ctx, state, jg2, new Set())).toEqual([]);
  });
  it('differentials beyond the table use its end columns', () => {
    const t = realBundle.airTables!.airToAir;
    expect([airToAirColumn(t, -7), airToAirColumn(t, 0), airToAirColumn(t, 9)]).toEqual([-3, 0, 3]);
  });
});

describe('Fall Blau air (CtS 23.1, 23.13, 23.14; reconstructed)', () => {
  const ctx = createContext(realBundle);
  const s = initialState(ctx, 'fall-blau');
  it('both sides have air units ready and Air HQs set up; the Italian air command is a reinforcement', () => {
    const ready = (side: string) => Object.values(s.air.units).filter((a) => a.where === 'ready' && ctx.airUnits.get(a.id)!.side === side).length;
    expect(ready('axis')).toBeGreaterThanOrEqual(10);
    expect(ready('soviet')).toBeGreaterThanOrEqual(10);
    expect(s.air.units['ita-csa']!.where).toBe('pending');
    for (const id of ['lw-VIII-hq', 'lw-IV-hq', 'vvs-2-hq', 'vvs-8-hq', 'vvs-4-hq']) expect(s.units[id]!.where).toBe('map');
    expect(initialAir(ctx, 'fall-blau')).toEqual(s.air);
  });
  it('23.14: the Italian air command arrives on turn 5; 23.13: one eliminated air unit a side comes back on odd turns, not the first', () => {
    const eliminated = { ...s, air: { ...s.air, units: { ...s.air.units, 'lw-jg3': { ...s.air.units['lw-jg3']!, where: 'eliminated' as const }, 'lw-jg52': { ...s.air.units['lw-jg52']!, where: 'eliminated' as const } } } };
    expect(airArrivals(ctx, { ...eliminated, turn: 1 }).events).toEqual([]);
    expect(airArrivals(ctx, { ...eliminated, turn: 2 }).events).toEqual([]);
    const t3 = airArrivals(ctx, { ...eliminated, turn: 3, standing: { axis: { air: { replace: ['lw-jg52'] } } } });
    expect(t3.events.map((e) => [e.type, e.unit])).toEqual([['air-replacement', 'lw-jg52']]);
    expect(t3.state.air.units['lw-jg3']!.where).toBe('eliminated');
    const t5 = airArrivals(ctx, { ...eliminated, turn: 5 });
    expect(t5.events.map((e) => [e.type, e.unit])).toEqual([['air-reinforcement', 'ita-csa'], ['air-replacement', 'lw-jg3']]);
  });
});

describe('Isolated pockets ground the bombers (CtS 23.16, digest A31)', () => {
  const divisions = (n: number): TinyUnit[] => Array.from({ length: n }, (_, i) => ({ id: `d${i}`, side: 'axis' as const, type: 'infantry', faces: ['6-7-4'], hex: `15${String(10 + Math.floor(i / 3)).padStart(2, '0')}` }));
  const world = (n: number) =>
    tinyWorld({
      units: [hq('fk', '1518', 4, 4), ...divisions(n)],
      edges: { axis: [], soviet: ['1001'] },
      air: [
        { id: 'kg', side: 'axis', type: 'B', bombing: 4, defense: 2 },
        { id: 'stg', side: 'axis', type: 'GS', bombing: 3, defense: 1 },
      ],
    });
  it('more than ten of the owner\'s divisions Isolated: no bomber flies, GS still does', () => {
    const { ctx, state } = world(11);
    const s = { ...state, phase: 'movement' as const };
    expect(placementProblems(ctx, s, 'axis', 'kg', '1515', 'offensive').map((p) => p.code)).toEqual(['bombers-grounded']);
    expect(placementProblems(ctx, s, 'axis', 'stg', '1515', 'offensive')).toEqual([]);
  });
  it('ten Isolated divisions are not more than ten', () => {
    const { ctx, state } = world(10);
    expect(placementProblems(ctx, { ...state, phase: 'movement' as const }, 'axis', 'kg', '1515', 'offensive')).toEqual([]);
  });
});

describe('The Air Segment through the windows (CtS 23.2-23.4, 23.15, digest A30)', () => {
  const cts = createCampaignToStalingrad(realBundle);
  const start = cts.setup('fall-blau');
  const axis = asSide('axis');
  const soviet = asSide('soviet');
  const defend = cts.standingSchema.parse({ air: { defend: [{ unit: 'vvs-227shad', hex: '1543' }, { unit: 'vvs-223bad', hex: '1544' }] } });

  it('an air order after a move is refused when the file is checked, with its rule', () => {
    const orders = [{ move: { unit: 'ger-340', path: ['1649'] } }, { air: { unit: 'lw-jg3', hex: '1645' } }];
    const problems = cts.check(start, { side: axis, orders: orders.map((o) => cts.orderSchema.parse(o)) });
    expect(problems.filter((p) => p.code === 'air-after-move')).toEqual([expect.objectContaining({ path: ['orders', 1, 'air'], rule: 'CtS 23.2' })]);
  });
  it('an offensive placement beyond every Support\'s range is refused (23.6)', () => {
    const problems = cts.check(start, { side: axis, orders: [cts.orderSchema.parse({ air: { unit: 'lw-stg1', hex: '4210' } })] });
    expect(problems.map((p) => p.code)).toEqual(['out-of-range']);
  });
  it('the Soviet places defensively in the Axis turn, reserving a Supply Point beyond his free unit; the units leave at the end of the Axis player turn; activations in his own turn give the point back', () => {
    const moved = cts.adjudicate(start, [{ side: axis, orders: [] }, { side: soviet, orders: [], standing: defend }], new FixedDice({ 'T01/axis-movement/replacements': 1 }));
    expect(moved.events.filter((e) => e.type.startsWith('air-')).map((e) => [e.type, e.unit ?? e.sp])).toEqual([
      ['air-placed', 'vvs-227shad'],
      ['air-supply', 1],
      ['air-placed', 'vvs-223bad'],
    ]);
    expect(moved.state.supplyPoints.soviet).toBe(start.supplyPoints.soviet - 1);
    expect(moved.state.air.debt).toEqual({ units: 2, sp: 1 });
    const combat = cts.adjudicate(moved.state, [{ side: axis, orders: [] }], new FixedDice({ 'T01/soviet-movement/replacements': 1 })); // his roll opens his Movement Phase (ESoP A1)
    expect(combat.events.find((e) => e.type === 'air-removed')).toMatchObject({ units: ['vvs-223bad', 'vvs-227shad'] });
    expect(combat.state.air.units['vvs-227shad']!.where).toBe('ready');
    const sp = combat.state.supplyPoints.soviet;
    const own = cts.adjudicate(combat.state, [{ side: soviet, orders: [cts.orderSchema.parse({ activate: { hq: 'sov-13A-hq' } })] }], new FixedDice([]));
    const debt = own.events.find((e) => e.type === 'air-debt');
    expect(debt).toMatchObject({ reserved: 1, refunded: 1 });
    expect(own.state.supplyPoints.soviet).toBe(sp - 1 + 1); // the activation's point, the reserved point back
  });
});

describe('Standing air orders are checked with the file (CtS 23.4, 23.13)', () => {
  const cts = createCampaignToStalingrad(realBundle);
  const start = cts.setup('fall-blau');
  it('only the side\'s own air units, each once', () => {
    const standing = cts.standingSchema.parse({ air: { defend: [{ unit: 'lw-jg3', hex: '1543' }, { unit: 'vvs-205iad', hex: '1543' }, { unit: 'vvs-205iad', hex: '1544' }], replace: ['lw-kg27'] } });
    const problems = cts.check(start, { side: asSide('soviet'), orders: [], standing });
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([
      ['not-yours', 'standing.air.defend.0.unit'],
      ['air-placed-twice', 'standing.air.defend.2.unit'],
      ['not-yours', 'standing.air.replace.0'],
    ]);
  });
});

describe('Air data (CtS 23.1, 23.9; reconstructed)', () => {
  const t = realBundle.airTables!;
  const rank = { AE: 0, AA: 1, '-': 2, DA: 3, DE: 4 } as const;
  it('the Air-to-Air Combat Table is marked reconstructed; higher rolls and higher differentials never favour the attacker less', () => {
    expect(t.airToAir.provenance).toBe('reconstructed');
    t.airToAir.columns.forEach((c, i) => {
      const row = t.airToAir.results[String(c)]!.map((r) => rank[r]);
      for (let k = 1; k < row.length; k++) expect(row[k]!).toBeGreaterThanOrEqual(row[k - 1]!);
      const prev = t.airToAir.columns[i - 1];
      if (prev !== undefined) t.airToAir.results[String(prev)]!.forEach((r, k) => expect(row[k]!).toBeGreaterThanOrEqual(rank[r]));
    });
  });
  it('only F and FB fight air-to-air; F has no Bombing Factor; every Air HQ has a Support Factor, larger on its non-mobile side', () => {
    for (const a of realBundle.airUnits) {
      if (a.type === 'B' || a.type === 'GS') expect(a.attack, a.id).toBe(0);
      if (a.type === 'F') expect(a.bombing, a.id).toBe(0);
    }
    const hqs = realBundle.units.filter((u) => u.type === 'air-hq');
    expect(hqs.length).toBe(5);
    for (const h of hqs) expect(h.support!.fixed).toBeGreaterThanOrEqual(h.support!.mobile);
  });
});

describe('Air-to-air target preference (CtS 23.9, standing air.prefer)', () => {
  it('with `prefer: bombers` a fighter takes the bomber of a hex at the same distance first, once the hex rules allow', () => {
    const { ctx, state } = tinyWorld({
      units: [],
      air: [
        { id: 'iad', side: 'soviet', type: 'F', bombing: 0, attack: 3, defense: 3, hex: '1510', mission: 'defensive' },
        { id: 'kg', side: 'axis', type: 'B', bombing: 4, defense: 2, hex: '1513', mission: 'offensive' },
        { id: 'stg', side: 'axis', type: 'GS', bombing: 3, defense: 1, hex: '1312', mission: 'offensive' },
        { id: 'jg', side: 'axis', type: 'F', bombing: 0, attack: 5, defense: 4, hex: '1712', mission: 'offensive' },
      ],
    });
    const iad = placedAir(ctx, state, 'soviet')[0]!;
    expect(airTargets(ctx, state, iad, new Set(), 'fighters').map((p) => p.id)).toEqual(['jg', 'kg', 'stg']);
    expect(airTargets(ctx, state, iad, new Set(), 'bombers').map((p) => p.id)).toEqual(['kg', 'stg', 'jg']);
  });
  it('standing `air.targets` names a fighter\'s targets in order: the first it may attack now is taken, else `prefer` chooses', () => {
    const air: TinyAir[] = [
      { id: 'iad', side: 'soviet', type: 'F', bombing: 0, attack: 3, defense: 3, hex: '1510', mission: 'defensive' },
      { id: 'kg', side: 'axis', type: 'B', bombing: 4, defense: 2, hex: '1513', mission: 'offensive' },
      { id: 'stg', side: 'axis', type: 'GS', bombing: 3, defense: 1, hex: '1312', mission: 'offensive' },
    ];
    const { ctx, state: s0 } = tinyWorld({ units: [], air });
    const state = { ...s0, phasing: 'axis' as const, standing: { soviet: { air: { targets: { iad: ['nobody', 'stg', 'kg'] } } } } };
    const dice = new FixedDice({ 'W/air/1#1': 2, 'W/air/1#2': 2, 'W/air/2#1': 2, 'W/air/2#2': 2 });
    const r = resolveAirToAir(ctx, state, dice, 'W');
    expect(r.events.map((e) => [e.target, e.result])).toEqual([['stg', '-'], ['kg', '-']]);
    const plain = resolveAirToAir(ctx, { ...state, standing: {} }, new FixedDice({ 'W/air/1#1': 2, 'W/air/1#2': 2, 'W/air/2#1': 2, 'W/air/2#2': 2 }), 'W');
    expect(plain.events.map((e) => e.target)).toEqual(['kg', 'stg']);
  });
  it('standing air targets are checked with the file: an own fighter, enemy air units (23.9)', () => {
    const cts = createCampaignToStalingrad(realBundle);
    const start = cts.setup('fall-blau');
    const standing = cts.standingSchema.parse({ air: { targets: { 'vvs-205iad': ['lw-jg3', 'vvs-227shad'], 'lw-jg52': ['lw-kg27'], 'vvs-227shad': ['lw-kg27'] } }, defender: { groundSupport: { hexes: ['1543', '9999'] } } });
    const problems = cts.check(start, { side: asSide('soviet'), orders: [], standing });
    expect(problems.map((p) => [p.code, p.path.join('.'), p.rule])).toEqual([
      ['not-enemy-air', 'standing.air.targets.vvs-205iad.1', 'CtS 23.9'],
      ['not-yours', 'standing.air.targets.lw-jg52', 'CtS 23.9'],
      ['not-a-fighter', 'standing.air.targets.vvs-227shad', 'CtS 23.9'],
      ['off-map', 'standing.defender.groundSupport.hexes.1', 'CtS 23.11'],
    ]);
  });
});
