import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side } from '#kernel/ids';
import { driveOnStalingrad as r } from '#games/drive-on-stalingrad';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import bundleJson from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { DataBundle } from '#games/drive-on-stalingrad/data/schema';
import { submission } from './support/tiny-game';

const bundle = DataBundle.parse(bundleJson);

/** Section 8 on the shipped Operation Blue data: Taman (8.2), the south map (8.5), the GT6 withdrawal (8.7). */
const at = (turn: number, who: 'german' | 'soviet', step: 0 | 1): DosState => ({
  ...r.setup('operation-blue'),
  turn,
  at: { side: who, step },
  phaseOrder: step === 1 ? 'combat-first' : null,
});

describe('arrivals with the shipped data (DoS 8.2, 8.5, 8.7)', () => {
  it('8.2: a German unit entering Taman 3634 brings the 46th Infantry and the 3R Mountain division, which may not move that game turn', () => {
    const state = at(5, 'german', 1);
    state.units = { ...state.units, 'ger-1mtn': { ...state.units['ger-1mtn']!, hex: hexId('3633') } };
    state.control = { '3633': 'german' };
    const out = r.adjudicate(state, [submission('german', [{ move: { unit: 'ger-1mtn', path: ['3634'] } }])], new FixedDice(Array.from({ length: 20 }, () => 4)));
    const arrival = out.events.find((e) => e.type === 'taman-arrival');
    expect(arrival).toMatchObject({ units: ['ger-46inf', 'rom-3mtn'], visibleTo: ['german'] });
    expect(out.state.units['ger-46inf']).toMatchObject({ status: 'on-map', hex: '3634', steps: 2 });
    expect(out.state.units['rom-3mtn']!.status).toBe('on-map');
    expect(out.state.arrivals.taman).toBe(5);
    const later = { ...out.state, at: { side: 'german' as const, step: 1 as const }, phaseOrder: 'movement-first' as const };
    expect(r.options(later, side('german')).find((o) => o.unit === 'ger-46inf')?.notes).toEqual(expect.arrayContaining([expect.stringContaining('DoS 8.2')]));
  });

  it('8.5: a Soviet player turn that begins with Rostov German-held opens the gate; two rifle divisions are drawn, to enter on the south map only', () => {
    const state = at(5, 'german', 1);
    state.units = { ...state.units, 'sov-118ur': { ...state.units['sov-118ur']!, hex: null, steps: 0, status: 'eliminated' } };
    state.control = { '2725': 'german' };
    const dice = FixedDice.mixed({ 'T05/soviet/south-reinforcements/draw-1': 1, 'T05/soviet/south-reinforcements/draw-2': 1 }, Array.from({ length: 10 }, () => 4));
    const out = r.adjudicate(state, [submission('german', [])], dice);
    const pool = [...bundle.scenarios.find((s) => s.id === 'operation-blue')!.southReinforcements!.pool].sort();
    const drawn = out.events.find((e) => e.type === 'south-reinforcements-drawn');
    expect(drawn).toMatchObject({ units: [pool[0], pool[1]], visibleTo: ['soviet'] }); // a 1, then a 1: the first left each time
    expect(dice.transcript().filter((d) => d.hidden).map((d) => [d.label, d.sides])).toEqual([
      ['T05/soviet/south-reinforcements/draw-1', pool.length],
      ['T05/soviet/south-reinforcements/draw-2', pool.length - 1],
    ]);
    const movement = { ...out.state, at: { side: 'soviet' as const, step: 1 as const }, phaseOrder: 'combat-first' as const };
    const entries = r.options(movement, side('soviet')).find((o) => o.unit === pool[0])?.entries?.map((e) => e.hex) ?? [];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((h) => Number(h.slice(0, 2)) >= 34 || h === '3301')).toBe(true);
    expect(JSON.stringify(r.view(out.state, side('german')))).not.toContain(`"${pool[0]}"`);
    expect(JSON.stringify(r.view(out.state, side('soviet')))).toContain(`"${pool[0]}"`);
  });

  it('8.7: on GT6 with no withdraw order the default takes Gross Deutschland, two panzer divisions and an infantry division of 7 or more', () => {
    const out = r.adjudicate(at(6, 'german', 0), [submission('german', [])], new FixedDice(Array.from({ length: 60 }, () => 4)));
    const w = out.events.find((e) => e.type === 'withdrawal')!;
    expect(w.shortfalls).toEqual([]);
    const units = w.units as string[];
    expect(units).toHaveLength(4);
    expect(units[0]).toBe('ger-gd');
    expect(units.filter((id) => id.endsWith('pz'))).toHaveLength(2);
    expect(units.filter((id) => id.endsWith('inf'))).toHaveLength(1);
    for (const id of units) expect(out.state.units[id]!.status).toBe('withdrawn');
    expect(out.events.find((e) => e.type === 'withdrawal-made')).toMatchObject({ count: 4 });
    expect(out.events.find((e) => e.type === 'withdrawal-made')?.visibleTo).toBeUndefined();
  });
});
