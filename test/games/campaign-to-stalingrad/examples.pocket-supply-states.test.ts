import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { CAMPAIGN_COMPLETE_ENGINE, CAUCASUS_ENGINE } from '#games/campaign-to-stalingrad/data/engine-bundle';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { checkRailMove } from '#games/campaign-to-stalingrad/rules/movement/rail';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { pocketStep } from '#games/campaign-to-stalingrad/rules/pockets/pocket-step';
import type { IsolatedPocket } from '#games/campaign-to-stalingrad/state/pocket';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { viewFor } from '#games/campaign-to-stalingrad/view';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const LABEL = 'T01/axis-combat';
const typed = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

/**
 * A fragment of the 6th Army's pocket: the German Army HQ with a Supply Depot, an infantry
 * division (non-motorized, MA 4) and a panzer division (motorized, MA 8) next to it, the Axis
 * with no friendly map edge (every unit Isolated, 9.2), a Section II game. A rail line runs
 * along row 15.
 */
function sixthArmy(engine: string) {
  const units: TinyUnit[] = [
    { id: 'hq6', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1505' },
    { id: 'inf', side: 'axis', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex: '1506' },
    { id: 'pz', side: 'axis', type: 'panzer', faces: ['6-4-8', '3-2-8'], hex: '1504' },
  ];
  const hexsides: Record<string, string[]> = {};
  for (let c = 2; c <= 12; c++) hexsides[`15${String(c - 1).padStart(2, '0')}|15${String(c).padStart(2, '0')}`] = ['rail-primary'];
  const control: Record<string, 'axis'> = {};
  for (let c = 1; c <= 12; c++) control[`15${String(c).padStart(2, '0')}`] = 'axis';
  return tinyWorld({ units, edges: { axis: [] }, depots: [{ side: 'axis', hex: '1505' }], hexsides, control, scenario: { sections: [2] }, engine });
}

const pocket = (box: number): IsolatedPocket => ({ id: 'axis-01-1', side: 'axis', box, units: ['hq6', 'inf', 'pz'] });
const cts7 = sixthArmy(CAMPAIGN_COMPLETE_ENGINE);
const cts6 = sixthArmy(CAUCASUS_ENGINE);
const at = (w: typeof cts7, box: number, patch: Partial<CtsState> = {}): CtsState => ({ ...w.state, pockets: [pocket(box)], phase: 'movement', phasing: 'axis', ...patch });
const allowance = (w: typeof cts7, box: number, unit: string, path: string[]) => checkMove(w.ctx, at(w, box), { unit, path }).allowance;

describe('the Isolated Pocket Track: supply states (CtS 27.0, 27.2)', () => {
  it('27.2 FULL SUPPLY: "No effect on movement": the infantry moves 4, the panzers 8', () => {
    expect(allowance(cts7, 1, 'inf', ['1507'])).toBe(4);
    expect(allowance(cts7, 1, 'pz', ['1503'])).toBe(8);
  });

  it('27.2 PARTIAL SUPPLY: "motorized units ... may only move half of their Movement Allowance"; the infantry moves as before', () => {
    expect(allowance(cts7, 3, 'pz', ['1503'])).toBe(4);
    expect(allowance(cts7, 3, 'inf', ['1507'])).toBe(4);
    expect(checkMove(cts7.ctx, at(cts7, 3), { unit: 'pz', path: ['1503', '1502', '1501', '1401', '1301'] }).problems).toContainEqual(expect.objectContaining({ code: 'over-budget' }));
    const o = unitOptions(cts7.ctx, at(cts7, 3), 'axis', 'pz')[0]!;
    expect(Math.max(...o.moves!.map((m) => m.cost))).toBeLessThanOrEqual(4);
    expect(o.notes).toContainEqual(expect.stringContaining('Partial Supply: a motorized unit moves half its Movement Allowance (CtS 27.2)'));
  });

  it('27.2 FOOD AND AMMO SHORTAGE: "A) Non-motorized units have their Movement Allowance reduced by one"', () => {
    expect(allowance(cts7, 9, 'inf', ['1507'])).toBe(3);
    expect(checkMove(cts7.ctx, at(cts7, 9), { unit: 'inf', path: ['1507', '1508', '1509', '1510'] }).problems).toContainEqual(expect.objectContaining({ code: 'over-budget' }));
    expect(allowance(cts7, 9, 'pz', ['1503'])).toBe(8); // motorized: Out Of Supply (16.4) limits it instead
  });

  it('27.2 CRITICAL: "A) All units may move a maximum of one hex per turn", by rail neither', () => {
    const two = checkMove(cts7.ctx, at(cts7, 11), { unit: 'inf', path: ['1507', '1508'] });
    expect(two.problems).toContainEqual(expect.objectContaining({ code: 'pocket-one-hex', rule: 'CtS 27.2' }));
    expect(checkMove(cts7.ctx, at(cts7, 11), { unit: 'inf', path: ['1507'] }).problems).toEqual([]);
    expect(unitOptions(cts7.ctx, at(cts7, 11), 'axis', 'inf')[0]!.moves!.every((m) => m.path.length <= 1)).toBe(true);
    expect(checkRailMove(cts7.ctx, at(cts7, 11), 'inf', ['1507', '1508', '1509'])).toContainEqual(expect.objectContaining({ code: 'pocket-one-hex' }));
    expect(checkRailMove(cts7.ctx, at(cts7, 1), 'inf', ['1507', '1508', '1509'])).toEqual([]);
  });

  it('27.2 DEPOTS DEPLETED: the pocket\'s Depot gives no General Supply, "All units in the pocket are considered Out Of Supply"; the Depot stays', () => {
    const partial = supplyPhase(cts7.ctx, at(cts7, 5), 'axis');
    expect(partial.state.units.inf!.outOfSupply).toBe(false); // 16.10: 1506 traces to the Depot in 1505
    const depleted = supplyPhase(cts7.ctx, at(cts7, 6), 'axis');
    expect(depleted.state.units.inf!.outOfSupply).toBe(true);
    expect(depleted.state.units.pz!.outOfSupply).toBe(true);
    expect(depleted.state.units.hq6!.outOfSupply).toBe(true);
    expect(depleted.state.depots).toEqual([{ side: 'axis', hex: '1505' }]); // "Do not remove the Depot markers"
    // 16.4 follows: the Out Of Supply panzers move one hex at most
    const moved = { ...at(cts7, 6), units: depleted.state.units };
    expect(checkMove(cts7.ctx, moved, { unit: 'pz', path: ['1503', '1502'] }).problems).toContainEqual(expect.objectContaining({ code: 'oos-motorized', rule: 'CtS 16.4' }));
  });

  it('27.0, 27.2 PARTIAL SUPPLY: "Army HQ and Depots retain their General Supply ability": the Isolated 6th Army HQ supplies its pocket until Depots Depleted', () => {
    const noDepot = (w: typeof cts7, box: number): CtsState => ({ ...at(w, box), depots: [] });
    const partial = supplyPhase(cts7.ctx, noDepot(cts7, 3), 'axis');
    expect([partial.state.units.inf!.outOfSupply, partial.state.units.pz!.outOfSupply]).toEqual([false, false]);
    const depleted = supplyPhase(cts7.ctx, noDepot(cts7, 6), 'axis');
    expect([depleted.state.units.inf!.outOfSupply, depleted.state.units.pz!.outOfSupply]).toEqual([true, true]);
    // engine cts-6 reads 16.7 alone: an Isolated Army HQ is no General Supply source
    expect(supplyPhase(cts6.ctx, noDepot(cts6, 3), 'axis').state.units.inf!.outOfSupply).toBe(true);
  });

  it('27.2: the marker rolled into Depots Depleted in the Supply Phase puts the pocket\'s units Out Of Supply at once', () => {
    const r = pocketStep(cts7.ctx, { ...cts7.state, pockets: [pocket(5)] }, 'axis', cts7.state.air, new FixedDice({ [`${LABEL}/pocket-axis-01-1`]: 6 }), LABEL);
    expect(typed(r.events, 'pocket-air-transport')).toMatchObject([{ from: 5, to: 7, condition: 'depleted' }]);
    expect(typed(r.events, 'pocket-out-of-supply')).toMatchObject([{ pocket: 'axis-01-1', box: 7, units: ['hq6', 'inf', 'pz'], rule: 'CtS 27.2' }]);
    expect(r.state.units.inf!.outOfSupply).toBe(true);
  });

  it('the view names each pocket\'s supply state (27.2)', () => {
    const view = viewFor(at(cts7, 9), 'axis', cts7.ctx) as { pockets: { id: string; box: number; condition: string; supplyState: string }[] };
    expect(view.pockets).toMatchObject([{ id: 'axis-01-1', box: 9, condition: 'shortage', supplyState: 'Food and Ammo Shortage (-1)' }]);
  });

  it('a game of engine cts-6 plays as before: the Track shifts combat only', () => {
    expect(allowance(cts6, 3, 'pz', ['1503'])).toBe(8);
    expect(allowance(cts6, 9, 'inf', ['1507'])).toBe(4);
    expect(checkMove(cts6.ctx, at(cts6, 11), { unit: 'inf', path: ['1507', '1508'] }).problems).toEqual([]);
    expect(supplyPhase(cts6.ctx, at(cts6, 6), 'axis').state.units.inf!.outOfSupply).toBe(false);
    const r = pocketStep(cts6.ctx, { ...cts6.state, pockets: [pocket(5)] }, 'axis', cts6.state.air, new FixedDice({ [`${LABEL}/pocket-axis-01-1`]: 6 }), LABEL);
    expect(typed(r.events, 'pocket-out-of-supply')).toEqual([]);
    expect(r.state.units.inf!.outOfSupply).toBe(false);
  });
});
