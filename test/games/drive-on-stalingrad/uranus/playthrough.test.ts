import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { ruleset, sub, uranusState } from './uranus-game';

/** Closes every window with the phasing side's file (no orders) until the game ends; returns the windows seen. */
function playOut(start: DosState): { state: DosState; windows: string[]; events: { type: string; [k: string]: unknown }[] } {
  let state = start;
  const windows: string[] = [];
  const events: { type: string; [k: string]: unknown }[] = [];
  for (let i = 0; i < 40 && ruleset.window(state); i++) {
    const w = ruleset.window(state)!;
    windows.push(w.id);
    const out = ruleset.adjudicate(state, [sub(String(w.waitingFor[0]), [])], new FixedDice(Array.from({ length: 400 }, () => 3)));
    state = out.state;
    events.push(...out.events);
  }
  return { state, windows, events };
}

describe('DoS Uranus: playable from the first turn to the victory check (U-1, U-2, U-12)', () => {
  const { state, windows, events } = playOut(uranusState());

  it('runs six game turns, Soviet player turn first, and ends after T06/german-movement', () => {
    expect(windows).toHaveLength(24);
    expect(windows.slice(0, 4)).toEqual(['T01/soviet', 'T01/soviet-movement', 'T01/german', 'T01/german-movement']);
    expect(windows.at(-1)).toBe('T06/german-movement');
    expect(ruleset.window(state)).toBeNull();
  });

  it('checks victory at the end of GT6: no Soviet gains and the 6th Army in supply is a German victory', () => {
    expect(ruleset.outcome(state)).toMatchObject({ ended: true, winner: 'german' });
    const ended = events.find((e) => e.type === 'game-ended')!;
    expect(String(ended.reason)).toMatch(/Soviet VP 0, below 7, at the end of GT6: German victory \(DoS Uranus U-12/);
    expect(ruleset.headline(state)).toBe('GT06 Soviet VP 0, German victory');
  });

  it('rolls the weather for the following turns (U-14) and never offers the Operation Blue options', () => {
    expect(events.some((e) => e.type === 'weather')).toBe(true);
    expect(events.filter((e) => e.type === 'air' || e.type === 'manych-flood')).toEqual([]);
  });
});
