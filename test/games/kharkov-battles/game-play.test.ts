import { describe, expect, it } from 'vitest';
import { canonicalJson } from '#kernel/canonical';
import { StepDice } from '#kernel/dice/step-dice';
import type { Ruleset } from '#kernel/engine/ruleset';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import type { KbGame } from '#games/kharkov-battles/game/types';
import { BUNDLE } from './game-fixture';

const KB = createKharkovBattles(BUNDLE);
const SEED = '11'.repeat(32);
const diceFor = (step: number) => new StepDice({ seedHex: SEED, ctxHex: step.toString(16).padStart(64, '0') });

/** Every window closed with an empty file of its side (no standing orders) until the game ends, each state kept. */
function playOut(rs: Ruleset<KbGame>, scenario: string) {
  let game = rs.setup(scenario);
  const windows: string[] = [];
  const states: string[] = [canonicalJson(game)];
  for (let step = 1; step < 200; step++) {
    const w = rs.window(game);
    if (!w) break;
    windows.push(w.id);
    // a server window (the opening) is closed with no files, as the service closes it
    const subs = w.waitingFor.slice(0, 1).map((side) => ({ side, orders: [] }));
    for (const sub of subs) expect(rs.check(game, sub)).toEqual([]);
    game = rs.adjudicate(game, subs, diceFor(step)).state;
    states.push(canonicalJson(game));
  }
  return { game, windows, states };
}

describe('a whole game of each scenario through the Ruleset, every file empty (KB 20.1-20.3)', () => {
  const games = new Map(['operation-star', 'second-kharkov', 'third-kharkov'].map((s) => [s, playOut(KB, s)] as const));

  it.each([...games.keys()])('%s reaches its end: no window open, an outcome with its reason', (scenario) => {
    const { game } = games.get(scenario)!;
    expect(KB.window(game)).toBeNull();
    expect(KB.outcome(game)).toMatchObject({ ended: true, reason: expect.any(String) });
    expect(KB.headline(game)).toContain('game over');
    expect(KB.check(game, { side: 'axis' as never, orders: [] })).toMatchObject([{ code: 'game-over' }]);
  });

  it("'Operation Star' plays turn 0 as a Soviet Player Turn alone, then turns 1-16 with their windows (20.1)", () => {
    const { windows } = games.get('operation-star')!;
    expect(windows.slice(0, 3)).toEqual(['T00/opening', 'T00/soviet-movement', 'T00/soviet-combat']);
    expect(windows.filter((w) => w.startsWith('T01/'))).toEqual(expect.arrayContaining(['T01/axis-movement', 'T01/axis-combat', 'T01/soviet-movement', 'T01/soviet-combat']));
    expect(windows.at(-1)).toBe('T16/soviet-combat');
  });

  it('Second Kharkov: turn 1 skips the Axis Player Turn (20.2); the game ends after turn 6', () => {
    const { windows } = games.get('second-kharkov')!;
    expect(windows.filter((w) => w.startsWith('T01/'))).toEqual(['T01/axis-preparation', 'T01/soviet-movement', 'T01/soviet-combat']);
    expect(windows.at(-1)).toMatch(/^T0[1-6]\//);
  });

  it('the same game adjudicated again with the same dice gives the same canonical states, step by step', () => {
    for (const [scenario, first] of games) expect(playOut(KB, scenario).states).toEqual(first.states);
  });
});

describe('the set-up rolls no die: the opening does (docs/kharkov-battles-game.md)', () => {
  it("Third Kharkov opens at T11/opening, a server window: the turn-11 MUD? roll (19.1) and the Preparation Stage are made when it closes, before the first file is written", () => {
    const game = KB.setup('third-kharkov');
    expect(KB.window(game)).toMatchObject({ id: 'T11/opening', turn: 11, waitingFor: [], accepts: [] });
    expect(KB.check(game, { side: 'axis' as never, orders: [{ panzerKorps: { hq: 'ger-ss-pzk', divisions: ['DR'] } }] })).toMatchObject([{ code: 'not-your-window', rule: 'KB 4.1' }]);
    const { state, events } = KB.adjudicate(game, [], diceFor(1));
    expect(events[0]).toMatchObject({ type: 'kb-weather', roll: { label: 'T11/weather/mud' } });
    expect(events.some((e) => e.type === 'window-closed')).toBe(false);
    expect(state).toMatchObject({ pending: null, opening: null });
    expect(KB.window(state)).toMatchObject({ id: 'T11/axis-preparation', waitingFor: ['axis'] });
    // 20.3: the Axis receives Replacement Points "including turn 11", in hand when his first file is checked
    const rps = state.state.replacementPoints.axis;
    expect(rps.mech + rps.nonMech).toBeGreaterThan(0);
    expect(game.state.replacementPoints.axis).toEqual({ mech: 0, nonMech: 0 });
  });

  it("while the opening is open nothing is listed: no unit's options, no ready-made orders, a template that says it waits for no player; the view names it", () => {
    const game = KB.setup('operation-star');
    expect(KB.options(game, 'soviet' as never)).toEqual([]);
    expect(KB.orderChoices!(game, 'soviet' as never)).toEqual([]);
    expect(KB.template(game, 'soviet' as never)).toMatchObject({ units: [], exampleOrders: [], notes: [expect.stringMatching(/^T00\/opening waits for no player/)] });
    expect(KB.view(game, 'soviet' as never)).toMatchObject({ window: 'T00/opening' });
  });

  it('Second Kharkov rolls nothing before its first window: no opening', () => {
    expect(KB.setup('second-kharkov')).toMatchObject({ pending: null, opening: null });
  });
});
