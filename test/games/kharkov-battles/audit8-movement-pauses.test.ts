import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';
import { adjudicateMovement, resumeMovement } from '#games/kharkov-battles/windows/movement/index';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import { ENV, onKb } from './game-fixture';

const LAH = 'ger-1-lah';
const HQ = 'sov-38a-hq-kb';
const OTHER_HQ = 'sov-40a-hq-kb';
const RIFLE = 'sov-25g-rd-kb';
const LABEL = 'T03/axis-movement';
const soviet = (s: KbStanding): Record<'axis' | 'soviet', KbStanding | null> => ({ axis: null, soviet: s });

/*
 * KB 11.32: "An exception is made in the case of a defending unit which is also in a friendly
 * (to the displaced unit) ZOC; that unit may move to the hex of the unit exerting the ZOC",
 * with 15.11: "Headquarters units never exert Zones of Control". The 38th Army HQ stands alone
 * in 3213, next to the 25th Guards Rifle Division in 3214 and to the 40th Army HQ alone in
 * 3314. LAH overruns it from 3212. Only 3214 holds a unit exerting a ZOC on 3213: the Soviet
 * player is asked between that hex and the HQ's elimination, never 3314.
 */
describe('KB 11.32 with 15.11: the Forced Displacement offers only the hex of a unit exerting the ZOC', () => {
  const state = onKb({ '3211': [LAH], '3213': [HQ], '3214': [RIFLE], '3314': [OTHER_HQ] });
  const orders: KbOrder[] = [{ overrun: { unit: LAH, path: ['3212', '3213'], target: '3213', then: undefined, else: undefined } }];
  const paused = adjudicateMovement(ENV, state, 'axis', orders, soviet({ displace: { policy: 'ask' } }), new FixedDice([]), LABEL);

  it('the answers are 3214 (the default) and elimination', () => {
    expect(paused.pause).toMatchObject({ decision: 'displace', side: 'soviet', ask: { hex: '3213', units: [HQ], rule: 'KB 11.32' } });
    expect(paused.pause!.ask.choices).toEqual([{ displace: { hex: '3214' } }, { displace: { eliminate: true } }]);
  });
  it('a standing `prefer: [3314]` names no legal hex: it decides nothing, the Soviet player is still asked between 3214 and elimination', () => {
    const r = adjudicateMovement(ENV, state, 'axis', orders, soviet({ displace: { policy: 'ask', prefer: ['3314'] } }), new FixedDice([]), LABEL);
    expect(r.pause!.ask.choices).toEqual([{ displace: { hex: '3214' } }, { displace: { eliminate: true } }]);
    expect(r.state.units[HQ]!.hex).toBe('3213');
  });
});

/*
 * KB 11.26: "If this result is 'D(1)r3', the stack retreats and also loses one step"; 12.63:
 * the distribution of losses is up to the owning player; 15.12: "All HQ units are affected by
 * any combat results suffered by the stack"; 15.13: "If taken as a step loss, HQ units are
 * placed on the TRT, five turns from the current turn". LAH assaults from 3212 the 25th Guards
 * Rifle Division stacked with the 38th Army HQ in 3213, die 8: D(1)r3. The Soviet player may
 * give the HQ as the step: it goes to the Turn Record Track, the division retreats whole.
 */
describe('KB 11.26 with 15.12-15.13: the step of D(1)r3 may be the HQ of the stack', () => {
  const state = onKb({ '3211': [LAH], '3213': [RIFLE, HQ] }, { pools: { axis: ['axis-01'], soviet: [] } });
  const orders: KbOrder[] = [{ assault: { unit: LAH, path: ['3212'], target: '3213', then: undefined, else: undefined } }];
  const dice = () => new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(8), [`${LABEL}/chit/${LAH}`]: 1 });
  const paused = adjudicateMovement(ENV, state, 'axis', orders, soviet({ lossOrder: 'ask' }), dice(), LABEL);

  it('both units are answers, the division (two steps) the default', () => {
    expect(paused.events.find((e) => e.type === 'mobile-assault')).toMatchObject({ result: { code: 'D(1)r3' } });
    expect(paused.pause!.ask.choices).toEqual([{ losses: { units: [RIFLE] } }, { losses: { units: [HQ] } }]);
  });
  it('answered with the HQ: it goes to the Turn Record Track (15.13), the division keeps its two steps and retreats', () => {
    const r = resumeMovement(ENV, paused.pause!, { losses: { units: [HQ] } }, new FixedDice([]));
    expect(r.events.find((e) => e.type === 'step-loss')).toMatchObject({ unit: HQ, steps: 1, rule: 'KB 11.26' });
    expect(r.state.units[HQ]).toMatchObject({ where: 'trt', hex: null });
    expect(r.state.units[RIFLE]!.steps).toBe(2);
    expect(r.state.units[RIFLE]!.hex).not.toBe('3213');
  });
});
