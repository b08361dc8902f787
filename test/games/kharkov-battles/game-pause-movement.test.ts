import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';
import { onKb } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

const SOVIET = 'soviet' as never;
const AXIS = 'axis' as never;
const LAH = 'ger-1-lah';
const LAH2 = 'ger-2-lah';
const HQ = 'sov-38a-hq-kb';
const RIFLE = 'sov-25g-rd-kb';
const RIFLE2 = 'sov-232-rd-kb';
const TARGET = 'sov-167-rd-kb';

/**
 * KB 11.32 Forced Displacement in a game (sequence/pauses.ts, D18): Operation Star,
 * T03/axis-movement. The 2nd LAH regiment makes a Mobile Assault on the rifle division in
 * 2913 (its die and chit drawn), then LAH overruns the Soviet 38th Army HQ alone in 3213, in
 * the ZOC of the Soviet rifle divisions in 3214 and 3314. The Soviet standing orders say
 * `displace: {policy: ask}`, so the Axis Movement Phase stops at the overrun and
 * T03/soviet-displace-1 opens for the Soviet player.
 */
describe('KB 11.32 in a game: the Soviet player answers the Forced Displacement in T03/soviet-displace-1', () => {
  const state = onKb({ '3211': [LAH], '3213': [HQ], '3214': [RIFLE], '3314': [RIFLE2], '2911': [LAH2], '2913': [TARGET] }, { pools: { axis: ['axis-01'], soviet: [] } });
  const game = gameAt('operation-star', 3, 'axis-movement', state, { standing: { axis: null, soviet: { displace: { policy: 'ask' } } } });
  const file = {
    side: AXIS,
    orders: [
      { assault: { unit: LAH2, path: ['2912'], target: '2913' } },
      { overrun: { unit: LAH, path: ['3212', '3213'], target: '3213' } },
    ],
  };
  const dice = new FixedDice({ 'T03/axis-movement/0/mobile-assault': d10Value(7), 'T03/axis-movement/chit/ger-2-lah': 1 });
  const paused = KB.adjudicate(game, [file], dice);
  const g = paused.state;

  it('the Axis window closes, the assault is made, and the game pauses at the overrun for the Soviet player', () => {
    expect(paused.events.filter((e) => e.type === 'mobile-assault')).toHaveLength(1);
    expect(paused.events.filter((e) => e.type === 'window-paused')).toMatchObject([{ side: 'soviet', decision: 'displace', hex: '3213', units: [HQ] }]);
    expect(g.pause).toMatchObject({ id: 'T03/soviet-displace-1', side: 'soviet', decision: 'displace', n: 1, window: 'T03/axis-movement' });
    expect(g.state.units[HQ]!.hex).toBe('3213');
    expect(KB.window(g)).toMatchObject({ id: 'T03/soviet-displace-1', waitingFor: ['soviet'], accepts: ['displace'] });
    expect(KB.window(g)!.description).toMatch(/^Soviet decision, KB 11.32: .*without an answer by the deadline: displaced to KB3214 \(the hex farthest from enemy units/);
  });

  it('the chit drawn stays hidden from the Soviet player; the pause is public', () => {
    const seen = KB.view!(g, SOVIET) as unknown;
    expect(JSON.stringify(seen)).not.toContain('axis-01');
    expect(paused.events.find((e) => e.type === 'window-paused')!.visibleTo).toBeUndefined();
  });

  it('the legal answers are offered (orderChoices, template), the default first, and the check takes each', () => {
    const choices = KB.orderChoices!(g, SOVIET);
    expect(choices.map((c) => c.order)).toEqual([{ displace: { hex: 'KB3214' } }, { displace: { hex: 'KB3314' } }, { displace: { eliminate: true } }]);
    expect(choices[0]!.label).toMatch(/\(the default\)$/);
    for (const c of choices) expect(KB.check(g, { side: SOVIET, orders: [c.order] })).toEqual([]);
    expect(KB.orderChoices!(g, AXIS)).toEqual([]);
    expect(KB.template(g, SOVIET).exampleOrders).toEqual(choices.map((c) => c.order));
    expect(KB.options(g, SOVIET)).toEqual([]);
  });

  it('a bad answer is refused with its path, code and rule', () => {
    expect(KB.check(g, { side: SOVIET, orders: [{ displace: { hex: '3212' } }] }).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.displace', 'illegal-displacement', 'KB 11.32']]);
    expect(KB.check(g, { side: SOVIET, orders: [{ displace: { hex: '9999' } }] }).map((i) => [i.path.join('.'), i.code])).toEqual([['orders.0.displace.hex', 'unknown-hex']]);
    expect(KB.check(g, { side: SOVIET, orders: [] }).map((i) => i.code)).toEqual(['one-answer']);
    expect(KB.check(g, { side: SOVIET, orders: [{ retreat: { hold: 0 } }] }).map((i) => i.code)).toContain('wrong-window');
    expect(KB.check(g, { side: AXIS, orders: [{ displace: { eliminate: true } }] }).map((i) => i.code)).toEqual(['not-your-window']);
    expect(KB.check(g, { side: AXIS, orders: [] })).toEqual([]);
  });

  it("answered: the HQ goes to 3314, the phase goes on with the rest of the file and ends (no die of before rolled again), the game goes on to the Axis Combat window", () => {
    const r = KB.adjudicate(g, [{ side: SOVIET, orders: [{ displace: { hex: 'KB3314' } }] }], new FixedDice([]));
    expect(r.events[0]).toMatchObject({ type: 'window-closed', window: 'T03/soviet-displace-1', side: 'soviet', orders: 1 });
    expect(r.events.filter((e) => e.type === 'mobile-assault')).toEqual([]);
    expect(r.events.find((e) => e.type === 'overrun')).toMatchObject({ victim: HQ, displacedTo: '3314' });
    expect(r.state.state.units[HQ]!.hex).toBe('3314');
    expect(r.state.state.units[LAH]!.hex).toBe('3213');
    expect(r.state.state.units[LAH2]!.chit).toMatchObject({ id: 'axis-01' }); // KB 2.6: the chit drawn before the pause, put under its unit once the phase is over
    expect(r.state.pause).toBeNull();
    expect(KB.window(r.state)!.id).toBe('T03/axis-combat');
  });

  it('no answer when the window closes: the default (3214), said to the Soviet player', () => {
    const r = KB.adjudicate(g, [], new FixedDice([]));
    expect(r.events.filter((e) => e.type === 'decision-defaulted')).toMatchObject([{ side: 'soviet', decision: 'displace', visibleTo: ['soviet'] }]);
    expect(r.state.state.units[HQ]!.hex).toBe('3214');
    expect(KB.window(r.state)!.id).toBe('T03/axis-combat');
  });
});
