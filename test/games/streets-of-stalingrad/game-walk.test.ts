import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import { sosRuleset } from './game-fixture';

const ruleset = sosRuleset();
const sub = (s: string, orders: unknown[] = []): Submission => ({ side: side(s), orders });

describe('a game of scenario #1 from set-up to the victory determination (SoS 2.31, 4.3, 3.2)', () => {
  it('opens on the Soviet set-up, then the German, then turn 1 phase 1 (2.31)', () => {
    let g = ruleset.setup('scenario-1');
    expect(ruleset.window(g)?.id).toBe('T01/soviet-setup');
    g = ruleset.adjudicate(g, [sub('soviet')], new FixedDice([])).state;
    expect(ruleset.window(g)?.id).toBe('T01/german-setup');
    g = ruleset.adjudicate(g, [sub('german')], new FixedDice([])).state;
    expect(ruleset.window(g)?.id).toBe('T01/german-administrative');
  });

  it('refuses orders from the side a window does not wait for, and orders of a kind the window does not take', () => {
    const g = ruleset.setup('scenario-1');
    expect(ruleset.check(g, sub('german', [{ place: { units: ['ger-mues'], hex: '1240' } }])).map((i) => i.code)).toEqual(['not-your-window']);
    expect(ruleset.check(g, sub('soviet', [{ endGame: true }])).map((i) => i.code)).toContain('wrong-window');
  });

  it('places a unit the set-up file names, and refuses a German unit in the Soviet file, a box unit and a hex off the map, all at once (2.33)', () => {
    const g = ruleset.setup('scenario-1');
    const issues = ruleset.check(g, sub('soviet', [{ place: { units: ['ger-mues', 'sov-62-howitzer'], hex: '9999' } }]));
    expect(issues.map((i) => i.code).sort()).toEqual(['not-set-up-on-map', 'not-your-unit', 'off-map']);
    const placed = ruleset.adjudicate(g, [sub('soviet', [{ place: { units: ['sov-chuikov'], hex: '0840' } }])], new FixedDice([])).state;
    expect(placed.state.pieces['sov-chuikov']!.at).toBe('0840');
  });

  it('holds a set-up file to the set-up map: Soviet infantry off its front line is refused at the order that placed it (2.33)', () => {
    const g = ruleset.setup('scenario-1');
    const infantry = Object.keys(g.state.pieces).find((id) => id.startsWith('sov-') && /^sov-\d/.test(id))!;
    const issues = ruleset.check(g, sub('soviet', [{ place: { units: ['sov-chuikov'], hex: '0840' } }, { place: { units: [infantry], hex: '1630' } }]));
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => JSON.stringify(i.path) === JSON.stringify(['orders', 1, 'place']))).toBe(true);
    expect(issues.map((i) => i.rule)).toContain('SoS 2.33');
  });

  it('ends the game when the German declares it over at the start of an Administrative Phase (3.1), and refuses the campaign\'s withdrawals', () => {
    let g = ruleset.setup('scenario-1');
    while (ruleset.window(g)!.id !== 'T03/german-administrative') g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
    expect(ruleset.check(g, sub('german', [{ withdraw: { points: 1 } }])).map((i) => [i.code, i.rule])).toEqual([['not-in-scenario', 'SoS 21.5, 2.32']]);
    const r = ruleset.adjudicate(g, [sub('german', [{ endGame: true }])], new FixedDice([]));
    expect(ruleset.window(r.state)).toBeNull();
    expect(r.events.map((e) => e.type)).toEqual(['game-declared-over', 'game-over']);
    expect(ruleset.outcome(r.state).reason).toMatch(/^the German player declared the game over \(SoS 3.1\)/);
  });

  it('walks every window of the 13 turns with empty files to the German VP and the level of victory (3.3)', () => {
    let g = ruleset.setup('scenario-1');
    const seen: string[] = [];
    // SoS 14.71: from the 20 September turn (turn 8) the German rolls his ammunition shortage
    const ammunition = Object.fromEntries([8, 9, 10, 11, 12, 13].map((t) => [`T${t < 10 ? '0' : ''}${t}/1.server/ammunition/german`, 1]));
    for (let i = 0; i < 400 && ruleset.window(g); i++) {
      const w = ruleset.window(g)!;
      seen.push(w.id);
      g = ruleset.adjudicate(g, [sub(w.waitingFor[0]!)], new FixedDice(ammunition)).state;
    }
    expect(ruleset.window(g)).toBeNull();
    expect(seen.at(-1)).toBe('T13/soviet-exploit-attack');
    expect(seen.filter((w) => w.startsWith('T13/'))).toContain('T13/german-movement');
    const out = ruleset.outcome(g);
    expect(out.ended).toBe(true);
    // the plain start leaves every VP hex to the Soviet (3.4): no German VP
    expect(out.reason).toMatch(/German VP 0 for no VP hex/);
    expect(out.winner).toBe('soviet');
  });
});
