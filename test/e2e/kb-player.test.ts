import { describe, expect, it } from 'vitest';
import type { OrderChoice } from '#kernel/engine/ruleset';
import { kbOrders, planAttacks } from './support/kb-player';

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

describe('the scripted Kharkov Battles player in a Combat window', () => {
  it('KB 7.26, 12.1: a unit under a Prepared Assault marker is joined only by units next to no other enemy stack, so the attack it must make is not refused for a duty of theirs', () => {
    const unit = (id: string, hex: string, targets: string[]) => ({ unit: id, label: id, hex, attacks: targets.map((target) => ({ target })), notes: [] }) as never;
    const units = [unit('ger-333-id-kb', '2325', ['2326']), unit('ger-335-id-kb', '2225', ['2126', '2326']), unit('ger-168-id-kb', '2426', ['2326'])];
    expect(planAttacks(units, new Set(['ger-333-id-kb']), 1).map((o) => (o as { attack: { attackers: string[]; targets: string[] } }).attack)).toMatchObject([
      { attackers: ['ger-333-id-kb', 'ger-168-id-kb'], targets: ['2326'] },
      { attackers: ['ger-335-id-kb'], targets: ['2126'] },
    ]);
  });
});
