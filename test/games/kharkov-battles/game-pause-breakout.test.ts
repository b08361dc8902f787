import { describe, expect, it } from 'vitest';
import { d10Value } from '#kernel/dice/d10';
import { StepDice } from '#kernel/dice/step-dice';
import type { Dice } from '#kernel/engine/dice';
import { onKb } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

const SOVIET = 'soviet' as never;
const AXIS = 'axis' as never;
/** A window's dice: the combat die shows `crt`, a Breakout die `breakout`, every other roll and draw is the step's own; `labels` records what was rolled. */
const fixed = (crt: number, breakout: number, labels: string[] = []): Dice => {
  const step = new StepDice({ seedHex: '33'.repeat(32), ctxHex: '01'.repeat(32) });
  return {
    roll: (l, s) => (labels.push(l), l.endsWith('/crt') ? d10Value(crt) : l.endsWith('/breakout') ? d10Value(breakout) : step.roll(l, s)),
    rollMany: (l, s, n) => step.rollMany(l, s, n),
    hidden: (l, s) => step.hidden(l, s),
  };
};

const FILE = { side: SOVIET, orders: [{ attack: { attackers: ['sov-167-rd-kb', 'sov-232-rd-kb'], targets: ['1931'] } }] };
/** The game paused for the Axis retreat, with a third Soviet division in `third`. */
const pausedWith = (third: string) => {
  const state = onKb({ '1830': ['sov-167-rd-kb'], '1831': ['sov-232-rd-kb'], [third]: ['sov-25g-rd-kb'], '1931': ['ger-228-stg'] });
  return KB.adjudicate(gameAt('operation-star', 3, 'soviet-combat', state), [FILE], fixed(7, 0)).state;
};

/**
 * KB 12.73 in a game: Operation Star, T03/soviet-combat. Two rifle divisions (1830, 1831)
 * attack an Axis assault gun (mechanized, so capable of Mobile Infiltration, 11.1) in 1931:
 * 1-1, die 7 gives Dr1. The retreat leads toward a friendly supply source (12.72): to 2030,
 * not 2031. A third division in 2029 controls 2030: the gun retreats there at a step, or
 * makes a Breakout Attempt instead, or holds the hex with its step.
 */
describe('KB 12.73 in a game: the Axis player answers his retreat with a Breakout Attempt', () => {
  const g = pausedWith('2029');

  it('the Breakout Attempt is among the legal answers, by the retreat through the EZOC, and the check takes each answer', () => {
    expect(g.pause).toMatchObject({ id: 'T03/axis-retreat-1' });
    const choices = KB.orderChoices!(g, AXIS);
    expect(choices.map((c) => c.order)).toEqual([{ retreat: { hold: 0, path: ['KB2030'] } }, { retreat: { hold: 0, path: ['KB2030'], breakout: true } }, { retreat: { hold: 1 } }]);
    for (const c of choices) expect(KB.check(g, { side: AXIS, orders: [c.order] })).toEqual([]);
    expect(KB.template(g, AXIS).exampleOrders).toEqual(choices.map((c) => c.order));
  });
  it('a Breakout Attempt on a free retreat (a third division in 2129 controls neither 2030 nor the way there) is refused with its rule', () => {
    const free = pausedWith('2129');
    for (const retreat of [{ hold: 0, path: ['2030'], breakout: true }, { hold: 0, breakout: true }]) {
      expect(KB.check(free, { side: AXIS, orders: [{ retreat }] }).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.retreat.breakout', 'no-breakout', 'KB 12.73']]);
    }
  });
  it('answered: the die is rolled under the combat label then /breakout; die 8 reads free, and the gun retreats into 2030 with no step lost', () => {
    const labels: string[] = [];
    const r = KB.adjudicate(g, [{ side: AXIS, orders: [{ retreat: { hold: 0, path: ['2030'], breakout: true } }] }], fixed(0, 8, labels));
    expect(labels.filter((l) => l.endsWith('/breakout'))).toEqual(['T03/soviet-combat/attack-1/defender/retreat/1931/breakout']);
    expect(r.events.filter((e) => e.type === 'breakout')).toEqual([{ type: 'breakout', side: 'axis', hex: '1931', die: 8, modifiers: [], result: 'free', ezocSteps: 1, stepsLost: 0, rule: 'KB 12.73' }]);
    expect(r.events.filter((e) => e.type === 'step-lost')).toEqual([]);
    expect(r.state.state.units['ger-228-stg']).toMatchObject({ hex: '2030', steps: 1 });
  });
});
