import { describe, expect, it } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { side } from '#kernel/ids';
import { playEmptyUntil } from '../findings/close-empty';
import { directedFile } from './directed-orders';
import { hexDistance, scenarioObjectives } from './dos-bundle';

/** The directed player of balance runs: it plays for the scenario's objectives, with orders check() accepts once settled. */
const ruleset = driveOnStalingrad;
const soviet = side('soviet');
const controlOf = (state: unknown) => (ruleset.view(state as never, null) as { control: Record<string, string> }).control;

describe('the directed player (balance runs)', () => {
  it('knows what each side plays for: Uranus, the Soviet VP hexes and Rostov; Blue, the German VP hexes and the Soviet sudden-death hexes', () => {
    expect(scenarioObjectives('operation-uranus')).toEqual({ german: [], soviet: ['1222', '1723', '2011', '2014', '2219', '2615', '2618', '2725', '3412'].sort() });
    const blue = scenarioObjectives('operation-blue');
    expect(blue.german).toContain('2011');
    expect(blue.soviet).toEqual(['0233', '1134', '2134', '2230']);
  });

  it('opens Uranus with Soviet attacks, each unit in one at most, by units that list the target', () => {
    const state = ruleset.setup('operation-uranus');
    const options = ruleset.options(state, soviet);
    const file = directedFile({ state, window: ruleset.window(state)!, side: soviet, options, control: controlOf(state) });
    const attacks = file.orders.map((o) => (o.order as { attack: { target: string; units: string[] } }).attack);
    expect(attacks.length).toBeGreaterThan(0);
    for (const a of attacks) for (const u of a.units) expect(options.find((o) => o.unit === u)?.attacks?.map((x) => x.target)).toContain(a.target);
    expect(new Set(attacks.flatMap((a) => a.units)).size).toBe(attacks.flatMap((a) => a.units).length);
  });

  it('moves every Soviet unit it moves nearer an objective, by a listed path', () => {
    const state = playEmptyUntil(ruleset, 'operation-uranus', 'T01/soviet-movement');
    const options = ruleset.options(state as never, soviet);
    const file = directedFile({ state: state as never, window: ruleset.window(state as never)!, side: soviet, options, control: controlOf(state) });
    const goals = scenarioObjectives('operation-uranus').soviet ?? [];
    const moves = file.orders.flatMap((o) => ('move' in (o.order as object) ? [(o.order as { move: { unit: string; path: string[] } }).move] : []));
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) {
      const from = options.find((o) => o.unit === m.unit)!;
      expect(from.moves?.map((x) => x.path.join())).toContain(m.path.join());
      const near = (h: string) => Math.min(...goals.map((g) => hexDistance(h, g)));
      expect(near(m.path.at(-1)!)).toBeLessThan(near(from.hex));
    }
  });
});
