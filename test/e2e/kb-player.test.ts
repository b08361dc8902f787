import { describe, expect, it } from 'vitest';
import type { OrderChoice } from '#kernel/engine/ruleset';
import { kbOrders } from './support/kb-player';

const choice = (kind: string, order: unknown): OrderChoice => ({ kind, order, label: kind, rule: 'KB 9.21' });

describe('the scripted Kharkov Battles player in an Axis Preparation window', () => {
  it('KB 9.21, 12.0: takes every Supported flip offered first, so its attacks have full support (9.3), then one order of each other kind', () => {
    const listing = {
      window: 'T03/axis-preparation',
      accepts: ['support', 'breakdown', 'interdict'],
      units: [],
      orderChoices: [
        choice('breakdown', { breakdown: { division: 'ger-320-id-kb' } }),
        choice('breakdown', { breakdown: { division: 'ger-298-id-kb' } }),
        choice('support', { support: { hq: 'ger-ss-pzk' } }),
        choice('interdict', { interdict: { hex: '1213' } }),
        choice('support', { support: { hq: 'ger-xxiv-pzk' } }),
      ],
    };
    expect(kbOrders(listing, [], new Set(), { moves: 0, assaults: 0, battles: 0, choices: 2 })).toEqual([
      { support: { hq: 'ger-ss-pzk' } },
      { support: { hq: 'ger-xxiv-pzk' } },
      { breakdown: { division: 'ger-320-id-kb' } },
      { interdict: { hex: '1213' } },
    ]);
  });
});
