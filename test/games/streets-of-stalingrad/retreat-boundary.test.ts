import { describe, expect, it } from 'vitest';
import { phaseContext } from '#games/streets-of-stalingrad/game/context';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { openEntry } from '#games/streets-of-stalingrad/game/window';
import { retreatHexes } from '#games/streets-of-stalingrad/windows/attack/after-combat';
import { retreatProblems } from '#games/streets-of-stalingrad/windows/attack/defense-plan';
import { fragment } from './attack-fixture';
import { sosData } from './game-fixture';

const env = sosEnv(sosData());

describe('SoS 2.34: units "may not move outside the scenario boundary", retreating included', () => {
  // scenario #1's part of the city ends at row 56: the Guards in 3056 have row 57 behind them, the Germans to the north
  const g = fragment({ 'sov-1-42g': '3056', 'ger-71-5-191': '3050' }, ['3056']);
  const ctx = phaseContext(env, g, openEntry(g)!);

  it('a retreat after combat (9.87) goes only to hexes inside the boundary', () => {
    const hexes = retreatHexes(ctx, g.state, 'soviet', '3056', 'sov-1-42g');
    expect(hexes.length).toBeGreaterThan(0);
    expect(hexes).not.toContain('3057');
    expect(hexes.filter((h) => !env.data.start.boundary('scenario-1').has(h))).toEqual([]);
  });

  it('a retreat before combat (9.48) into a hex outside it is refused', () => {
    expect(retreatProblems(ctx, g.state, 'soviet', '3056', { units: ['sov-1-42g'], path: ['3057'] }).map((i) => [i.code, i.path.join('.')])).toEqual([['outside-scenario', 'path.0']]);
  });
});
