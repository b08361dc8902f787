import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../src/kernel/dice';
import { adjudicateWindow } from '../../../src/games/campaign-to-stalingrad/windows/adjudicate';
import { withGameOptions } from '../../../src/games/campaign-to-stalingrad/setup/game-options';
import { campaignToStalingrad as cts } from '../../../src/games/campaign-to-stalingrad';
import { tinyWorld } from './support/tiny-world';

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
  it('default soviet: the Axis leads by 1, short of twenty, and the Soviet wins', () => {
    const { result, event } = end();
    expect(result).toMatchObject({ ended: true, winner: 'soviet', vp: { axis: 1, soviet: 0 } });
    expect(event).toMatchObject({ winner: 'soviet', rule: 'CtS 35.8' });
  });
  it('draw: the Axis may not win and the Soviet does not have the most points, so nobody wins', () => {
    const { result, event } = end({ shortAxisLead: 'draw' });
    expect(result).toMatchObject({ ended: true, vp: { axis: 1, soviet: 0 } });
    expect(result?.winner).toBeUndefined();
    expect(result?.reason).toMatch(/a draw/);
    expect(event).not.toHaveProperty('winner');
  });
  it('the option is kept in the state only when not the default, and a bad value is refused', () => {
    expect(cts.setup('fall-blau', { shortAxisLead: 'soviet' }).rules).toBeUndefined();
    expect(cts.setup('fall-blau', { shortAxisLead: 'draw' }).rules).toEqual({ shortAxisLead: 'draw' });
    expect(() => cts.setup('fall-blau', { shortAxisLead: 'axis' })).toThrow(/shortAxisLead.*CtS 35\.8/);
  });
  it('the scenario lists it with its default', () => {
    expect(cts.scenarios.find((s) => s.id === 'fall-blau')?.options).toContainEqual(expect.objectContaining({ name: 'shortAxisLead', values: ['soviet', 'draw'], default: 'soviet', rule: 'CtS 35.8' }));
  });
});
