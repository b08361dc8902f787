import { describe, expect, it } from 'vitest';
import { side } from '#kernel/ids';
import type { TinySpec } from './support/tiny-bundle';
import { tinyGame } from './support/tiny-game';

/** Supply as each side sees it (DoS 7.16, 11.7): own units' states, notes and halved moves in the options, markers public. */

// ger-a is 8 hexes from Kursk 2628 (out of supply), ger-k 1 hex; sov-a next to its source.
const spec: TinySpec = {
  hexes: {
    '2618': { terrain: 'clear', features: ['town', 'ultimate-soviet'] },
    '2619': 'clear',
    '2620': 'clear',
    '2621': 'clear',
    '2622': 'clear',
    '2623': 'clear',
    '2624': { terrain: 'clear', features: ['town'], name: 'Ostrov' },
    '2625': 'clear',
    '2626': 'clear',
    '2627': 'clear',
    '2628': { terrain: 'clear', features: ['town', 'ultimate-german'], name: 'Kursk' },
  },
  units: {
    'ger-a': { nat: 'german', type: 'infantry', full: '6-6-4' },
    'ger-k': { nat: 'german', type: 'infantry', full: '6-6-4' },
    'sov-a': { nat: 'soviet', type: 'rifle', full: '2-3-4' },
  },
  position: { 'ger-a': '2620', 'ger-k': '2627', 'sov-a': '2619' },
  german: ['2620', '2621', '2622', '2623', '2625', '2626', '2627', '2628'],
  supply: 'traced',
};
const { ruleset, state } = tinyGame(spec, { turn: 3, at: { side: 'german', step: 1 }, phaseOrder: 'combat-first', control: { '2624': 'german' } });

describe('supply in views, options and the template', () => {
  it('each side sees its own units\' supply, not the enemy\'s; markers and the OOS pile are public', () => {
    const v = ruleset.view(state, side('german')) as { stacks: { hex: string; units?: { id: string; supply?: string }[]; top?: { supply?: string } }[]; supply: Record<string, unknown> };
    const mine = v.stacks.flatMap((s) => s.units ?? []);
    expect(Object.fromEntries(mine.map((u) => [u.id, u.supply]))).toEqual({ 'ger-a': 'oos', 'ger-k': 'regular' });
    expect(v.stacks.find((s) => s.hex === '2619')?.top?.supply).toBeUndefined();
    expect(v.supply).toMatchObject({ markers: { german: [], soviet: [] }, aerial: null, tamanActive: false, oosPile: 0, networkCandidates: ['2624'] });
    expect(ruleset.view(state, null)).toMatchObject({ supply: { oosPile: 0 } });
    expect((ruleset.view(state, null) as { supply: object }).supply).not.toHaveProperty('networkCandidates');
  });

  it('options halve an out-of-supply unit\'s moves and say why', () => {
    const opts = ruleset.options(state, side('german'));
    const a = opts.find((o) => o.unit === 'ger-a')!;
    const k = opts.find((o) => o.unit === 'ger-k')!;
    expect(a.notes).toContain('out of supply: MF halved (DoS 7.16); attack and defense halved, no mobile assault (DoS 7.15)');
    expect(Math.max(...a.moves!.map((m) => m.cost))).toBe(2);
    expect(k.notes ?? []).toEqual([]);
    expect(Math.max(...k.moves!.map((m) => m.cost))).toBeGreaterThan(2);
  });

  it('the template names the supply orders the window takes', () => {
    const opening = { ...state, at: { side: 'german' as const, step: 0 as const }, phaseOrder: null };
    const notes = ruleset.template(opening, side('german')).notes.join('\n');
    expect(notes).toContain('network: {add: hex}');
    expect(notes).toContain('qualifying now: 2624');
    expect(notes).toContain('aerial: {hex}');
    expect(ruleset.window(opening)?.accepts).toEqual(expect.arrayContaining(['network', 'aerial']));
  });

  it('during a Soviet window the German template still offers his standing aerial order (DoS 7.6, digest §6 N4), and the Soviet template does not', () => {
    const sovietTurn = { ...state, at: { side: 'soviet' as const, step: 0 as const }, phaseOrder: null };
    const german = ruleset.template(sovietTurn, side('german'));
    expect(german.notes.join('\n')).toContain('waits for the soviet player');
    expect(german.notes.join('\n')).toContain('standing: {aerial: {hex, when: soviet-turn | attacked}}');
    expect(german.notes.join('\n')).toContain('standing: {retreat:');
    expect(ruleset.template(sovietTurn, side('soviet')).notes.join('\n')).not.toContain('standing: {aerial');
  });
});
