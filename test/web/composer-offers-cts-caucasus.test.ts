import { describe, expect, it } from 'vitest';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { side as asSide } from '#kernel/ids';
import { composerOfferParts } from '#web/game-page/script/offer-parts';
import { orderChoices } from '#games/campaign-to-stalingrad/order-choices';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { openWindow } from '#games/campaign-to-stalingrad/windows/sequence';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { tinyWorld } from '../games/campaign-to-stalingrad/support/tiny-world';
import { boxes, display, edges, SECTION_III } from '../games/campaign-to-stalingrad/support/box-fragment';

/**
 * CtS 34.6: the page's composer offers a Soviet replacement counter's entry into a Caucasus
 * box as the order choices list it (src/web/game-page/script/cts-replacement-order.ts), and
 * check() takes each.
 */
type Offer = { kind: string; unit: string; label: string; order: Record<string, unknown> };
const composer = new Function('hexName', `${composerOfferParts.join('\n')}\nreturn { offersIn: offersIn };`)((id: string) => id) as {
  offersIn(u: UnitOptions, w: unknown): Offer[];
};

describe('the composer and the Caucasus boxes (CtS 34.6)', () => {
  it('offers {boxReplacement: {type, from, to}} for a Soviet infantry replacement counter, and check() accepts every offer', () => {
    const w0 = tinyWorld({ edges, offMapBoxes: boxes, scenario: SECTION_III, engine: 'cts-6', caucasusDisplay: display, units: [{ id: 'r1', side: 'soviet', type: 'rifle', faces: ['3-4-4'], hex: '1201' }], replacements: [{ side: 'soviet', type: 'soviet-infantry', hex: '1505' }] });
    const s: CtsState = { ...w0.state, phase: 'movement', phasing: 'soviet', turn: 2, air: { ...w0.state.air, segmentDone: true }, caucasusMarkers: {} };
    const w = { title: 'campaign-to-stalingrad', accepts: openWindow(w0.ctx, s)!.accepts, waiting: true, declarations: [], declared: 0, choices: orderChoices(w0.ctx, s, 'soviet'), orders: [] };
    const counter = { unit: 'replacement soviet-infantry 1505', label: 'soviet-infantry replacement', hex: '1505' } as unknown as UnitOptions;
    const offers = composer.offersIn(counter, w).filter((o) => 'boxReplacement' in o.order);
    expect(offers.map((o) => o.order)).toEqual([{ boxReplacement: { type: 'soviet-infantry', from: '1505', to: 'caucasus' } }]);
    for (const o of offers) expect(checkSubmission(w0.ctx, s, { side: asSide('soviet'), orders: [o.order] })).toEqual([]);
  });
});
