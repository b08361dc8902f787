import { describe, expect, it } from 'vitest';
import { visibleEvents } from '#archive/redact';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Ruleset } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import { createDriveOnStalingrad } from '#games/drive-on-stalingrad/ruleset';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { tinyBundle, type TinySpec } from './support/tiny-bundle';
import { submission } from './support/tiny-game';

/**
 * Hidden values never reach the side that must not know them (DoS 2.14, 11.7): two games
 * that differ only in something hidden from a side must look the same to that side, in
 * its view, template, options, map scene and the events it may see, window after window.
 * Hidden: untried true factors (from both sides, 2.14), each side's reinforcement
 * schedule and its standing orders (from the other side, 11.7).
 */

const BASE: TinySpec = {
  hexes: {
    ...Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`26${String(20 + i)}`, 'clear'])),
    '2632': { terrain: 'clear', features: ['town', 'ultimate-german'] },
    '2620': { terrain: 'clear', features: ['town', 'ultimate-soviet'] },
  },
  units: {
    'ger-a': { nat: 'german', type: 'infantry', full: '6-6-4' },
    'ger-r': { nat: 'german', type: 'infantry', full: '5-5-4' },
    'sov-u': { nat: 'soviet', type: 'rifle', full: '97-89-4', untried: true },
    'sov-k': { nat: 'soviet', type: 'rifle', full: '2-3-4' },
    'sov-r': { nat: 'soviet', type: 'rifle', full: '3-3-4', untried: true },
  },
  position: { 'ger-a': '2628', 'sov-u': '2624', 'sov-k': '2622' },
  german: ['2628', '2629', '2630', '2631', '2632'],
  reinforcements: [
    { unit: 'ger-r', turn: 5 },
    { unit: 'sov-r', turn: 5 },
  ],
};

type Standing = Record<string, unknown>;
interface Variant {
  spec: TinySpec;
  standing: Partial<Record<'german' | 'soviet', Standing>>;
}

/** The windows played, the same orders in both games: moves that bring the German next to the untried unit, no battle. */
const SCRIPT: Record<string, unknown[]> = {
  'T03/german-movement': [{ move: { unit: 'ger-a', path: ['2627'] } }],
  'T03/soviet': [],
  'T03/soviet-movement': [{ move: { unit: 'sov-k', path: ['2623'] } }],
  'T04/german': [{ declare: { phaseOrder: 'movement-first' } }, { move: { unit: 'ger-a', path: ['2626', '2625'] } }],
  'T04/german-combat': [],
  'T04/soviet': [],
};

/** Everything `observer` gets from the game, window by window. */
function transcript(v: Variant, observer: 'german' | 'soviet'): unknown[] {
  const ruleset: Ruleset<DosState> = createDriveOnStalingrad(tinyBundle(v.spec));
  let state: DosState = { ...ruleset.setup('test'), turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' };
  const seen: unknown[] = [];
  let events: GameEvent[] = [];
  const look = () => {
    const me = side(observer);
    seen.push({
      view: ruleset.view(state, me),
      template: ruleset.template(state, me),
      options: ruleset.options(state, me),
      scene: ruleset.scene?.(state, { kind: 'side', side: me }) ?? null,
      events: visibleEvents(events, { side: observer }),
    });
  };
  look();
  for (let w = ruleset.window(state); w && Object.hasOwn(SCRIPT, w.id); w = ruleset.window(state)) {
    const subs = (['german', 'soviet'] as const).map((s) => submission(s, s === state.at.side ? SCRIPT[w!.id]! : [], v.standing[s]));
    const r = ruleset.adjudicate(state, subs, new FixedDice(Array.from({ length: 20 }, () => 2)));
    state = r.state;
    events = r.events;
    look();
  }
  expect(seen.length, 'every scripted window was played').toBe(Object.keys(SCRIPT).length + 1);
  return seen;
}

const withUnits = (spec: TinySpec, patch: TinySpec['units']): TinySpec => ({ ...spec, units: { ...spec.units, ...patch } });

describe('hidden values stay hidden (DoS 2.14, 11.7)', () => {
  it('untried true factors: neither side can tell a 97-89 rifle division from a 0-2 one before its first combat', () => {
    const a: Variant = { spec: BASE, standing: {} };
    const b: Variant = { spec: withUnits(BASE, { 'sov-u': { nat: 'soviet', type: 'rifle', full: '0-2-4', untried: true } }), standing: {} };
    for (const observer of ['german', 'soviet'] as const) expect(transcript(a, observer)).toEqual(transcript(b, observer));
  });

  it('the German reinforcement schedule and standing orders are not seen by the Soviet', () => {
    const a: Variant = { spec: BASE, standing: { german: { losses: 'strongest-first', retreat: { hexes: { '2628': ['2629'] } } } } };
    const b: Variant = { spec: { ...BASE, reinforcements: [{ unit: 'ger-r', turn: 9 }, { unit: 'sov-r', turn: 5 }] }, standing: {} };
    expect(transcript(a, 'soviet')).toEqual(transcript(b, 'soviet'));
    expect(transcript(a, 'german')).not.toEqual(transcript(b, 'german')); // the German does see them
  });

  it('the Soviet reinforcement schedule and standing orders are not seen by the German', () => {
    const a: Variant = { spec: BASE, standing: { soviet: { retreat: { prefer: ['away-from-enemy'] }, losses: 'strongest-first' } } };
    const b: Variant = { spec: { ...BASE, reinforcements: [{ unit: 'ger-r', turn: 5 }, { unit: 'sov-r', turn: 10 }] }, standing: {} };
    expect(transcript(a, 'german')).toEqual(transcript(b, 'german'));
    expect(transcript(a, 'soviet')).not.toEqual(transcript(b, 'soviet'));
  });

  it('after its first combat an untried unit is revealed to both sides, for good', () => {
    const spec: TinySpec = { ...BASE, position: { 'ger-a': '2625', 'sov-u': '2624' } };
    const ruleset = createDriveOnStalingrad(tinyBundle(spec));
    const state: DosState = { ...ruleset.setup('test'), turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'movement-first' };
    const top = (s: DosState, who: 'german' | 'soviet') =>
      (ruleset.view(s, side(who)) as { stacks: { hex: string; top?: unknown; units?: unknown[] }[] }).stacks.find((x) => x.hex === '2624');
    expect(top(state, 'german')?.top).toMatchObject({ attack: '?', defense: '?', untried: true });
    const after = ruleset.adjudicate(state, [submission('german', [{ attack: { target: '2624', units: ['ger-a'] } }])], new FixedDice([2])).state;
    expect(top(after, 'german')?.top).toMatchObject({ attack: 97, defense: 89 });
    expect(top(after, 'soviet')?.units).toEqual([expect.objectContaining({ attack: 97, defense: 89 })]);
  });
});

describe('the template and options show each unit its factors (DoS 2.14)', () => {
  it('a tried unit its attack-defense-movement; an untried one "?-?-" and its movement, to its owner too', () => {
    const ruleset: Ruleset<DosState> = createDriveOnStalingrad(tinyBundle(BASE));
    const state: DosState = { ...ruleset.setup('test'), turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' };
    const label = (s: 'german' | 'soviet', unit: string) => ruleset.options(state, side(s)).find((o) => o.unit === unit)?.label;
    expect(label('german', 'ger-a')).toMatch(/ 6-6-4$/);
    expect(label('soviet', 'sov-k')).toMatch(/ 2-3-4$/);
    expect(label('soviet', 'sov-u')).toMatch(/ \?-\?-4$/);
    expect(JSON.stringify(ruleset.template(state, side('soviet')))).not.toContain('97');
  });
});
