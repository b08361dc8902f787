import { describe, expect, it } from 'vitest';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { commandHalving } from '#games/streets-of-stalingrad/windows/movement/command';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { adjudicate, check, codes, ctxAt, env, fragment } from './movement-window-fixture';

/**
 * SoS 18.42-18.47 and 18.51, 18.53: wounded leaders come back from the Turn Column Track in
 * their side's Movement Phase "like reinforcements and replacements", in any off-map box
 * (German) or any East Bank box (Soviet); eliminated leaders are not replaced, but for
 * Chuikov (the 62 Army HQ, 18.44) and Paulus and von Seydlitz (the 6th Army and LI Corps
 * HQs, 18.46); a wounded Chuikov, Paulus or von Seydlitz comes back himself (18.45, 18.47).
 */
const enter = (units: string[], box: string) => ({ enter: { units, box } });
/** The fragment with `eliminated` off the board for good and `wounded` on the Turn Column Track until the turn given. */
function position(at: Record<string, string>, opts: { eliminated?: string[]; wounded?: Record<string, number> } = {}): SosState {
  const s = fragment(at);
  const pieces = { ...s.pieces };
  for (const id of opts.eliminated ?? []) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
  for (const id of Object.keys(opts.wounded ?? {})) pieces[id] = { ...pieces[id]!, at: null };
  const returns = Object.entries(opts.wounded ?? {}).map(([unit, turn]) => ({ unit, turn }));
  return { ...s, pieces, ...(returns.length ? { leaderReturns: returns } : {}) };
}

describe('SoS 18.42: a wounded leader returns in his side\'s Movement Phase, like reinforcements', () => {
  const s = position({}, { wounded: { 'sov-commissar-1': 3 } });

  it('not before the turn of the Turn Column Track he is on', () => {
    expect(codes(check(2, 'soviet-movement', s, [enter(['sov-commissar-1'], 'EB-C')]))).toEqual([['not-due', 'orders.0.enter.units.0']]);
  });

  it('from that turn, in any East Bank box, and he leaves the track', () => {
    expect(check(3, 'soviet-movement', s, [enter(['sov-commissar-1'], 'EB-N')])).toEqual([]);
    const r = adjudicate(3, 'soviet-movement', s, [enter(['sov-commissar-1'], 'EB-N')]);
    expect(r.events.filter((e) => e.type === 'leader-returned')).toEqual([{ type: 'leader-returned', leader: 'sov-commissar-1', box: 'EB-N', rule: 'SoS 18.42', visibleTo: ['soviet'] }]);
    expect(r.events.filter((e) => e.type === 'reinforcements-placed')).toEqual([]);
    expect(r.state.pieces['sov-commissar-1']).toMatchObject({ at: 'EB-N', eliminated: false });
    expect(r.state.leaderReturns).toBeUndefined();
  });

  it('a Soviet leader not in a German off-map box; held back, he stays on the track', () => {
    expect(codes(check(3, 'soviet-movement', s, [enter(['sov-commissar-1'], 'GB-1')]))).toEqual([['wrong-box', 'orders.0.enter.box']]);
    expect(adjudicate(3, 'soviet-movement', s, []).state.leaderReturns).toEqual([{ unit: 'sov-commissar-1', turn: 3 }]);
  });
});

describe('SoS 18.43: leaders are not replaced if eliminated', () => {
  it('an eliminated commissar does not come back', () => {
    const s = position({}, { eliminated: ['sov-commissar-1'] });
    const issues = check(2, 'soviet-movement', s, [enter(['sov-commissar-1'], 'EB-C')]);
    expect(issues).toEqual([expect.objectContaining({ code: 'not-replaceable', rule: 'SoS 18.43' })]);
  });
});

describe('SoS 18.44, 18.45: Chuikov and the 62 Army HQ', () => {
  it('18.44: Chuikov eliminated, the 62 Army HQ enters in any East Bank box in the next Soviet Movement Phase 10', () => {
    const s = position({}, { eliminated: ['sov-chuikov'] });
    const r = adjudicate(2, 'soviet-movement', s, [enter(['sov-62-army-hq'], 'EB-S')]);
    expect(r.events.filter((e) => e.type === 'leader-replaced')).toEqual([{ type: 'leader-replaced', leader: 'sov-chuikov', replacement: 'sov-62-army-hq', box: 'EB-S', rule: 'SoS 18.44', visibleTo: ['soviet'] }]);
    expect(r.state.pieces['sov-62-army-hq']!.at).toBe('EB-S');
    expect(r.state.commandArrivals).toEqual([{ unit: 'sov-62-army-hq', turn: 2 }]);
  });

  it('18.44: not while Chuikov is in play, and once in play not again', () => {
    expect(check(2, 'soviet-movement', position({}), [enter(['sov-62-army-hq'], 'EB-S')])).toEqual([expect.objectContaining({ code: 'leader-not-eliminated', rule: 'SoS 18.44' })]);
    const placed = position({ 'sov-62-army-hq': 'EB-S' }, { eliminated: ['sov-chuikov'] });
    expect(codes(check(3, 'soviet-movement', placed, [enter(['sov-62-army-hq'], 'EB-C')]))).toEqual([['already-in-play', 'orders.0.enter.units.0']]);
    const lost = position({}, { eliminated: ['sov-chuikov', 'sov-62-army-hq'] });
    expect(check(3, 'soviet-movement', lost, [enter(['sov-62-army-hq'], 'EB-C')])).toEqual([expect.objectContaining({ code: 'not-replaceable', rule: 'SoS 18.43' })]);
  });

  it('18.45: a wounded Chuikov gets no replacement HQ and returns himself to any East Bank box on his turn', () => {
    const s = position({}, { wounded: { 'sov-chuikov': 4 } });
    expect(check(2, 'soviet-movement', s, [enter(['sov-62-army-hq'], 'EB-C')])).toEqual([expect.objectContaining({ code: 'leader-wounded', rule: 'SoS 18.45' })]);
    const r = adjudicate(4, 'soviet-movement', s, [enter(['sov-chuikov'], 'EB-C')]);
    expect(r.events.filter((e) => e.type === 'leader-returned')).toEqual([{ type: 'leader-returned', leader: 'sov-chuikov', box: 'EB-C', rule: 'SoS 18.42, 18.45', visibleTo: ['soviet'] }]);
    expect(r.state.commandArrivals).toEqual([{ unit: 'sov-chuikov', turn: 4 }]);
  });
});

describe('SoS 18.46, 18.47: Paulus, von Seydlitz and their HQs', () => {
  it('18.46: Paulus eliminated, the 6th Army HQ enters in any German off-map box in the next German Movement Phase 3', () => {
    const s = position({ 'ger-von-seydlitz': '3128' }, { eliminated: ['ger-paulus'] });
    expect(codes(check(2, 'german-movement', s, [enter(['ger-6-army-hq'], 'EB-C')]))).toEqual([['wrong-box', 'orders.0.enter.box']]);
    expect(check(2, 'german-movement', s, [enter(['ger-li-corps-hq'], 'GB-1')])).toEqual([expect.objectContaining({ code: 'leader-not-eliminated', rule: 'SoS 18.46' })]);
    const r = adjudicate(2, 'german-movement', s, [enter(['ger-6-army-hq'], 'GB-2')]);
    expect(r.events.filter((e) => e.type === 'leader-replaced')).toEqual([{ type: 'leader-replaced', leader: 'ger-paulus', replacement: 'ger-6-army-hq', box: 'GB-2', rule: 'SoS 18.46', visibleTo: ['german'] }]);
    expect(r.state.commandArrivals).toEqual([{ unit: 'ger-6-army-hq', turn: 2 }]);
  });

  it('18.47: a wounded von Seydlitz gets no LI Corps HQ and returns himself in an off-map box', () => {
    const s = position({ 'ger-paulus': '3128' }, { wounded: { 'ger-von-seydlitz': 2 } });
    expect(check(2, 'german-movement', s, [enter(['ger-li-corps-hq'], 'GB-1')])).toEqual([expect.objectContaining({ code: 'leader-wounded', rule: 'SoS 18.47' })]);
    const r = adjudicate(2, 'german-movement', s, [enter(['ger-von-seydlitz'], 'GB-1')]);
    expect(r.events.filter((e) => e.type === 'leader-returned')).toEqual([{ type: 'leader-returned', leader: 'ger-von-seydlitz', box: 'GB-1', rule: 'SoS 18.42, 18.47', visibleTo: ['german'] }]);
  });
});

describe('SoS 18.51, 18.53: the replacement HQ counts as the leader for the halved MP', () => {
  it('18.51: the 62 Army HQ on the West Bank lifts the halving; in an East Bank box it does not', () => {
    expect(commandHalving(env, position({ 'sov-62-army-hq': '0860' }, { eliminated: ['sov-chuikov'] })).noChuikov).toBe(false);
    expect(commandHalving(env, position({ 'sov-62-army-hq': 'EB-C' }, { eliminated: ['sov-chuikov'] })).noChuikov).toBe(true);
  });

  it('18.53: Paulus wounded on the track, or eliminated with his HQ in an off-map box, halves; his HQ on the map does not', () => {
    const seydlitz = { 'ger-von-seydlitz': '3128' };
    expect(commandHalving(env, position({ ...seydlitz, 'ger-paulus': '3028' })).germanNoHq).toBe(false);
    expect(commandHalving(env, position(seydlitz, { wounded: { 'ger-paulus': 4 } })).germanNoHq).toBe(true);
    expect(commandHalving(env, position({ ...seydlitz, 'ger-6-army-hq': 'GB-1' }, { eliminated: ['ger-paulus'] })).germanNoHq).toBe(true);
    expect(commandHalving(env, position({ ...seydlitz, 'ger-6-army-hq': '3028' }, { eliminated: ['ger-paulus'] })).germanNoHq).toBe(false);
  });
});

describe('SoS 18.41, 18.44, 18.52: the movement file\'s notes', () => {
  it('tell the Soviet his wounded commissar\'s turn, the HQ he may enter for Chuikov, and that he may not attack', () => {
    const s = position({}, { eliminated: ['sov-chuikov'], wounded: { 'sov-commissar-1': 4 } });
    expect(windowRules('soviet-movement').notes!(ctxAt(2, 'soviet-movement'), s)).toEqual([
      'sov-commissar-1 is wounded, on the Turn Column Track until turn 4 (SoS 18.41)',
      'sov-chuikov was eliminated: enter sov-62-army-hq in a box of yours to replace him (SoS 18.44)',
      'sov-chuikov is out of play and sov-62-army-hq has not arrived: no Soviet attacks until the turn after he or his replacement HQ arrives (SoS 18.52)',
    ]);
    expect(windowRules('soviet-movement').notes!(ctxAt(2, 'soviet-movement'), position({}))).toEqual([]);
  });
});
