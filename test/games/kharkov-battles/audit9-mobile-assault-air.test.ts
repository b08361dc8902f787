import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';
import { onKb } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

const LAH = 'ger-1-lah';
const RIFLE = 'sov-25g-rd-kb';
const LABEL = 'T03/axis-movement';
const SOVIET = 'soviet' as never;
const AXIS = 'axis' as never;

/*
 * KB 5.21: "the Phasing Player must declare if he is allocating any of his available Air
 * Points to his attack. Next, the non-Phasing Player must declare"; 11.2: "Each player may
 * commit up to one Air Point (5.2) to the attack (attacker choice then defender)". LAH (3211)
 * makes a Mobile Assault from 3212 on the 25th Guards Rifle Division in 3213, committing the
 * Axis Air Point, die 7 (9 with both Air Points, 8 with the Axis one alone). The Soviet
 * standing `ask` pauses the Axis phase; the two ways the pause ends read the Axis Air Point
 * the pause said: the Soviet answer and the window closing without one (D2's default, none).
 */
describe("KB 5.21 in a game: the paused defender's Air Point closes on the attacker's declaration", () => {
  const state = onKb({ '3211': [LAH], '3213': [RIFLE] }, { pools: { axis: ['axis-01'], soviet: [] }, airPoints: { axis: 1, soviet: 2 } });
  const game = gameAt('operation-star', 3, 'axis-movement', state, { standing: { axis: null, soviet: { air: { mobileAssault: 'ask' } } } });
  const file = { side: AXIS, orders: [{ assault: { unit: LAH, path: ['3212'], target: '3213', air: 1 } }] };
  const paused = KB.adjudicate(game, [file], new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7), [`${LABEL}/chit/${LAH}`]: 1 }));
  const g = paused.state;

  it('the window and the pause event say the Axis Air Point before the Soviet answer', () => {
    expect(paused.events.filter((e) => e.type === 'window-paused')).toMatchObject([{ side: 'soviet', decision: 'airDefense', attackerAir: 1 }]);
    expect(paused.events.filter((e) => e.type === 'mobile-assault')).toEqual([]);
  });

  it('answered with one: both Air Points spent, the die rolled after the answer (7) modified 9', () => {
    const r = KB.adjudicate(g, [{ side: SOVIET, orders: [{ airDefense: { commit: 1 } }] }], new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7) }));
    expect(r.events.find((e) => e.type === 'mobile-assault')).toMatchObject({ die: 7, modified: 9 });
    expect(r.state.state.airPoints).toEqual({ axis: 0, soviet: 1 });
  });

  it('no answer when the window closes: none committed (D2), said to the Soviet player; the Axis one still spent, modified 10', () => {
    const r = KB.adjudicate(g, [], new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(7) }));
    expect(r.events.filter((e) => e.type === 'decision-defaulted')).toMatchObject([{ side: 'soviet', decision: 'airDefense' }]);
    expect(r.events.find((e) => e.type === 'mobile-assault')).toMatchObject({ die: 7, modified: 10 });
    expect(r.state.state.airPoints).toEqual({ axis: 0, soviet: 2 });
  });
});
