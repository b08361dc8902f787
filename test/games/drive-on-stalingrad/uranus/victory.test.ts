import { describe, expect, it } from 'vitest';
import { enterHex } from '#games/drive-on-stalingrad/rules/enter-hex';
import { noConsequences } from '#games/drive-on-stalingrad/rules/consequences';
import { pocketRelieved, scenarioVerdict, scenarioVp } from '#games/drive-on-stalingrad/scenario-rules/uranus/victory';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { HexId } from '#kernel/ids';
import { armyUnits, ctx, ruleset, uranusState, withUnits } from './uranus-game';

const soviet = (state: DosState, hexes: string[]): DosState => ({
  ...state,
  control: { ...state.control, ...Object.fromEntries(hexes.map((h) => [h, 'soviet' as const])) },
});
const pocketGone = (state: DosState): DosState => withUnits(state, Object.fromEntries(armyUnits('6A').map((u) => [u, null])));

describe('DoS Uranus U-12: Soviet VP', () => {
  it('scores nothing at the start, and the 6th Army counts as relieved while in supply', () => {
    const state = uranusState();
    expect(scenarioVp(ctx, state, true)).toEqual({ vp: 0, items: [] });
    expect(pocketRelieved(ctx, state, '6A')).toBe(true);
    expect(ruleset.headline(state)).toBe('GT01 Soviet VP 0');
  });

  it('counts each VP hex while Soviet-held, Stalingrad 2', () => {
    const state = soviet(uranusState(), ['2014', '2011', '2615']);
    expect(scenarioVp(ctx, state, false)?.vp).toBe(4);
    expect(ruleset.headline(state)).toBe('GT01 Soviet VP 4');
  });

  it('adds 3 at the end when no unit of the 6th Army is left in regular supply', () => {
    const state = pocketGone(uranusState());
    expect(pocketRelieved(ctx, state, '6A')).toBe(false);
    expect(scenarioVp(ctx, state, false)?.vp).toBe(0);
    expect(scenarioVp(ctx, state, true)?.vp).toBe(3);
  });

  it('gives the historical result (7 VP: Kalach, Boguchar, Kotelnikovo, Elista, the pocket) to the Soviet, and 6 to the German', () => {
    const historical = soviet(pocketGone(uranusState({ turn: 6 })), ['2014', '1222', '2615', '3412']);
    expect(scenarioVerdict(ctx, historical)).toMatchObject({ winner: 'soviet' });
    expect(scenarioVerdict(ctx, historical)?.reason).toMatch(/Soviet VP 7.*at least 7.*Soviet victory \(DoS Uranus U-12 \(reconstructed\)\)/);
    const short = soviet(pocketGone(uranusState({ turn: 6 })), ['2014', '1222', '2615']);
    expect(scenarioVerdict(ctx, short)).toMatchObject({ winner: 'german' });
    expect(scenarioVerdict(ctx, short)?.reason).toMatch(/Soviet VP 6.*below 7.*German victory/);
    const relieved = soviet(uranusState({ turn: 6 }), ['2014', '1222', '2615', '3412']);
    expect(scenarioVerdict(ctx, relieved)).toMatchObject({ winner: 'german' }); // the 6th Army in supply: 4 VP
  });

  it('gives no verdict of its own in Operation Blue', () => {
    expect(scenarioVerdict(ctx, uranusState({}, 'operation-blue'))).toBeNull();
  });
});

describe('DoS Uranus U-13: sudden death at Rostov', () => {
  it('ends the game at once when a Soviet unit enters Rostov 2725', () => {
    const draft = uranusState();
    enterHex(ctx, draft, 'soviet', '2725' as HexId, noConsequences());
    expect(draft.ended?.winner).toBe('soviet');
  });

  it('does not end the game when the Soviet takes a VP hex: VP count only at the end', () => {
    const draft = uranusState();
    enterHex(ctx, draft, 'soviet', '2014' as HexId, noConsequences());
    expect(draft.ended).toBeNull();
    expect(draft.vp).toBe(0);
  });
});
