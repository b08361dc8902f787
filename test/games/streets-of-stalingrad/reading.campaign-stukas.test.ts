import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { GameEvent } from '#kernel/engine/events';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import { setupGame } from '#games/streets-of-stalingrad/game/setup';
import type { TecTerrain } from '#games/streets-of-stalingrad/data/tec';
import { sightOf, type HiddenUnit, type Standing } from '#games/streets-of-stalingrad/hidden/hidden-status';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { sosEventVisibility } from '#games/streets-of-stalingrad/view/event-visibility';
import { enemySight, NO_LOS } from '#games/streets-of-stalingrad/view/sight';
import { movementRules } from '#games/streets-of-stalingrad/windows/movement/index';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { env } from './bombardment-fixture';
import { sosTables } from './tables-fixture';
import { HEX } from './view-fixture';

/**
 * Second reading of the campaign's Stuka roll, bad weather and the dated rules after
 * 25 September (docs/rules-audit-streets-of-stalingrad.md, rows SB-nn). Each test below is a
 * row the code reads otherwise than the rulebook text: it fails today (`it.fails`).
 */
const tec = sosTables().tec;
const hex = (...terrain: TecTerrain[]): Standing => ({ at: 'hex', terrain });

/** A campaign (#3) position on `turn` with only the pieces named in play. */
const position = (turn: number, at: Record<string, string> = {}, eliminated: string[] = []): SosState => {
  const s = setupGame(env, 'scenario-3', {}).state;
  const pieces = Object.fromEntries(Object.keys(s.pieces).map((id) => [id, freshPiece(at[id] ?? null)]));
  for (const id of eliminated) pieces[id] = { ...pieces[id]!, at: null, eliminated: true };
  return { ...s, turn, pieces };
};

/** The German's copies of the events: those he may read after the step, as the view gives them. */
const germanCopies = (after: SosState, events: readonly GameEvent[]) =>
  sosEventVisibility(env, after, events, NO_LOS).filter((e) => e.visibleTo === undefined || e.visibleTo.includes('german'));

describe('SB: the campaign\'s Stuka roll, bad weather and the dated rules after 25 September', () => {
  // SoS 7.5: "Hidden units may remain face down ... until they reveal themselves by: ... Attacking,
  // or • Opportunity fire, or • Defensive fire"; 7.6: "If they use opportunity fire, units remain
  // revealed until the end of the enemy player's Attack or Exploit Attack Phase."
  // 7.4 ∆: "Bad weather also affects German reconnaissance. On a bad weather turn, Soviet units in
  // clear hexes may be seen and revealed only by German units within 4 hexes with a clear LOS."
  it.fails('SB-08: on a bad weather turn a Soviet unit in a clear hex that revealed itself by opportunity fire is seen within LOS, as the same unit in a city hex is', () => {
    const fired: HiddenUnit = { side: 'soviet', infantry: true, revealed: true };
    const bad = { badWeather: true, withinFourHexes: false };
    // the same revealed unit in a city hex, 6 hexes off, within the German's LOS: seen (7.5)
    expect(sightOf(tec, 'german', fired, hex('city'), true, bad).visible).toBe(true);
    // in a clear hex, within LOS but beyond 4 hexes: the code hides it
    expect(sightOf(tec, 'german', fired, hex('clear'), true, bad).visible).toBe(true);
  });

  // SoS 16.33: "the Soviet player must roll a d10 for every tank unit he has at the start of Soviet
  // Movement Phase 10"; 7.2: a city hex hides every unit; 7.1: "You may examine every enemy unit in
  // a stack if those units are in a clear hex within your Line-Of-Sight".
  it.fails('SB-14: the German\'s copy of a breakdown roll for a Soviet tank hidden in a city hex does not tell him the hex', () => {
    const CITY = HEX.city;
    const s = position(29, { 'sov-t60-27-1': CITY });
    expect(enemySight(env, s, 'german', NO_LOS).get('sov-t60-27-1')).toMatchObject({ visible: false });
    const r = runAutomatic({ env, scenario: 'scenario-3', standing: { german: null, soviet: null } }, s, { kind: 'automatic', step: '10.start', phase: 10, rule: '', notes: [], turn: 29 }, new FixedDice({ 'T29/10.start/breakdown/sov-t60-27-1': 7 }));
    const rolls = germanCopies(r.state, r.events).filter((e) => e.type === 'tank-breakdown-roll');
    expect(rolls.length).toBeGreaterThan(0);
    for (const e of rolls) expect(JSON.stringify(e)).not.toContain(CITY);
  });

  // SoS 16.72: "the Soviet player may choose one eliminated Soviet tank unit and place it on the
  // Soviet tank repair unit"; 16.71: the repair unit is on one of the Tractor Factory's eight
  // industrial hexes, which hide every unit (7.2).
  it.fails('SB-17: the German\'s copy of a tank repair placement does not tell him the hex of the tank repair unit and the tank hidden in it', () => {
    const AT = '0478';
    const s = position(14, { 'sov-tank-repair': AT }, ['sov-t60-27-1']);
    const entry = turnPlan('scenario-3', 14)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === 'soviet-movement')!;
    const ctx: PhaseContext = { env, scenario: 'scenario-3', turn: 14, window: entry, side: 'soviet', standing: { german: null, soviet: null }, options: {} };
    const r = movementRules.adjudicate(ctx, s, [{ repairTank: { unit: 'sov-t60-27-1' } } as SosOrder], new FixedDice([]));
    expect(r.state.pieces['sov-t60-27-1']!.at).toBe(AT);
    expect(enemySight(env, r.state, 'german', NO_LOS).get('sov-t60-27-1')).toMatchObject({ visible: false });
    const placed = germanCopies(r.state, r.events).filter((e) => e.type === 'tank-repaired');
    expect(placed.length).toBeGreaterThan(0);
    for (const e of placed) expect(JSON.stringify(e)).not.toContain(AT);
  });
});
