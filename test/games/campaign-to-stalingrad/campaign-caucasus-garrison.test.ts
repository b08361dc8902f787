import { describe, expect, it } from 'vitest';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { bundleWithUnitsOf } from '#games/campaign-to-stalingrad/data/engine-bundle';
import { createCampaignToStalingradEngines } from '#games/campaign-to-stalingrad/engines';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { boxEdgeHexes } from '#games/campaign-to-stalingrad/rules/off-map-boxes/box-edges';
import { placeArrivals } from '#games/campaign-to-stalingrad/rules/reinforcements/arrivals';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { realBundle } from './support/real-bundle';

/**
 * CtS 34.7 Soviet Caucasus Garrison: "Some Soviet units start in the Caucasus Off Map Box ...
 * These units were either guarding the Turkish border or the resources of the area"; none may
 * leave the Caucasus and Black Sea Coast boxes before turn 21 (Errata 1). The text names no unit:
 * the five divisions of campaign.yaml `caucasusGarrison` are reconstructed, from engine cts-7.
 */
const engines = createCampaignToStalingradEngines(realBundle);
const ctx = createContext(realBundle, 'cts-7');
const GARRISON = ['sov-223rd', 'sov-416rd', 'sov-9mrd', 'sov-20mrd', 'sov-11nkvd'];
const inBox = (s: CtsState): string[] => Object.values(s.units).filter((u) => u.where === 'off-map' && u.box === 'caucasus').map((u) => u.id).sort();

describe('CtS 34.7 the Soviet Caucasus Garrison starts in the Caucasus Box (engine cts-7)', () => {
  const start = engines.setup('campaign', {}, 'cts-7');
  it('"Some Soviet units start in the Caucasus Off Map Box": five Soviet divisions, off the map in the box, at full strength', () => {
    expect(inBox(start)).toEqual([...GARRISON].sort());
    for (const id of GARRISON) {
      expect(ctx.units.get(id)).toMatchObject({ side: 'soviet', size: 'XX' });
      expect(start.units[id]).toMatchObject({ where: 'off-map', box: 'caucasus', steps: 3, leftMapTurn: 0 });
    }
  });
  it('they may not leave the box for the map before turn 21, and may from turn 21 on', () => {
    const soviet: CtsState = { ...start, phasing: 'soviet', phase: 'movement' };
    const entry = [...boxEdgeHexes(ctx, soviet, 'caucasus', 'soviet')].sort()[0]!;
    expect(checkMove(ctx, soviet, { unit: 'sov-223rd', path: [entry] }).problems).toMatchObject([{ code: 'garrison', rule: 'CtS 34.7' }]);
    expect(checkMove(ctx, { ...soviet, turn: 20 }, { unit: 'sov-11nkvd', path: [entry] }).problems).toMatchObject([{ code: 'garrison', rule: 'CtS 34.7' }]);
    expect(checkMove(ctx, { ...soviet, turn: 21 }, { unit: 'sov-223rd', path: [entry] }).problems).toEqual([]);
  });
});

describe('CtS 34.7 "others arrive as reinforcements" in the Caucasus Box (engine cts-7)', () => {
  const start = engines.setup('campaign', {}, 'cts-7');
  it('the 89th Rifle Division arrives in the box on turn 17 (not on the map), held there by 34.7 until turn 21', () => {
    expect(start.units['sov-89rd']).toMatchObject({ where: 'pending' });
    const before = placeArrivals(ctx, { ...start, turn: 16, phasing: 'soviet' }, 'soviet');
    expect(before.state.units['sov-89rd']!.where).toBe('pending');
    const r = placeArrivals(ctx, { ...start, turn: 17, phasing: 'soviet' }, 'soviet');
    expect(r.state.units['sov-89rd']).toMatchObject({ where: 'off-map', box: 'caucasus', leftMapTurn: 17, steps: 3 });
    expect(r.events.filter((e) => e.unit === 'sov-89rd')).toMatchObject([{ type: 'reinforcement', rule: 'CtS 34.7', box: 'caucasus' }]);
    expect(r.state.arrivedThisPhase).not.toContain('sov-89rd');
    const turn20: CtsState = { ...r.state, turn: 20, phase: 'movement' };
    const entry = [...boxEdgeHexes(ctx, turn20, 'caucasus', 'soviet')].sort()[0]!;
    expect(checkMove(ctx, turn20, { unit: 'sov-89rd', path: [entry] }).problems).toMatchObject([{ code: 'garrison', rule: 'CtS 34.7' }]);
  });
});

describe('CtS 34.7 older engines and the other scenarios are unchanged', () => {
  it('a cts-6 Campaign Game has no garrison: neither the counters nor their places (its archives replay as played)', () => {
    const old = engines.setup('campaign', {}, 'cts-6');
    expect(inBox(old)).toEqual([]);
    expect(GARRISON.filter((id) => id in old.units)).toEqual([]);
    const cts6 = bundleWithUnitsOf(realBundle, 'cts-6');
    expect(cts6.scenarios.find((s) => s.id === 'campaign')).not.toHaveProperty('boxSetup');
    expect(cts6.units.filter((u) => GARRISON.includes(u.id))).toEqual([]);
    expect(cts6.scenarios.find((s) => s.id === 'campaign')!.reinforcements.filter((r) => r.intoBox !== undefined)).toEqual([]);
    expect(['sov-89rd', 'sov-417rd'].filter((id) => id in old.units)).toEqual([]);
  });
  it('Fall Blau and Operation Uranus set up no unit in a box and hold none of the garrison', () => {
    for (const id of ['fall-blau', 'operation-uranus']) {
      const s = engines.setup(id, {}, 'cts-7');
      expect(Object.values(s.units).filter((u) => u.where === 'off-map')).toEqual([]);
      expect(GARRISON.filter((g) => g in s.units)).toEqual([]);
      expect(realBundle.scenarios.find((x) => x.id === id)).not.toHaveProperty('boxSetup');
    }
  });
});
