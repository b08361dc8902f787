import { describe, expect, it } from 'vitest';
import { side } from '#kernel/ids';
import { renderTemplate } from '#turnfile/template';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { TinySpec } from './support/tiny-bundle';
import { submission, tinyGame } from './support/tiny-game';

/** "What can this reinforcement do now" (DoS 8.1-8.3, 8.11): options, template and check agree. */
const spec = (): TinySpec => ({
  hexes: {
    '2630': { terrain: 'clear', features: ['town', 'ultimate-german'] },
    '2633': { terrain: 'hills', features: ['town', 'ultimate-german'] },
    '2631': 'clear',
    '2629': 'clear',
    '2627': 'clear',
    '2625': 'clear',
  },
  units: {
    'ger-due': { nat: 'german', type: 'infantry', full: '6-6-4' },
    'ger-late': { nat: 'german', type: 'infantry', full: '6-6-4' },
    'ger-old': { nat: 'german', type: 'infantry', full: '6-6-4' },
    'sov-rf': { nat: 'soviet', type: 'rifle', full: '2-3-4' },
  },
  position: { 'ger-old': '2629', 'sov-rf': '2625' },
  german: ['2630', '2633', '2631', '2629', '2627'],
  reinforcements: [
    { unit: 'ger-due', turn: 3 },
    { unit: 'ger-late', turn: 6 },
  ],
});
const movement: Partial<DosState> = { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first' };

describe('reinforcement options and template (DoS 8.1)', () => {
  it('lists each due reinforcement with the hexes it may enter through and what entering costs; each passes check()', () => {
    const { ruleset, state } = tinyGame(spec(), movement);
    const opts = ruleset.options(state, side('german'));
    const due = opts.find((o) => o.unit === 'ger-due')!;
    expect(due.entries).toEqual([
      { hex: '2630', cost: 1 },
      { hex: '2633', cost: 2 },
    ]);
    expect(due.hex).toBe('2630');
    expect(opts.find((o) => o.unit === 'ger-late')).toBeUndefined(); // not due until GT6 (8.1), and hidden from the Soviet (11.7)
    for (const e of due.entries!) expect(ruleset.check(state, submission('german', [{ enter: { units: ['ger-due'], at: e.hex } }]))).toEqual([]);
    expect(ruleset.options(state, side('soviet')).some((o) => o.entries)).toBe(false);
  });

  it('leaves out a source with an enemy unit next to it (8.11) and offers none outside a movement phase', () => {
    const { ruleset, state } = tinyGame({ ...spec(), position: { 'ger-old': '2629', 'sov-rf': '2631' } }, movement);
    expect(ruleset.options(state, side('german')).find((o) => o.unit === 'ger-due')?.entries).toEqual([{ hex: '2633', cost: 2 }]);
    const combat = tinyGame(spec(), { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'movement-first' });
    expect(combat.ruleset.options(combat.state, side('german')).find((o) => o.unit === 'ger-due')).toBeUndefined();
  });

  it('the template gives an entry to copy that passes check(), and the turn file lists where each unit may enter', () => {
    const { ruleset, state } = tinyGame(spec(), movement);
    const t = ruleset.template(state, side('german'));
    expect(t.exampleOrders).toContainEqual({ enter: { units: ['ger-due'], at: '2630' } });
    expect(ruleset.check(state, submission('german', t.exampleOrders))).toEqual([]);
    expect(t.notes.some((n) => n.includes('ger-due (enters at 2630, 2633)'))).toBe(true);
    const w = ruleset.window(state)!;
    const yaml = renderTemplate({ game: 'g_1', side: 'german', window: { id: w.id, description: w.description, accepts: w.accepts, turn: w.turn }, info: t });
    expect(yaml).toContain('#   ger-due  ger-due ger-due  off the map');
    expect(yaml).toMatch(/enters at: 2630 \(1 MP\), 2633 \(2 MP\)/);
  });
});

describe('a south-map arrival by sea (DoS 9.18, 8.5, digest E44)', () => {
  // Two Soviet port towns on the south map, both sources of the Soviet network.
  const south: TinySpec = {
    hexes: {
      '4329': { terrain: 'clear', features: ['town', 'port', 'ultimate-soviet'], section: 'south' },
      '3933': { terrain: 'clear', features: ['town', 'port'], section: 'south' },
    },
    units: { 'sov-p1': { nat: 'soviet', type: 'rifle', full: '2-3-4' } },
    position: {},
    southReinforcements: { gate: '2725', total: 10, perTurn: 2, pool: ['sov-p1'] },
  };
  const { ruleset, state: base } = tinyGame(south, { turn: 6, at: { side: 'soviet', step: 1 }, phaseOrder: 'combat-first' });
  const state: DosState = {
    ...base,
    units: { ...base.units, 'sov-p1': { hex: null, steps: 1, status: 'pending' } },
    arrivals: { ...base.arrivals, southGate: 5, southDrawn: ['sov-p1'] },
  };

  it('options list the south-map sources it may enter through and the ports it may sail to; check() accepts the sea arrival', () => {
    const p1 = ruleset.options(state, side('soviet')).find((o) => o.unit === 'sov-p1')!;
    expect(p1.entries?.map((e) => e.hex)).toEqual(['3933', '4329']);
    expect(p1.notes?.join(' ')).toContain('may arrive by sea at 3933, 4329');
    expect(ruleset.check(state, submission('soviet', [{ sea: { unit: 'sov-p1', to: '3933' } }]))).toEqual([]);
  });
});

