import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosWindowName } from '#games/streets-of-stalingrad/sequence/steps';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { standingProblems } from '#games/streets-of-stalingrad/game/check-standing';
import { expireFire, heldByFire, recordFire, revealedUntil } from '#games/streets-of-stalingrad/opportunity-fire/record';
import { ctxAt, env, fragment } from './movement-window-fixture';

/**
 * SoS 11.0 in the German Movement Phase of 13 September, on the open steppe west of the city
 * (columns 31 to 33 are clear): a German infantry company walks north along column 32 while a
 * Guards company of the 42nd watches from 3233 (DF 5, range 2).
 */
const WALK = ['3229', '3230', '3231'];
const move = (units: string[], path: string[], extra: object = {}) => ({ move: { units, path, ...extra } });
const of = (standing: SosStanding, state: SosState, orders: unknown[], dice: Record<string, number>, name: SosWindowName = 'german-movement', turn = 1) => {
  const ctx = { ...ctxAt(turn, name), standing: { german: null, soviet: standing } };
  return windowRules(name).adjudicate(ctx, state, orders as SosOrder[], new FixedDice(dice));
};
const label = (order: number, step: number, rule = 0, hex = '3233') => `T01/german-movement/of/${order}/${step}/r${rule}/${hex}`;

describe('SoS 11.1-11.11: opportunity fire at a moving stack, hex by hex', () => {
  it('11.4: the Guards fire when the company enters 3231, two hexes away, and a P pins it there: it stops (11.11)', () => {
    const s = fragment({ 'ger-71-5-191': '3228', 'sov-1-42g': '3233' });
    const r = of({ opportunityFire: [{ hex: '3233' }] }, s, [move(['ger-71-5-191'], WALK)], { [label(0, 3)]: 3 });
    const fire = r.events.find((e) => e.type === 'opportunity-fire')!;
    expect(fire).toMatchObject({ rule: 'SoS 11.1', from: '3233', hex: '3231', movers: ['ger-71-5-191'], total: 5, column: '5-6', die: 3, reveals: ['sov-1-42g', 'ger-71-5-191'] });
    expect(r.state.pieces['ger-71-5-191']).toMatchObject({ at: '3231', pinned: true });
    expect(r.events.map((e) => e.type)).toEqual(['opportunity-fire', 'moved', 'move-stopped-by-fire']);
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ to: '3231', path: WALK, mp: 3 });
  });

  it('7.6, 11.2: the firer is revealed and recorded; it fires once a phase, so a second stack walks past', () => {
    const s = fragment({ 'ger-71-5-191': '3228', 'ger-71-6-191': '3128', 'sov-1-42g': '3233' });
    const r = of({ opportunityFire: [{ hex: '3233' }] }, s, [move(['ger-71-5-191'], WALK), move(['ger-71-6-191'], ['3129', '3130', '3131'])], { [label(0, 3)]: 10 });
    expect(r.events.filter((e) => e.type === 'opportunity-fire')).toHaveLength(1);
    expect(r.state.pieces['ger-71-5-191']!.at).toBe('3231');
    expect(r.state.pieces['ger-71-6-191']!.at).toBe('3131');
    expect(r.state.pieces['sov-1-42g']!.revealed).toBe(true);
    expect(r.state.opportunityFired).toEqual([{ unit: 'sov-1-42g', turn: 1, phase: 3, untilTurn: 1, untilPhase: 5 }]);
  });

  it('11.1: with no rule in the reaction policy no one fires (the default is to hold fire)', () => {
    const s = fragment({ 'ger-71-5-191': '3228', 'sov-1-42g': '3233' });
    const r = of({}, s, [move(['ger-71-5-191'], WALK)], {});
    expect(r.events.map((e) => e.type)).toEqual(['moved']);
  });

  it('11.4 ∆: a stack is open to fire the instant it starts to move, in its clear start hex', () => {
    const s = fragment({ 'ger-71-5-191': '3231', 'sov-1-42g': '3233' });
    const r = of({ opportunityFire: [{ hex: '3233' }] }, s, [move(['ger-71-5-191'], ['3230', '3229'])], { [label(0, 0)]: 3 });
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ hex: '3231' });
    expect(r.state.pieces['ger-71-5-191']).toMatchObject({ at: '3231', pinned: true });
    expect(r.events.find((e) => e.type === 'moved')).toBeUndefined();
  });

  it('a rule fires only in its zone, at its kind of target, and at stacks of at least minUnits', () => {
    const s = fragment({ 'ger-71-5-191': '3228', 'sov-1-42g': '3233' });
    const none = (rule: object) => of({ opportunityFire: [{ hex: '3233', ...rule }] }, s, [move(['ger-71-5-191'], WALK)], {}).events.filter((e) => e.type === 'opportunity-fire');
    expect(none({ zone: ['3230'] })).toEqual([]);
    expect(none({ targets: 'armor' })).toEqual([]);
    expect(none({ targets: 'vehicles' })).toEqual([]);
    expect(none({ minUnits: 2 })).toEqual([]);
  });

  it('11.3: pinned units may not opportunity fire', () => {
    const s = fragment({ 'ger-71-5-191': '3228', 'sov-1-42g': '3233' }, { pinned: ['sov-1-42g'] });
    const r = of({ opportunityFire: [{ hex: '3233' }] }, s, [move(['ger-71-5-191'], WALK)], {});
    expect(r.events.map((e) => e.type)).toEqual(['moved']);
  });

  it('11.8: units of two hexes fire separately at the same stack, each its own roll', () => {
    const s = fragment({ 'ger-71-5-191': '3228', 'sov-1-42g': '3233', 'sov-2-42g': '3133' });
    const r = of({ opportunityFire: [{ hex: '3233' }, { hex: '3133' }] }, s, [move(['ger-71-5-191'], WALK)], { [label(0, 3)]: 10, [label(0, 3, 1, '3133')]: 10 });
    expect(r.events.filter((e) => e.type === 'opportunity-fire').map((e) => e['from'])).toEqual(['3233', '3133']);
  });

  it('11.7, 11.9: two units of one hex fire together (DF 10: column 10-19, a 1 is D1); the mover chooses his loss: the move\'s own order first', () => {
    const s = fragment({ 'ger-71-5-191': '3228', 'ger-71-6-191': '3228', 'sov-1-42g': '3233', 'sov-2-42g': '3233' });
    const r = of({ opportunityFire: [{ units: ['sov-1-42g', 'sov-2-42g'] }] }, s, [move(['ger-71-5-191', 'ger-71-6-191'], WALK, { losses: ['ger-71-6-191'] })], { [label(0, 3, 0, '3233')]: 1 });
    const fire = r.events.find((e) => e.type === 'opportunity-fire')!;
    expect(fire).toMatchObject({ total: 10, column: '10-19', die: 1, result: 'D1', eliminated: ['ger-71-6-191'] });
    expect(r.state.pieces['ger-71-6-191']!.eliminated).toBe(true);
  });

  it('8.31: a German unit that opportunity-fired in Soviet Movement Phase 10 may not use reserves movement in phase 11', () => {
    const s = fragment({ 'ger-71-5-191': '3233', 'sov-1-42g': '3228' }, { attack: ['3232'] });
    const fired = { ...s, opportunityFired: [{ unit: 'ger-71-5-191', turn: 1, phase: 10, untilTurn: 1, untilPhase: 12 }] };
    const ctx = ctxAt(1, 'german-reserves');
    expect(windowRules('german-reserves').check(ctx, fired, [move(['ger-71-5-191'], ['3234'])] as SosOrder[]).map((i) => i.code)).toEqual(['not-eligible-reserves']);
  });
});

describe('SoS 11.1, 11.4, 14.2: mortars opportunity-fire on the WBBT with the line of sight of a spotter', () => {
  it('the Guards mortar in 3236 fires at 3231, spotted by its company in 3233: WBBT, AF 6, the Spotting Table modifier', () => {
    const s = fragment({ 'ger-71-5-191': '3228', 'sov-1-42g': '3233', 'sov-42g-mortar': '3236' });
    const r = of({ opportunityFire: [{ indirect: { units: ['sov-42g-mortar'], spotter: 'sov-1-42g' }, zone: ['3231'] }] }, s, [move(['ger-71-5-191'], WALK)], { [label(0, 3, 0, 'if/3236')]: 1 });
    const fire = r.events.find((e) => e.type === 'opportunity-fire')!;
    expect(fire).toMatchObject({ table: 'wbbt', spotter: 'sov-1-42g', from: '3236', hex: '3231', total: 6, reveals: ['sov-42g-mortar', 'ger-71-5-191'] });
    expect((fire['drms'] as { rule: string }[])[0]!.rule).toBe('SoS 14.3');
    expect(r.state.opportunityFired.map((x) => x.unit)).toEqual(['sov-42g-mortar']);
    // 14.02, 14.03: its explosion marker is out: it fires its AF no more this turn
    expect(r.state.ifFired).toEqual(['sov-42g-mortar']);
  });

  it('14.02: a mortar that fired its AF this turn (its explosion marker out) holds', () => {
    const s = { ...fragment({ 'ger-71-5-191': '3228', 'sov-1-42g': '3233', 'sov-42g-mortar': '3236' }), ifFired: ['sov-42g-mortar'] };
    const r = of({ opportunityFire: [{ indirect: { units: ['sov-42g-mortar'], spotter: 'sov-1-42g' } }] }, s, [move(['ger-71-5-191'], WALK)], {});
    expect(r.events.filter((e) => e.type === 'opportunity-fire')).toEqual([]);
  });

  it('14.12: the mortar that opportunity-fired in German Movement Phase 3 may not move in Soviet Movement Phase 10', () => {
    const s = fragment({ 'sov-42g-mortar': '3236' });
    const fired = { ...s, opportunityFired: [{ unit: 'sov-42g-mortar', turn: 1, phase: 3, untilTurn: 1, untilPhase: 10 }] };
    const ctx = ctxAt(1, 'soviet-movement');
    expect(windowRules('soviet-movement').check(ctx, fired, [move(['sov-42g-mortar'], ['3235'])] as SosOrder[]).map((i) => i.code)).toEqual(['fired-opportunity-fire']);
  });
});

describe('the reaction policy against the counters', () => {
  it('11.2, 14.21: every firer and spotter a rule names is the side\'s own', () => {
    const issues = standingProblems(env, 'soviet', { opportunityFire: [{ units: ['ger-71-5-191'] }, { indirect: { units: ['sov-42g-mortar'], spotter: 'ger-71-op' } }, { units: ['sov-nobody'] }] });
    expect(issues.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['not-your-unit', 'standing.opportunityFire.0.units.0'],
      ['not-your-unit', 'standing.opportunityFire.1.indirect.spotter'],
      ['unknown-unit', 'standing.opportunityFire.2.units.0'],
    ]);
  });
});

describe('SoS 11.5, 8.69, 8.70: German fire at Soviet units crossing the Volga', () => {
  it('a Guards company crossing from EB-C through 0230 is fired on there by the German company on the bank in 0431, two hexes off (−1: a Volga hex); pinned, it goes back to EB-C', () => {
    const s = fragment({ 'sov-1-42g': 'EB-C', 'ger-71-5-191': '0431' });
    const ctx = { ...ctxAt(2, 'soviet-movement'), standing: { german: { opportunityFire: [{ hex: '0431', targets: 'crossers' as const }] }, soviet: null } };
    const r = windowRules('soviet-movement').adjudicate(ctx, s, [move(['sov-1-42g'], ['0230', '0330', '0429'])] as SosOrder[], new FixedDice({ 'T02/soviet-movement/of/0/1/r0/0431': 2 }));
    const fire = r.events.find((e) => e.type === 'opportunity-fire')!;
    expect(fire).toMatchObject({ hex: '0230', from: '0431', marker: 'pinned' });
    expect(fire['drms']).toContainEqual(expect.objectContaining({ value: -1, rule: 'SoS 11.5' }));
    expect(r.events.map((e) => e.type)).toContain('crossing-returned');
    expect(r.state.pieces['sov-1-42g']).toMatchObject({ at: 'EB-C', pinned: true });
  });
});

describe('SoS 7.6, 14.12: how long the record of an opportunity fire lasts', () => {
  it('7.6: revealed "until the end of the enemy player\'s Attack or Exploit Attack Phase", the next one', () => {
    expect(revealedUntil(1, 3, 'soviet')).toEqual([1, 5]);
    expect(revealedUntil(1, 7, 'soviet')).toEqual([1, 8]);
    expect(revealedUntil(1, 4, 'german')).toEqual([1, 12]);
    expect(revealedUntil(1, 11, 'soviet')).toEqual([2, 5]);
    expect(revealedUntil(1, 14, 'german')).toEqual([1, 15]);
  });

  it('14.12: an IF unit is held until the end of its side\'s next Movement Phase; the record goes once that phase has ended, the reveal once its own end has passed', () => {
    const s = fragment({ 'sov-42g-mortar': '3236', 'sov-1-42g': '3233' });
    const fired = recordFire(recordFire(s, ['sov-1-42g'], 1, 3, 'soviet'), ['sov-42g-mortar'], 1, 3, 'soviet', new Set(['sov-42g-mortar']));
    expect(fired.opportunityFired).toEqual([
      { unit: 'sov-1-42g', turn: 1, phase: 3, untilTurn: 1, untilPhase: 5 },
      { unit: 'sov-42g-mortar', turn: 1, phase: 3, untilTurn: 1, untilPhase: 10 },
    ]);
    const side = () => 'soviet' as const;
    expect(expireFire(fired, 1, 5, side).state).toBe(fired);
    const at6 = expireFire(fired, 1, 6, side);
    expect(at6.hidden).toEqual(['sov-1-42g', 'sov-42g-mortar']);
    expect(at6.state.opportunityFired.map((r) => r.unit)).toEqual(['sov-42g-mortar']);
    expect(heldByFire(at6.state, 'sov-42g-mortar', 1, 10, 'soviet')).toBe(true);
    expect(expireFire(at6.state, 1, 11, side).state.opportunityFired).toEqual([]);
  });
});

describe('SoS 18.17, 18.31: leaders are never fired at', () => {
  it('a commissar walking alone over the clear steppe draws no fire, and the firer keeps its fire for the phase', () => {
    const s = fragment({ 'sov-commissar-1': '3228', 'ger-71-5-191': '3233' });
    const ctx = { ...ctxAt(2, 'soviet-movement'), standing: { german: { opportunityFire: [{ hex: '3233' }] }, soviet: null } };
    const r = windowRules('soviet-movement').adjudicate(ctx, s, [move(['sov-commissar-1'], WALK)] as SosOrder[], new FixedDice({}));
    expect(r.events.filter((e) => e.type === 'opportunity-fire')).toEqual([]);
    expect(r.state.pieces['sov-commissar-1']!.at).toBe('3231');
  });
});
