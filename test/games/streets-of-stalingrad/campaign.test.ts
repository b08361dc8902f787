import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { divisionsNotBroughtIn } from '#games/streets-of-stalingrad/victory/division-vp';
import { dayOfTurn, SOS_SCENARIOS } from '#games/streets-of-stalingrad/sequence/scenarios';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { sosData, sosRuleset } from './game-fixture';

const ruleset = sosRuleset();
const env = sosEnv(sosData());
const sub = (s: string, orders: unknown[] = []): Submission => ({ side: side(s), orders });
const game = (g: unknown) => g as SosGame;
const counters = env.scenarioCounters('scenario-3');

describe('scenario #3, the full campaign game: 67 turns, #1 and #2 combined (SoS 2.31)', () => {
  it('runs 67 turns, 13 September to 18 November 1942', () => {
    expect(SOS_SCENARIOS['scenario-3'].lastTurn).toBe(67);
    expect(dayOfTurn('scenario-3', 1)).toEqual({ month: 9, day: 13 });
    expect(dayOfTurn('scenario-3', 67)).toEqual({ month: 11, day: 18 });
  });

  it('has every counter of #1 and #2 and its own (2.23: brown outline, or a card number 3)', () => {
    const ids = new Set(counters.map((c) => c.id));
    for (const n of [1, 2] as const) for (const c of env.scenarioCounters(n === 1 ? 'scenario-1' : 'scenario-2')) expect(ids.has(c.id)).toBe(true);
    expect(counters.filter((c) => !c.scenarios.includes(1) && !c.scenarios.includes(2)).map((c) => c.id)).toContain('sov-tank-repair');
  });

  it('opens on the Soviet set-up, then the German, then turn 1 phase 1 (2.31), no German unit on a VP hex (3.4, 3.8)', () => {
    let g = ruleset.setup('scenario-3');
    expect(ruleset.window(g)?.id).toBe('T01/soviet-setup');
    g = ruleset.adjudicate(g, [sub('soviet')], new FixedDice([])).state;
    g = ruleset.adjudicate(g, [sub('german')], new FixedDice([])).state;
    expect(ruleset.window(g)?.id).toBe('T01/german-administrative');
    const german = new Set(Object.entries(game(g).state.pieces).filter(([id, p]) => id.startsWith('ger-') && p.at).map(([, p]) => p.at));
    expect([env.tables.victoryHexes.mamayevKurgan.hex, ...env.tables.victoryHexes.landings].filter((h) => german.has(h))).toEqual([]);
  });

  it('SoS 3.5, 3.6: the German declaring the game over before any reinforcement division came earns 5 VP for the four (1 each, 2 for the 14th Panzer)', () => {
    let g = ruleset.setup('scenario-3');
    while (ruleset.window(g)!.id !== 'T02/german-administrative') g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
    const r = ruleset.adjudicate(g, [sub('german', [{ endGame: true }])], new FixedDice([]));
    const reason = ruleset.outcome(r.state).reason;
    expect(reason).toMatch(/German VP 5 for no VP hex/);
    expect(reason).toContain('+1 for the 100 Jäger Division never brought into the game (SoS 3.5, 3.6)');
    expect(reason).toContain('+2 for the 14 Panzer Division never brought into the game (SoS 3.5, 3.6)');
    expect(reason).toMatch(/Soviet decisive victory/);
  });

  it('SoS 3.5: "may not bring ANY units of that division at any time": one unit placed in a box, or one eliminated, and the division earns nothing', () => {
    const g = game(ruleset.setup('scenario-3'));
    const all = divisionsNotBroughtIn(env.tables, g.state, counters);
    expect(all.map((d) => d.vp)).toEqual([1, 1, 2, 1]);
    const entered = { ...g.state, pieces: { ...g.state.pieces, 'ger-100-2-227': { ...g.state.pieces['ger-100-2-227']!, at: 'GB-2' } } };
    expect(divisionsNotBroughtIn(env.tables, entered, counters).map((d) => d.why)).not.toContain('the 100 Jäger Division never brought into the game');
    const lost = { ...g.state, pieces: { ...g.state.pieces, 'ger-14-cossack': { ...g.state.pieces['ger-14-cossack']!, eliminated: true } } };
    expect(divisionsNotBroughtIn(env.tables, lost, counters).reduce((s, d) => s + d.vp, 0)).toBe(3);
  });

  it('SoS 3.5: no division VP outside the campaign', () => {
    let g = ruleset.setup('scenario-2');
    while (ruleset.window(g)!.id !== 'T02/german-administrative') g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
    const r = ruleset.adjudicate(g, [sub('german', [{ endGame: true }])], new FixedDice([]));
    expect(ruleset.outcome(r.state).reason).not.toContain('never brought');
  });
});
