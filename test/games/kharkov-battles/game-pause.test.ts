import { describe, expect, it } from 'vitest';
import { d10Value } from '#kernel/dice/d10';
import { StepDice } from '#kernel/dice/step-dice';
import type { Dice } from '#kernel/engine/dice';
import { withUnits } from '#games/kharkov-battles/state/update';
import { onKb } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

const SOVIET = 'soviet' as never;
const AXIS = 'axis' as never;
/** A window's dice: the combat die shows `face`, every other roll and draw is the step's own. */
const withDie = (face: number, seed = '33'): Dice => {
  const step = new StepDice({ seedHex: seed.repeat(32), ctxHex: '01'.repeat(32) });
  return { roll: (l, s) => (l.endsWith('/crt') ? d10Value(face) : step.roll(l, s)), rollMany: (l, s, n) => step.rollMany(l, s, n), hidden: (l, s) => step.hidden(l, s) };
};

/**
 * KB 12.62, 12.72-12.74 in a game (sequence/pauses.ts, D6): Operation Star, T03/soviet-combat.
 * Two rifle divisions (1830, 1831) attack an Axis regiment in 1931: 1-1, die 7 gives Dr1. The
 * regiment may retreat to 2030 (2031 is nearer no Axis supply source, 12.72), or take the hex
 * as a step; the Axis player has no
 * standing `retreat`, so the Soviet Combat Phase stops and T03/axis-retreat-1 opens for him.
 */
describe('KB 12.62, 12.72 in a game: the Axis player answers his retreat in T03/axis-retreat-1', () => {
  const state = onKb({ '1830': ['sov-167-rd-kb'], '1831': ['sov-232-rd-kb'], '1931': ['ger-brk-kb-1'] });
  const game = gameAt('operation-star', 3, 'soviet-combat', state);
  const file = { side: SOVIET, orders: [{ attack: { attackers: ['sov-167-rd-kb', 'sov-232-rd-kb'], targets: ['1931'] } }] };
  const paused = KB.adjudicate(game, [file], withDie(7));
  const g = paused.state;

  it('the Soviet window closes, the combat is fought to its result, and the game pauses for the Axis player', () => {
    expect(paused.events.filter((e) => e.type === 'crt')).toMatchObject([{ final: '1-1', result: 'Dr1' }]);
    expect(g.pause).toMatchObject({ id: 'T03/axis-retreat-1', side: 'axis', decision: 'retreat', n: 1, window: 'T03/soviet-combat' });
    expect(g.state.units['ger-brk-kb-1']!.hex).toBe('1931');
    expect(KB.window(g)).toMatchObject({ id: 'T03/axis-retreat-1', waitingFor: ['axis'], accepts: ['retreat'] });
    expect(KB.window(g)!.description).toMatch(/^Axis decision, KB 12.62, 12.72-12.74: .*without an answer by the deadline: retreat in full/);
    expect(paused.events.filter((e) => e.type === 'window-paused')).toMatchObject([{ side: 'axis', decision: 'retreat', hex: '1931', result: 'Dr1' }]);
  });
  it('the legal answers are offered (orderChoices, template), and the check takes each', () => {
    const choices = KB.orderChoices!(g, AXIS);
    expect(choices.map((c) => c.order)).toEqual([{ retreat: { hold: 0, path: ['KB2030'] } }, { retreat: { hold: 1 } }]);
    for (const c of choices) expect(KB.check(g, { side: AXIS, orders: [c.order] })).toEqual([]);
    expect(KB.orderChoices!(g, SOVIET)).toEqual([]);
    expect(KB.template(g, AXIS).exampleOrders).toEqual(choices.map((c) => c.order));
    expect(KB.options(g, AXIS)).toEqual([]);
  });
  it('a bad answer is refused, every problem at once, with its path, code and rule', () => {
    const issues = KB.check(g, { side: AXIS, orders: [{ retreat: { hold: 0, path: ['1832'], breakout: true } }] });
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.0.retreat.path', 'illegal-retreat-path', 'KB 12.72'],
      ['orders.0.retreat.breakout', 'no-breakout', 'KB 12.73'],
    ]);
    expect(KB.check(g, { side: AXIS, orders: [{ retreat: { hold: 2 } }] }).map((i) => [i.code, i.rule])).toEqual([['bad-hold', 'KB 12.62']]);
    // KB 12.72: 2031 is as far from the attackers as 2030 but leads toward no Axis supply source
    expect(KB.check(g, { side: AXIS, orders: [{ retreat: { hold: 0, path: ['2031'] } }] }).map((i) => [i.code, i.rule])).toEqual([['illegal-retreat-path', 'KB 12.72']]);
    expect(KB.check(g, { side: AXIS, orders: [] }).map((i) => i.code)).toEqual(['one-answer']);
    expect(KB.check(g, { side: AXIS, orders: [{ attack: { attackers: ['ger-brk-kb-1'], targets: ['1831'] } }] }).map((i) => i.code)).toContain('wrong-window');
    expect(KB.check(g, { side: SOVIET, orders: [{ retreat: { hold: 0 } }] }).map((i) => i.code)).toEqual(['not-your-window']);
    expect(KB.check(g, { side: SOVIET, orders: [] })).toEqual([]);
  });
  it('answered: the regiment retreats to 2030, the phase ends and the game goes on to the next window', () => {
    const r = KB.adjudicate(g, [{ side: AXIS, orders: [{ retreat: { hold: 0, path: ['2030'] } }] }], withDie(0, '44'));
    expect(r.events[0]).toMatchObject({ type: 'window-closed', window: 'T03/axis-retreat-1', side: 'axis', orders: 1 });
    expect(r.events.filter((e) => e.type === 'retreated')).toMatchObject([{ side: 'axis', from: '1931', path: ['2030'] }]);
    expect(r.state.state.units['ger-brk-kb-1']!.hex).toBe('2030');
    expect(r.state.pause).toBeNull();
    expect(KB.window(r.state)!.id).toBe('T04/axis-preparation');
  });
  it('no answer when the window closes: the default, retreat in full by the default path (2030)', () => {
    const r = KB.adjudicate(g, [], withDie(0, '44'));
    expect(r.events.filter((e) => e.type === 'decision-defaulted')).toMatchObject([{ side: 'axis', decision: 'retreat', visibleTo: ['axis'] }]);
    expect(r.state.state.units['ger-brk-kb-1']!.hex).toBe('2030');
    expect(KB.window(r.state)!.id).toBe('T04/axis-preparation');
  });
  it('a standing `retreat: {policy: retreat}` decides it: no pause, the same position as the default answer', () => {
    const standing = gameAt('operation-star', 3, 'soviet-combat', state, { standing: { axis: { retreat: { policy: 'retreat' } }, soviet: null } });
    const r = KB.adjudicate(standing, [file], withDie(7));
    expect(r.state.pause).toBeNull();
    expect(r.state.state.units['ger-brk-kb-1']!.hex).toBe('2030');
    expect(KB.window(r.state)!.id).toBe('T04/axis-preparation');
  });
});

/**
 * KB 12.61-12.63 in a game (D5): six Guards rifle divisions (1830, 1831, 1930) attack two
 * one-step security regiments in 1931: 6-1, die 3 gives D(1)r1. Either regiment may take the
 * (1); the Axis standing `lossOrder: ask` stops the Soviet Combat Phase and opens
 * T03/axis-losses-1 for him (his standing `retreat` settles the retreat of the other).
 */
describe('KB 12.61-12.63 in a game: the Axis player answers his losses in T03/axis-losses-1', () => {
  const state = onKb({ '1830': ['sov-25g-rd-kb', 'sov-48g-rd-kb'], '1831': ['sov-62g-rd-kb', 'sov-6g-rd-kb'], '1930': ['sov-35g-rd-kb', 'sov-41g-rd-kb'], '1931': ['ger-213-sich', 'ger-403-sich'] });
  const game = gameAt('operation-star', 3, 'soviet-combat', state, { standing: { soviet: null, axis: { lossOrder: 'ask', retreat: { policy: 'retreat' } } } });
  const file = { side: SOVIET, orders: [{ attack: { attackers: ['sov-25g-rd-kb', 'sov-48g-rd-kb', 'sov-62g-rd-kb', 'sov-6g-rd-kb', 'sov-35g-rd-kb', 'sov-41g-rd-kb'], targets: ['1931'] } }] };
  const paused = KB.adjudicate(game, [file], withDie(3));
  const g = paused.state;

  it('the combat is fought to D(1)r1 and the game pauses for the Axis player, no step lost yet', () => {
    expect(paused.events.filter((e) => e.type === 'crt')).toMatchObject([{ final: '6-1', result: 'D(1)r1' }]);
    expect(g.pause).toMatchObject({ id: 'T03/axis-losses-1', side: 'axis', decision: 'losses', n: 1, window: 'T03/soviet-combat' });
    expect(paused.events.filter((e) => e.type === 'step-lost')).toEqual([]);
    expect(KB.window(g)).toMatchObject({ id: 'T03/axis-losses-1', waitingFor: ['axis'], accepts: ['losses'] });
    expect(KB.window(g)!.description).toMatch(/^Axis decision, KB 12.63, 11.26: the units of the force in KB1931 that lose 1 step\(s\)/);
    expect(paused.events.filter((e) => e.type === 'window-paused')).toMatchObject([{ side: 'axis', decision: 'losses', hex: '1931', steps: 1 }]);
  });
  it('the legal answers are offered (orderChoices, template), the default first, and the check takes each', () => {
    const choices = KB.orderChoices!(g, AXIS);
    expect(choices.map((c) => c.order)).toEqual([{ losses: { units: ['ger-213-sich'] } }, { losses: { units: ['ger-403-sich'] } }]);
    for (const c of choices) expect(KB.check(g, { side: AXIS, orders: [c.order] })).toEqual([]);
    expect(KB.orderChoices!(g, SOVIET)).toEqual([]);
    expect(KB.template(g, AXIS).exampleOrders).toEqual(choices.map((c) => c.order));
  });
  it('a bad answer is refused, every problem at once, with its path, code and rule', () => {
    const bad = KB.check(g, { side: AXIS, orders: [{ losses: { units: ['sov-25g-rd-kb', 'ger-213-sich'] } }] });
    expect(bad.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.0.losses.units.0', 'not-in-force', 'KB 12.63'],
      ['orders.0.losses.units', 'loss-count', 'KB 12.61'],
    ]);
    expect(KB.check(g, { side: AXIS, orders: [{ losses: { units: ['ger-213-sich', 'ger-213-sich'] } }] }).map((i) => i.code)).toEqual(['loss-count']);
    expect(KB.check(g, { side: AXIS, orders: [{ retreat: { hold: 0 } }] }).map((i) => i.code)).toContain('wrong-window');
    expect(KB.check(g, { side: SOVIET, orders: [{ losses: { units: ['ger-213-sich'] } }] }).map((i) => [i.code, i.rule])).toEqual([['not-your-window', 'KB 12.63, 11.26']]);
  });
  it('answered: the regiment named loses the step, the other retreats, and the game goes on', () => {
    const r = KB.adjudicate(g, [{ side: AXIS, orders: [{ losses: { units: ['ger-403-sich'] } }] }], withDie(0, '44'));
    expect(r.events[0]).toMatchObject({ type: 'window-closed', window: 'T03/axis-losses-1', orders: 1 });
    expect(r.events.filter((e) => e.type === 'step-lost')).toMatchObject([{ unit: 'ger-403-sich', stepsLeft: 0 }]);
    expect(r.state.state.units['ger-213-sich']!.hex).not.toBe('1931');
    expect(r.state.pause).toBeNull();
    expect(KB.window(r.state)!.id).toBe('T04/axis-preparation');
  });
  it('no answer: the default loss (ger-213-sich, the first by the default order)', () => {
    const r = KB.adjudicate(g, [], withDie(0, '44'));
    expect(r.events.filter((e) => e.type === 'decision-defaulted')).toMatchObject([{ side: 'axis', decision: 'losses', visibleTo: ['axis'] }]);
    expect(r.events.filter((e) => e.type === 'step-lost')).toMatchObject([{ unit: 'ger-213-sich' }]);
  });
});

/**
 * KB 12.8, 12.82 in a game (D9): the two rifle divisions (1830, 1831) attack the Axis
 * regiment in 1931 at 1-1, and die 4 gives Ar1: they retreat a hex each. The Axis standing
 * `advance: {policy: ask}` stops the Soviet Combat Phase and opens T03/axis-advance-1.
 */
describe('KB 12.8 in a game: the Axis player answers his advance in T03/axis-advance-1', () => {
  const state = onKb({ '1830': ['sov-167-rd-kb'], '1831': ['sov-232-rd-kb'], '1931': ['ger-brk-kb-1'] });
  const game = gameAt('operation-star', 3, 'soviet-combat', state, { standing: { soviet: null, axis: { advance: { policy: 'ask' } } } });
  const file = { side: SOVIET, orders: [{ attack: { attackers: ['sov-167-rd-kb', 'sov-232-rd-kb'], targets: ['1931'] } }] };
  const paused = KB.adjudicate(game, [file], withDie(4));
  const g = paused.state;

  it('the combat is fought to Ar1 and the game pauses for the Axis player before the attackers retreat', () => {
    expect(paused.events.filter((e) => e.type === 'crt')).toMatchObject([{ final: '1-1', result: 'Ar1' }]);
    expect(g.pause).toMatchObject({ id: 'T03/axis-advance-1', side: 'axis', decision: 'advance', n: 1 });
    expect(paused.events.filter((e) => e.type === 'retreated')).toEqual([]);
    expect(KB.window(g)).toMatchObject({ id: 'T03/axis-advance-1', waitingFor: ['axis'], accepts: ['advance'] });
    expect(KB.window(g)!.description).toMatch(/^Axis decision, KB 12.8, 12.81: an advance from KB1931 .*without an answer by the deadline: no advance/);
  });
  it('the legal answers are offered, none (the default) first, and the check takes each', () => {
    const choices = KB.orderChoices!(g, AXIS);
    expect(choices.map((c) => c.order)).toEqual([{ advance: [] }, { advance: [{ units: ['ger-brk-kb-1'], path: ['KB1830'] }] }, { advance: [{ units: ['ger-brk-kb-1'], path: ['KB1831'] }] }]);
    for (const c of choices) expect(KB.check(g, { side: AXIS, orders: [c.order] })).toEqual([]);
    expect(KB.template(g, AXIS).exampleOrders).toEqual(choices.map((c) => c.order));
  });
  it('a bad answer is refused, every problem at once, with its path, code and rule', () => {
    const issues = KB.check(g, { side: AXIS, orders: [{ advance: [{ units: ['ger-brk-kb-1'], path: ['1830', '1730'] }, { units: ['ger-brk-kb-1'], path: ['1831'] }] }] });
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.0.advance.0.units.0', 'illegal-advance', 'KB 12.82'],
      ['orders.0.advance.1.units.0', 'advances-once', 'KB 12.82'],
    ]);
    expect(KB.check(g, { side: SOVIET, orders: [{ advance: [] }] }).map((i) => i.code)).toEqual(['not-your-window']);
  });
  it('answered: the divisions retreat, the regiment advances into 1831, and the game goes on', () => {
    const r = KB.adjudicate(g, [{ side: AXIS, orders: [{ advance: [{ units: ['ger-brk-kb-1'], path: ['1831'] }] }] }], withDie(0, '44'));
    expect(r.events.filter((e) => e.type === 'retreated')).toHaveLength(2);
    expect(r.events.filter((e) => e.type === 'advanced')).toMatchObject([{ unit: 'ger-brk-kb-1', path: ['1831'] }]);
    expect(r.state.state.units['ger-brk-kb-1']!.hex).toBe('1831');
    expect(KB.window(r.state)!.id).toBe('T04/axis-preparation');
  });
  it('no answer: no advance', () => {
    const r = KB.adjudicate(g, [], withDie(0, '44'));
    expect(r.events.filter((e) => e.type === 'decision-defaulted')).toMatchObject([{ side: 'axis', decision: 'advance' }]);
    expect(r.state.state.units['ger-brk-kb-1']!.hex).toBe('1931');
  });
});

/**
 * KB 5.21 in a game (D1): the same attack on the regiment in 1931, the Axis player with one
 * Air Point and `air.preparedAssault: ask`: the Soviet Combat Phase stops before the die and
 * opens T03/axis-air-defense-1; the die belongs to the window the answer closes.
 */
describe('KB 5.21 in a game: the Axis player answers his Air Point in T03/axis-air-defense-1', () => {
  const state = onKb({ '1830': ['sov-167-rd-kb'], '1831': ['sov-232-rd-kb'], '1931': ['ger-brk-kb-1'] }, { airPoints: { axis: 1, soviet: 0 } });
  const game = gameAt('operation-star', 3, 'soviet-combat', state, { standing: { soviet: null, axis: { air: { preparedAssault: 'ask' }, retreat: { policy: 'retreat' } } } });
  const file = { side: SOVIET, orders: [{ attack: { attackers: ['sov-167-rd-kb', 'sov-232-rd-kb'], targets: ['1931'] } }] };
  const paused = KB.adjudicate(game, [file], withDie(7));
  const g = paused.state;

  it('the game pauses before the die for the Axis player', () => {
    expect(paused.events.filter((e) => e.type === 'crt')).toEqual([]);
    expect(g.pause).toMatchObject({ id: 'T03/axis-air-defense-1', side: 'axis', decision: 'airDefense' });
    expect(KB.window(g)).toMatchObject({ id: 'T03/axis-air-defense-1', waitingFor: ['axis'], accepts: ['airDefense'] });
  });
  it('the legal answers are offered, none first, the check takes each and refuses the other side and a wrong kind', () => {
    const choices = KB.orderChoices!(g, AXIS);
    expect(choices.map((c) => c.order)).toEqual([{ airDefense: { commit: 0 } }, { airDefense: { commit: 1 } }]);
    for (const c of choices) expect(KB.check(g, { side: AXIS, orders: [c.order] })).toEqual([]);
    expect(KB.check(g, { side: SOVIET, orders: [{ airDefense: { commit: 1 } }] }).map((i) => [i.code, i.rule])).toEqual([['not-your-window', 'KB 5.21']]);
    expect(KB.check(g, { side: AXIS, orders: [{ retreat: { hold: 0 } }] }).map((i) => i.code)).toContain('wrong-window');
  });
  it('answered with one: the Air Point is spent in the combat, rolled with the dice of this window, and the game goes on', () => {
    const r = KB.adjudicate(g, [{ side: AXIS, orders: [{ airDefense: { commit: 1 } }] }], withDie(7, '44'));
    expect(r.events.filter((e) => e.type === 'air-points')).toMatchObject([{ side: 'axis', used: 1 }]);
    expect(r.events.filter((e) => e.type === 'crt')).toHaveLength(1);
    expect(KB.window(r.state)!.id).toBe('T04/axis-preparation');
  });
});

/**
 * KB 6.21-6.22, 12.22 in a game (D3): Operation Star, T03/soviet-combat. Two rifle divisions
 * (1830, 1831) attack an infantry division and an SS regiment in 1931: a multi-step unit and
 * half of one, so one of them defends (6.21); the Axis player's standing `participants: ask`
 * stops the Soviet Combat Phase before the die and opens T03/axis-participants-1. Which
 * defends strongest is his secret (his chits).
 */
describe('KB 6.21-6.22 in a game: the Axis player answers which units defend in T03/axis-participants-1', () => {
  // both hold a Strength Chit already (KB 2.6), known to the Axis player alone
  const state = withUnits(onKb({ '1830': ['sov-167-rd-kb'], '1831': ['sov-232-rd-kb'], '1931': ['ger-1-lah', 'ger-168-id-kb'] }), { 'ger-1-lah': { chit: { id: 'axis-01', face: 'full' } }, 'ger-168-id-kb': { chit: { id: 'axis-02', face: 'full' } } });
  const game = gameAt('operation-star', 3, 'soviet-combat', state, { standing: { soviet: null, axis: { participants: 'ask', retreat: { policy: 'retreat' } } } });
  const file = { side: SOVIET, orders: [{ attack: { attackers: ['sov-167-rd-kb', 'sov-232-rd-kb'], targets: ['1931'] } }] };
  const paused = KB.adjudicate(game, [file], withDie(7));
  const g = paused.state;
  const sets = [['ger-1-lah'], ['ger-168-id-kb']];

  it('the game pauses before the die for the Axis player', () => {
    expect(paused.events.filter((e) => e.type === 'crt' || e.type === 'participants' || e.type === 'order-skipped')).toEqual([]);
    expect(g.pause).toMatchObject({ id: 'T03/axis-participants-1', side: 'axis', decision: 'participants' });
    expect(KB.window(g)).toMatchObject({ id: 'T03/axis-participants-1', waitingFor: ['axis'], accepts: ['participants'] });
  });
  it('the legal sets are offered to the Axis player alone (orderChoices, template), the check takes each', () => {
    const choices = KB.orderChoices!(g, AXIS);
    expect(choices.map((c) => (c.order as { participants: { units: string[] } }).participants.units).sort()).toEqual([...sets].sort());
    for (const c of choices) expect(KB.check(g, { side: AXIS, orders: [c.order] })).toEqual([]);
    expect(KB.template(g, AXIS).exampleOrders).toEqual(choices.map((c) => c.order));
    expect(KB.orderChoices!(g, SOVIET)).toEqual([]);
    expect(KB.template(g, SOVIET).exampleOrders).toEqual([]);
  });
  it('a bad answer is refused, every problem at once, with its path, code and rule', () => {
    const codes = (orders: unknown[], side = AXIS) => KB.check(g, { side, orders }).map((i) => [i.path.join('.'), i.code, i.rule]);
    expect(codes([{ participants: { units: ['ger-1-lah', 'ger-168-id-kb'] } }])).toEqual([['orders.0.participants.units', 'too-many-participants', 'KB 6.21']]);
    expect(codes([{ participants: { units: ['ger-1-lah', 'sov-167-rd-kb'] } }])).toEqual([['orders.0.participants.units.1', 'not-in-hex', 'KB 6.22']]);
    expect(KB.check(g, { side: AXIS, orders: [] }).map((i) => i.code)).toEqual(['one-answer']);
    expect(KB.check(g, { side: AXIS, orders: [{ airDefense: { commit: 1 } }] }).map((i) => i.code)).toContain('wrong-window');
    expect(codes([{ participants: { units: ['ger-1-lah'] } }], SOVIET).map(([, c, r]) => [c, r])).toEqual([['not-your-window', 'KB 6.21-6.22']]);
  });
  it('answered: the unit named defends, the combat is rolled with the dice of this window and the game goes on', () => {
    const choice = KB.orderChoices!(g, AXIS)[1]!.order as { participants: { units: string[] } };
    const r = KB.adjudicate(g, [{ side: AXIS, orders: [choice] }], withDie(7, '44'));
    expect(r.events[0]).toMatchObject({ type: 'window-closed', window: 'T03/axis-participants-1', side: 'axis', orders: 1 });
    expect(r.events.filter((e) => e.type === 'participants')).toMatchObject([{ side: 'axis', hex: '1931', units: choice.participants.units }]);
    expect(r.events.filter((e) => e.type === 'crt')).toHaveLength(1);
    expect(r.state.pause).toBeNull();
  });
  it('what the Soviet player sees of the pause names no legal set and no default (redaction)', () => {
    const seen = paused.events.filter((e) => !e.visibleTo || e.visibleTo.includes('soviet'));
    expect(seen.filter((e) => e.type === 'window-paused')).toMatchObject([{ side: 'axis', decision: 'participants', hex: '1931' }]);
    const text = JSON.stringify(seen);
    for (const set of sets) expect(text).not.toContain(JSON.stringify(set));
    expect(text).not.toContain('(the default');
    expect(KB.template(g, SOVIET).notes.join(' ')).not.toContain('(the default');
  });
});

/** KB 12.22: three regiments with their size symbol on white in 1931 (half a multi-step unit each): two defend, and none may be withheld that would fit. */
describe('KB 12.22 in a game: the participants answer may withhold a unit only as the 6.21 limit calls for', () => {
  const three = ['ger-1-lah', 'ger-2-lah', 'ger-d-dr'];
  const state = withUnits(onKb({ '1830': ['sov-167-rd-kb'], '1831': ['sov-232-rd-kb'], '1931': three }), Object.fromEntries(three.map((id, k) => [id, { chit: { id: `axis-0${k + 1}`, face: 'full' as const } }])));
  const game = gameAt('operation-star', 3, 'soviet-combat', state, { standing: { soviet: null, axis: { participants: 'ask', retreat: { policy: 'retreat' } } } });
  const g = KB.adjudicate(game, [{ side: SOVIET, orders: [{ attack: { attackers: ['sov-167-rd-kb', 'sov-232-rd-kb'], targets: ['1931'] } }] }], withDie(7)).state;

  it('three sets of two are offered; one regiment alone is refused, three too many', () => {
    expect(KB.orderChoices!(g, AXIS).map((c) => (c.order as { participants: { units: string[] } }).participants.units.length)).toEqual([2, 2, 2]);
    const codes = (units: string[]) => KB.check(g, { side: AXIS, orders: [{ participants: { units } }] }).map((i) => [i.code, i.rule]);
    expect(codes(['ger-1-lah'])).toEqual([['unit-withheld', 'KB 12.22']]);
    expect(codes(three)).toEqual([['too-many-participants', 'KB 6.21']]);
    expect(codes(['ger-d-dr', 'ger-1-lah'])).toEqual([]);
  });
});
