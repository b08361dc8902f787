import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activationCost } from '#games/campaign-to-stalingrad/rules/supply/activation-cost';
import { addStep, type Tally } from '#games/campaign-to-stalingrad/rules/supply/transport-path';
import { transportPoints } from '#games/campaign-to-stalingrad/rules/supply/transport-cost';
import { hexId } from '#kernel/ids';
import { tinyWorld } from './support/tiny-world';

/** A rail line along row 15 from the Axis edge (1520) to the railhead at 1512; an Axis HQ at `hq` on row 15; rivers across row 15 east of the railhead. */
function riverWorld(hq: string, rivers: string[], river = 'minor-river', more: Record<string, string[]> = {}) {
  const hexsides: Record<string, string[]> = {};
  const control: Record<string, 'axis'> = {};
  for (let c = 20; c >= 12; c--) {
    control[`15${c}`] = 'axis';
    if (c > 12) hexsides[`15${c - 1}|15${c}`] = ['rail-primary'];
  }
  for (const pair of rivers) hexsides[pair] = [river];
  Object.assign(hexsides, more);
  return tinyWorld({ hexsides, control, units: [{ id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: hq }] });
}
const start: Tally = { multiples: 0, used: 0, river: false, length: 0 };
const walk = (steps: boolean[]) => steps.reduce((t, river) => addStep(t, { length: 1, river }, 5), start);

describe('the river rule of the Transport multiples (CtS 16.9)', () => {
  it('the first unbridged river crossed within a multiple is free', () => {
    expect(walk([false, true, false, false, false]).multiples).toBe(1);
  });
  it('a second river in the same multiple forfeits its rest and begins a new multiple', () => {
    expect(walk([true, false, true]).multiples).toBe(2);
    expect(walk([true, false, true, false, false, false, false]).multiples).toBe(2);
    expect(walk([true, false, true, false, false, false, false, false]).multiples).toBe(3);
  });
  it('a river in each of two multiples costs nothing extra', () => {
    expect(walk([true, false, false, false, false, true, false, false, false, false]).multiples).toBe(2);
  });
  it('an HQ 5 hexes from the railhead across one minor river pays 1 TP (E22 unchanged)', () => {
    const { ctx, state } = riverWorld('1507', ['1510|1511']);
    expect(activationCost(ctx, state, 'axis', hexId('1507'))).toEqual({ sp: 1, tp: 1, length: 5 });
  });
  it('the same HQ across two rivers pays 2 TP', () => {
    const { ctx, state } = riverWorld('1507', ['1510|1511', '1508|1509']);
    expect(activationCost(ctx, state, 'axis', hexId('1507'))).toMatchObject({ sp: 1, tp: 2 });
  });
  it('a road bridge makes the crossing no river', () => {
    const { ctx, state } = riverWorld('1507', ['1510|1511'], 'minor-river', { '1508|1509': ['minor-river', 'road'] });
    expect(activationCost(ctx, state, 'axis', hexId('1507'))).toMatchObject({ sp: 1, tp: 1 });
  });
  it('without rivers the multiples are those of E22 (one TP per multiple begun, roads 1/2)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), fc.constantFrom(3, 5), (roads, multiple) => {
        const t = roads.reduce((acc, road) => addStep(acc, { length: road ? 0.5 : 1, river: false }, multiple), start);
        const road = roads.filter((r) => r).length;
        expect(t.multiples).toBe(transportPoints(roads.length - road, road, multiple));
      }),
    );
  });
  it('a Major river counts as a river', () => {
    const { ctx, state } = riverWorld('1507', ['1510|1511', '1508|1509'], 'major-river');
    expect(activationCost(ctx, state, 'axis', hexId('1507'))).toMatchObject({ sp: 1, tp: 2 });
  });
});
