import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { createCampaignToStalingrad } from '#games/campaign-to-stalingrad/ruleset';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { bundleWithUnitsOf, CAUCASUS_ENGINE, SPECIAL_UNITS_ENGINE } from '#games/campaign-to-stalingrad/data/engine-bundle';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { guardKind } from '#games/campaign-to-stalingrad/rules/guards/guard-kind';
import { isRegiment } from '#games/campaign-to-stalingrad/rules/special/german-regiments';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { realBundle } from './support/real-bundle';

/** The Campaign Game (37.0) plays Sections II and III: the Guard Pool of 22.3 and 32.1, and the German regiments of 30.0, from engine cts-6. */
const game = (engine: string) => {
  const bundle = bundleWithUnitsOf(realBundle, engine);
  return { ctx: createContext(bundle, engine), start: createCampaignToStalingrad(bundle, engine).setup('campaign') as CtsState };
};
const cts6 = game(CAUCASUS_ENGINE);
const cts5 = game(SPECIAL_UNITS_ENGINE);

describe('CtS 22.3, 32.1: the Soviet Guard Pool of the Campaign Game', () => {
  it('"Used only in the Campaign game": a cts-6 Campaign game starts with a Pool of Guards Rifle Divisions, Tank Corps and Cavalry Corps, off the map', () => {
    const pool = cts6.start.guardPool ?? [];
    expect(new Set(pool.map((id) => guardKind(cts6.ctx.units.get(id)!)))).toEqual(new Set(['rifle-division', 'tank-corps', 'cavalry-corps']));
    for (const id of pool) expect([id, cts6.start.units[id]!.where]).toEqual([id, 'withdrawn']);
  });
  it('no other scenario has one, and a game of cts-5 has none (it replays as it was played)', () => {
    expect(realBundle.scenarios.filter((s) => s.guardPool !== undefined).map((s) => s.id)).toEqual(['campaign']);
    expect(cts5.start.guardPool).toBeUndefined();
    expect(Object.keys(cts5.start.units).filter((id) => id.endsWith('-pool'))).toEqual([]);
  });
  it('32.0, 32.1: a Campaign battle whose German reroll of a 1 reads 1 again converts a participating rifle division into a Guards Rifle Division of the Pool', () => {
    const { ctx, start } = cts6;
    const onMap = (side: string, type: string, branch = 'regular') =>
      Object.values(start.units).filter((u) => u.where === 'map' && u.hex !== null && ctx.units.get(u.id)!.side === side && ctx.units.get(u.id)!.type === type && ctx.units.get(u.id)!.branch === branch && ctx.units.get(u.id)!.size === 'XX');
    // a rifle division alone in its hex, with a hex next to it that no unit holds
    const occupied = new Set(Object.values(start.units).filter((u) => u.where === 'map').map((u) => u.hex));
    const target = onMap('soviet', 'rifle').find((u) => Object.values(start.units).filter((v) => v.where === 'map' && v.hex === u.hex).length === 1 && ctx.map.neighbours(u.hex!).some((h) => !occupied.has(h)))!;
    const next = ctx.map.neighbours(target.hex!).find((h) => !occupied.has(h))!;
    const [a, b] = onMap('axis', 'infantry');
    const units = { ...start.units, [a!.id]: { ...a!, hex: next }, [b!.id]: { ...b!, hex: next } };
    const state: CtsState = { ...start, units, phase: 'combat' };
    const dice = new FixedDice({ 'b/white#1': 1, 'b/white#1/reroll': 1, 'b/black': 2 });
    const r = resolveBattle(ctx, state, BattleOrderSchema.parse({ attackers: [a!.id, b!.id], targets: [target.hex] }), dice, 'b', { attacker: { rerollOnes: true, lossOrder: [] } });
    const conversion = r.events.find((e) => e.type === 'guard-conversion');
    expect(conversion).toMatchObject({ rule: 'CtS 32.1', from: target.id, hex: target.hex });
    const guard = conversion!.to as string;
    expect(guardKind(ctx.units.get(guard)!)).toBe('rifle-division');
    expect([r.state.units[guard]!.where, r.state.units[guard]!.hex, r.state.units[target.id]!.where]).toEqual(['map', target.hex, 'withdrawn']);
    expect(r.state.guardPool).toEqual(start.guardPool!.filter((g) => g !== guard));
  });
});

describe('CtS 30.0 in the Campaign Game: the German infantry regiments', () => {
  const regiments = (s: CtsState, ctx: typeof cts6.ctx) => Object.keys(s.units).filter((id) => isRegiment(ctx.units.get(id)!)).sort();
  it('the three regiment counters wait off the map from turn 1, to be created in an Axis Movement Phase (30.0, 30.1(2))', () => {
    expect(regiments(cts6.start, cts6.ctx).map((id) => cts6.start.units[id]!.where)).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
    expect(regiments(cts5.start, cts5.ctx)).toEqual([]);
  });
  it('"During the Axis Player\'s Movement Phase he may create one or more infantry regiments": a German infantry division of the Campaign\'s turn 1 gives one', () => {
    const { ctx, start } = cts6;
    const d = Object.values(start.units).find((u) => u.where === 'map' && ctx.units.get(u.id)!.nationality === 'german' && ctx.units.get(u.id)!.type === 'infantry' && ctx.units.get(u.id)!.size === 'XX' && u.steps > 1)!;
    const state: CtsState = { ...start, air: { ...start.air, segmentDone: true } } as CtsState;
    const r = applyOrder(ctx, state, 'axis', CtsOrderSchema.parse({ regiment: { division: d.id } }), 0, new FixedDice({}), 'T01/axis-movement');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'regiment-created', from: d.id, rule: 'CtS 30.0' }));
    expect(r.state.units[d.id]!.steps).toBe(d.steps - 1);
    const created = regiments(r.state, ctx).find((id) => r.state.units[id]!.where === 'map')!;
    expect(r.state.units[created]!.hex).toBe(d.hex);
  });
});
