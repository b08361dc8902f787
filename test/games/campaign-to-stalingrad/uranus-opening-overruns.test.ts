import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { side as asSide } from '#kernel/ids';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { tinyWorld } from './support/tiny-world';

/**
 * CtS 36.6: "The game starts on turn 49 with the Soviet Player's Combat Phase. There is no Axis
 * Player Turn or Soviet Movement Phase in this Game Turn." and "[Change] The Soviets may move on
 * the first turn of Uranus if the units moved are exploiting a hole in the defender's line
 * created by a Movement Phase Overrun." The game option `uranusOpening` chooses: `combat` (the
 * default) or `overrun-holes` (digest A16).
 */
const shq = { id: 'shq', side: 'soviet' as const, type: 'army-hq', faces: ['1-1-8'], hex: '1512', activated: true };
const tank = (id: string, hex: string) => ({ id, side: 'soviet' as const, type: 'tank', faces: ['7-6-10', '4-3-10'], hex });
const weakRumanian = { id: 'rum', side: 'axis' as const, type: 'infantry', faces: ['3-4-4', '1-1-4'], hex: '1507', steps: 1 };

const codes = (ctx: ReturnType<typeof tinyWorld>['ctx'], state: CtsState, orders: unknown[]): string[] =>
  checkSubmission(ctx, state, { side: asSide('soviet'), orders: orders.map((o) => CtsOrderSchema.parse(o)) }).map((p) => p.code);

describe('CtS 36.6 [Change]: the Soviets move on turn 49 only to exploit a Movement Phase Overrun (game option uranusOpening: overrun-holes)', () => {
  const opening = () => {
    const { ctx, state } = tinyWorld({ units: [shq, tank('t1', '1508'), tank('t2', '1607'), tank('t3', '1410'), weakRumanian] });
    return { ctx, state: { ...state, scenario: 'operation-uranus', turn: 49, phasing: 'soviet', phase: 'movement' } as CtsState };
  };

  it('a move that enters no overrun hex is refused, with 36.6 as its rule', () => {
    const { ctx, state } = opening();
    const problems = checkSubmission(ctx, state, { side: asSide('soviet'), orders: [CtsOrderSchema.parse({ move: { unit: 't3', path: ['1409'] } })] });
    expect(problems.map((p) => [p.code, p.rule])).toEqual([['no-movement-phase', 'CtS 36.6']]);
  });

  it('units already next to the line overrun, and another unit moves through the hole', () => {
    const { ctx, state } = opening();
    const orders = [{ overrun: { target: '1507', units: ['t1', 't2'] } }, { move: { unit: 't3', path: ['1409', '1408', '1407', '1507', '1506'] } }];
    expect(codes(ctx, state, orders)).toEqual([]);
    let s = state;
    for (const [i, raw] of orders.entries()) s = applyOrder(ctx, s, 'soviet', CtsOrderSchema.parse(raw), i, new FixedDice({}), 'T49/soviet-movement').state;
    expect(s.units.t3!.hex).toBe('1506');
  });
});

describe('CtS 36.6: how a Uranus game opens', () => {
  it('by default in the Soviet Combat Phase of turn 49 ("no ... Soviet Movement Phase in this Game Turn")', () => {
    expect(cts.window(cts.setup('operation-uranus'))!.id).toBe('T49/soviet-combat');
  });

  it('with uranusOpening: overrun-holes, in a Soviet Movement Phase of turn 49 that says what it allows, then the Combat Phase', () => {
    const start = cts.setup('operation-uranus', { uranusOpening: 'overrun-holes' });
    const w = cts.window(start)!;
    expect(w.id).toBe('T49/soviet-movement');
    expect(w.description).toContain('36.6 [Change]');
    // none of a Movement Phase's other steps: no replacement roll owed, no reinforcement
    expect(start.replacementRollDue).toBeUndefined();
    // a unit listed with moves would be a move check() refuses: no unit has any before an overrun is declared
    expect(cts.options(start, asSide('soviet')).filter((o) => (o.moves ?? []).length > 0)).toEqual([]);
    // no Air Segment either (36.6: "There is no ... Soviet Movement Phase in this Game Turn")
    expect(w.accepts).toEqual(['move', 'overrun', 'activate']);
    const next = cts.adjudicate(start, [{ side: asSide('soviet'), orders: [] }], new FixedDice({})).state;
    expect(cts.window(next)!.id).toBe('T49/soviet-combat');
  });

  it('is offered as a game option of Operation Uranus only, with its rule', () => {
    const offered = (id: string) => (cts.scenarios.find((s) => s.id === id)?.options ?? []).map((o) => o.name);
    expect(cts.scenarios.find((s) => s.id === 'operation-uranus')!.options!.find((o) => o.name === 'uranusOpening')).toMatchObject({ rule: 'CtS 36.6', default: 'combat', values: ['combat', 'overrun-holes'] });
    expect(offered('fall-blau')).not.toContain('uranusOpening');
    expect(offered('campaign')).not.toContain('uranusOpening');
  });
});
