import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { bombardmentRules } from '#games/streets-of-stalingrad/windows/bombardment/index';
import { startWorkProblems, type StartWork } from '#games/streets-of-stalingrad/setup/works-at-start';
import { ofType, ruleset, sub } from './attack-fixture';
import { fragmentAt } from './river-flotilla-fixture';
import * as bomb from './bombardment-fixture';
import { env as engEnv, fragment as engFragment } from './engineering-fixture';
import { opportunityFireAt } from '#games/streets-of-stalingrad/opportunity-fire/at-moment';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';

/**
 * A reading of the River Flotilla on the WBBT (16.55), the tank repair unit's end (16.73),
 * a vehicle's fire out of the Tartar Wall and its side announced (9.31, 9.40) and the works
 * placed at set-up (17.19, 17.28, 17.38), rows RM-nn of docs/rules-audit-streets-of-stalingrad.md.
 */

describe('RM: the River Flotilla on the West Bank Bombardment Table (16.55, 14.41, 9.51)', () => {
  // The Soviet Attack Phase of turn 1: sov-rf-1 (EB-C) placed in 0326 fires at II/191 and 6/191
  // on the Volga cliff hex 0426 (attack-marked); the German plan aims his defensive fire at 0326.
  const W = 'T01/soviet-attack';
  const POSITION = { 'sov-rf-1': 'EB-C', 'sov-1-42g': '0526', 'ger-71-5-191': '0426', 'ger-71-6-191': '0426' };
  const AT_THE_FLOTILLA = { german: { defense: { policy: 'plan' as const, plan: [{ hex: '0426', at: '0326' }] } } };
  const game = () => fragmentAt(W, POSITION, ['0426'], { standing: AT_THE_FLOTILLA });
  const play = (attack: Record<string, unknown>, dice: Record<string, number>) => ruleset.adjudicate(game(), [sub('soviet', [{ attack }])], new FixedDice(dice));

  it('RM-03: the River Flotilla firing alone on the WBBT is no bombardment (14.41: only Stukas and/or IF artillery bombard): the Germans in 0426 fire defensively at 0326 first (9.51, 9.55)', () => {
    const r = play({ target: '0426', flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' }, { [`${W}/0426/df/0326`]: 2, [`${W}/0426/soviet/die`]: 10 });
    // as the CRT attack with the same flotilla does (river-flotilla-attack.test.ts)
    expect(ofType(r.events, 'defensive-fire')).toHaveLength(1);
  });

  it('RM-04: the River Flotilla that attacked on the WBBT is spent like every unit that attacks (9.18)', () => {
    const r = play({ target: '0426', flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' }, { [`${W}/0426/df/0326`]: 10, [`${W}/0426/soviet/die`]: 10 });
    expect(ofType(r.events, 'bombardment')).toHaveLength(1);
    expect(r.state.state.pieces['sov-rf-1']).toMatchObject({ spent: true });
  });
});

describe('RM: the tank repair unit\'s end (16.73)', () => {
  const REPAIR = 'sov-tank-repair';
  const withRepair = (s: SosState, hex: string): SosState => ({ ...s, pieces: { ...s.pieces, [REPAIR]: freshPiece(hex) } });

  it('RM-10: a P of a bombardment on a hex where the tank repair unit stands alone eliminates it (the P is read, though it marks no one)', () => {
    const T = '1010';
    const A = bomb.hexAt(T, 1);
    const M = bomb.hexAt(T, 3, [A]);
    const OP = bomb.hexAt(T, 2, [A, M]);
    const s = withRepair(bomb.fragment({ 'ger-nebelwerfer': M, 'ger-li-op': OP }), T);
    const order = { bombard: { target: T, table: 'wbbt', indirect: [{ units: ['ger-nebelwerfer'], spotter: 'ger-li-op' }] } } as SosOrder;
    const placed = bombardmentRules.adjudicate(bomb.bombardCtx('german-bombardment-2'), s, [order], new FixedDice([])).state;
    const ctx = { env: bomb.env, scenario: 'scenario-2' as const, standing: { german: null, soviet: null } };
    const r = runAutomatic(ctx, placed, { kind: 'automatic', step: '2.resolve', phase: 2, rule: '', notes: [], turn: 1 }, new FixedDice({ 'T01/2.resolve/1010/german/die': 5 }));
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({ target: T, result: 'P' });
    expect(r.state.pieces[REPAIR]).toMatchObject({ at: null, eliminated: true });
  });
});

describe('RM: a vehicle\'s fire and sight out of a Tartar Wall hex (9.31, 9.40 ∆)', () => {
  // The tank company 1/24 Panzer in Wall hex 2638: 2639 lies beyond the Wall, 2637 (Wall and
  // slope: clear for opportunity fire) on the hex's own side (wall-side.test.ts). Soviet rifles
  // move in 2637, the nearest enemy: by default the tank stands within the Wall; the German
  // declares it beyond (facing 2639). The mortar 4/276 in 2641 fires when the tank spots.
  const WALL = '2638';
  const TANK = 'ger-24-pz-1';
  const RIFLES = 'sov-42rb-1';
  const MORTAR = 'ger-4-276';
  const facing = (hex: string): SosStanding => ({ wallSide: [{ unit: TANK, facing: hex }] });

  it('RM-34: the tank declared beyond the Wall does not spot 2637 within it for a mortar\'s opportunity fire (its declaration is read, as for its own fire and for bombardment spotting)', () => {
    const s = bomb.fragment({ [TANK]: WALL, [RIFLES]: '2637', [MORTAR]: '2641' });
    const fire = (firerStanding: SosStanding) => {
      const m = { side: 'german' as const, rules: [{ indirect: { units: [MORTAR], spotter: TANK } }], turn: 1, phase: 8, date: '09-13', place: '2637', movers: [RIFLES], lossOrder: undefined, label: 'T01/soviet-movement/of', moverStanding: null, firerStanding };
      return opportunityFireAt(bomb.env, s, m, new Set(), FixedDice.mixed({}, Array(20).fill(10))).events.filter((e) => JSON.stringify(e).includes(MORTAR));
    };
    // declared within (facing 2637), the tank spots for the mortar
    expect(fire(facing('2637'))).not.toEqual([]);
    // declared beyond, its own direct fire at 2637 is held (wall-side-firer.test.ts); the mortar does not fire with it as spotter
    expect(fire(facing('2639'))).toEqual([]);
  });
});

describe('RM: works placed at set-up (17.19, 17.28, 17.38)', () => {
  it('RM-20 (agrees, kept): a bridge is not placed on a balka hex an enemy direct fire unit stands in (in range and sight of its own hex)', () => {
    const B = '1825';
    const listed: StartWork[] = [{ kind: 'bridge', count: 1 }];
    const s = engFragment({ 'sov-1-42g': B });
    const codes = startWorkProblems(engEnv, s, 'german', listed, [{ kind: 'bridge', hex: B }], (i) => ['orders', i]).map((x) => x.code);
    expect(codes).toContain('enemy-fire-range');
  });
});
