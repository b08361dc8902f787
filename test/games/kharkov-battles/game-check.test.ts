import { describe, expect, it } from 'vitest';
import { canonicalJson } from '#kernel/canonical';
import { StepDice } from '#kernel/dice/step-dice';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import { BUNDLE } from './game-fixture';
import { opened } from './game-wiring-fixture';

const KB = createKharkovBattles(BUNDLE);
const dice = new StepDice({ seedHex: '22'.repeat(32), ctxHex: '01'.repeat(32) });
const SOVIET = 'soviet' as never;
const AXIS = 'axis' as never;

/** 'Operation Star' at its first window, T00/soviet-movement (20.1). */
const game = opened('operation-star');
const SKI = 'sov-10-ski-kb'; // in KB2031
const skiPath = ['1931', '1831', '1732', '1632', '1532'];

describe("the Soviet player's file of T00/soviet-movement through the Ruleset", () => {
  it('a move the unit may make is accepted, carried out when the window closes, and seen by both sides', () => {
    const sub = { side: SOVIET, orders: [{ move: { unit: SKI, path: skiPath } }] };
    expect(KB.check(game, sub)).toEqual([]);
    const { state, events } = KB.adjudicate(game, [sub], dice);
    expect(events.find((e) => e.type === 'moved')).toMatchObject({ at: 'orders[0]', unit: SKI, from: '2031', path: skiPath });
    expect(state.state.units[SKI]!.hex).toBe('1532');
    expect(KB.window(state)?.id).toBe('T00/soviet-combat');
  });

  it('a bad file is refused with every issue at once, each with its path, and changes nothing', () => {
    const before = canonicalJson(game);
    const sub = {
      side: SOVIET,
      orders: [
        { attack: { attackers: [SKI], targets: ['1929'] } },
        { move: { unit: 'ger-1-lah', path: ['1929'] } },
        { move: { unit: SKI, path: skiPath, strategic: true } },
        { move: { unit: SKI, path: ['2032'] } },
        { move: { unit: 'sov-100-rd-kb', path: ['4425', '4326', '4226', '4127', '4026', '3926', '3826', '3726'] } },
      ],
    };
    const issues = KB.check(game, sub);
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.0', 'wrong-window', 'KB 4.1'],
      ['orders.3.move', 'strategic-and-tactical', 'KB 10.31'],
      ['orders.1.move.unit', 'not-your-unit', 'KB 10.1'],
      ['orders.2', 'strategic-near-enemy', 'KB 10.32'],
      ['orders.4', 'over-budget', 'KB 10.53'],
    ]);
    expect(issues.every((i) => i.message.length > 0)).toBe(true);
    expect(canonicalJson(game)).toBe(before);
  });

  it('the Axis player may send standing orders to a window that waits for the Soviet, not orders; his standing orders are kept', () => {
    expect(KB.check(game, { side: AXIS, orders: [{ move: { unit: 'ger-1-lah', path: ['1929'] } }] })).toMatchObject([{ code: 'not-your-window', path: ['orders'] }]);
    const standing = { lossOrder: ['ger-1-lah'] };
    expect(KB.check(game, { side: AXIS, orders: [], standing })).toEqual([]);
    const { state } = KB.adjudicate(game, [{ side: AXIS, orders: [], standing }, { side: SOVIET, orders: [] }], new StepDice({ seedHex: '22'.repeat(32), ctxHex: '02'.repeat(32) }));
    expect(state.standing).toEqual({ axis: standing, soviet: null });
    expect(KB.view(state, AXIS)).toMatchObject({ standing });
    expect(KB.view(state, SOVIET)).toMatchObject({ standing: null });
  });
});
