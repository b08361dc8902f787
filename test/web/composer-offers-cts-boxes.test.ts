import { describe, expect, it } from 'vitest';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, side as asSide } from '#kernel/ids';
import { composerOfferParts } from '#web/game-page/script/offer-parts';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { openWindow } from '#games/campaign-to-stalingrad/windows/sequence';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { TinySpec } from '../games/campaign-to-stalingrad/support/tiny-world';
import { tinyWorld } from '../games/campaign-to-stalingrad/support/tiny-world';

/**
 * CtS 33.1: the page's composer offers a Soviet unit in an Off Map Box the adjacent boxes
 * options() lists (src/web/game-page/script/cts-box-move-order.ts), and check() takes each.
 */
type Offer = { kind: string; unit: string; label: string; order: Record<string, unknown> };
const composer = new Function('hexName', `${composerOfferParts.join('\n')}\nreturn { offersIn: offersIn, mergeOrder: mergeOrder };`)((id: string) => id) as {
  offersIn(u: UnitOptions, w: unknown): Offer[];
  mergeOrder(orders: unknown[], order: unknown, units: UnitOptions[]): unknown[] | null;
};

describe('the composer and the Off Map Boxes (CtS 33.1)', () => {
  it('offers {boxMove: {unit, to}} for each box of the unit\'s boxMoves, and check() accepts every offer', () => {
    const { ctx, state } = tinyWorld({ scenario: { sections: [2, 3] } as TinySpec['scenario'], units: [{ id: 'r1', side: 'soviet', type: 'rifle', faces: ['3-4-4'], hex: '1201' }] });
    const s: CtsState = { ...state, phase: 'movement', phasing: 'soviet', turn: 2, air: { ...state.air, segmentDone: true }, units: { r1: unitWith(state.units.r1!, { where: 'off-map', hex: hexId('1201'), leftMapTurn: 1, box: 'trans-volga' }) } };
    const w = { title: 'campaign-to-stalingrad', accepts: openWindow(ctx, s)!.accepts, waiting: true, declarations: [], declared: 0, choices: [], orders: [] };
    const offers = unitOptions(ctx, s, 'soviet').flatMap((u) => composer.offersIn(u, w)).filter((o) => 'boxMove' in o.order);
    expect(offers.map((o) => o.order)).toEqual([{ boxMove: { unit: 'r1', to: 'soviet' } }, { boxMove: { unit: 'r1', to: 'astrakhan' } }]);
    for (const o of offers) expect(checkSubmission(ctx, s, { side: asSide('soviet'), orders: [o.order] })).toEqual([]);
  });

  it('offers a box attack to each unit in a box with enemy units (34.1), the second joining the first, and an unopposed advance in a box without (34.9); check() takes the orders', () => {
    const units = [
      { id: 'g1', side: 'axis' as const, type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010' },
      { id: 'g2', side: 'axis' as const, type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010' },
      { id: 'g3', side: 'axis' as const, type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010' },
      { id: 'r1', side: 'soviet' as const, type: 'rifle', faces: ['3-4-4'], hex: '2005' },
    ];
    const { ctx, state } = tinyWorld({ scenario: { sections: [2, 3] } as TinySpec['scenario'], engine: 'cts-6', units });
    const boxes: Record<string, 'caucasus' | 'black-sea-coast'> = { g1: 'caucasus', g2: 'caucasus', r1: 'caucasus', g3: 'black-sea-coast' };
    const placed = Object.fromEntries(Object.entries(state.units).map(([id, u]) => [id, unitWith(u, { where: 'off-map', leftMapTurn: 1, box: boxes[id]! })]));
    const s: CtsState = { ...state, phase: 'combat', phasing: 'axis', turn: 5, units: placed, caucasusMarkers: { caucasus: 'krasnodar', blackSeaCoast: 'taman-peninsula' } };
    const w = { title: 'campaign-to-stalingrad', accepts: openWindow(ctx, s)!.accepts, waiting: true, declarations: [], declared: 0, choices: [], orders: [] };
    const opts = unitOptions(ctx, s, 'axis');
    const offers = opts.flatMap((u) => composer.offersIn(u, w)).filter((o) => 'boxAttack' in o.order || 'boxAdvance' in o.order);
    expect(offers.map((o) => o.order)).toEqual([
      { boxAttack: { box: 'caucasus', attackers: ['g1'], maximumEffort: 0 } },
      { boxAttack: { box: 'caucasus', attackers: ['g2'], maximumEffort: 0 } },
      { boxAdvance: { box: 'black-sea-coast' } },
    ]);
    let orders: unknown[] = [];
    for (const o of offers) orders = composer.mergeOrder(orders, o.order, opts)!;
    expect(orders).toEqual([{ boxAttack: { box: 'caucasus', attackers: ['g1', 'g2'], maximumEffort: 0 } }, { boxAdvance: { box: 'black-sea-coast' } }]);
    expect(checkSubmission(ctx, s, { side: asSide('axis'), orders })).toEqual([]);
  });
});
