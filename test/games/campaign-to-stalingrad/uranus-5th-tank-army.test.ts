import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { armyBonus } from '#games/campaign-to-stalingrad/rules/combat/army-bonus';
import { realBundle } from './support/real-bundle';
import { StepDice } from '#kernel/dice';
import { sha256Hex } from '#kernel/canonical/hash';
import { side } from '#kernel/ids';
import { frontOf, ordersFrom, type FrontView } from './support/full-game-player';

/**
 * CtS 36.6 [Change] 5th TANK ARMY: "The 5th Tank Army receives a free Artillery Barrage Shift
 * plus 10 attack factors that may be applied to any one combat on turn one of Operation
 * Uranus. The artillery shift does not expend any supply. This special artillery bonus applies
 * only on turn one." A battle order takes it with `bonus: 5TA`.
 */
const ctx = createContext(realBundle);
const start: CtsState = cts.setup('operation-uranus');
const soviet = side('soviet');
const dice = () => new StepDice({ seedHex: sha256Hex('5ta seed'), ctxHex: sha256Hex('5ta ctx') });
/** The first Soviet battles the opening window offers (the scripted player's choice: every attacker next to the target). */
const battles = (state: CtsState, n: number) =>
  ordersFrom(cts.options(state, soviet), cts.window(state)!.accepts, frontOf(cts.view(state, soviet) as FrontView, 'soviet'), { moves: 0, battles: n }).filter(
    (o): o is { attack: { attackers: string[]; targets: string[] } } => typeof o === 'object' && o !== null && 'attack' in o,
  );
const battleEvent = (state: CtsState, order: unknown) => cts.adjudicate(state, [{ side: soviet, orders: [order] }], dice()).events.find((e) => e.type === 'battle')!;

describe('36.6 [Change]: the 5th Tank Army bonus on turn 49', () => {
  // two offered battles fought at legal odds without the bonus (10.1.8: none worse than 1-4)
  const [first, second] = battles(start, 40).filter((b) => battleEvent(start, b) !== undefined);
  it('the opening window offers Soviet battles to try it on', () => {
    expect(first).toBeDefined();
    expect(second).toBeDefined();
  });
  it('a battle that takes it attacks with 10 more factors and one column right, no supply expended, and the event says so', () => {
    const plain = battleEvent(start, first);
    const taken = cts.adjudicate(start, [{ side: soviet, orders: [{ attack: { ...first!.attack, bonus: '5TA' } }] }], dice());
    const e = taken.events.find((x) => x.type === 'battle')!;
    expect(e['attack']).toBe((plain['attack'] as number) + 10);
    expect(e['shifts']).toContainEqual({ value: 1, kind: 'column-shift', reason: '5TA artillery: a free Artillery Barrage shift, no supply expended', rule: 'CtS 36.6' });
    expect(e['bonus']).toEqual({ army: '5TA', shift: 1, factors: 10, rule: 'CtS 36.6' });
    expect(String(e['text'])).toContain('10 attack factors of the 5TA bonus included, CtS 36.6');
    expect([taken.state.supplyPoints, taken.state.depots]).toEqual([
      cts.adjudicate(start, [{ side: soviet, orders: [first] }], dice()).state.supplyPoints,
      cts.adjudicate(start, [{ side: soviet, orders: [first] }], dice()).state.depots,
    ]);
    expect(taken.state.bonusesUsed).toEqual(['5TA']);
  });
  it('"any one combat": a second battle of the same file naming it is refused, with its path and rule', () => {
    const issues = cts.check(start, { side: soviet, orders: [{ attack: { ...first!.attack, bonus: '5TA' } }, { attack: { ...second!.attack, bonus: '5TA' } }] });
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.1.attack.bonus', 'bonus-used', 'CtS 36.6']]);
  });
  it('a game without the bonus taken keeps no record of it (its states hash as before)', () => {
    const after = cts.adjudicate(start, [{ side: soviet, orders: [first] }], dice()).state;
    expect('bonusesUsed' in after).toBe(false);
  });
  it.each([
    ['an army the scenario gives no bonus', { bonus: '21A' }, 'no-such-bonus'],
  ])('refused: %s', (_what, extra, code) => {
    const issues = cts.check(start, { side: soviet, orders: [{ attack: { ...first!.attack, ...extra } }] });
    expect(issues.map((i) => [i.code, i.rule])).toEqual([[code, 'CtS 36.6']]);
  });
  it('"applies only on turn one": a game past turn 49 may not take it', () => {
    const later: CtsState = { ...start, turn: 50 };
    expect(cts.check(later, { side: soviet, orders: [{ attack: { ...first!.attack, bonus: '5TA' } }] }).map((i) => i.code)).toContain('bonus-turn');
  });
  it('once taken, a later battle may not take it again', () => {
    const used: CtsState = { ...start, bonusesUsed: ['5TA'] };
    expect(cts.check(used, { side: soviet, orders: [{ attack: { ...second!.attack, bonus: '5TA' } }] }).map((i) => i.code)).toEqual(['bonus-used']);
  });
  it('Fall Blau has no such bonus', () => {
    expect(armyBonus(ctx, cts.setup('fall-blau'), 'soviet', { bonus: '5TA' })).toMatchObject({ code: 'no-such-bonus', rule: 'CtS 36.6' });
  });
  it('the bonus belongs to the side of its army', () => {
    expect(armyBonus(ctx, start, 'axis', { bonus: '5TA' })).toMatchObject({ code: 'not-your-bonus', rule: 'CtS 36.6' });
  });
});

describe("36.6: the Soviet's turn-49 template says how to take the bonus", () => {
  it('a note in the opening window, none once the turn is past', () => {
    const notes = (s: CtsState) => JSON.stringify(cts.template(s, soviet));
    expect(notes(start)).toContain('bonus: 5TA} gives any one combat this turn');
    expect(notes({ ...start, bonusesUsed: ['5TA'] })).not.toContain('bonus: 5TA}');
  });
});
