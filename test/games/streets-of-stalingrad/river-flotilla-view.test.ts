import { describe, expect, it } from 'vitest';
import { side } from '#kernel/ids';
import type { SosStateView } from '#games/streets-of-stalingrad/view/side-view';
import { fragment, HEX, losOf, rulesetWith } from './view-fixture';

/** SoS 7.3, 16.56: the River Flotilla waiting in its East Bank box is seen as every unit in a box is. */
const view = (game: ReturnType<typeof fragment>, who: 'german' | 'soviet'): SosStateView =>
  (rulesetWith({ inLos: losOf([]) }).view(game, side(who)) as { state: SosStateView }).state;

describe('SoS 7.3, 16.56: the River Flotilla in its East Bank box', () => {
  it('is hidden from the German, as all Soviet units in East Bank boxes are until they fire, and shown to the Soviet in its box', () => {
    const g = fragment({ 'sov-rf-1': 'EB-C', 'ger-71-5-191': HEX.clear });
    expect(JSON.stringify(view(g, 'german'))).not.toMatch(/sov-rf-1|EB-C/);
    expect(view(g, 'soviet').pieces['sov-rf-1']?.at).toBe('EB-C');
  });

  it('SoS 7.5: revealed, it is seen in its box', () => {
    const g = fragment({ 'sov-rf-1': 'EB-C', 'ger-71-5-191': HEX.clear }, { 'sov-rf-1': { revealed: true } });
    expect(view(g, 'german').pieces['sov-rf-1']?.at).toBe('EB-C');
  });
});
