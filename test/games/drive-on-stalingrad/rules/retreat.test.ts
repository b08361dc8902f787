import { describe, expect, it } from 'vitest';
import { hexId, unitId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { planRetreat } from '#games/drive-on-stalingrad/rules/retreat';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import { tinyBundle, type TinySpec } from '../support/tiny-bundle';

// The defender is in 2625; its neighbours E 2624, SE 2725, SW 2726, W 2626, NW 2526, NE 2525.
const RING = { '2625': 'clear', '2624': 'clear', '2725': 'clear', '2726': 'clear', '2626': 'clear', '2526': 'clear', '2525': 'clear' } as const;

function retreat(spec: TinySpec, side: 'german' | 'soviet', units: string[]) {
  const ctx = createContext(tinyBundle(spec));
  return planRetreat(ctx, setupScenario(ctx, 'test'), side, hexId('2625'), units.map(unitId));
}

describe('retreat after combat, DoS 11.33-11.34', () => {
  it('a mech stack may not retreat into mountains; a German stack not into an empty intact fortification', () => {
    const r = retreat(
      {
        hexes: { ...RING, '2624': 'sea', '2725': 'sea', '2726': 'mountain', '2626': { terrain: 'clear', features: ['fort'] }, '2526': 'sea', '2525': 'lake' },
        units: { pz: { nat: 'german', type: 'panzer', full: '8-8-6' } },
        position: { pz: '2625' },
      },
      'german',
      ['pz'],
    );
    expect(r).toEqual({ ok: false, reason: 'no hex around 2625 is open to retreat into', rule: 'DoS 11.34' });
  });

  it('splits a stack only when stacking requires and allows it (11.34)', () => {
    const units: TinySpec['units'] = {};
    const position: Record<string, string> = {};
    for (let i = 1; i <= 4; i++) [units[`d${i}`], position[`d${i}`]] = [{ nat: 'soviet', type: 'rifle', full: '1-1-4' }, '2625'];
    for (let i = 1; i <= 6; i++) [units[`a${i}`], position[`a${i}`]] = [{ nat: 'soviet', type: 'rifle', full: '1-1-4' }, '2626'];
    for (let i = 1; i <= 6; i++) [units[`b${i}`], position[`b${i}`]] = [{ nat: 'soviet', type: 'rifle', full: '1-1-4' }, '2526'];
    const spec: TinySpec = { hexes: { ...RING, '2624': 'sea', '2725': 'sea', '2726': 'sea', '2525': 'sea' }, units, position };
    const r = retreat(spec, 'soviet', ['d1', 'd2', 'd3', 'd4']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.split).toBe(true);
    const count = (h: string) => r.moves.filter((m) => m.to === h).length;
    expect([count('2626'), count('2526')]).toEqual([2, 2]);
  });

  it('a retreating stack too big for the open hexes even when split takes DE instead', () => {
    const units: TinySpec['units'] = {};
    const position: Record<string, string> = {};
    for (let i = 1; i <= 3; i++) [units[`d${i}`], position[`d${i}`]] = [{ nat: 'soviet', type: 'rifle', full: '1-1-4' }, '2625'];
    for (let i = 1; i <= 7; i++) [units[`a${i}`], position[`a${i}`]] = [{ nat: 'soviet', type: 'rifle', full: '1-1-4' }, '2626'];
    const spec: TinySpec = { hexes: { ...RING, '2624': 'sea', '2725': 'sea', '2726': 'sea', '2525': 'sea', '2526': 'sea' }, units, position };
    expect(retreat(spec, 'soviet', ['d1', 'd2', 'd3'])).toMatchObject({ ok: false, rule: 'DoS 11.34' });
  });

  it('when no hex is reached by a supply path, plain hex distance to the nearest source decides (E11)', () => {
    const spec: TinySpec = {
      hexes: { ...RING, '2624': 'sea', '2725': 'sea', '2726': 'sea', '2525': 'sea', '2629': { terrain: 'clear', features: ['ultimate-german'] } },
      units: { g: { nat: 'german', type: 'infantry', full: '4-4-4' } },
      position: { g: '2625' },
      german: ['2629'],
    };
    const r = retreat(spec, 'german', ['g']);
    // 2629 is cut off: 2625 is 4 hexes from it, 2626 is 3 (closer), 2526 is 4
    expect(r).toMatchObject({ ok: true, moves: [{ unit: 'g', to: '2626', why: 'supply 4 → 3 (11.33)' }] });
  });
});
