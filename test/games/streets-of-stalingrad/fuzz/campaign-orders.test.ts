import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { side } from '#kernel/ids';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { turnPlan } from '#games/streets-of-stalingrad/sequence/windows';
import { withdrawalOf } from '#games/streets-of-stalingrad/windows/administrative/withdrawal-schedule';
import { createRng } from '../../../fuzz/rng';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import { offeredExchanges, planConsolidation } from './sos-fuzz-consolidation';
import { sosFuzzEnv } from './sos-fuzz-env';
import { offeredInfiltrations } from './sos-fuzz-infiltration';
import { planTankRepair } from './sos-fuzz-tank-repair';
import { sosFuzzTitle } from './sos-fuzz-title';
import { offeredKeeps, planWithdrawals } from './sos-fuzz-withdrawals';

/**
 * The fuzzer's campaign orders (SoS 20.1, 21.5x, 13.x, 16.72): what it orders as offered is what
 * the options offer and the check accepts alone; its guesses are refused with typed issues.
 */
const { env } = sosFuzzEnv();
const { ruleset } = sosFuzzTitle();
let start = ruleset.setup('scenario-3');
for (const s of ['soviet', 'german']) start = ruleset.adjudicate(start, [{ side: side(s), orders: [] }], new FixedDice([])).state;
const ids = Object.keys(start.state.pieces).sort();
const onMap = (id: string) => /^\d{4}$/.test(start.state.pieces[id]!.at ?? '');

/** The campaign game at window `name` of `turn`, with `gone` eliminated. */
function at(turn: number, name: string, gone: string[]): SosGame {
  const entry = turnPlan('scenario-3', turn)!.findIndex((e) => e.kind === 'window' && e.name === name);
  const pieces = { ...start.state.pieces, ...Object.fromEntries(gone.map((id) => [id, { ...start.state.pieces[id]!, at: null, eliminated: true }])) };
  return { ...start, state: { ...start.state, turn, pieces }, position: { turn, entry } };
}

/** Every order the planner gives over many seeds. */
const planned = (plan: (seed: number) => PlannedOrder[]): PlannedOrder[] => Array.from({ length: 60 }, (_, i) => plan(i)).flat();
const refusals = (g: SosGame, who: string, order: unknown) => ruleset.check(g, { side: side(who), orders: [order] }).map((i) => i.code);

describe('the fuzzer orders the campaign’s Administrative Phase (SoS 20.1, 21.51-21.54)', () => {
  // a German infantry unit on the map, of no withdrawal, and an eliminated twin: same type, AF and DF (20.4)
  const unit = ids.find((id) => env.counter(id).side === 'german' && env.counter(id).type === 'infantry' && onMap(id) && !withdrawalOf(env, env.counter(id)) && ids.some((t) => t !== id && env.counter(t).type === 'infantry' && env.counter(t).side === 'german' && env.counter(t).af === env.counter(id).af && env.counter(t).df === env.counter(id).df))!;
  const twin = ids.find((t) => t !== unit && env.counter(t).type === 'infantry' && env.counter(t).side === 'german' && env.counter(t).af === env.counter(unit).af && env.counter(t).df === env.counter(unit).df)!;
  // 29 September: the 29th Division is due and may be kept (21.54)
  const g = at(17, 'german-administrative', [twin]);
  const options = ruleset.options(g, side('german'));

  it('finds in the options the exchanges and the withdrawal it may keep', () => {
    expect(ruleset.window(g)!.id).toBe('T17/german-administrative');
    expect(offeredExchanges(options)).toContainEqual({ unit, for: twin, hex: start.state.pieces[unit]!.at });
    expect(offeredKeeps(options)).toEqual(['29-division']);
  });

  it('orders exchanges, withdrawals and keep that the check accepts alone where it says they are offered, and guesses it refuses with an issue', () => {
    const all = planned((i) => [...planConsolidation(env, g.state, 'german', options, createRng(`c${i}`)), ...planWithdrawals(env, g.state, options, createRng(`w${i}`))]);
    const kinds = new Set(all.filter((p) => p.offered).map((p) => JSON.stringify(Object.keys(Object.values(p.order as object)[0] as object))));
    expect(kinds).toEqual(new Set(['["unit","for","hex"]', '["units"]', '["keep"]']));
    for (const p of all.filter((x) => x.offered)) expect([p.order, refusals(g, 'german', p.order)]).toEqual([p.order, []]);
    const guessed = all.filter((p) => !p.offered).map((p) => refusals(g, 'german', p.order));
    expect(guessed.some((codes) => codes.length > 0)).toBe(true);
  });
});

describe('the fuzzer repairs tanks on the campaign’s repair turns (SoS 16.72)', () => {
  it('places an eliminated Soviet tank on the tank repair unit at the start of Soviet Movement Phase 10 on an even turn, and a second is refused', () => {
    const tanks = ids.filter((id) => env.counter(id).side === 'soviet' && env.counter(id).type === 'tank').slice(0, 2);
    const g = at(4, 'soviet-movement', tanks);
    expect(ruleset.window(g)!.accepts).toContain('repairTank');
    const all = planned((i) => planTankRepair(env, g.state, ruleset.options(g, side('soviet')), createRng(`r${i}`)));
    expect(all.filter((p) => p.offered).length).toBeGreaterThan(0);
    for (const p of all) expect(refusals(g, 'soviet', p.order)).toEqual([]);
    expect(ruleset.check(g, { side: side('soviet'), orders: tanks.map((unit) => ({ repairTank: { unit } })) }).map((i) => i.code)).toEqual(['one-tank-a-turn']);
  });
});

describe("the fuzzer reads Herman's ready orders from his option's notes (SoS 13.1-13.8)", () => {
  it('gives back each order a note spells out', () => {
    const order = { target: '0512', units: ['sov-herman', 'sov-1-42g'], path: ['0513'], unit: 'ger-1', back: ['0514'] };
    expect(offeredInfiltrations([{ unit: 'sov-herman' as never, label: 'Herman', hex: '0514' as never, notes: [`infiltrate: ${JSON.stringify(order)} (SoS 13.1-13.8)`, 'another note'] }])).toEqual([order]);
  });
});
