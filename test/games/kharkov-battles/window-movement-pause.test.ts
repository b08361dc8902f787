import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';
import { adjudicateMovement, resumeMovement } from '#games/kharkov-battles/windows/movement/index';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import { ENV, onKb } from './game-fixture';

const LAH = 'ger-1-lah';
const INF = 'ger-320-id-kb';
const HQ = 'sov-38a-hq-kb';
const RIFLE = 'sov-25g-rd-kb';
const RIFLE2 = 'sov-232-rd-kb';
const LABEL = 'T03/axis-movement';
const soviet = (s: KbStanding): Record<'axis' | 'soviet', KbStanding | null> => ({ axis: null, soviet: s });

/*
 * KB 11.32 Forced Displacement, the Soviet standing `displace: {policy: ask}` (D18): the
 * Soviet 38th Army HQ stands alone in 3213, in the ZOC of the Soviet rifle divisions in 3214
 * and 3314. The 320th Infantry Division moves first; then LAH overruns the HQ on its way
 * 3212-3213. The Axis Movement Phase stops at the overrun, for the Soviet player.
 */
describe('KB 11.32 in the Movement window: the Forced Displacement asked (D18)', () => {
  const state = onKb({ '3211': [LAH], '3311': [INF], '3213': [HQ], '3214': [RIFLE], '3314': [RIFLE2] });
  const orders: KbOrder[] = [
    { move: { unit: INF, path: ['3310'] } },
    { overrun: { unit: LAH, path: ['3212', '3213'], target: '3213', then: undefined, else: undefined } },
  ];
  const ask = soviet({ displace: { policy: 'ask' } });
  const paused = adjudicateMovement(ENV, state, 'axis', orders, ask, new FixedDice([]), LABEL);

  it('the phase stops at the overrun: the moves before it are made, the overrun unit still stands, the legal answers named (default first)', () => {
    expect(paused.pause).toMatchObject({ decision: 'displace', side: 'soviet', mover: 'axis', ask: { hex: '3213', units: [HQ], rule: 'KB 11.32' } });
    expect(paused.pause!.ask.choices).toEqual([{ displace: { hex: '3214' } }, { displace: { hex: '3314' } }, { displace: { eliminate: true } }]);
    expect(paused.events.map((e) => e.type)).toEqual(['moved', 'window-paused']);
    expect(paused.events[1]).toMatchObject({ side: 'soviet', decision: 'displace', hex: '3213', units: [HQ], rule: 'KB 11.32' });
    expect(paused.events[1]!.visibleTo).toBeUndefined();
    expect(paused.state.units[HQ]!.hex).toBe('3213');
    expect(paused.state.units[INF]!.hex).toBe('3310');
    expect(JSON.parse(JSON.stringify(paused.pause))).toEqual(paused.pause); // plain JSON, as the game keeps it
  });

  it('answered `displace: {hex: 3314}`: the HQ goes there, the overrun is made and the rest of the file goes on; nothing before the pause is done twice', () => {
    const r = resumeMovement(ENV, paused.pause!, { displace: { hex: '3314' as never } }, new FixedDice([]));
    expect(r.pause).toBeNull();
    expect(r.events.map((e) => e.type)).toEqual(['overrun', 'moved']);
    expect(r.events[0]).toMatchObject({ victim: HQ, hex: '3213', displacedTo: '3314' });
    expect(r.state.units[HQ]!.hex).toBe('3314');
    expect(r.state.units[LAH]!.hex).toBe('3213');
    expect(r.state.units[INF]!.hex).toBe('3310');
    expect(r.state.owner['3213']).toBe('axis'); // KB 2.3, at the end of the resumed phase
  });

  it('answered `displace: {eliminate: true}`: the HQ is eliminated (to the TRT five turns ahead, 15.13)', () => {
    const r = resumeMovement(ENV, paused.pause!, { displace: { eliminate: true } }, new FixedDice([]));
    expect(r.events.find((e) => e.type === 'overrun')).toMatchObject({ victim: HQ, displacedTo: null });
    expect(r.state.units[HQ]).toMatchObject({ where: 'trt', hex: null });
  });

  it('no answer: the default, the first of the ranking (3214), said to the Soviet player alone', () => {
    const r = resumeMovement(ENV, paused.pause!, null, new FixedDice([]));
    expect(r.events[0]).toMatchObject({ type: 'decision-defaulted', side: 'soviet', decision: 'displace', visibleTo: ['soviet'] });
    expect(r.state.units[HQ]!.hex).toBe('3214');
  });

  it('a standing `displace` that decides it (a preferred hex, or no `ask`) does not pause', () => {
    const prefer = adjudicateMovement(ENV, state, 'axis', orders, soviet({ displace: { policy: 'ask', prefer: ['3314'] } }), new FixedDice([]), LABEL);
    expect(prefer.pause).toBeNull();
    expect(prefer.state.units[HQ]!.hex).toBe('3314');
    const none = adjudicateMovement(ENV, state, 'axis', orders, soviet({}), new FixedDice([]), LABEL);
    expect(none.pause).toBeNull();
    expect(none.state.units[HQ]!.hex).toBe('3214');
  });

  it('a standing `displace: {policy: eliminate}` eliminates the overrun unit (11.32: "the owning player may choose")', () => {
    const r = adjudicateMovement(ENV, state, 'axis', orders, soviet({ displace: { policy: 'eliminate' } }), new FixedDice([]), LABEL);
    expect(r.state.units[HQ]).toMatchObject({ where: 'trt', hex: null });
  });
});

/*
 * KB 11.26 D(1)r3, the Soviet standing `lossOrder: ask` (D16): LAH (3211) makes a Mobile
 * Assault from 3212 on the Soviet stack in 3213, the 25th Guards Rifle Division (two steps)
 * and the 232nd Rifle Division (one step). 1-1, die 8 with Combined Arms: D(1)r3. The stack
 * loses one step and the Soviet player says which unit: the Axis Movement Phase stops after
 * the die, before the step is lost.
 */
describe('KB 11.26 in the Movement window: the step of D(1)r3 asked (D16)', () => {
  const state = onKb({ '3211': [LAH], '3311': [INF], '3213': [RIFLE, { id: RIFLE2, steps: 1 }] }, { pools: { axis: ['axis-01'], soviet: [] } });
  const orders: KbOrder[] = [
    { assault: { unit: LAH, path: ['3212'], target: '3213', then: undefined, else: undefined } },
    { move: { unit: INF, path: ['3310'] } },
  ];
  const dice = () => new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(8), [`${LABEL}/chit/${LAH}`]: 1 });
  const paused = adjudicateMovement(ENV, state, 'axis', orders, soviet({ lossOrder: 'ask' }), dice(), LABEL);

  it('the phase stops after the die, before the loss: each unit of the stack is an answer, the most steps first', () => {
    expect(paused.pause).toMatchObject({ decision: 'losses', side: 'soviet', ask: { hex: '3213', units: [RIFLE, RIFLE2], rule: 'KB 11.26, 12.63' } });
    expect(paused.pause!.ask.choices).toEqual([{ losses: { units: [RIFLE] } }, { losses: { units: [RIFLE2] } }]);
    expect(paused.events.map((e) => e.type)).toEqual(['moved', 'mobile-assault', 'window-paused']);
    expect(paused.state.units[RIFLE]!.steps).toBe(2);
    expect(paused.state.units[RIFLE2]!.steps).toBe(1);
  });

  it('answered `losses: {units: [232nd]}`: that division is eliminated, the 25th retreats, LAH takes the hex; the die is not rolled again (the window\'s dice have none) and the chit drawn before stays hidden', () => {
    const r = resumeMovement(ENV, paused.pause!, { losses: { units: [RIFLE2] } }, new FixedDice([]));
    expect(r.pause).toBeNull();
    expect(r.events.map((e) => e.type)).toEqual(['step-loss', 'eliminated', 'retreated', 'moved', 'chit-drawn']);
    expect(r.events[0]).toMatchObject({ unit: RIFLE2, steps: 1, rule: 'KB 11.26' });
    expect(r.events.find((e) => e.type === 'chit-drawn')!.visibleTo).toEqual(['axis']);
    expect(r.state.units[RIFLE]!.steps).toBe(2);
    expect(r.state.units[LAH]).toMatchObject({ hex: '3213', chit: { id: 'axis-01' } }); // KB 11.2: into the vacated hex
    expect(r.state.units[INF]!.hex).toBe('3310');
  });

  it('no answer: the default, the unit with the most steps (the 25th Guards) loses it', () => {
    const r = resumeMovement(ENV, paused.pause!, null, new FixedDice([]));
    expect(r.events[0]).toMatchObject({ type: 'decision-defaulted', side: 'soviet', decision: 'losses', visibleTo: ['soviet'] });
    expect(r.state.units[RIFLE]!.steps).toBe(1);
    expect(r.state.units[RIFLE2]!.steps).toBe(1);
  });

  it('no pause for a stack of one unit, nor for a loss list', () => {
    const alone = onKb({ '3211': [LAH], '3311': [INF], '3213': [RIFLE] }, { pools: { axis: ['axis-01'], soviet: [] } });
    expect(adjudicateMovement(ENV, alone, 'axis', orders, soviet({ lossOrder: 'ask' }), dice(), LABEL).pause).toBeNull();
    const listed = adjudicateMovement(ENV, state, 'axis', orders, soviet({ lossOrder: [RIFLE2] }), dice(), LABEL);
    expect(listed.pause).toBeNull();
    expect(listed.state.units[RIFLE2]!.where).not.toBe('map');
  });
});

/*
 * KB 5.21, 11.2, the Soviet standing `air: {mobileAssault: ask}` (D2): LAH (3211) makes a
 * Mobile Assault from 3212 on the 25th Guards Rifle Division in 3213, 2-1 with Combined Arms,
 * die 7. The Soviet player, with two Air Points, says whether one defends: the Axis Movement
 * Phase stops before the die.
 */
describe("KB 5.21 in the Movement window: the defender's Air Point asked before a Mobile Assault's die (D2)", () => {
  const state = onKb({ '3211': [LAH], '3213': [RIFLE] }, { pools: { axis: ['axis-01'], soviet: [] }, airPoints: { axis: 0, soviet: 2 } });
  const orders: KbOrder[] = [{ assault: { unit: LAH, path: ['3212'], target: '3213', then: undefined, else: undefined } }];
  const dice = () => new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7), [`${LABEL}/chit/${LAH}`]: 1 });
  const ask = soviet({ air: { mobileAssault: 'ask' } });
  const paused = adjudicateMovement(ENV, state, 'axis', orders, ask, dice(), LABEL);

  it('the phase stops before the die: no Air Point (the default) or one', () => {
    expect(paused.pause).toMatchObject({ decision: 'airDefense', side: 'soviet', ask: { hex: '3213', units: [RIFLE], rule: 'KB 5.21, 11.2' } });
    expect(paused.pause!.ask.choices).toEqual([{ airDefense: { commit: 0 } }, { airDefense: { commit: 1 } }]);
    expect(paused.events.map((e) => e.type)).toEqual(['moved', 'window-paused']);
  });

  it('answered `airDefense: {commit: 1}`: the die is rolled with the window\'s dice, one less (Dr3), and the Air Point spent', () => {
    const r = resumeMovement(ENV, paused.pause!, { airDefense: { commit: 1 } }, new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7) }));
    expect(r.events.find((e) => e.type === 'mobile-assault')).toMatchObject({ modified: 8, result: { code: 'Dr3' } });
    expect(r.state.airPoints.soviet).toBe(1);
  });

  it('no answer: no Air Point (D(1)r3)', () => {
    const r = resumeMovement(ENV, paused.pause!, null, new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7) }));
    expect(r.events[0]).toMatchObject({ type: 'decision-defaulted', decision: 'airDefense', visibleTo: ['soviet'] });
    expect(r.events.find((e) => e.type === 'mobile-assault')).toMatchObject({ modified: 9, result: { code: 'D(1)r3' } });
    expect(r.state.airPoints.soviet).toBe(2);
  });

  it('no pause without an Air Point available, nor once the budget is spent (5.21)', () => {
    expect(adjudicateMovement(ENV, { ...state, airPoints: { axis: 0, soviet: 0 } }, 'axis', orders, ask, dice(), LABEL).pause).toBeNull();
    expect(adjudicateMovement(ENV, state, 'axis', orders, soviet({ air: { budget: 0, mobileAssault: 'ask' } }), dice(), LABEL).pause).toBeNull();
  });
});

/*
 * Two Forced Displacements asked in one phase: LAH overruns the 38th Army HQ (3213), then the
 * 2nd LAH regiment the 6th Army HQ alone in 2913, in the ZOC of the rifle divisions in 2914 and
 * 3014. The phase stops at the first, goes on with its answer, and stops again at the second.
 */
describe('KB 11.32: the phase goes on after an answer and may stop again', () => {
  const state = onKb({ '3211': [LAH], '3213': [HQ], '3214': [RIFLE], '3314': [RIFLE2], '2911': ['ger-2-lah'], '2913': ['sov-6a-hq-kb'], '2914': ['sov-167-rd-kb'], '3014': ['sov-100-rd-kb'] });
  const orders: KbOrder[] = [
    { overrun: { unit: LAH, path: ['3212', '3213'], target: '3213', then: undefined, else: undefined } },
    { overrun: { unit: 'ger-2-lah', path: ['2912', '2913'], target: '2913', then: undefined, else: undefined } },
  ];
  const first = adjudicateMovement(ENV, state, 'axis', orders, soviet({ displace: { policy: 'ask' } }), new FixedDice([]), LABEL);

  it('the second overrun stops the phase again, with the first answer kept', () => {
    expect(first.pause!.ask.units).toEqual([HQ]);
    const second = resumeMovement(ENV, first.pause!, { displace: { hex: '3314' as never } }, new FixedDice([]));
    expect(second.events.map((e) => e.type)).toEqual(['overrun', 'moved', 'window-paused']);
    expect(second.pause).toMatchObject({ decision: 'displace', answers: [{ displace: { hex: '3314' } }], ask: { units: ['sov-6a-hq-kb'], hex: '2913' } });
    expect(second.state.units[HQ]!.hex).toBe('3314');
    const done = resumeMovement(ENV, second.pause!, null, new FixedDice([]));
    expect(done.pause).toBeNull();
    expect(done.events.map((e) => e.type)).toEqual(['decision-defaulted', 'overrun', 'moved']);
    expect(done.state.units[HQ]!.hex).toBe('3314');
    const byDefault = (second.pause!.ask.choices[0] as { displace: { hex: string } }).displace.hex;
    expect(['2914', '3014']).toContain(byDefault);
    expect(done.state.units['sov-6a-hq-kb']!.hex).toBe(byDefault);
  });
});
