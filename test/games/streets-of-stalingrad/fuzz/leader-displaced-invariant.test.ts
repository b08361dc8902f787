import { describe, expect, it } from 'vitest';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { sosFuzzEnv } from './sos-fuzz-env';
import { sosStateProblems } from './sos-fuzz-invariants';
import { sosFuzzTitle } from './sos-fuzz-title';

/**
 * SoS 18.31: a leader alone is moved off the instant an enemy combat unit enters his hex, so
 * no position between windows has a leader in a hex with an enemy combat unit: the fuzz
 * invariant that no hex holds the units of both sides (9.8) says so, leaders included.
 */
const { env } = sosFuzzEnv();
const game = sosFuzzTitle().ruleset.setup('scenario-1');
const onMap = (side: string, type: string) => Object.keys(game.state.pieces).find((id) => env.counter(id).side === side && env.counter(id).type === type && /^\d{4}$/.test(game.state.pieces[id]!.at ?? ''))!;

describe('SoS 18.31: the fuzz invariants see a leader left in a hex an enemy combat unit holds', () => {
  it('a Soviet leader in the hex of a German combat unit is a problem', () => {
    expect(sosStateProblems(env, game)).toEqual([]);
    const leader = onMap('soviet', 'leader');
    const enemy = onMap('german', 'infantry');
    const at = game.state.pieces[enemy]!.at!;
    const broken: SosGame = { ...game, state: { ...game.state, pieces: { ...game.state.pieces, [leader]: { ...game.state.pieces[leader]!, at } } } };
    expect(sosStateProblems(env, broken).join('\n')).toMatch(new RegExp(`${at} holds units of both sides: .*${leader}`));
  });
});
