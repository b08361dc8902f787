import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { StepDice } from '#kernel/dice';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { sha256Hex } from '#kernel/canonical/hash';
import { scriptedOrders } from './support/play';
import { turnFileJsonSchema } from '#turnfile/json-schema';

const axis = side('axis');
const soviet = side('soviet');

describe('Campaign To Stalingrad as a Ruleset: Fall Blau', () => {
  const start = cts.setup('fall-blau');

  it('35.6: the game opens with the Axis turn 1, where only the units at Kursk and Oboyan move', () => {
    expect(cts.window(start)).toMatchObject({ id: 'T01/axis-movement', waitingFor: ['axis'] });
    const kursk = cts.options(start, axis).filter((u) => (u.moves ?? []).length > 0).map((u) => u.unit).sort();
    expect(kursk).toEqual(['ger-340', 'ger-377', 'hun-1pz', 'hun-7', 'hun-9']);
    const issues = cts.check(start, { side: axis, orders: [{ move: { unit: 'ger-9pz', path: ['2846'] } }] });
    expect(issues.map((i) => i.code)).toEqual(['no-movement-phase']);
  });

  it('16.8, A15: the Axis turn 1 opens with 12 + 2 Supply Points; 35.1: the Soviet has taken ten set-up step losses', () => {
    expect(start.supplyPoints).toEqual({ axis: 14, soviet: 12 });
    const reduced = Object.values(start.units).filter((u) => u.where === 'map' && /^sov-\d+(rd|gd)$/.test(u.id) && u.steps === 2);
    expect(reduced).toHaveLength(10);
    expect(reduced.filter((u) => ['sov-162rd', 'sov-199rd', 'sov-242rd', 'sov-277rd', 'sov-278rd', 'sov-300rd', 'sov-304rd'].includes(u.id)).length).toBe(5);
  });

  it('19.4: five armies begin frozen, HQ and units (four Reserve Armies and the 51st); 35.6: the four units of the Kuban garrison too', () => {
    const frozen = Object.values(start.units).filter((u) => u.frozen).map((u) => u.id);
    expect(frozen.filter((id) => id.endsWith('Res-hq')).sort()).toEqual(['sov-4Res-hq', 'sov-5Res-hq', 'sov-6Res-hq', 'sov-7Res-hq']);
    expect(frozen).toContain('sov-51A-hq');
    expect(frozen).toHaveLength(18 + 6 + 4);
  });

  it('plays a whole turn: both sides move and attack, the Supply Phases run, and turn 2 opens with the Axis', () => {
    let state: CtsState = start;
    const seen: string[] = [];
    let battles = 0;
    for (let step = 0; step < 5; step++) {
      const w = cts.window(state)!;
      seen.push(w.id);
      const who = w.waitingFor[0]!;
      const orders = scriptedOrders(cts, state, who, { moves: 6, battles: 3 });
      expect(cts.check(state, { side: who, orders })).toEqual([]);
      const r = cts.adjudicate(state, [{ side: who, orders }], new StepDice({ seedHex: sha256Hex(`seed ${step}`), ctxHex: sha256Hex(w.id) }));
      battles += r.events.filter((e) => e.type === 'battle').length;
      state = r.state;
    }
    expect(seen).toEqual(['T01/axis-movement', 'T01/axis-combat', 'T01/soviet-movement', 'T01/soviet-combat', 'T02/axis-movement']);
    expect(battles).toBeGreaterThanOrEqual(2);
    expect(cts.headline(state)).toMatch(/^T02 axis-combat/);
  });

  it('an order made illegal by an earlier result is skipped and reported, never thrown', () => {
    const combat = cts.adjudicate(start, [{ side: axis, orders: [] }], new FixedDice({ 'T01/axis-movement/replacements': 1 })).state;
    const attack = { attack: { attackers: ['hun-7'], targets: ['2149'] } };
    const r = cts.adjudicate({ ...combat, units: { ...combat.units, 'hun-7': { ...combat.units['hun-7']!, disrupted: true } } }, [{ side: axis, orders: [attack] }], new FixedDice({ 'T01/soviet-movement/replacements': 1 })); // the Soviet roll opens his Movement Phase (ESoP A1)
    expect(r.events.find((e) => e.type === 'order-skipped')).toBeDefined();
  });

  it('has a JSON Schema for its turn files, for editors', () => {
    const schema = turnFileJsonSchema(cts) as { $id: string };
    expect(schema.$id).toBe('urn:umpire:umpire-turn/1:campaign-to-stalingrad');
  });

  it('standing orders are kept, and the other side may send them while it waits', () => {
    const standing = { defender: { determinedDefense: { policy: 'hold', maxLevel: 1 }, lossOrder: [] } };
    expect(cts.check(start, { side: soviet, orders: [], standing })).toEqual([]);
    const r = cts.adjudicate(start, [{ side: axis, orders: [] }, { side: soviet, orders: [], standing: cts.standingSchema.parse(standing) }], new FixedDice({ 'T01/axis-movement/replacements': 1 }));
    expect(r.state.standing.soviet?.defender?.determinedDefense.policy).toBe('hold');
    expect(cts.view(r.state, axis)).toMatchObject({ standing: {} });
  });
});
