import { describe, expect, test } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import type { SceneViewer } from '#kernel/engine/scene';
import { side } from '#kernel/ids';

const r = driveOnStalingrad;
const state = r.setup('operation-blue');
const onMap = Object.entries(state.units).filter(([, u]) => u.status === 'on-map');
const scene = (v: SceneViewer) => r.scene!(state, v);
const german: SceneViewer = { kind: 'side', side: side('german') };
const soviet: SceneViewer = { kind: 'side', side: side('soviet') };

describe('Drive on Stalingrad pieces for the map reports (Ruleset.scene)', () => {
  test('the ruleset exposes its map', () => {
    expect(Object.keys(r.map!.hexes).length).toBeGreaterThan(1000);
  });

  test('a side sees its own stacks in full and only the top unit and count of enemy stacks (DoS 11.7)', () => {
    const view = r.view(state, side('german')) as { stacks: { hex: string; side: string; count: number; top?: { id: string } }[] };
    const pieces = scene(german).pieces;
    const own = pieces.filter((p) => p.side === 'german');
    expect(own).toHaveLength(onMap.filter(([id]) => !id.startsWith('sov-')).length);
    for (const stack of view.stacks.filter((s) => s.side === 'soviet')) {
      const shown = pieces.filter((p) => p.hex === stack.hex);
      expect(shown).toHaveLength(1);
      expect(shown[0]).toMatchObject({ unit: stack.top!.id, stackIndex: 0, stackCount: stack.count });
    }
  });

  test('the referee sees every unit on the map; the public one counter per stack', () => {
    expect(scene({ kind: 'referee' }).pieces).toHaveLength(onMap.length);
    const pub = scene({ kind: 'public' }).pieces;
    expect(new Set(pub.map((p) => p.hex)).size).toBe(pub.length);
    expect(pub.length).toBeLessThan(onMap.length);
  });

  test('untried Soviet factors are "?" to everyone, the Soviet included (DoS 2.14)', () => {
    for (const v of [german, soviet, { kind: 'referee' } as const]) {
      const untried = scene(v).pieces.filter((p) => p.untried);
      expect(untried.length).toBeGreaterThan(0);
      for (const p of untried) expect(p.factors).toMatch(/^\?-\?-\d+$/);
    }
  });

  test('counters carry NATO types, sizes, designations and factors; no markers at the start', () => {
    const pieces = scene({ kind: 'referee' }).pieces;
    const gd = pieces.find((p) => p.unit === 'ger-gd')!;
    expect(gd).toMatchObject({ nato: 'motorized', size: 'XX', designation: 'GD', colour: 'german', reduced: false });
    expect(gd.factors).toMatch(/^\d+-\d+-\d+$/);
    expect(new Set(pieces.map((p) => p.nato))).toEqual(new Set(['armour', 'motorized', 'infantry', 'mountain', 'cavalry', 'anti-aircraft', 'fortified']));
    expect(scene(german).markers).toEqual([]);
  });

  test('a reduced unit shows its reduced face and a control change becomes a marker', () => {
    const changed = structuredClone(state);
    changed.units = { ...changed.units, 'ger-gd': { ...changed.units['ger-gd']!, steps: 1 } };
    changed.control = { '0431': 'german' };
    const after = r.scene!(changed, german);
    expect(after.pieces.find((p) => p.unit === 'ger-gd')).toMatchObject({ reduced: true });
    expect(after.markers).toEqual([expect.objectContaining({ hex: '0431', kind: 'control', side: 'german' })]);
  });
});
