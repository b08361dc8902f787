import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { CAUCASUS_ENGINE, SPECIAL_UNITS_ENGINE } from '#games/campaign-to-stalingrad/data/engine-bundle';
import { entryProblem, entryRuleFor } from '#games/campaign-to-stalingrad/rules/reinforcements/entry';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { hexId, side as asSide } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

/**
 * The second reading of Off Map Boxes (33.0-33.3) and the Campaign Game (37.0-37.6, with its
 * Turn Record Track of turns 16-48): one test per row that DIFFERS, named for its id in
 * docs/rules-audit-campaign-to-stalingrad.md ("Reading of Off Map Boxes (33) and the Campaign
 * Game (37)"). An `it.fails` shows the code as it is; a fixed row is a plain `it`.
 */
const ctx = createContext(realBundle);
const start: CtsState = cts.setup('campaign');
const dice = () => FixedDice.mixed({}, Array(200).fill(4));

describe('19.3 in the Campaign Game: the Turn Record Track of turns 16-48', () => {
  // 19.3 "Soviet Reinforcements may enter the map at any Friendly Map Edge hex on the northern
  // map edge." The text restricts only the three reserve armies of 35.6 (east of 1032).
  const s: CtsState = { ...start, turn: 16, phasing: 'soviet', phase: 'movement' };
  const unit = 'sov-36rd-u';
  it('C24: the 62nd Army\'s rifle division of turn 16 may enter at 1030, a Soviet friendly north edge hex west of 1020', () => {
    const now = createContext(realBundle, CAUCASUS_ENGINE);
    expect(entryProblem(now, s, unit, hexId('1030'), entryRuleFor(now, s, unit))).toBeNull();
  });
  it('C24, engine gate: a Campaign Game of engine cts-5 keeps the reconstruction\'s east of 1020; 35.6\'s reserve armies keep east of 1032 in both', () => {
    const before = createContext(realBundle, SPECIAL_UNITS_ENGINE);
    const now = createContext(realBundle, CAUCASUS_ENGINE);
    expect(entryProblem(before, s, unit, hexId('1030'), entryRuleFor(before, s, unit))).toBe('1030 is not a friendly north map edge hex east of 1020');
    expect([entryRuleFor(before, s, 'sov-104rd'), entryRuleFor(now, s, 'sov-104rd')]).toEqual([{ edge: 'north', eastOf: '1032' }, { edge: 'north', eastOf: '1032' }]);
  });
});

describe('37.5 Automatic Victory: "he is immediately declared the winner and the game is ended"', () => {
  /** Turn 30, the Axis Movement Phase: every Soviet unit gone, every hex Axis controlled but the Minor City hex 1922, vacant. */
  const lastCityOpen = (base: CtsState = start): CtsState => {
    const units = { ...base.units };
    const placed: Record<string, string> = { 'ger-9pz': ctx.map.neighbours(hexId('1922'))[0]!, 'ger-11pz': '3250' };
    for (const [id, u] of Object.entries(units)) {
      if (ctx.units.get(id)!.side === 'soviet') units[id] = { ...u, where: 'cadre-lost', hex: null };
      else units[id] = id in placed ? { ...u, where: 'map', hex: hexId(placed[id]!), outOfSupply: false, frozen: false } : { ...u, where: 'withdrawn', hex: null };
    }
    const control = Object.fromEntries(Object.keys(base.control).map((h) => [h, h === '1922' ? ('soviet' as const) : ('axis' as const)]));
    const { replacementRollDue: _none, ...rest } = base;
    return { ...rest, units, control, turn: 30, phasing: 'axis', phase: 'movement', movedThisPhase: [], air: { ...base.air, segmentDone: true } };
  };
  const second = ctx.map.neighbours(hexId('3250'))[0]!;
  const orders = [{ move: { unit: 'ger-9pz', path: ['1922'] } }, { move: { unit: 'ger-11pz', path: [second] } }].map((o) => cts.orderSchema.parse(o));
  /** The moves and the game-over event of the window, in order. */
  const steps = (events: readonly GameEvent[]): string[] =>
    events.map((e) => (e.type === 'move' ? `move ${String((e as { unit?: string }).unit)}` : e.type)).filter((k) => k.startsWith('move') || k === 'game-over');
  it('C15: the move that takes the last city hex ends the game; the orders after it are not carried out', () => {
    const r = cts.adjudicate(lastCityOpen(), [{ side: asSide('axis'), orders }], dice());
    expect(r.state.result?.winner).toBe('axis');
    expect(steps(r.events)).toEqual(['move ger-9pz', 'game-over']);
    expect(r.state.units['ger-11pz']!.hex).toBe('3250');
    expect(r.state.result?.reason).toContain('order 1 of the Axis Movement Phase of turn 30');
  });
  it('C15, engine gate: a Campaign Game of engine cts-5 keeps the check at the end of the phase (its archives replay as played)', () => {
    const r = cts.adjudicate(lastCityOpen(cts.setup('campaign', undefined, 'cts-5')), [{ side: asSide('axis'), orders }], dice());
    expect(r.state.result?.winner).toBe('axis');
    expect(steps(r.events)).toEqual(['move ger-9pz', 'move ger-11pz', 'game-over']);
  });
});
