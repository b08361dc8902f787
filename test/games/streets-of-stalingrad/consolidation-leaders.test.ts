import { describe, expect, it } from 'vitest';
import { exchangeLeader, leaderExchangeProblems, leadersWithoutFormation, removeLeadersWithoutFormation } from '#games/streets-of-stalingrad/leaders/consolidation-leaders';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { env, fragment } from './movement-window-fixture';

/**
 * SoS 20.5-20.7, the leaders in consolidation, read as pure rules (the `consolidate` order is
 * the campaign's and is refused in scenarios #1 and #2). YELIN commands the 42 Guards Rifle
 * Regiment in 3232 with a company of it; PAVLOV, of the same regiment, has been eliminated.
 */
const eliminated = (s: SosState, id: string): SosState => ({ ...s, pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, at: null, eliminated: true } } });
const base = eliminated(fragment({ 'sov-yelin': '3232', 'sov-1-42g': '3232', 'sov-pavlov': '3236', 'sov-1-39g': '3236', 'sov-chuikov': '3240' }), 'sov-pavlov');
const exchange = (unit: string, forId: string, hex = '3232') => ({ unit, for: forId, hex });
const codes = (s: SosState, body: { unit: string; for: string; hex: string }) => leaderExchangeProblems(env, s, 'soviet', body, ['orders', 0, 'consolidate']).map((i) => [i.code, i.path.join('.'), i.rule]);

describe('SoS 20.6: "Leader units may also be exchanged for eliminated leaders"', () => {
  it('YELIN in 3232 is exchanged for the eliminated PAVLOV: PAVLOV takes the hex and its markers, YELIN\'s counter leaves the game', () => {
    expect(codes(base, exchange('sov-yelin', 'sov-pavlov'))).toEqual([]);
    const marked = { ...base, pieces: { ...base.pieces, 'sov-yelin': { ...base.pieces['sov-yelin']!, spent: true } } };
    const r = exchangeLeader(marked, exchange('sov-yelin', 'sov-pavlov'));
    expect(r.state.pieces['sov-pavlov']).toMatchObject({ at: '3232', eliminated: false, spent: true });
    expect(r.state.pieces['sov-yelin']).toMatchObject({ at: null, eliminated: true });
    expect(r.events).toEqual([{ type: 'leader-exchanged', rule: 'SoS 20.6', unit: 'sov-yelin', for: 'sov-pavlov', hex: '3232' }]);
  });

  it('typed refusals: a leader for a company (20.4), a leader not in the hex named (20.2), an isolated leader (20.3), a leader not eliminated, one wounded on the track (18.41), Chuikov who has his HQ (18.44)', () => {
    expect(codes(base, exchange('sov-1-42g', 'sov-pavlov'))).toEqual([['not-same-type', 'orders.0.consolidate.unit', 'SoS 20.4, 20.6']]);
    expect(codes(base, exchange('sov-yelin', 'sov-pavlov', '3236'))).toEqual([['not-there', 'orders.0.consolidate.hex', 'SoS 20.2']]);
    expect(codes({ ...base, outOfSupply: { 'sov-yelin': 1 } }, exchange('sov-yelin', 'sov-pavlov'))).toEqual([['isolated', 'orders.0.consolidate.unit', 'SoS 20.3']]);
    const alive = fragment({ 'sov-yelin': '3232', 'sov-pavlov': '3236' });
    expect(codes(alive, exchange('sov-yelin', 'sov-pavlov'))).toEqual([['not-eliminated', 'orders.0.consolidate.for', 'SoS 20.6']]);
    const wounded = { ...alive, pieces: { ...alive.pieces, 'sov-pavlov': { ...alive.pieces['sov-pavlov']!, at: null } }, leaderReturns: [{ unit: 'sov-pavlov', turn: 4 }] } as SosState;
    expect(codes(wounded, exchange('sov-yelin', 'sov-pavlov'))).toEqual([['leader-wounded', 'orders.0.consolidate.for', 'SoS 20.6, 18.41']]);
    expect(codes(eliminated(base, 'sov-chuikov'), exchange('sov-yelin', 'sov-chuikov'))).toEqual([['replaced-by-hq', 'orders.0.consolidate.for', 'SoS 20.6, 18.44, 18.46']]);
  });

  it('20.5: an exchange of two companies is no leader rule: nothing to say', () => {
    expect(codes(base, exchange('sov-1-42g', 'sov-2-42g'))).toEqual([]);
  });
});

describe('SoS 20.7: "If through consolidation you remove all units that belong to a particular leader\'s formation, you must remove that leader unit"', () => {
  it('the last company of the 42nd exchanged away: YELIN is removed; Chuikov, who commands all of 62 Army, stays while the 39th is there', () => {
    expect(leadersWithoutFormation(env, base, 'soviet', [])).toEqual([]);
    expect(leadersWithoutFormation(env, base, 'soviet', ['sov-1-42g'])).toEqual(['sov-yelin']);
    const r = removeLeadersWithoutFormation(env, base, 'soviet', ['sov-1-42g']);
    expect(r.state.pieces['sov-yelin']).toMatchObject({ at: null, eliminated: true });
    expect(r.events).toEqual([{ type: 'leaders-removed', rule: 'SoS 20.7', side: 'soviet', leaders: ['sov-yelin'], reason: 'every unit of their formation removed by consolidation' }]);
  });
});
