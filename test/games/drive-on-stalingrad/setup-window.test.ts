import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { side } from '#kernel/ids';
import { driveOnStalingrad as r } from '#games/drive-on-stalingrad';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { submission } from './support/tiny-game';
import bundle from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { createDriveOnStalingrad } from '#games/drive-on-stalingrad';
import { DataBundle } from '#games/drive-on-stalingrad/data/schema';
import { armyOf, releaseTurn } from '#games/drive-on-stalingrad/rules/army-release';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { unitDef } from '#games/drive-on-stalingrad/state/units';

/**
 * The players' set-up of Operation Blue (DoS 12.1), chosen with the game option
 * `setup: players`: the Soviet spreads the units of the front-line hexes over the
 * front-line hexes, then the German places his units inside their army areas.
 */
const start = (): DosState => r.setup('operation-blue', { setup: 'players' });
const dice = () => new FixedDice([]);
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const place = (units: string[], hex: string) => ({ place: { units, hex } });
const afterSoviet = (orders: unknown[] = []) => r.adjudicate(start(), [submission('soviet', orders)], dice()).state;

describe('set-up windows (DoS 12.1)', () => {
  it('opens the Soviet set-up, then the German set-up, then game turn 1; without the option the game starts at T01', () => {
    expect(r.window(r.setup('operation-blue'))?.id).toBe('T01/german');
    expect(r.window(r.setup('operation-blue', { setup: 'historical' }))?.id).toBe('T01/german');
    const s0 = start();
    expect(r.window(s0)).toMatchObject({ id: 'T00/soviet-setup', waitingFor: ['soviet'], accepts: ['place'] });
    expect(r.headline(s0)).toBe('Set-up (DoS 12.1): Soviet to set up');
    const s1 = afterSoviet();
    expect(r.window(s1)).toMatchObject({ id: 'T00/german-setup', waitingFor: ['german'] });
    const s2 = r.adjudicate(s1, [submission('german', [])], dice()).state;
    expect(r.window(s2)?.id).toBe('T01/german');
    expect(s2.setup).toBeUndefined();
    // the historical set-up stands when neither side moves a unit
    expect(s2.units).toEqual(r.setup('operation-blue').units);
  });

  it('Operation Uranus has no players\' set-up (its set-up is not in the rulebook text)', () => {
    expect(r.window(r.setup('operation-uranus', { setup: 'players' }))?.id).toBe('T01/soviet');
  });

  it('refuses an option value it does not know', () => {
    expect(() => r.setup('operation-blue', { setup: 'random' })).toThrow(/"players" or "historical"/);
  });

  it('the Soviet moves front-line units between front-line hexes: "how many units he places in each front line hex is up to him"', () => {
    const orders = [place(['sov-12a-176rd', 'sov-12a-261rd'], '2527')];
    expect(r.check(start(), submission('soviet', orders))).toEqual([]);
    const { state, events } = r.adjudicate(start(), [submission('soviet', orders)], dice());
    expect(state.units['sov-12a-176rd']?.hex).toBe('2527');
    expect(state.units['sov-12a-261rd']?.hex).toBe('2527');
    expect(events).toEqual([
      expect.objectContaining({ type: 'set-up', side: 'soviet', rule: 'DoS 12.1', placed: [{ unit: 'sov-12a-176rd', hex: '2527' }, { unit: 'sov-12a-261rd', hex: '2527' }] }),
    ]);
  });

  it('a front-line army stays opposite the German armies it faces (3.2: it activates with "the army of the German side that\'s opposite it")', () => {
    // 13A faces 2A (released GT1): its units may not go opposite the 17th Army (GT4), where they would move on GT1
    const issues = r.check(start(), submission('soviet', [place(['sov-13a-132rd'], '2527')]));
    expect(issues).toEqual([expect.objectContaining({ path: ['orders', 0, 'place', 'units', 0], code: 'outside-set-up-area', rule: 'DoS 3.2' })]);
    expect(issues[0]!.message).toContain('2A');
    // 56A faces 17A: any front-line hex opposite the 17th Army's area, with 2626 still held
    expect(r.check(start(), submission('soviet', [place(['sov-56a-30rd'], '2128')]))).toEqual([]);
    expect(codes(r.check(start(), submission('soviet', [place(['sov-56a-30rd'], '2028')])))).toEqual(['outside-set-up-area']);
  });

  it('every front-line hex must hold a Soviet unit when the set-up is completed', () => {
    const issues = r.check(start(), submission('soviet', [place(['sov-21a-227rd'], '0830')]));
    expect(issues).toEqual([expect.objectContaining({ path: ['orders'], code: 'front-line-hex-empty', rule: 'DoS 12.1' })]);
    expect(issues[0]!.message).toContain('0931');
  });

  it('reports every problem of a Soviet set-up file at once', () => {
    const issues = r.check(
      start(),
      submission('soviet', [
        place(['sov-12a-4rd'], '1215'), // not a front-line hex
        place(['sov-5ra-1rd', 'ger-9pz', 'sov-nobody'], '0130'), // held off the line, a German unit, an unknown id
        place(['sov-12a-4rd'], '2527'), // placed twice
        place(['sov-56a-30rd', 'sov-56a-31rd', 'sov-56a-339rd', 'sov-56a-347rd', 'sov-9a-106rd', 'sov-9a-296rd'], '2427'), // 5 + 6 > 8
        { move: { unit: 'sov-12a-74rd', path: ['2428'] } },
      ]),
    );
    expect(issues.map((i) => [i.path.join('.'), i.code])).toEqual([
      ['orders.4.move', 'wrong-window'],
      ['orders.0.place.units.0', 'outside-set-up-area'],
      ['orders.1.place.units.0', 'fixed-set-up'],
      ['orders.1.place.units.1', 'not-your-unit'],
      ['orders.1.place.units.2', 'unknown-unit'],
      ['orders.2.place.units.0', 'placed-twice'],
      ['orders.3.place.hex', 'over-stacked'],
      ['orders', 'front-line-hex-empty'],
    ]);
    expect(issues.find((i) => i.code === 'over-stacked')?.rule).toBe('DoS 6.1');
  });

  it('the German sets up inside each army\'s area with normal stacking; another army\'s area is refused', () => {
    const s1 = afterSoviet();
    expect(r.check(s1, submission('german', [place(['ger-11pz'], '0533')]))).toEqual([]);
    expect(codes(r.check(s1, submission('german', [place(['ger-11pz'], '1230')])))).toEqual(['outside-set-up-area']);
    // the 2H area holds the Hungarians; a German division of 6A may not go there
    expect(codes(r.check(s1, submission('german', [place(['ger-79inf'], '0732')])))).toEqual(['outside-set-up-area']);
    expect(codes(r.check(s1, submission('german', [place(['hun-13lt'], '0732')])))).toEqual([]);
    // the army areas lie west of the start line, in German-held hexes (3.4): 0130, a front-line hex in 2A's rows, is not one
    expect(codes(r.check(s1, submission('german', [place(['ger-299inf'], '0130')])))).toEqual(['outside-set-up-area']);
    // 6.1: 0332 holds 11pz and 88inf; seven more make nine
    const crowded = r.check(s1, submission('german', [place(['ger-3mot', 'ger-9pz', 'ger-16mot'], '0332'), place(['ger-24pz', 'ger-gd', 'ger-377inf', 'ger-387inf'], '0332')]));
    expect(codes(crowded)).toEqual(['over-stacked']);
    expect(crowded[0]).toMatchObject({ path: ['orders', 0, 'place', 'hex'], rule: 'DoS 6.1' });
  });

  it('a starting unit of no listed army is set up freely, one a hex, and joins the army of the area it sets up in (12.1 for 3.2)', () => {
    // the shipped counters give every starting unit an army; here two security divisions have none
    const data = DataBundle.parse(bundle);
    const free = new Set(['ger-444sec', 'ger-213sec']);
    const modified = { ...data, units: data.units.map((u) => (free.has(u.id) ? { ...u, army: undefined } : u)) };
    const f = createDriveOnStalingrad(modified);
    const ctx = createContext(modified);
    const s1 = f.adjudicate(f.setup('operation-blue', { setup: 'players' }), [submission('soviet', [])], dice()).state;
    expect(f.check(s1, submission('german', [place(['ger-444sec', 'ger-213sec'], '1230')])).map((i) => i.code)).toEqual(['free-units-share-hex']);
    const s2 = f.adjudicate(s1, [submission('german', [place(['ger-444sec'], '1230'), place(['ger-213sec'], '0131')])], dice()).state;
    expect(armyOf(s2, unitDef(ctx, 'ger-444sec'))).toBe('6A');
    expect(armyOf(s2, unitDef(ctx, 'ger-213sec'))).toBe('2A');
    expect(releaseTurn(ctx, s2, unitDef(ctx, 'ger-444sec'))).toBe(2); // 6A is released on game turn 2 (3.2)
  });

  it('the German may not place in the Soviet set-up window, and the Soviet may send standing orders only', () => {
    expect(codes(r.check(start(), submission('german', [place(['ger-11pz'], '0533')])))).toEqual(['not-your-window']);
    expect(r.check(start(), submission('german', [], { losses: 'fewest-factors' }))).toEqual([]);
  });

  it('a place order outside a set-up window is refused', () => {
    const t1 = r.setup('operation-blue');
    expect(r.check(t1, submission('german', [place(['ger-11pz'], '0533')]))).toEqual([
      expect.objectContaining({ path: ['orders', 0, 'place'], code: 'wrong-window', rule: 'DoS 12.1' }),
    ]);
  });

  it('the template lists every placeable unit with its hexes and an example that passes check()', () => {
    for (const [state, who] of [[start(), 'soviet'], [afterSoviet(), 'german']] as const) {
      const t = r.template(state, side(who));
      expect(t.notes.join(' ')).toContain('DoS 12.1');
      expect(t.units.length).toBeGreaterThan(40);
      expect(t.units.every((u) => (u.placements?.length ?? 0) > 0 && u.placements!.includes(u.hex))).toBe(true);
      expect(r.check(state, submission(who, t.exampleOrders))).toEqual([]);
    }
    expect(r.options(start(), side('german'))).toEqual([]);
  });

  it('the German sees the Soviet placements before setting up', () => {
    const s1 = afterSoviet([place(['sov-13a-143rd'], '0130')]);
    const view = r.view(s1, side('german')) as { window: string; stacks: { hex: string; side: string; count: number }[] };
    expect(view.window).toBe('T00/german-setup');
    expect(view.stacks.find((s) => s.hex === '0130' && s.side === 'soviet')?.count).toBe(4);
  });
});
