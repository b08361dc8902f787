import { describe, expect, test } from 'vitest';
import type { GameEvent } from '#kernel/engine/events';
import { rulesetFor } from '#games';
import { battleRows } from '#report/combat/battle-rows';

const cts = rulesetFor('campaign-to-stalingrad')!;

/**
 * A Campaign To Stalingrad battle's row says what its events say: the retreat goes through
 * every hex the event names (CtS 12.1: "It is always two hexes"), a retreat off the map says
 * so (17.0, 17.3), and the advance the row shows is the CRT's until Determined Defense
 * cuts it (12.5). The events are as the engine writes them (rules/combat/battle.ts,
 * retreat-defenders.ts): the first two are Fall Blau's T02 Axis combat, battle 2.
 */
const battle = (over: Record<string, unknown> = {}): GameEvent => ({
  type: 'battle',
  rule: 'CtS 10.2',
  targets: ['1346'],
  from: ['1347', '1446'],
  attackers: ['ger-387', 'ger-88'],
  defenders: ['sov-143rd'],
  attack: 6,
  defense: 4,
  rawColumn: '1 1/2-1',
  shifts: [],
  column: '1 1/2-1',
  magnitude: { attacker: 2, defender: 1, whiteDice: 1 },
  dice: { white: [{ label: 'T02/axis-combat/2/white#1', first: 5, value: 5 }], black: { label: 'T02/axis-combat/2/black', first: 6, value: 6 } },
  results: ['D1'],
  maximumEffort: 0,
  determinedDefense: 0,
  losses: { attacker: 0, defender: 1 },
  advance: 2,
  text: '6 to 4: 1 1/2-1 -> 1 1/2-1; white 5 black 6: D1, advance 2; attacker loses 0, defender 1',
  ...over,
});

describe('the retreat in a CtS battle row agrees with the retreat event', () => {
  test('a two-hex retreat lists both hexes, as the event text does (CtS 12.1)', () => {
    const retreat = { type: 'retreat', rule: 'CtS 12.1', from: '1346', path: ['1345', '1344'], units: ['sov-143rd'], text: 'sov-143rd retreat 1346 -> 1345 -> 1344 and are Disrupted (CtS 13.0)' };
    const [row] = battleRows([battle(), retreat]);
    expect(row!.retreats).toEqual(['sov-143rd: 1346 → 1345 → 1344 (CtS 12.1)']);
  });

  test('a retreat off the friendly edge from the battle hex itself does not read as a move to the same hex (CtS 17.0)', () => {
    const retreat = { type: 'retreat', rule: 'CtS 17.0', from: '1346', path: [], offMap: '1346', units: ['sov-143rd'], text: 'sov-143rd retreat from 1346 off the map at the friendly edge hex 1346, Disrupted (CtS 13.0); back on no earlier than the next friendly player turn (CtS 17.1)' };
    const [row] = battleRows([battle(), retreat]);
    expect(row!.retreats).toEqual(['sov-143rd: 1346, off the map at 1346 (CtS 17.0)']);
  });

  test('a retreat one hex to the friendly edge and off the map says it leaves the map (CtS 17.0)', () => {
    const retreat = { type: 'retreat', rule: 'CtS 17.0', from: '1346', path: ['1345'], offMap: '1345', units: ['sov-143rd'], text: 'sov-143rd retreat from 1346 by 1345 off the map at the friendly edge hex 1345, Disrupted (CtS 13.0); back on no earlier than the next friendly player turn (CtS 17.1)' };
    const [row] = battleRows([battle(), retreat]);
    expect(row!.retreats).toEqual(['sov-143rd: 1346 → 1345, off the map at 1345 (CtS 17.0)']);
  });

  test("a retreat only off the enemy's edge is an elimination, not a retreat (CtS 17.3)", () => {
    const retreat = { type: 'retreat', rule: 'CtS 17.3', from: '1346', path: ['1345'], offMap: '1345', opponentEdge: true, units: ['sov-143rd'], text: 'sov-143rd can retreat only off the axis friendly map edge at 1345 and are eliminated (CtS 17.3)' };
    const [row] = battleRows([battle(), retreat]);
    expect(row!.retreats).toEqual(['sov-143rd: 1346 → 1345, off the enemy map edge at 1345: eliminated (CtS 17.3)']);
  });

  test('Determined Defense: the row gives the CRT advance and the advance left, and says the defender does not retreat (CtS 12.5)', () => {
    // Fall Blau's T01 Axis combat, battle 1, as the engine wrote it
    const b = battle({
      targets: ['1045'],
      from: ['1046', '1146'],
      attackers: ['ger-45', 'ger-95'],
      defenders: ['sov-8rd'],
      dice: { white: [{ label: 'T01/axis-combat/1/white#1', first: 1, reroll: 1, value: 1 }], black: { label: 'T01/axis-combat/1/black', first: 4, value: 4 } },
      results: ['A1'],
      determinedDefense: 1,
      advance: 0,
      losses: { attacker: 1, defender: 1 },
      text: '6 to 4: 1 1/2-1 -> 1 1/2-1; white 1->1 black 4: A1, advance 1; Determined Defense 1 (CtS 12.5): advance 0; attacker loses 1, defender 1',
    });
    expect(battleRows([b])[0]!.result).toBe('A1 (advance 0)'); // the events alone: the CRT's advance 1 is lost
    const [row] = battleRows([b], undefined, undefined, cts.combatKey!(null, [b]));
    expect(row!.result).toBe('A1, advance 1; Determined Defense 1 (CtS 12.5): advance 0, no retreat (CtS 12.1)');
  });
});

describe('a Major City Battle in a CtS battle row (CtS 24.0)', () => {
  test('the row notes the quarters each side holds and the units entering the display, and shows no retreat (CtS 24.1, 24.4)', () => {
    const city = { type: 'city-battle', rule: 'CtS 24.1', hex: '1346', attacker: 'axis', side: 'axis', advance: 2, quarters: { axis: 2, soviet: 2 }, entered: ['ger-387'], disrupted: ['sov-143rd'], text: 'Major City Battle opens in 1346 (CtS 24.1): Advance 2 for the Axis; Axis 2/4 (3 of 6 sections), Soviet 2/4 (3 of 6 sections); the defenders stay, Disrupted (CtS 24.4); ger-387 enter the display (CtS 24.1)' };
    const [row] = battleRows([battle(), city]);
    expect(row!.notes).toEqual([`${city.text} (CtS 24.1)`]);
    expect(row!.retreats).toEqual([]);
  });
});
