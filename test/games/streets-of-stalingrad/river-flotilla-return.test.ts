import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { ofType, ruleset, sub } from './attack-fixture';
import { sosData } from './game-fixture';
import { fragmentAt } from './river-flotilla-fixture';

/**
 * SoS 16.57, 16.52: an eliminated River Flotilla unit comes back to its East Bank box at the
 * start of the Soviet Movement Phase 10 of its turn; the record of use empties with the
 * Administrative Phase of the next turn.
 */
const env = sosEnv(sosData());
const ctx = { env, scenario: 'scenario-1' as const, standing: { german: null, soviet: null } };
const auto = (step: string, phase: number, turn: number) => ({ kind: 'automatic' as const, step, phase, rule: '', notes: [], turn });

describe('SoS 16.57: the River Flotilla comes back d10/2 turns after its elimination', () => {
  it('is back in its East Bank box at the start of the Soviet Movement Phase 10 of its turn, unmarked, and the game walks on to that phase with it there', () => {
    const g = fragmentAt('T01/german-attack', { 'sov-1-42g': '0526' }, [], { eliminated: ['sov-rf-1'], extra: { flotillaReturns: [{ unit: 'sov-rf-1', turn: 1, box: 'EB-C' }] } });
    let s = g;
    const events: { type: string }[] = [];
    for (let i = 0; i < 20 && ruleset.window(s)!.id !== 'T01/soviet-movement'; i++) {
      const r = ruleset.adjudicate(s, [sub(ruleset.window(s)!.waitingFor[0]!)], new FixedDice([]));
      s = r.state;
      events.push(...r.events);
    }
    expect(ruleset.window(s)!.id).toBe('T01/soviet-movement');
    expect(ofType(events, 'flotilla-back')).toEqual([{ type: 'flotilla-back', rule: 'SoS 16.57', units: [{ unit: 'sov-rf-1', box: 'EB-C' }] }]);
    expect(s.state.pieces['sov-rf-1']).toMatchObject({ at: 'EB-C', eliminated: false, pinned: false, spent: false });
    expect(s.state.flotillaReturns).toEqual([]);
  });

  it('stays out of play until its turn comes', () => {
    const g = fragmentAt('T01/german-attack', {}, [], { eliminated: ['sov-rf-1'], extra: { flotillaReturns: [{ unit: 'sov-rf-1', turn: 3, box: 'EB-C' }] } });
    const r = runAutomatic(ctx, g.state, auto('10.start', 10, 2), new FixedDice([]));
    // SoS 21.41: the same step adds the Soviet's replacement points (replacements.test.ts)
    expect(r.events.filter((e) => e.type !== 'replacement-points')).toEqual([]);
    expect(r.state.pieces['sov-rf-1']).toMatchObject({ at: null, eliminated: true });
    const back = runAutomatic(ctx, g.state, auto('10.start', 10, 3), new FixedDice([]));
    expect(back.state.pieces['sov-rf-1']).toMatchObject({ at: 'EB-C', eliminated: false });
  });
});

describe('SoS 16.52: once a turn', () => {
  it('the record of the turn\'s use empties in the next Administrative Phase', () => {
    const g = fragmentAt('T01/german-attack', { 'sov-rf-1': 'EB-C' }, [], { extra: { flotillaUsed: [{ unit: 'sov-rf-1', turn: 1, phase: 12, box: 'EB-C', takeLosses: false }] } });
    expect(runAutomatic(ctx, g.state, auto('1.server', 1, 1), new FixedDice([])).state.flotillaUsed).toHaveLength(1);
    expect(runAutomatic(ctx, { ...g.state, turn: 2 }, auto('1.server', 1, 2), new FixedDice([])).state.flotillaUsed).toEqual([]);
  });
});
