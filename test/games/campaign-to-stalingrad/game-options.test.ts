import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { adjudicateWindow } from '#games/campaign-to-stalingrad/windows/adjudicate';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { tinyWorld } from './support/tiny-world';
import { battleIssues } from '#games/campaign-to-stalingrad/windows/legality';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';

/**
 * CtS 35.8 "The player with the most Victory Points wins. [Change] Exception To win, the
 * Axis Player must have at least twenty more Victory Points than the Soviet Player."
 * The game ends with the Soviet player turn of the last turn; two Soviet divisions in the
 * Cadre Box give the Axis 1 VP (35.8 Axis A), the Soviet has none: the Axis leads by less
 * than twenty.
 */
describe('CtS 35.8 an Axis lead short of the margin: game option shortAxisLead', () => {
  const end = (options?: Record<string, unknown>) => {
    const world = tinyWorld({
      scenario: { lastTurn: 15, axisMargin: 20 },
      units: [
        { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1514' },
        { id: 'r1', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1510', where: 'cadre' },
        { id: 'r2', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1510', where: 'cadre' },
      ],
    });
    const state = { ...withGameOptions(world.state, options), turn: 15, phasing: 'soviet' as const, phase: 'combat' as const };
    const r = adjudicateWindow(world.ctx, state, [], new FixedDice({}));
    return { result: r.state.result, event: r.events.find((e) => e.type === 'game-over') };
  };
  it('soviet: the Axis leads by 1, short of twenty, and the Soviet wins', () => {
    const { result, event } = end({ shortAxisLead: 'soviet' });
    expect(result).toMatchObject({ ended: true, winner: 'soviet', vp: { axis: 1, soviet: 0 } });
    expect(event).toMatchObject({ winner: 'soviet', rule: 'CtS 35.8' });
  });
  it('default draw: the Axis may not win and the Soviet does not have the most points, so nobody wins', () => {
    expect(end().result).toEqual(end({ shortAxisLead: 'draw' }).result);
    const { result, event } = end();
    expect(result).toMatchObject({ ended: true, vp: { axis: 1, soviet: 0 } });
    expect(result?.winner).toBeUndefined();
    expect(result?.reason).toMatch(/a draw/);
    expect(event).not.toHaveProperty('winner');
  });
  it('the option is kept in the state only when not the default, and a bad value is refused', () => {
    expect(cts.setup('fall-blau', { shortAxisLead: 'draw' }).rules).toBeUndefined();
    expect(cts.setup('fall-blau', { shortAxisLead: 'soviet' }).rules).toEqual({ shortAxisLead: 'soviet' });
    expect(() => cts.setup('fall-blau', { shortAxisLead: 'axis' })).toThrow(/shortAxisLead.*CtS 35\.8/);
  });
  it('the scenario lists it with its default', () => {
    expect(cts.scenarios.find((s) => s.id === 'fall-blau')?.options).toContainEqual(expect.objectContaining({ name: 'shortAxisLead', values: ['soviet', 'draw'], default: 'draw', rule: 'CtS 35.8' }));
  });
});

/**
 * CtS 10.1 (6) "If a unit or stack is adjacent to more than one defending hex, it may attack
 * those hexes in one single Combat." (7) "... provided all of the attackers are adjacent to
 * the defender's hex." One Combat against 1512 and 1612: the infantry in 1513 is next to
 * both, the one in 1411 only to 1512.
 */
describe('CtS 10.1 (6), (7) a Combat against several hexes: game option multiHexAttack', () => {
  const issues = (options?: Record<string, unknown>) => {
    const world = tinyWorld({
      units: [
        { id: 'a1', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1513' },
        { id: 'a2', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1411' },
        { id: 's1', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1512' },
        { id: 's2', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1612' },
      ],
    });
    expect(world.ctx.map.neighbours('1411' as never)).toContain('1512');
    expect(world.ctx.map.neighbours('1411' as never)).not.toContain('1612');
    const order = BattleOrderSchema.parse({ attackers: ['a1', 'a2'], targets: ['1512', '1612'] });
    return battleIssues(world.ctx, withGameOptions(world.state, options), 'axis', order, ['orders', 0, 'battle']);
  };
  it('any: each attacker is next to at least one of the hexes, so the Combat may be fought', () => {
    expect(issues({ multiHexAttack: 'any' })).toEqual([]);
  });
  it('default every: the infantry in 1411 is not next to 1612, so the Combat is refused', () => {
    expect(issues()).toEqual(issues({ multiHexAttack: 'every' }));
    expect(issues()).toEqual([
      expect.objectContaining({ path: ['orders', 0, 'battle', 'attackers', 1], code: 'not-adjacent-to-every-target', rule: 'CtS 10.1.7', message: expect.stringMatching(/not next to 1612/) }),
    ]);
  });
  it('the option is kept in the state only when not the default, and a bad value is refused', () => {
    expect(cts.setup('fall-blau', { multiHexAttack: 'every' }).rules).toBeUndefined();
    expect(cts.setup('fall-blau', { multiHexAttack: 'any', shortAxisLead: 'soviet' }).rules).toEqual({ shortAxisLead: 'soviet', multiHexAttack: 'any' });
    expect(() => cts.setup('fall-blau', { multiHexAttack: 'most' })).toThrow(/multiHexAttack.*CtS 10\.1/);
    expect(cts.scenarios.find((s) => s.id === 'fall-blau')?.options).toContainEqual(expect.objectContaining({ name: 'multiHexAttack', values: ['any', 'every'], default: 'every', rule: 'CtS 10.1' }));
  });
});
