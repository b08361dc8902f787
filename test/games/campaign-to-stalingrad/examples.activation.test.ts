import { describe, expect, it } from 'vitest';
import { activationCost } from '#games/campaign-to-stalingrad/rules/supply/activation-cost';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { FixedDice } from '#kernel/dice';
import { hexId } from '#kernel/ids';
import { tinyWorld, type TinySpec } from './support/tiny-world';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { templateFor } from '#games/campaign-to-stalingrad/template';

/** A rail line along row 15 from the Axis edge (1520) east to 1512, all Axis-controlled. */
function railWorld(hqHex: string, extra: Partial<TinySpec> = {}) {
  const hexsides: Record<string, string[]> = {};
  const control: Record<string, 'axis'> = {};
  for (let c = 20; c >= 12; c--) {
    const h = `15${c}`;
    control[h] = 'axis';
    if (c > 12) hexsides[`15${c - 1}|${h}`] = ['rail-primary'];
  }
  return tinyWorld({ hexsides, control, units: [{ id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: hqHex }], ...extra });
}

describe('Army HQ activation (CtS 16.7, 16.9)', () => {
  it('E36: an HQ on a Connecting Rail Hex costs 1 SP and 0 TP', () => {
    const { ctx, state } = railWorld('1514');
    expect(activationCost(ctx, state, 'axis', hexId('1514'))).toMatchObject({ sp: 1, tp: 0 });
  });
  it('E36: an HQ with a Depot stacked with it uses the Depot and no TP', () => {
    const { ctx, state } = railWorld('1309', { depots: [{ side: 'axis', hex: '1309' }] });
    expect(activationCost(ctx, state, 'axis', hexId('1309'))).toMatchObject({ sp: 0, tp: 0, depot: '1309' });
  });
  it.each([
    ['1507', 5, 1],
    ['1506', 6, 2],
    ['1502', 10, 2],
  ])('E22: an HQ at %s, %i hexes from the railhead at 1512, costs %i TP and 1 SP', (hq, length, tp) => {
    const { ctx, state } = railWorld(hq);
    expect(activationCost(ctx, state, 'axis', hexId(hq))).toEqual({ sp: 1, tp, length });
  });
  it('16.1: the railhead stops where control stops: an enemy-controlled rail hex is no Connecting Rail Hex', () => {
    const { ctx, state } = railWorld('1514', { control: { '1520': 'axis', '1519': 'axis', '1518': 'axis', '1517': 'axis', '1516': 'axis', '1515': 'soviet', '1514': 'axis' } });
    expect(activationCost(ctx, state, 'axis', hexId('1514'))).toMatchObject({ sp: 1, tp: 1 });
  });
});

describe('Depots give Attack Supply and are used up (CtS 16.6)', () => {
  it('an attacker two hexes from a Depot is in Attack Supply, and the Depot is marked for removal', () => {
    const { ctx, state } = tinyWorld({
      depots: [{ side: 'axis', hex: '1512' }],
      units: [
        { id: 'i1', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
        { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
      ],
    });
    const r = resolveBattle(ctx, state, BattleOrderSchema.parse({ attackers: ['i1'], targets: ['1509'] }), new FixedDice([3, 3]), 'b');
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 6 });
    expect(r.state.depotsUsed).toEqual(['1512']);
  });
});

describe('attacking at half strength to keep a Depot (CtS 16.6)', () => {
  const world = (hq: boolean) =>
    tinyWorld({
      depots: [{ side: 'axis', hex: '1512' }],
      units: [
        ...(hq ? [{ id: 'hq', side: 'axis' as const, type: 'army-hq', faces: ['1-2-10'], hex: '1511', activated: true }] : []),
        { id: 'i1', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
        { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
      ],
    });
  it('16.6: a unit drawing Attack Supply from a Depot is told it may keep it, and the Combat template names the choice', () => {
    const { ctx, state } = world(false);
    const notes = unitOptions(ctx, state, 'axis').find((o) => o.unit === 'i1')!.notes ?? [];
    expect(notes.some((n) => n.includes('keepDepots: ["1512"]') && n.includes('CtS 16.6'))).toBe(true);
    expect(templateFor(ctx, state, 'axis').notes.some((n) => n.includes('keepDepots') && n.includes('CtS 16.6'))).toBe(true);
  });
  it('16.6: a unit supplied by an activated Army HQ draws on no Depot and has nothing to keep', () => {
    const { ctx, state } = world(true);
    const notes = unitOptions(ctx, state, 'axis').find((o) => o.unit === 'i1')!.notes ?? [];
    expect(notes.some((n) => n.includes('keepDepots'))).toBe(false);
  });
});
