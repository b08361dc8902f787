import { describe, expect, it } from 'vitest';
import { kbScene, kbView } from '#games/kharkov-battles/view/index';
import type { KbState } from '#games/kharkov-battles/state/types';
import { side } from '#kernel/ids';
import { BUNDLE, setUp, withChit } from './view-fixture';

/**
 * KB 2.6: "it is suggested that the opposing player not be allowed to inspect these chits"
 * (digest 6.3). In Operation Star's set-up, the Axis draws a Strength Chit for 1.SS LAH:
 * the Soviet player and the public see that the division has a chit, never which one (its
 * id gives its value); the Axis player sees it, and his pool's chits.
 */
const { ctx, state: start } = setUp('operation-star');
const UNIT = 'ger-1-lah';
const def = ctx.unit(UNIT);
const { state, chit } = withChit(start, UNIT, 'axis');
const value = BUNDLE.chits.chits.find((c) => c.id === chit)!.full[def.rating!]!;
const json = (x: unknown): string => JSON.stringify(x);
/** Every number the unit's record shows, wherever it sits. */
const numbersIn = (x: unknown): number[] => [...json(x).matchAll(/:(-?\d+)/g)].map((m) => Number(m[1]));

describe('a drawn Strength Chit under an Axis unit (KB 2.6)', () => {
  it('the fixture: a Combat Rating unit on the map, its chit off the Axis pool', () => {
    expect(def.rating).toBeDefined();
    expect(state.units[UNIT]).toMatchObject({ where: 'map', chit: { id: chit, face: 'full' } });
    expect(state.chitPools.axis).not.toContain(chit);
  });

  for (const [who, looker] of [['the Soviet view', 'soviet'], ['the public view', null]] as const) {
    it(`${who} shows that LAH has a chit, never its id or value; the Axis pool as a count only`, () => {
      const v = kbView(ctx, state, looker);
      expect(json(v)).not.toContain(chit);
      expect(v.units[UNIT]!.chit).toBe('hidden');
      expect(numbersIn(v.units[UNIT])).not.toContain(value);
      expect(v.chitPools.axis).toEqual({ count: state.chitPools.axis.length });
      expect(json(v.chitPools.axis)).not.toMatch(/axis-\d/);
      // a unit without a chit shows none
      expect(v.units['ger-110-11pz']!.chit).toBeNull();
    });
  }

  it('the Soviet view still lists the Soviet pool in full (its own)', () => {
    const v = kbView(ctx, state, 'soviet');
    expect(v.chitPools.soviet.chits).toEqual(state.chitPools.soviet);
  });

  it('the Axis view shows the chit, its face and the Axis pool', () => {
    const v = kbView(ctx, state, 'axis');
    expect(json(v)).toContain(chit);
    expect(v.units[UNIT]!.chit).toEqual({ id: chit, face: 'full' });
    expect(v.chitPools.axis.chits).toEqual(state.chitPools.axis);
    expect(v.chitPools.soviet).toEqual({ count: state.chitPools.soviet.length });
  });

  it('2.7a: a reduced chit leaves the opponent the full face; its owner sees it reduced', () => {
    const reduced = withChit(start, UNIT, 'axis', 'reduced').state;
    expect(kbView(ctx, reduced, 'soviet').units[UNIT]).toMatchObject({ steps: 3, chit: 'hidden' });
    expect(kbView(ctx, reduced, 'axis').units[UNIT]).toMatchObject({ steps: 2, chit: { face: 'reduced' } });
  });

  it('the views leave the state given untouched and give every hex they name its printed label', () => {
    const before = json(state);
    const v = kbView(ctx, state, 'soviet');
    expect(json(state)).toBe(before);
    expect(v.labels[state.units[UNIT]!.hex!]).toBe('KB3421');
  });
});

describe('the map scene of a drawn Strength Chit (KB 2.6)', () => {
  const scene = (s: KbState, viewer: Parameters<typeof kbScene>[2]) => kbScene(ctx, s, viewer, BUNDLE.chits.chits);
  const lah = (c: ReturnType<typeof scene>) => c.pieces.find((p) => p.unit === UNIT)!;

  it('the Soviet scene: LAH prints its Combat Rating, a chit marker without the id, nothing of the value', () => {
    const c = scene(state, { kind: 'side', side: side('soviet') });
    expect(json(c)).not.toContain(chit);
    expect(lah(c).factors).toBe(`${def.rating}-${def.mpa}`);
    expect(c.markers.filter((m) => m.hex === lah(c).hex && m.kind === 'chit')).toEqual([{ hex: lah(c).hex, kind: 'chit', side: 'axis', text: `${def.name}: a Strength Chit (2.6)` }]);
  });
  it('the public scene shows no more', () => {
    const c = scene(state, { kind: 'public' });
    expect(json(c)).not.toContain(chit);
    expect(lah(c).factors).toBe(`${def.rating}-${def.mpa}`);
  });
  it('the Axis scene reads the chit: LAH prints its value', () => {
    const c = scene(state, { kind: 'side', side: side('axis') });
    expect(lah(c).factors).toBe(`${value}-${def.mpa}`);
    expect(json(c)).toContain(chit);
  });
});

describe('the referee copy (docs/reports.md)', () => {
  it('the referee scene shows every chit, with its value on the counter', () => {
    const c = kbScene(ctx, state, { kind: 'referee' }, BUNDLE.chits.chits);
    expect(c.pieces.find((p) => p.unit === UNIT)!.factors).toBe(`${value}-${def.mpa}`);
    expect(c.markers.find((m) => m.kind === 'chit')!.text).toContain(chit);
  });
});
