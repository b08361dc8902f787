import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbState } from '#games/kharkov-battles/state/types';
import { adjudicatePreparation, checkPreparation, preparationHasChoices } from '#games/kharkov-battles/windows/preparation/index';
import { realPrep } from './window-prep-fixture';

const noDice = () => new FixedDice([]);
const o = (...orders: unknown[]): KbOrder[] => orders as KbOrder[];

/**
 * Operation Star, turn 3, as the Soviet window opens: the TRT's Replacement Points (one
 * mechanized, two non-mechanized), the 10th Tank Corps reduced (its chit on its reduced
 * side), the 160th Rifle Division in the Replacement Pool, the 6th and 69th Army HQs due back
 * from the TRT, and the city at KB1905 in Soviet hands.
 */
function turn3(): ReturnType<typeof realPrep> {
  return realPrep('operation-star', 3, (s: KbState) => {
    const chit = s.chitPools.soviet[0]!;
    return {
      ...s,
      replacementPoints: { ...s.replacementPoints, soviet: { mech: 1, nonMech: 2 } },
      chitPools: { ...s.chitPools, soviet: s.chitPools.soviet.slice(1) },
      owner: { ...s.owner, '1905': 'soviet' },
      units: {
        ...s.units,
        'sov-10-tc-kb': { ...s.units['sov-10-tc-kb']!, steps: 2, chit: { id: chit, face: 'reduced' } },
        'sov-160-rd-kb': { ...s.units['sov-160-rd-kb']!, where: 'replacement-pool', hex: null },
        'sov-6a-hq-kb': { ...s.units['sov-6a-hq-kb']!, where: 'trt', hex: null, returnTurn: 3 },
        'sov-69a-hq-kb': { ...s.units['sov-69a-hq-kb']!, where: 'trt', hex: null, returnTurn: 3 },
      },
    };
  });
}

describe('KB 4.1 A.5.b-d: the Soviet Preparation window of Operation Star, turn 3', () => {
  const file = o(
    { returnHq: { unit: 'sov-6a-hq-kb', hex: 'KB1905' } }, // A.5.d, 16.33: one HQ a turn, to a friendly city
    { replace: { unit: 'sov-160-rd-kb', hex: 'KB3530' } }, // A.5.c, 16.32: two non-mechanized RP, with the 3rd Tank Army HQ
    { replace: { unit: 'sov-10-tc-kb' } }, // 16.21: one mechanized RP takes the reduced chit off
    { reinforce: { unit: 'sov-25-tc-kb', area: 'S3' } }, // A.5.b, 17.12: S4 or S3
  );

  it('reinforcements, then replacements, then returns; the HQ not returned moves forward a turn (16.33)', () => {
    const { data, state } = turn3();
    expect(checkPreparation(data, state, 'soviet', file)).toEqual([]);
    const out = adjudicatePreparation(data, state, 'soviet', file, noDice());
    expect(out.events.map((e) => [e.type, e.rule])).toEqual([
      ['kb-reinforcement', 'KB 17.0'],
      ['kb-replacement', 'KB 16.21'],
      ['kb-replacement', 'KB 16.32'],
      ['kb-return', 'KB 16.33'],
      ['kb-return-delayed', 'KB 16.33'],
    ]);
    const s = out.state;
    expect(s.units['sov-25-tc-kb']).toMatchObject({ where: 'entry-area', entryArea: 'S3', committed: true });
    expect(s.units['sov-10-tc-kb']).toMatchObject({ steps: 3, chit: null, marks: { repl: true } });
    expect(s.units['sov-160-rd-kb']).toMatchObject({ where: 'map', hex: '3530', marks: { repl: true } });
    expect(s.replacementPoints.soviet).toEqual({ mech: 0, nonMech: 0 });
    expect(s.units['sov-6a-hq-kb']).toMatchObject({ where: 'map', hex: '1905', returnTurn: null });
    expect(s.units['sov-69a-hq-kb']).toMatchObject({ where: 'trt', returnTurn: 4 });
    expect(s.chitPools.soviet).toContain(state.units['sov-10-tc-kb']!.chit!.id); // 16.21: the chit goes back to the pool
  });

  it('a file with nothing in it: the reinforcement still arrives, in the first Entry Area it lists (17.0), and both HQs move forward', () => {
    const { data, state } = turn3();
    const s = adjudicatePreparation(data, state, 'soviet', [], noDice()).state;
    expect(s.units['sov-25-tc-kb']).toMatchObject({ where: 'entry-area', entryArea: 'S4' });
    expect([s.units['sov-6a-hq-kb']!.returnTurn, s.units['sov-69a-hq-kb']!.returnTurn]).toEqual([4, 4]);
    expect(s.replacementPoints.soviet).toEqual({ mech: 1, nonMech: 2 }); // unused: lost at the next grant (16.0)
  });

  it('two HQs back in one turn is refused: one per nationality (16.33)', () => {
    const { data, state } = turn3();
    const issues = checkPreparation(data, state, 'soviet', o({ returnHq: { unit: 'sov-6a-hq-kb', hex: 'KB1905' } }, { returnHq: { unit: 'sov-69a-hq-kb', hex: 'KB1905' } }));
    expect(issues.map((i) => [i.path, i.code, i.rule])).toEqual([[['orders', 1, 'returnHq', 'unit'], 'one-hq-a-turn', 'KB 16.33']]);
  });
});

describe('KB 4.1, docs/kharkov-battles.md: a Preparation window with nothing to decide is passed', () => {
  it('Operation Star turn 2: no Soviet reinforcement due, no Replacement Points, nothing on the TRT', () => {
    const { data, state } = realPrep('operation-star', 2);
    expect(preparationHasChoices(data, state, 'soviet')).toBe(false);
  });

  it('the same turn with the TRT\u2019s Replacement Points and a unit to rebuild: there is a choice', () => {
    const { data, state } = turn3();
    const t2 = { ...state, at: { ...state.at, turn: 2 } };
    expect(preparationHasChoices(data, t2, 'soviet')).toBe(true);
    expect(preparationHasChoices(data, { ...t2, replacementPoints: { ...t2.replacementPoints, soviet: { mech: 0, nonMech: 0 } }, units: { ...t2.units, 'sov-6a-hq-kb': { ...t2.units['sov-6a-hq-kb']!, returnTurn: 3 }, 'sov-69a-hq-kb': { ...t2.units['sov-69a-hq-kb']!, returnTurn: 3 } } }, 'soviet')).toBe(false);
  });

  it('no Preparation window on Operation Star turn 0 (20.1): nothing to decide, and a file for it is refused', () => {
    const { data, state } = realPrep('operation-star', 0);
    expect(preparationHasChoices(data, state, 'soviet')).toBe(false);
    expect(checkPreparation(data, state, 'soviet', []).map((i) => i.code)).toEqual(['no-preparation-window']);
  });
});
