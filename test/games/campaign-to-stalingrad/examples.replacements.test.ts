import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { absorbReplacements } from '#games/campaign-to-stalingrad/rules/replacements/absorption';
import { replacementsAfterBattle } from '#games/campaign-to-stalingrad/rules/replacements/after-battle';
import { unitsThen } from '#games/campaign-to-stalingrad/state/unit-writes';
import { replacementArrival } from '#games/campaign-to-stalingrad/rules/replacements/arrival';
import { mayRebuild } from '#games/campaign-to-stalingrad/rules/replacements/matching';
import { replacementsFor } from '#games/campaign-to-stalingrad/rules/replacements/roll';
import { UnitSpecSchema } from '#games/campaign-to-stalingrad/data/schema';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { realBundle } from './support/real-bundle';
import { tinyWorld } from './support/tiny-world';

const INF = ['6-7-4', '3-4-4'];

describe('the replacement roll (CtS 21.1, 21.6)', () => {
  it('E23: an Axis 4 brings a German Infantry, a German Panzer and a Rumanian replacement', () => {
    expect(replacementsFor(realBundle.tables, 'axis', 4, realBundle.tables.replacements.pool.axis!)).toEqual(['german-infantry', 'german-panzer', 'rumanian']);
  });
  it('21.6: a type with none left in the Pool brings none', () => {
    expect(replacementsFor(realBundle.tables, 'axis', 4, { 'german-infantry': 1 })).toEqual(['german-infantry']);
  });
  it('35.4: Fall Blau starts with two replacements with the German 6th Army HQ, the rest in the Pool', () => {
    const s = cts.setup('fall-blau');
    const hq = s.units['ger-6A-hq']!.hex;
    expect(s.replacementsOnMap).toEqual([
      { side: 'axis', type: 'german-infantry', hex: hq },
      { side: 'axis', type: 'german-infantry', hex: hq },
    ]);
    expect(s.replacementPool.axis['german-infantry']).toBe(realBundle.tables.replacements.pool.axis!['german-infantry']! - 2);
  });
});

describe('where replacements arrive (CtS 21.2)', () => {
  it('one on each Front or Army Group HQ standing on a Connecting Rail Hex, the excess at a friendly map edge', () => {
    const hexsides: Record<string, string[]> = { '1519|1520': ['rail-primary'] };
    const { ctx, state } = tinyWorld({
      hexsides,
      control: { '1520': 'axis', '1519': 'axis' },
      units: [{ id: 'hgr', side: 'axis', type: 'army-group-hq', size: 'XXXXX', faces: ['0-2-10'], hex: '1519' }],
    });
    const withPool = { ...state, replacementPool: { ...state.replacementPool, axis: { 'german-infantry': 2, 'german-panzer': 1, rumanian: 1 } } };
    const r = replacementArrival(ctx, withPool, 'axis', new FixedDice({ 'T02/axis-movement/replacements': 4 }), 'T02/axis-movement');
    expect(r.state.replacementsOnMap.map((p) => `${p.type}@${p.hex}`)).toEqual(['german-infantry@1519', 'german-panzer@1020', 'rumanian@1020']);
    expect(r.state.replacementPool.axis).toEqual({ 'german-infantry': 1, 'german-panzer': 0, rumanian: 0 });
  });
});

describe('absorbing replacements (CtS 21.4, 21.5)', () => {
  const world = (extra: { attacked?: boolean } = {}) => {
    const w = tinyWorld({
      replacements: [{ side: 'axis', type: 'german-infantry', hex: '1515' }],
      units: [
        { id: 'inf', side: 'axis', type: 'infantry', faces: INF, hex: '1515', steps: 1 },
        { id: 'pz', side: 'axis', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1515', steps: 1 },
      ],
    });
    if (extra.attacked) w.state.units.inf = { ...w.state.units.inf!, attacked: true };
    return w;
  };
  it('a German Infantry replacement stacked with a reduced infantry division gives it a step and returns to the Pool', () => {
    const { ctx, state } = world();
    const r = absorbReplacements(ctx, state, 'axis');
    expect(r.state.units.inf!.steps).toBe(2);
    expect(r.state.units.pz!.steps).toBe(1);
    expect(r.state.replacementsOnMap).toEqual([]);
    expect(r.state.replacementPool.axis['german-infantry']).toBe(3);
  });
  it('21.5.2: not to a unit that fought this turn', () => {
    const { ctx, state } = world({ attacked: true });
    expect(absorbReplacements(ctx, state, 'axis').state.units.inf!.steps).toBe(1);
  });
  it('3.11: German Panzer rebuilds the Hungarian and Rumanian panzer divisions; German Infantry never rebuilds armor; artillery never', () => {
    const u = (o: Record<string, unknown>) => UnitSpecSchema.parse({ id: 'x', name: 'x', size: 'XX', army: '-', faces: [{ attack: 1, defense: 1, move: 8 }], ...o });
    expect(mayRebuild('german-panzer', u({ side: 'axis', nationality: 'hungarian', type: 'panzer' }))).toBe(true);
    expect(mayRebuild('hungarian', u({ side: 'axis', nationality: 'hungarian', type: 'panzer' }))).toBe(false);
    expect(mayRebuild('german-infantry', u({ side: 'axis', nationality: 'german', type: 'panzer' }))).toBe(false);
    expect(mayRebuild('soviet-mechanized', u({ side: 'soviet', nationality: 'soviet', type: 'artillery' }))).toBe(false);
    expect(mayRebuild('soviet-infantry', u({ side: 'soviet', nationality: 'soviet', type: 'rifle', branch: 'nkvd', faces: [{ attack: 1, defense: 1, move: 4 }] }))).toBe(false);
    expect(mayRebuild('nkvd', u({ side: 'soviet', nationality: 'soviet', type: 'rifle', faces: [{ attack: 1, defense: 1, move: 4 }] }))).toBe(true);
  });
});

describe('replacements received may move that turn (CtS 21.2, ESoP A1)', () => {
  const axis = side('axis');
  const soviet = side('soviet');
  const t1 = () => cts.adjudicate(cts.setup('fall-blau'), [{ side: axis, orders: [] }], new FixedDice({ 'T01/axis-movement/replacements': 1 })).state;

  it('the roll opens the Movement window, so the file of that window sees the counters it brought and may move them', () => {
    // the Axis Combat window closes and the Soviet Movement Phase opens: his roll of 1 brings a Soviet Infantry replacement
    const opened = cts.adjudicate(t1(), [{ side: axis, orders: [] }], new FixedDice({ 'T01/soviet-movement/replacements': 1 }));
    expect(opened.events).toContainEqual(expect.objectContaining({ type: 'replacements', side: 'soviet', roll: 1, received: ['soviet-infantry'] }));
    const open = opened.state;
    expect([open.phasing, open.phase]).toEqual(['soviet', 'movement']);
    expect(open.replacementsOnMap.filter((p) => p.side === 'soviet')).toEqual([{ side: 'soviet', type: 'soviet-infantry', hex: '2834' }]);
    expect(JSON.stringify(cts.template!(open, soviet))).toContain('soviet-infantry@2834');
    const orders = [cts.orderSchema.parse({ replacement: { type: 'soviet-infantry', from: '2834', path: ['2833'] } })];
    expect(cts.check(open, { side: soviet, orders })).toEqual([]);
    const moved = cts.adjudicate(open, [{ side: soviet, orders }], new FixedDice([]));
    expect(moved.events.filter((e) => e.type === 'replacements')).toEqual([]); // no second roll
    expect(moved.events).toContainEqual(expect.objectContaining({ type: 'replacement-move', side: 'soviet', replacement: 'soviet-infantry' }));
    expect(moved.state.replacementsOnMap.filter((p) => p.side === 'soviet')).toEqual([{ side: 'soviet', type: 'soviet-infantry', hex: '2833', moved: true }]);
  });

  it("the game's first Movement window opens at set-up, before any die: its roll is made as that window is adjudicated", () => {
    const start = cts.setup('fall-blau');
    expect(start.replacementRollDue).toBe('axis');
    const r = cts.adjudicate(start, [{ side: axis, orders: [] }], new FixedDice({ 'T01/axis-movement/replacements': 1 }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'replacements', side: 'axis', roll: 1 }));
    expect(r.state.replacementRollDue).toBeUndefined();
  });
});

describe('replacement counters after a battle (CtS 21.3)', () => {
  it('21.3: a defender counter alone in a hex the attacker holds after the battle goes to the Pool, even one the attacker did not advance through', () => {
    const { ctx, state } = tinyWorld({
      units: [{ id: 'a1', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' }],
      replacements: [{ side: 'soviet', type: 'soviet-infantry', hex: '1510' }, { side: 'soviet', type: 'soviet-infantry', hex: '1515' }],
    });
    const r = replacementsAfterBattle(ctx, unitsThen(state.units), state, 'axis', ['1512']);
    expect(r.events.map((e) => [e.type, e['hex']])).toEqual([['replacement-caught', '1510']]);
    expect(r.state.replacementsOnMap).toEqual([{ side: 'soviet', type: 'soviet-infantry', hex: '1515' }]);
    expect(r.state.replacementPool.soviet['soviet-infantry']).toBe(3);
  });
});
