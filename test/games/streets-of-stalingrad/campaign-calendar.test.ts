import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fireModifiers } from '#games/streets-of-stalingrad/combat/fire-resolution';
import type { MonthDay } from '#games/streets-of-stalingrad/data/tables';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import { setupGame } from '#games/streets-of-stalingrad/game/setup';
import { trainAllowance } from '#games/streets-of-stalingrad/movement/train-allowance';
import { dayOfTurn } from '#games/streets-of-stalingrad/sequence/scenarios';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import { enterProblems } from '#games/streets-of-stalingrad/windows/movement/start-orders';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { freshPiece, type SosBombardment, type SosState } from '#games/streets-of-stalingrad/state/types';
import { isolationThreshold } from '#games/streets-of-stalingrad/supply/isolation-phase';
import { monthDay } from '#games/streets-of-stalingrad/windows/attack/fire-units';
import { env, hexAt } from './bombardment-fixture';
import { attack, FIRE_TABLES, hex, sovGds, unit } from './fire-fixture';

/**
 * The campaign's calendar (digest 3.18): each dated rule after 25 September, read by the
 * code from the turn's date, on a campaign (scenario #3) position of that date. Turn n is
 * 13 September + n - 1 days (dayOfTurn): 14 is 26 September, 19 is 1 October, 25 is
 * 7 October, 28 is 10 October, 29 is 11 October, 48 is 30 October.
 */
const dateOf = (turn: number): MonthDay => monthDay(dayOfTurn('scenario-3', turn)) as MonthDay;
const position = (turn: number, at: Record<string, string> = {}): SosState => {
  const s = setupGame(env, 'scenario-3', {}).state;
  return { ...s, turn, pieces: Object.fromEntries(Object.keys(s.pieces).map((id) => [id, freshPiece(at[id] ?? null)])) };
};
const step = (state: SosState, id: string, turn: number, dice: FixedDice) =>
  runAutomatic({ env, scenario: 'scenario-3', standing: { german: null, soviet: null } }, state, { kind: 'automatic', step: id, phase: Number(id.split('.')[0]), rule: '', notes: [], turn }, dice);
const movementCtx = (turn: number): PhaseContext => {
  const entry = turnPlan('scenario-3', turn)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === 'soviet-movement')!;
  return { env, scenario: 'scenario-3', turn, window: entry, side: 'soviet', standing: { german: null, soviet: null }, options: {} };
};
const notesOf = (turn: number, step: string) => turnPlan('scenario-3', turn)!.find((e) => e.kind === 'automatic' && e.step === step)!.notes;

describe('the campaign\'s dates', () => {
  it('turn n of scenario #3 is 13 September + n - 1 days', () => {
    expect([4, 13, 14, 19, 25, 28, 29, 39, 48, 67].map(dateOf)).toEqual(['09-16', '09-25', '09-26', '10-01', '10-07', '10-10', '10-11', '10-21', '10-30', '11-18']);
  });
});

describe('26 September (turn 14)', () => {
  // a Soviet guards company attacks adjacent German armor in a city hex
  const molotov = (turn: number) => fireModifiers(attack([sovGds('s', { formation: {} })], { side: 'soviet', date: dateOf(turn), target: hex({ terrain: 'city', units: [unit('pz', { side: 'german', type: 'tank' })] }) }), FIRE_TABLES.spotting);
  it('9.93: the Molotov rule: no +1 against adjacent German armor in a city hex from turn 14, +1 (9.92) on turn 13', () => {
    expect(molotov(13)).toEqual([expect.objectContaining({ value: 1, rule: 'SoS 9.92' })]);
    expect(molotov(14)).toEqual([expect.objectContaining({ value: 0, rule: 'SoS 9.93' })]);
  });

  it('19.1: every Soviet unit needs four consecutive isolated Administrative Phases from turn 14; an ordinary rifle unit two before', () => {
    const s = position(13, { 'sov-1-1045': '1010' });
    expect(isolationThreshold(env, s, 'sov-1-1045', dateOf(13))).toBe(2);
    expect(isolationThreshold(env, s, 'sov-1-1045', dateOf(14))).toBe(4);
  });

  it('16.11: one additional sniper a turn from the 26 September turn, five in all, entered in Soviet Movement Phase 10 as a reinforcement', () => {
    expect(notesOf(13, '10.start')).not.toContain('Soviet sniper arrivals (SoS 16.11, from 26 September)');
    expect(notesOf(14, '10.start')).toContain('Soviet sniper arrivals (SoS 16.11, from 26 September)');
    const extra = [1, 2, 3, 4, 5].map((n) => `sov-sniper-extra-${n}`);
    expect(extra.map((id) => env.counter(id).entry)).toEqual(['09-26', '09-27', '09-28', '09-29', '09-30'].map((date) => ({ at: 'reinforcement', date, box: 'EB-C' })));
    // 16.11: "The Soviet player may never have more than these nine sniper units"
    expect(env.data.counters.counters.filter((c) => c.type === 'sniper' && c.scenarios.includes(3))).toHaveLength(9);
    const enter = (turn: number, units: string[]) => enterProblems(movementCtx(turn), position(turn), units, 'EB-C', ['orders', 0, 'enter']).map((i) => [i.path.join('.'), i.code]);
    expect(enter(13, ['sov-sniper-extra-1'])).toEqual([['orders.0.enter.units.0', 'not-due']]);
    expect(enter(14, ['sov-sniper-extra-1', 'sov-sniper-extra-2'])).toEqual([['orders.0.enter.units.1', 'not-due']]);
    expect(enter(18, extra)).toEqual([]);
  });
});

describe('the EBBT date modifiers (14.3): +1 from 26 September, +2 from 10 October, +3 from 30 October', () => {
  // IV/194 (11 AF) bombards the Southern Sector East Bank box in phase 2, spotted by the 94 ID OP on Mamayev Kurgan (-1)
  const ebbt = (turn: number) => {
    const b: SosBombardment = { side: 'german', target: 'EB-S', table: 'ebbt', units: ['ger-iv-194'], af: 11, spotting: 'opInCommand', namedLeaderAdjacent: false, opOn1039: true, stukas: null };
    const s = { ...position(turn, { 'ger-iv-194': hexAt('0214', 3), 'ger-94-op': '1039', 'sov-katyusha': 'EB-S' }), bombardments: [b] };
    const t = `T${String(turn).padStart(2, '0')}`;
    const r = step(s, '2.resolve', turn, FixedDice.mixed({ [`${t}/2.resolve/EB-S/german/die`]: 2 }, Array(10).fill(1)));
    const e = r.events.find((x) => x.type === "bombardment")! as unknown as { mdr: number; drms: { value: number; rule: string }[] };
    return { mdr: e.mdr, dates: e.drms.filter((d) => d.rule === 'SoS 14.3').map((d) => d.value) };
  };
  it.each([[13, 1, []], [14, 2, [1]], [27, 2, [1]], [28, 3, [2]], [47, 3, [2]], [48, 4, [3]], [67, 4, [3]]])('turn %i: modified roll %i, date modifier %j', (turn, mdr, dates) => {
    expect(ebbt(turn)).toEqual({ mdr, dates });
  });
});

describe('1 October (turn 19): the Soviet ammunition shortage roll (14.71)', () => {
  it('the Soviet rolls from turn 19, not on turn 18; the German has rolled since 20 September', () => {
    const rolls = (turn: number) => step(position(turn), '1.server', turn, FixedDice.mixed({}, [1, 1, 1, 1])).events.filter((e) => e.type === 'ammunition-shortage').map((e) => (e as { side?: string }).side);
    expect(rolls(18)).toEqual(['german']);
    expect(rolls(19)).toEqual(['german', 'soviet']);
  });
});

describe('7 October (turn 25): armored trains move six hexes per Soviet Movement Phase 10 (16.61)', () => {
  it('unlimited on turn 24, six from turn 25', () => {
    expect(trainAllowance(dayOfTurn('scenario-3', 24)).hexes).toBe(Infinity);
    expect(trainAllowance(dayOfTurn('scenario-3', 25)).hexes).toBe(6);
    expect(trainAllowance(dayOfTurn('scenario-3', 67)).hexes).toBe(6);
  });
});

describe('11 October (turn 29): the Soviet tank breakdown rolls at the start of Soviet Movement Phase 10 (16.33)', () => {
  const CITY = '0911';
  const start = (state: SosState, turn: number, dice: Record<string, number>) => step(state, '10.start', turn, new FixedDice(dice));
  const label = (turn: number, tank: string) => `T${turn}/10.start/breakdown/${tank}`;
  const rolls = (events: { type: string }[]) => events.filter((e) => e.type === 'tank-breakdown-roll');

  it('no roll on turn 28 (10 October); from turn 29 one d10 for every Soviet tank on the map, none for a tank in an East Bank box', () => {
    const s = (turn: number) => position(turn, { 'sov-t60-27-1': CITY, 'sov-t60-27-2': hexAt(CITY, 3), 'sov-t60-26': 'EB-S' });
    expect(rolls(start(s(28), 28, {}).events)).toEqual([]);
    const r = start(s(29), 29, { [label(29, 'sov-t60-27-1')]: 5, [label(29, 'sov-t60-27-2')]: 10 });
    expect(rolls(r.events).map((e) => [(e as { tank?: string }).tank, (e as { die?: number }).die, (e as { brokenDown?: boolean }).brokenDown])).toEqual([['sov-t60-27-1', 5, false], ['sov-t60-27-2', 10, false]]);
    expect(r.state.pieces['sov-t60-27-1']!.at).toBe(CITY);
  });

  it('a 1 to 4: the tank is replaced at once by an immobilized tank in its hex, before any movement; when no immobilized counter is left, none is placed', () => {
    const s = position(40, { 'sov-t60-27-1': CITY, 'sov-t60-27-2': hexAt(CITY, 3), 'sov-99-tb-1': hexAt(CITY, 5), 'sov-immobilized-tank-2': hexAt(CITY, 7) });
    const r = start(s, 40, { [label(40, 'sov-99-tb-1')]: 9, [label(40, 'sov-t60-27-1')]: 1, [label(40, 'sov-t60-27-2')]: 4 });
    expect(rolls(r.events)).toEqual([
      expect.objectContaining({ tank: 'sov-99-tb-1', die: 9, brokenDown: false, placed: null, rule: 'SoS 16.33' }),
      expect.objectContaining({ tank: 'sov-t60-27-1', hex: CITY, die: 1, brokenDown: true, placed: 'sov-immobilized-tank-1', rule: 'SoS 16.33' }),
      expect.objectContaining({ tank: 'sov-t60-27-2', die: 4, brokenDown: true, placed: null, reason: expect.stringMatching(/none is left to place/) }),
    ]);
    expect(r.state.pieces['sov-t60-27-1']).toMatchObject({ at: null, eliminated: true });
    expect(r.state.pieces['sov-immobilized-tank-1']!.at).toBe(CITY);
    expect(r.state.pieces['sov-t60-27-2']).toMatchObject({ at: null, eliminated: true });
    expect(r.state.pieces['sov-99-tb-1']!.at).toBe(hexAt(CITY, 5));
  });
});

describe('the turn plan\'s dated notes for the Soviet Movement Phase 10', () => {
  it('16.72: the tank repair placement is announced on 16 September (turn 4) and every even-numbered turn after it (the placement itself is not refereed)', () => {
    const repair = (turn: number) => notesOf(turn, '10.start').some((n) => n.includes('SoS 16.72'));
    expect([3, 4, 5, 6, 7, 14, 15, 66, 67].map(repair)).toEqual([false, true, false, true, false, true, false, true, false]);
  });
});
