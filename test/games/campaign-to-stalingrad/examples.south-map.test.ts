import { describe, expect, it } from 'vitest';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { releaseNearAxis } from '#games/campaign-to-stalingrad/rules/frozen-release';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { southExitPoints } from '#games/campaign-to-stalingrad/rules/south-exit-points';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { initialState } from '#games/campaign-to-stalingrad/setup/initial-state';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { hexId } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

const ctx = createContext(realBundle);
const start = initialState(ctx, 'fall-blau');
const scenario = ctx.scenarios.get('fall-blau')!;
const put = (s: CtsState, unit: string, hex: string, where: 'map' | 'off-map' = 'map'): CtsState => ({ ...s, units: { ...s.units, [unit]: { ...s.units[unit]!, hex: hexId(hex), where, leftMapTurn: where === 'off-map' ? 3 : undefined } } });
const rostov = ctx.map.hexIds().find((h) => ctx.map.hex(h)?.name === 'Rostov')!;

describe('35.6 Kuban Garrison on the real south map', () => {
  it('an Axis unit moved next to Rostov releases the four garrison units, and nothing else', () => {
    const next = ctx.map.neighbours(rostov)[0]!;
    const r = releaseNearAxis(ctx, put(start, 'ger-97jg', next));
    expect(r.events.filter((e) => e.rule === 'CtS 35.6')).toHaveLength(1);
    for (const id of scenario.kuban!.units) expect([id, r.state.units[id]!.frozen]).toEqual([id, false]);
    expect(r.state.units['sov-4Res-hq']!.frozen).toBe(true);
  });
  it('an Axis unit within 8 hexes of the garrison but on no release hex leaves it frozen (19.4 is not its rule)', () => {
    const release = new Set(scenario.kuban!.releaseHexes);
    const near = ctx.map.hexIds().find((h) => !release.has(h) && ctx.map.grid.distance(h, hexId('6336')) === 6 && ctx.map.hex(h)?.section === 'south')!;
    const r = releaseNearAxis(ctx, put(start, 'ger-97jg', near));
    for (const id of scenario.kuban!.units) expect([id, r.state.units[id]!.frozen]).toEqual([id, true]);
  });
});

describe('35.8 D exits off the south edge on the real map', () => {
  const exitHex = scenario.southExits!.find((h) => h === '6730')!;
  const score = (s: CtsState) => {
    const occ = occupancy(ctx, s);
    return southExitPoints(ctx, s, occ, bondsOf(ctx, s, 'soviet', occ));
  };
  it('with Soviet units on every south-edge road hex no Axis LOC reaches one: exits score nothing', () => {
    let s = put(start, 'ger-14pz', exitHex, 'off-map');
    scenario.southExits!.forEach((h, i) => (s = put(s, scenario.kuban!.units[i]!, h)));
    expect(scenario.southExits!.length).toBeLessThanOrEqual(scenario.kuban!.units.length);
    expect(score(s)).toMatchObject({ points: 0, units: ['ger-14pz'], loc: false });
  });
  it('at the start the Axis can trace a LOC to a south-edge road hex (LOCs need no control, 9.1), so the panzer division scores 2', () => {
    expect(score(put(start, 'ger-14pz', exitHex, 'off-map'))).toMatchObject({ points: 2, loc: true });
  });
  it('with the south map cleared of Soviet units the panzer division scores 2 and the Oil Brigade 5', () => {
    let s = put(put(start, 'ger-14pz', exitHex, 'off-map'), 'ger-oil', exitHex, 'off-map');
    const units = { ...s.units };
    for (const [id, u] of Object.entries(units)) if (ctx.units.get(id)!.side === 'soviet' && u.hex !== null && ctx.map.hex(u.hex)?.section === 'south') units[id] = { ...u, where: 'cadre', hex: null };
    s = { ...s, units };
    expect(score(s)).toMatchObject({ points: 7, loc: true });
  });
  it('an exited unit is listed as gone for good, not as a unit that may come back', () => {
    const s = { ...put(start, 'ger-14pz', exitHex, 'off-map'), turn: 5, phasing: 'axis' as const, phase: 'movement' as const };
    const o = unitOptions(ctx, s, 'axis').find((x) => x.unit === 'ger-14pz')!;
    expect(o.entries ?? []).toEqual([]);
    expect(o.notes?.[0]).toContain('CtS 35.8 D');
  });
});
