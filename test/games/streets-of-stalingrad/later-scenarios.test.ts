import { describe, expect, it } from 'vitest';
import { stukasOfTurn } from '#games/streets-of-stalingrad/air/availability';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { setupGame } from '#games/streets-of-stalingrad/game/setup';
import { cardPoints } from '#games/streets-of-stalingrad/replacements/points';
import { SOS_SCENARIOS, type SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';
import { scenarioEntry } from '#games/streets-of-stalingrad/setup/scenario-entry';
import { sosData } from './game-fixture';

/**
 * Scenarios #4 to #8 (reconstructed: docs/streets-of-stalingrad.md, "Scenarios #4 to #8"): what
 * the text states of them (16.84, 3.6, 2.36 Ω) and how the cards' data is read on the
 * campaign's calendar (2.31, 2.32, 15.51, 21.41).
 */
const env = sosEnv(sosData());
const rolled = (scenario: SosScenarioId) => setupGame(env, scenario, {}).state.nkvdReliability ?? [];
const card = (scenario: SosScenarioId) => env.scenarioCounters(scenario);

describe('SoS 16.84: "when you play scenarios #4 - #8, assume that all starting NKVD Regiments have already rolled"', () => {
  it('#5, #6 and #8 start with the 273 NKVD Regiment on the map, rolled; #7 with the 270th and the Workers\' Militia, rolled', () => {
    for (const s of ['scenario-5', 'scenario-6', 'scenario-8'] as const) expect(rolled(s), s).toEqual(['273 NKVD Regiment']);
    expect(rolled('scenario-7')).toEqual(['270 NKVD Regiment', "Workers' Militia"]);
  });

  it('"Except for the 273 NKVD Regiment that enters October 4 (Scenario #4)": in #4 it is a reinforcement of 4 October and has not rolled', () => {
    expect(rolled('scenario-4')).toEqual([]);
    expect(scenarioEntry(env.counter('sov-1-273-nkvd'), 'scenario-4')).toEqual({ at: 'reinforcement', date: '10-04', box: 'EB-N' });
  });

  it('#1 to #3 mark no regiment at the start: their regiments roll when the rule calls for it, set-up included (16.84 ∆)', () => {
    for (const s of ['scenario-1', 'scenario-2', 'scenario-3'] as const) expect(rolled(s), s).toEqual([]);
  });
});

describe('SoS 3.6, 2.36 Ω: the 79th Infantry Division in scenario #6', () => {
  it('arrives on 20 and 28 October, with two 9-point and one 11-point IF artillery explosion markers on the 20th (sheet 6G)', () => {
    const d79 = card('scenario-6').filter((c) => c.formation.division === '79 Infantry Division');
    const dates = [...new Set(d79.map((c) => scenarioEntry(c, 'scenario-6')).map((e) => (e.at === 'reinforcement' ? e.date : e.at)))].sort();
    expect(dates).toEqual(['10-20', '10-28']);
    const markers = d79.filter((c) => c.ifMarkerAf !== undefined && scenarioEntry(c, 'scenario-6').at === 'reinforcement').map((c) => c.ifMarkerAf).sort();
    expect(markers).toEqual([11, 9, 9].sort());
  });
});

describe('SoS 2.31, 2.32: the later cards on the campaign\'s calendar', () => {
  it('a campaign reinforcement arrived before a scenario\'s first day starts on the map: the 305th in #6, due on 11 October in #5', () => {
    expect(scenarioEntry(env.counter('ger-305-5-576'), 'scenario-5')).toMatchObject({ at: 'reinforcement', date: '10-11' });
    expect(scenarioEntry(env.counter('ger-305-5-576'), 'scenario-6')).toEqual({ at: 'map' });
    expect(setupGame(env, 'scenario-6', {}).state.pieces['ger-305-5-576']!.at).not.toBeNull();
    expect(setupGame(env, 'scenario-5', {}).state.pieces['ger-305-5-576']!.at).toBeNull();
  });

  it('a game starts on its card\'s first turn: #4 on turn 15 (27 September), #8 on turn 60 (11 November)', () => {
    expect(setupGame(env, 'scenario-4', {}).state.turn).toBe(SOS_SCENARIOS['scenario-4'].firstTurn);
    expect(SOS_SCENARIOS['scenario-8'].firstTurn).toBe(60);
  });

  it('none of #1\'s or #2\'s independent units (a white or red outline, 2.23) and nothing withdrawn in September (21.5) is on a later card', () => {
    for (const s of ['scenario-4', 'scenario-5', 'scenario-6', 'scenario-7', 'scenario-8'] as const) {
      const ids = card(s).map((c) => c.id);
      expect(card(s).filter((c) => c.back.mark !== 'flag' && c.back.mark !== 'navalFlag' && 'outline' in c.back && (c.back.outline === 'white' || c.back.outline === 'red')), s).toEqual([]);
      expect(ids.filter((id) => id.startsWith('ger-29-') || id.startsWith('ger-670-')), s).toEqual([]);
    }
  });

  it('SoS 15.51, 21.41: the card\'s first figure is its first turn\'s: 6 Stukas on #4\'s turn 15, 8 on #8\'s turn 67; replacement points from turn 26 in #5', () => {
    expect(stukasOfTurn(env, 'scenario-4', 15, {})).toBe(6);
    expect(stukasOfTurn(env, 'scenario-8', 67, {})).toBe(8);
    expect(stukasOfTurn(env, 'scenario-8', 68, {})).toBe(0);
    expect(cardPoints(env.tables, 'scenario-5', 'soviet', 26)).toEqual({ Pz: 0, AF: 4 });
    expect(cardPoints(env.tables, 'scenario-5', 'german', 28).Pz).toBe(4);
  });
});
