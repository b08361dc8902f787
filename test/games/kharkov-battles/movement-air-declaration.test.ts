import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';
import { adjudicateMovement } from '#games/kharkov-battles/windows/movement/index';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import { ENV, onKb } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

const LAH = 'ger-1-lah';
const RIFLE = 'sov-25g-rd-kb';
const LABEL = 'T03/axis-movement';
const SOVIET = 'soviet' as never;
const AXIS = 'axis' as never;
const soviet = (s: KbStanding): Record<'axis' | 'soviet', KbStanding | null> => ({ axis: null, soviet: s });

/*
 * KB 5.21: "After an attack is designated, the Phasing Player must declare if he is
 * allocating any of his available Air Points to his attack. Next, the non-Phasing Player must
 * declare"; "Mobile Assault - One Air Point from each side may be committed". LAH (3211)
 * makes a Mobile Assault from 3212 on the 25th Guards Rifle Division in 3213 and commits the
 * Axis Air Point (`air 1`), die 7. The Soviet player, with two Air Points, decides his own
 * knowing the Axis one: his standing rule `{attackerAir: 1}` matches it, and the pause of
 * `ask` says it.
 */
describe("KB 5.21: a Mobile Assault's defender declares his Air Point after the attacker's", () => {
  const state = onKb({ '3211': [LAH], '3213': [RIFLE] }, { pools: { axis: ['axis-01'], soviet: [] }, airPoints: { axis: 1, soviet: 2 } });
  const orders = (air: number): KbOrder[] => [{ assault: { unit: LAH, path: ['3212'], target: '3213', air, then: undefined, else: undefined } }];
  const dice = () => new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7), [`${LABEL}/chit/${LAH}`]: 1 });

  it('the standing `air: {mobileAssault: [{attackerAir: 1}]}` commits the Soviet Air Point against the Axis one: both spent, the die 7 modified to 9', () => {
    const r = adjudicateMovement(ENV, state, 'axis', orders(1), soviet({ air: { mobileAssault: [{ attackerAir: 1 }] } }), dice(), LABEL);
    expect(r.pause).toBeNull();
    expect(r.events.find((e) => e.type === 'mobile-assault')).toMatchObject({ modified: 9 });
    expect(r.state.airPoints).toEqual({ axis: 0, soviet: 1 });
  });

  it('the same standing rule commits nothing when the attacker commits none', () => {
    const r = adjudicateMovement(ENV, state, 'axis', orders(0), soviet({ air: { mobileAssault: [{ attackerAir: 1 }] } }), dice(), LABEL);
    expect(r.state.airPoints.soviet).toBe(2);
  });

  it('with `mobileAssault: ask` the pause says the attacker committed one, in its event and its about', () => {
    const r = adjudicateMovement(ENV, state, 'axis', orders(1), soviet({ air: { mobileAssault: 'ask' } }), dice(), LABEL);
    expect(r.pause).toMatchObject({ decision: 'airDefense', side: 'soviet', ask: { attackerAir: 1 } });
    expect(r.pause!.ask.about).toContain('the attacker committed 1');
    expect(r.events.find((e) => e.type === 'window-paused')).toMatchObject({ decision: 'airDefense', attackerAir: 1 });
  });

  it('and that it committed none when it did not', () => {
    const r = adjudicateMovement(ENV, state, 'axis', orders(0), soviet({ air: { mobileAssault: 'ask' } }), dice(), LABEL);
    expect(r.pause!.ask.about).toContain('the attacker committed 0');
    expect(r.events.find((e) => e.type === 'window-paused')).toMatchObject({ attackerAir: 0 });
  });
});

/*
 * The same in a game (Operation Star, T03/axis-movement): the Soviet standing `ask` pauses the
 * Axis Movement Phase in T03/soviet-airDefense-1, and its window, its template and its
 * `window-paused` event say the Axis Air Point committed.
 */
describe("KB 5.21 in a game: the defender's Air Point window says the attacker's", () => {
  const state = onKb({ '3211': [LAH], '3213': [RIFLE] }, { pools: { axis: ['axis-01'], soviet: [] }, airPoints: { axis: 1, soviet: 2 } });
  const game = gameAt('operation-star', 3, 'axis-movement', state, { standing: { axis: null, soviet: { air: { mobileAssault: 'ask' } } } });
  const file = { side: AXIS, orders: [{ assault: { unit: LAH, path: ['3212'], target: '3213', air: 1 } }] };
  const paused = KB.adjudicate(game, [file], new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7), [`${LABEL}/chit/${LAH}`]: 1 }));
  const g = paused.state;

  it('the window-paused event gives `attackerAir: 1`; the window and the template say it', () => {
    expect(paused.events.filter((e) => e.type === 'window-paused')).toMatchObject([{ side: 'soviet', decision: 'airDefense', hex: '3213', attackerAir: 1 }]);
    expect(KB.window(g)!.description).toContain('the attacker committed 1');
    expect(KB.template(g, SOVIET).notes.join('\n')).toContain('the attacker committed 1');
  });
});
