import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import { env, fragment, hexAt } from './bombardment-fixture';

/**
 * SoS 14.98, 14.99 with 5.5 ("1 OP unit per hex maximum"): two OPs eliminated together do not
 * both come back to the one leader; the second goes with the next leader or artillery unit.
 */
const ctx = { env, scenario: 'scenario-2' as const, standing: { german: null, soviet: null } };
const gone = { eliminated: true };

describe('SoS 14.98, 5.5: returning OPs keep to one OP a hex', () => {
  it('the LI Corps OP and the LW OP, eliminated together, come back with Paulus and von Seydlitz, one each', () => {
    const seydlitz = hexAt('1240', 2);
    const s = fragment({ 'ger-paulus': '1240', 'ger-von-seydlitz': seydlitz }, { 'ger-li-op': gone, 'ger-lw-op': gone });
    const r = runAutomatic(ctx, s, { kind: 'automatic', step: '2.resolve', phase: 2, rule: '', notes: [], turn: 1 }, new FixedDice([]));
    expect(r.state.pieces['ger-li-op']!.at).toBe('1240');
    expect(r.state.pieces['ger-lw-op']!.at).toBe(seydlitz);
  });
});
