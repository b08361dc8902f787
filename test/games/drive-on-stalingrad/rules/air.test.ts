import { describe, expect, it } from 'vitest';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { commitPlanes, isSchwerpunkt, isSeaBlocked, planesLeft } from '#games/drive-on-stalingrad/rules/air/planes';
import { tinyBundle, type TinySpec } from '../support/tiny-bundle';
import { tinyGame } from '../support/tiny-game';

const spec: TinySpec = { hexes: { '2625': 'clear' }, units: {}, position: {} };

describe('German ground-support aircraft (DoS 11.25, 9.18, 9.27)', () => {
  const ctx = createContext(tinyBundle(spec));
  it('two planes a game turn, each once; both free again next game turn', () => {
    const { state } = tinyGame(spec, { turn: 3 });
    expect(planesLeft(ctx, state)).toBe(2);
    commitPlanes(state, 1);
    expect(planesLeft(ctx, state)).toBe(1);
    commitPlanes(state, 1);
    expect(planesLeft(ctx, state)).toBe(0);
    state.turn = 4;
    expect(planesLeft(ctx, state)).toBe(2);
  });
  it.each([
    ['schwerpunkt', true, false],
    ['sea-block', false, true],
  ] as const)('%s takes both planes for the game turn', (use, sp, block) => {
    const { state } = tinyGame(spec, { turn: 5 });
    commitPlanes(state, 2, use);
    expect([planesLeft(ctx, state), isSchwerpunkt(state), isSeaBlocked(state)]).toEqual([0, sp, block]);
    state.turn = 6;
    expect([planesLeft(ctx, state), isSchwerpunkt(state), isSeaBlocked(state)]).toEqual([2, false, false]);
  });
  it('a scenario without them has none (Operation Blue only, digest §2.2)', () => {
    const none = { ...spec, specialRules: [] };
    const { state } = tinyGame(none, { turn: 3 });
    expect(planesLeft(createContext(tinyBundle(none)), state)).toBe(0);
  });
});
