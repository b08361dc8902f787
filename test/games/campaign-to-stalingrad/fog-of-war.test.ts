import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { fogFor } from '#games/campaign-to-stalingrad/rules/fog/hidden-units';
import { foggedEvents } from '#games/campaign-to-stalingrad/rules/fog/event-visibility';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { visibleEvents } from '#archive/redact';
import { FixedDice } from '#kernel/dice';
import { hexId, side as asSide } from '#kernel/ids';
import { realBundle } from './support/real-bundle';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * CtS 42.0 Fog of War (optional): "A player may only look underneath the top unit of a stack
 * of enemy units if that stack is adjacent to one or more of his units." A view matter only:
 * every channel a side reads (its view, its options, its ready-made orders, its template,
 * its map picture, the history of the steps) is filtered; the referee sees everything.
 */
const ctx = createContext(realBundle);
const axis = asSide('axis');
const soviet = asSide('soviet');
const fogged = cts.setup('fall-blau', { fogOfWar: 'on' });
const clear = cts.setup('fall-blau');

const WORD_GAP = /[^A-Za-z0-9-]+/;
/** The ids among `ids` that a JSON value names, as a key or a word of a string. */
function named(value: unknown, ids: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === 'string') for (const w of v.split(WORD_GAP)) if (ids.has(w)) out.add(w);
    if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v as Record<string, unknown>)) (ids.has(k) && out.add(k), visit(x));
  };
  visit(value);
  return [...out].sort();
}

/** The units a side's map shows, by unit id, and each stack's count. */
const pictured = (state: CtsState, viewer: Parameters<NonNullable<typeof cts.scene>>[1]) => cts.scene!(state, viewer).pieces;

describe('CtS 42.0 Fog of War is a game option', () => {
  it('listed by every scenario with its rule, off by default; off writes nothing to the state', () => {
    for (const s of cts.scenarios) expect(s.options).toContainEqual(expect.objectContaining({ name: 'fogOfWar', rule: 'CtS 42.0', values: ['off', 'on'], default: 'off' }));
    expect(cts.setup('fall-blau', { fogOfWar: 'off' })).toEqual(clear);
    expect(fogged.rules).toEqual({ fogOfWar: 'on' });
  });

  it('off: every side sees every unit, as the Basic Game does', () => {
    expect(fogFor(ctx, clear, 'soviet')).toBeNull();
    const view = cts.view(clear, soviet) as { units: Record<string, unknown>; fog?: unknown };
    expect(Object.keys(view.units).sort()).toEqual(Object.keys(clear.units).sort());
    expect(view.fog).toBeUndefined();
  });
});

describe('CtS 42.0: a far enemy stack shows its top unit and a count, an adjacent one everything', () => {
  for (const [viewer, side] of [['soviet', soviet], ['axis', axis]] as const) {
    const fog = fogFor(ctx, fogged, viewer)!;
    const hidden = new Set(fog.hidden);
    const own = Object.values(fogged.units).filter((u) => u.where === 'map' && u.hex !== null && ctx.units.get(u.id)!.side === viewer).map((u) => u.hex!);
    const near = new Set([...own, ...own.flatMap((h) => ctx.map.neighbours(h))]);

    it(`${viewer}: enemy stacks away from his units hide the units under their tops; those next to his units hide nothing`, () => {
      expect(hidden.size).toBeGreaterThan(0);
      for (const id of hidden) {
        const u = fogged.units[id]!;
        expect(ctx.units.get(id)!.side).not.toBe(viewer);
        expect(near.has(u.hex!), `${id} in ${u.hex} stands next to a ${viewer} unit`).toBe(false);
      }
      const view = cts.view(fogged, side) as { units: Record<string, { id: string; hex: string | null }>; fog: { hex: string; side: string; top: string; count: number }[] };
      for (const f of view.fog) {
        const there = Object.values(fogged.units).filter((u) => u.where === 'map' && u.hex === f.hex);
        // 42.0 with 6.1: the side's Supply Depots and Replacement counters there lie under the top unit too (engine cts-6)
        const beneath = [...fogged.depots, ...fogged.replacementsOnMap].filter((c) => String(c.side) === f.side && c.hex === f.hex);
        expect(f.count).toBe(there.length + beneath.length);
        expect(Object.values(view.units).filter((u) => u.hex === f.hex).map((u) => u.id)).toEqual([f.top]);
      }
      // an enemy stack of two or more units next to one of his units is seen whole
      const adjacentStacks = Object.values(fogged.units).filter((u) => u.where === 'map' && u.hex !== null && ctx.units.get(u.id)!.side !== viewer && near.has(u.hex));
      expect(adjacentStacks.length).toBeGreaterThan(1);
      for (const u of adjacentStacks) expect(view.units[u.id], u.id).toBeDefined();
    });

    it(`${viewer}: no unit under a far enemy top is named by his view, options, ready-made orders, template or map`, () => {
      expect(named(cts.view(fogged, side), hidden)).toEqual([]);
      expect(named(cts.options(fogged, side), hidden)).toEqual([]);
      expect(named(cts.orderChoices?.(fogged, side) ?? [], hidden)).toEqual([]);
      expect(named(cts.template(fogged, side), hidden)).toEqual([]);
      const pieces = pictured(fogged, { kind: 'side', side });
      expect(named(pieces, hidden)).toEqual([]);
      for (const f of fog.stacks) expect(pieces.find((p) => p.hex === f.hex && String(p.unit) === f.top)).toMatchObject({ stackIndex: 0, stackCount: f.count });
    });
  }

  it('the public sees every stack from afar; the referee sees everything', () => {
    const hiddenFromAll = new Set(fogFor(ctx, fogged, null)!.hidden);
    expect(hiddenFromAll.size).toBeGreaterThan(fogFor(ctx, fogged, 'soviet')!.hidden.size);
    expect(named(cts.view(fogged, null), hiddenFromAll)).toEqual([]);
    expect(named(pictured(fogged, { kind: 'public' }), hiddenFromAll)).toEqual([]);
    expect(named(pictured(fogged, { kind: 'referee' }), hiddenFromAll)).toEqual([...hiddenFromAll].sort());
    expect(pictured(fogged, { kind: 'referee' })).toEqual(pictured(clear, { kind: 'referee' }));
  });

  it('the top unit is the strongest: the greatest defense, then attack, then id', () => {
    const w = tinyWorld({
      units: [
        { id: 'a-weak', side: 'axis', type: 'infantry', faces: ['2-2-4'], hex: '1510' },
        { id: 'a-strong', side: 'axis', type: 'infantry', faces: ['4-6-4'], hex: '1510' },
        { id: 'a-fast', side: 'axis', type: 'panzer', faces: ['8-6-8'], hex: '1510' },
        { id: 's-far', side: 'soviet', type: 'rifle', faces: ['3-4-4'], hex: '1518' },
      ],
    });
    const fog = fogFor(w.ctx, withGameOptions(w.state, { fogOfWar: 'on' }), 'soviet')!;
    expect(fog.stacks).toEqual([{ hex: '1510', side: 'axis', top: 'a-fast', count: 3 }]);
    expect([...fog.hidden].sort()).toEqual(['a-strong', 'a-weak']);
  });
});

describe('CtS 42.0 in the history: an event naming a unit a side has not seen is not shown to it', () => {
  const stackA: TinyUnit[] = [
    { id: 'a1', side: 'axis', type: 'infantry', faces: ['6-7-4'], hex: '1512' },
    { id: 'a2', side: 'axis', type: 'infantry', faces: ['3-4-4'], hex: '1512' },
    { id: 'a3', side: 'axis', type: 'infantry', faces: ['3-4-4'], hex: '1513' },
    { id: 'a4', side: 'axis', type: 'infantry', faces: ['6-7-4'], hex: '1513' },
  ];
  const rifle: TinyUnit = { id: 'r1', side: 'soviet', type: 'rifle', faces: ['3-4-4'], hex: '1518' };
  const w = tinyWorld({ units: [...stackA, rifle] });
  const before = withGameOptions(w.state, { fogOfWar: 'on' });
  // a2 leaves its stack in 1512 for the one in 1513: under the top of a far stack before and after
  const after: CtsState = { ...before, units: { ...before.units, a2: { ...before.units['a2']!, hex: hexId('1513') } } };
  const move = { type: 'move', unit: 'a2', path: ['1513'], rule: 'CtS 4.2' };
  const weather = { type: 'weather', weather: 'clear' };

  it('a move under the fog is the mover\'s own; an event naming no hidden unit stays public', () => {
    const events = foggedEvents(w.ctx, before, after, [move, weather]);
    expect(events).toEqual([{ ...move, visibleTo: ['axis'] }, weather]);
    expect(visibleEvents(events, { side: 'soviet' })).toEqual([weather]);
    expect(visibleEvents(events, 'public')).toEqual([weather]);
  });

  it('a unit seen next to the enemy before the step (a battle, a move away) is shown to him', () => {
    const near = { ...before, units: { ...before.units, r1: { ...before.units['r1']!, hex: hexId('1514') } } };
    expect(foggedEvents(w.ctx, near, after, [move])).toEqual([{ ...move, visibleTo: ['axis'] }]); // 1514 is next to 1513, not 1512: a2 was hidden before
    const nextTo1512 = { ...before, units: { ...before.units, r1: { ...before.units['r1']!, hex: hexId('1511') } } };
    expect(foggedEvents(w.ctx, nextTo1512, after, [move])).toEqual([{ ...move, visibleTo: ['axis', 'soviet'] }]);
  });

  it('without the option the events are as adjudicated', () => {
    expect(foggedEvents(w.ctx, w.state, { ...after, rules: undefined }, [move])).toEqual([move]);
  });

  it('a whole step of play: the Soviet side\'s history names no Axis unit it has not seen', () => {
    const options = cts.options(fogged, axis);
    const orders = options.filter((o) => (o.moves ?? []).length > 0).map((o) => ({ move: { unit: o.unit, path: o.moves![o.moves!.length - 1]!.path } }));
    expect(orders.length).toBeGreaterThan(0);
    const r = cts.adjudicate(fogged, [{ side: axis, orders }], new FixedDice({ 'T01/axis-movement/replacements': 1 }));
    const unseen = new Set([...fogFor(ctx, r.state, 'soviet')!.hidden].filter((id) => fogFor(ctx, fogged, 'soviet')!.hidden.has(id)));
    expect(named(visibleEvents(r.events, { side: 'soviet' }), unseen)).toEqual([]);
    // fog is views only: the same orders play the same without it
    const plain = cts.adjudicate(clear, [{ side: axis, orders }], new FixedDice({ 'T01/axis-movement/replacements': 1 }));
    expect({ ...r.state, rules: undefined }).toEqual(plain.state);
    expect(r.events.map(({ visibleTo: _v, ...e }) => e)).toEqual(plain.events);
    expect(r.events.some((e) => e.visibleTo !== undefined)).toBe(true);
  });
});
