import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { engineeringOf } from '#games/streets-of-stalingrad/state/engineering';
import { sosRuleset } from './game-fixture';

const ruleset = sosRuleset();
const sub = (s: string, orders: unknown[] = []): Submission => ({ side: side(s), orders });
const ENG = 'ger-16pg-pioneer';

/** Every window passed with an empty file until the window `id` opens. */
function walkTo(g: SosGame, id: string): SosGame {
  for (let i = 0; i < 200 && ruleset.window(g)!.id !== id; i++) g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
  expect(ruleset.window(g)!.id).toBe(id);
  return g;
}

describe('SoS 17.34, 17.35, 17.37: a fortification built in a game of scenario #1, window by window', () => {
  it('ordered in the 13 September German Movement Phase, it stands in the engineer\'s hex as the 15 September German Movement Phase opens, and the engineer may move again in the Exploit Movement Phase', () => {
    let g = walkTo(ruleset.setup('scenario-1'), 'T01/german-movement');
    const hex = g.state.pieces[ENG]!.at!;
    const order = { build: { units: [ENG], kind: 'fortification', hex } };
    const issues = ruleset.check(g, sub('german', [order]));
    expect(issues).toEqual([]);
    const started = ruleset.adjudicate(g, [sub('german', [order])], new FixedDice([]));
    expect(started.events).toContainEqual(expect.objectContaining({ type: 'engineering-started', kind: 'fortification', hex }));
    g = walkTo(started.state, 'T03/german-movement');
    expect(engineeringOf(g.state).fortifications).toEqual([{ hex, side: 'german' }]);
    expect(ruleset.check(g, sub('german', [{ move: { units: [ENG], path: [hex] } }])).map((i) => i.code)).toContain('engineer-building');
    g = walkTo(ruleset.adjudicate(g, [sub('german')], new FixedDice([])).state, 'T03/german-exploit-movement');
    expect(engineeringOf(g.state).tasks).toEqual([]);
    expect(g.state.pieces[ENG]!.at).toBe(hex);
  });
});
