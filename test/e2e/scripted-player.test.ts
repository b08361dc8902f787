import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId } from '#kernel/ids';
import { failingOrderIndexes } from './support/failing-orders';
import { fillTemplate } from './support/fill-template';
import { dosDistanceField } from './support/hex-distance';
import { oddsRatio } from './support/odds-ratio';
import { ATTACK_EVERYTHING, planAttacks } from './support/plan-attacks';
import { MOVE_EVERYTHING, planMoves } from './support/plan-moves';
import { AGGRESSIVE, scriptedOrders } from './support/scripted-player';

const unit = (id: string, hex: string, extra: Partial<UnitOptions> = {}): UnitOptions => ({ unit: unitId(id), label: id, hex: hexId(hex), ...extra });
const attack = (target: string, odds?: string) => (odds ? { target: hexId(target), odds } : { target: hexId(target) });
const move = (to: string, cost: number, path: string[]) => ({ hex: hexId(to), cost, path: path.map(hexId) });

describe('the scripted player', () => {
  test('reads odds labels, counting what it cannot read as 1:1', () => {
    expect(oddsRatio('3:1')).toBe(3);
    expect(oddsRatio('1:2')).toBe(0.5);
    expect(oddsRatio(undefined)).toBe(1);
    expect(oddsRatio('?')).toBe(1);
  });

  test('attacks the best-odds hex first with every free adjacent unit, then the next', () => {
    const options = [
      unit('a', '0101', { attacks: [attack('0102', '2:1'), attack('0201', '1:1')] }),
      unit('b', '0103', { attacks: [attack('0102', '1:1')] }),
      unit('c', '0202', { attacks: [attack('0201', '1:2')] }),
    ];
    expect(planAttacks(options, ATTACK_EVERYTHING)).toEqual([
      { attack: { target: '0102', units: ['a', 'b'], advance: 'all' } },
      { attack: { target: '0201', units: ['c'], advance: 'all' } },
    ]);
    // Below the policy's odds only the best attack is made.
    expect(planAttacks(options, { minRatio: 1, advance: 'none' })).toEqual([{ attack: { target: '0102', units: ['a', 'b'], advance: 'none' } }]);
    expect(planAttacks([unit('z', '0101')], ATTACK_EVERYTHING)).toEqual([]);
  });

  test('moves toward the enemy stack by stack, never two units to one hex', () => {
    const near = dosDistanceField(['0110']);
    const options = [
      unit('b', '0105', { moves: [move('0106', 1, ['0106']), move('0107', 2, ['0106', '0107'])] }),
      unit('a', '0105', { moves: [move('0107', 2, ['0106', '0107']), move('0104', 1, ['0104'])] }),
      unit('c', '0101', { moves: [move('0102', 1, ['0102'])] }),
      unit('d', '0109', { moves: [move('0108', 1, ['0108'])] }),
    ];
    expect(planMoves(options, near, { who: 'closer', limit: Infinity })).toEqual([
      { move: { unit: 'c', path: ['0102'] } },
      { move: { unit: 'a', path: ['0106', '0107'] } },
      { move: { unit: 'b', path: ['0106'] } },
    ]);
    expect(planMoves(options, near, MOVE_EVERYTHING).map((m) => m.move.unit)).toEqual(['c', 'a', 'b', 'd']);
    expect(planMoves(options, near, { who: 'every', limit: 2 })).toHaveLength(2);
  });

  test('gives attacks to a window that accepts them and moves to one that accepts only moves', () => {
    const options = [unit('a', '0101', { attacks: [attack('0102')], moves: [move('0103', 1, ['0103'])] })];
    const view = { options, enemyDistance: dosDistanceField(['0102']) };
    expect(scriptedOrders({ ...view, accepts: ['declare', 'attack', 'move'] }, AGGRESSIVE)).toEqual([{ attack: { target: '0102', units: ['a'], advance: 'all' } }]);
    expect(scriptedOrders({ ...view, accepts: ['move'] }, { ...AGGRESSIVE, move: MOVE_EVERYTHING })).toEqual([{ move: { unit: 'a', path: ['0103'] } }]);
    expect(scriptedOrders({ ...view, accepts: ['withdraw'] })).toEqual([]);
  });

  test('keeps out of the hexes a policy avoids, and brings in reinforcements when told to', () => {
    const near = dosDistanceField(['0110']);
    const options = [
      unit('a', '0105', { attacks: [attack('0104', '3:1'), attack('0106', '1:2')], moves: [move('0107', 2, ['0106', '0107']), move('0104', 1, ['0104'])] }),
      unit('r2', '0201', { entries: [{ hex: hexId('0201'), cost: 1 }, { hex: hexId('0202'), cost: 2 }] }),
      unit('r1', '0301', { entries: [{ hex: hexId('0301'), cost: 1 }] }),
    ];
    expect(planAttacks(options, { ...ATTACK_EVERYTHING, avoid: ['0104'] })).toEqual([{ attack: { target: '0106', units: ['a'], advance: 'all' } }]);
    expect(planMoves(options, near, { ...MOVE_EVERYTHING, avoid: ['0106'] })).toEqual([{ move: { unit: 'a', path: ['0104'] } }]);
    const view = { options, enemyDistance: near, accepts: ['move', 'enter'] };
    expect(scriptedOrders(view, { ...AGGRESSIVE, enter: true })).toEqual([
      { enter: { units: ['r1'], at: '0301' } },
      { enter: { units: ['r2'], at: '0201' } },
      { move: { unit: 'a', path: ['0106', '0107'] } },
    ]);
    expect(scriptedOrders(view, AGGRESSIVE)).toEqual([{ move: { unit: 'a', path: ['0106', '0107'] } }]);
  });

  test('finds the orders a refusal names, and gives up on problems outside the orders', () => {
    const issue = (path: (string | number)[]) => ({ path, code: 'x', message: 'x' });
    expect(failingOrderIndexes([issue(['orders', 2, 'move', 'path', 1]), issue(['orders', 0])])).toEqual(new Set([0, 2]));
    expect(failingOrderIndexes([issue(['orders', 1]), issue(['window'])])).toBeNull();
    expect(failingOrderIndexes([issue(['orders'])])).toBeNull();
    expect(failingOrderIndexes([])).toBeNull();
  });

  test('fills a template and keeps its envelope and comments', () => {
    const template = '# a comment\nformat: umpire-turn/1\ngame: g_1\nside: german\nwindow: T01/german\nfinal: true\norders: []\n';
    const text = fillTemplate(template, { orders: [{ attack: { target: '0102', units: ['a'] } }], final: false, entropy: 'words', standing: { losses: 'fewest-factors' } });
    expect(text).toContain('# a comment');
    expect(parse(text)).toEqual({
      format: 'umpire-turn/1',
      game: 'g_1',
      side: 'german',
      window: 'T01/german',
      final: false,
      orders: [{ attack: { target: '0102', units: ['a'] } }],
      entropy: 'words',
      standing: { losses: 'fewest-factors' },
    });
  });
});
