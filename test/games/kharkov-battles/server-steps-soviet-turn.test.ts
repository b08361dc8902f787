import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { d10Value } from '#kernel/dice/d10';
import { withUnits } from '#games/kharkov-battles/state/update';
import { everyDie, game, run } from './server-steps-fixture';

/** Dice by label (faces 0-9), every other C&C roll a 9 (no effect). */
const dice = (byLabel: Record<string, number>) =>
  FixedDice.mixed(Object.fromEntries(Object.entries(byLabel).map(([k, v]) => [k, d10Value(v)])), Array.from({ length: 100 }, () => d10Value(9)));

describe('C.1.a Second Kharkov, turn 3: every Soviet unit committed (KB 20.2)', () => {
  const { ctx, state } = game('second-kharkov');
  const uncommitted = Object.values(state.units).filter((u) => u.where === 'map' && ctx.unit(u.id).side === 'soviet' && !u.committed).map((u) => u.id).sort();

  it('the set-up leaves the Soviet reserves uncommitted; the Command Phase of turn 3 commits every Soviet unit on the map, Operational (13.13)', () => {
    expect(uncommitted.length).toBeGreaterThan(0);
    const out = run('second-kharkov', 3, 'C.1.a');
    for (const id of uncommitted) expect(out.state.units[id], id).toMatchObject({ committed: true, supply: 'operational' });
    expect(out.events).toEqual([{ type: 'all-committed', units: uncommitted, rule: 'KB 20.2' }]);
    expect(out.state.at).toEqual({ turn: 3, stage: 'soviet', phase: 'command' });
  });

  it('on turn 2 nothing is committed', () => {
    const out = run('second-kharkov', 2, 'C.1.a');
    expect(out.events).toEqual([]);
    for (const id of uncommitted) expect(out.state.units[id]!.committed).toBe(false);
  });
});

describe('C.1.b Command & Control (KB 13.2, 20.1)', () => {
  it("Operation Star turn 1: the 23rd Tank Corps, an Axis unit within three hexes and no HQ of its army in range, rolls 2 (T01/soviet-command/sov-23-tc-kb): 'halt', marked OOC; the 2nd Guards Tank Corps rolls 5, +1 Guards = 6: no effect", () => {
    const d = dice({ 'T01/soviet-command/sov-23-tc-kb': 2, 'T01/soviet-command/sov-2g-tc-kb': 5 });
    const out = run('operation-star', 1, 'C.1.b', { dice: d });
    expect(out.state.units['sov-23-tc-kb']!.marks.ooc).toBe(true);
    expect(out.state.units['sov-2g-tc-kb']!.marks.ooc).toBe(false);
    const rolls = out.events.filter((e) => e.type === 'command-control-roll');
    expect(rolls.find((e) => e['unit'] === 'sov-23-tc-kb')).toMatchObject({ label: 'T01/soviet-command/sov-23-tc-kb', die: 2, modified: 2, result: 'halt', ooc: true, rule: 'KB 13.2' });
    expect(rolls.find((e) => e['unit'] === 'sov-2g-tc-kb')).toMatchObject({ die: 5, modifiers: [{ reason: 'guards', drm: 1 }], modified: 6, result: 'normal', ooc: false });
    // every committed combat unit's standing is reported: why it rolled or not
    const standings = out.events[0]!['standings'] as { unit: string; rolls: boolean; why: string }[];
    expect(standings.filter((s) => s.rolls).map((s) => s.unit)).toEqual(rolls.map((e) => e['unit']));
    expect(standings.some((s) => s.why === 'no-enemy-within-3')).toBe(true);
  });

  it("with the fuel rule and Popov 'Out of Gas' (20.1), the pink 4th Guards Tank Corps rolls wherever it stands at -3 and without the Guards +1: 8 becomes 5, 'hold'", () => {
    const out = run('operation-star', 7, 'C.1.b', { state: withUnits(game('operation-star').state, { 'sov-popov-hq': { outOfGas: true } }), dice: dice({ 'T07/soviet-command/sov-4g-tc-kb': 8 }), options: { historicalFuel: 'on' } });
    expect(out.events.find((e) => e['unit'] === 'sov-4g-tc-kb' && e.type === 'command-control-roll')).toMatchObject({ why: 'popov-out-of-gas', modifiers: [{ reason: 'popov-out-of-gas', drm: -3 }], modified: 5, result: 'hold', ooc: true });
  });
  it("under the Hidden Strength rule (2.72) any Soviet HQ satisfies Command & Control: a unit out of its own army's HQ range but within another's no longer rolls", () => {
    const standings = (options: Record<string, string>) =>
      Object.fromEntries((run('operation-star', 1, 'C.1.b', { dice: everyDie(9), options }).events[0]!['standings'] as { unit: string; why: string }[]).map((s) => [s.unit, s.why]));
    const off = standings({});
    const on = standings({ hiddenStrength: 'on' });
    const commanded = Object.keys(off).filter((u) => off[u] === 'out-of-command' && on[u] === 'in-command-range');
    expect(commanded.length).toBeGreaterThan(0);
    expect(Object.keys(off).filter((u) => off[u] === 'in-command-range' && on[u] !== 'in-command-range')).toEqual([]);
  });
});

describe("B.3.f / C.4.f: 'Disorganized' markers come off the phasing side's units (KB 11.28)", () => {
  const { state } = game('operation-star');
  const marked = withUnits(state, {
    'ger-1-lah': { marks: { ...state.units['ger-1-lah']!.marks, disorganized: true } },
    'sov-23-tc-kb': { marks: { ...state.units['sov-23-tc-kb']!.marks, disorganized: true } },
  });

  it('at the end of the Axis Combat Phase the Axis unit is reorganized, the Soviet one keeps its marker until its own', () => {
    const axis = run('operation-star', 4, 'B.3.f', { state: marked });
    expect(axis.state.units['ger-1-lah']!.marks.disorganized).toBe(false);
    expect(axis.state.units['sov-23-tc-kb']!.marks.disorganized).toBe(true);
    expect(axis.events).toEqual([{ type: 'kb-disorganized-removed', rule: 'KB 11.28', side: 'axis', units: ['ger-1-lah'] }]);
    const soviet = run('operation-star', 4, 'C.4.f', { state: axis.state });
    expect(soviet.state.units['sov-23-tc-kb']!.marks.disorganized).toBe(false);
  });

  it("the combats (B.3.b-e) are the Combat window's: the server's entry changes nothing but the phase", () => {
    const out = run('operation-star', 4, 'B.3.b-e', { state: marked });
    expect(out.events).toEqual([]);
    expect(out.state.units).toBe(marked.units);
    expect(out.state.at).toEqual({ turn: 4, stage: 'axis', phase: 'combat' });
  });
});
