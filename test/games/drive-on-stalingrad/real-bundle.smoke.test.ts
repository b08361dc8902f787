import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side } from '#kernel/ids';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { readCrt } from '#games/drive-on-stalingrad/rules/crt';
import bundle from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { DataBundle } from '#games/drive-on-stalingrad/data/schema';
import { createContext } from '#games/drive-on-stalingrad/data/context';

describe('smoke: Operation Blue with the shipped data bundle', () => {
  const r = driveOnStalingrad;

  it('sets up, offers a template to the German and adjudicates the first window', () => {
    expect(r.scenarios.map((s) => s.id)).toContain('operation-blue');
    const state = r.setup('operation-blue');
    const w = r.window(state)!;
    expect([w.id, w.waitingFor, w.accepts]).toEqual(['T01/german', ['german'], ['declare', 'attack', 'network', 'aerial']]);
    const t = r.template(state, side('german'));
    expect(t.notes[0]).toMatch(/^Window T01\/german/);
    const sub = { side: side('german'), orders: t.exampleOrders };
    expect(r.check(state, sub)).toEqual([]);
    const out = r.adjudicate(state, [sub], new FixedDice(Array.from({ length: 200 }, () => 4)));
    expect(out.events[0]).toMatchObject({ type: 'declare', phaseOrder: 'combat-first' });
    expect(r.window(out.state)?.id).toBe('T01/german-movement');
    expect(r.headline(out.state)).toBe('GT01 German VP 0');
    expect(JSON.parse(JSON.stringify(r.view(out.state, side('soviet'))))).toMatchObject({ turn: 1, vp: 0 });
  });

  it('the shipped CRT gives DE for a 5 at 6:1 (DoS 11.29, digest X18)', () => {
    const crt = DataBundle.parse(bundle).tables.crt;
    expect(readCrt(crt, 6, 1, [], new FixedDice([5]), 'T01/german/2725/attack').result).toBe('DE');
  });

  it('keeps the hexes the rulebook cites: Rostov 2725 (alias N3635) is 7 hexes from Tsimlyanskiy 2618 (7.12)', () => {
    const ctx = createContext(DataBundle.parse(bundle));
    expect(ctx.map.resolve('N3635')).toBe('2725');
    expect(ctx.map.grid.distance(hexId('2725'), hexId('2618'))).toBe(7);
  });
});
