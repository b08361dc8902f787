import { describe, expect, it } from 'vitest';
import { movementAllowance, type AllowanceCase } from '#games/streets-of-stalingrad/movement/allowance';
import { sosTables } from './tables-fixture';

/** SoS 8.01, 8.03, 8.05, 8.21, 9.48, 18.51, 18.53, 19.5: the MP a unit may spend, from its printed MP and its situation. */
const table = sosTables().movement;
const mp = (c: Partial<AllowanceCase> & Pick<AllowanceCase, 'printedMp' | 'kind'>) => movementAllowance(table, { side: 'german', ...c }).mp;

describe('SoS 8.05: "15 MP becomes 8 MP in the Exploit Movement Phase and 4 MP in a retreat before combat"', () => {
  it('E7: the rule\'s own example', () => {
    expect([mp({ printedMp: 15, kind: 'exploit' }), mp({ printedMp: 15, kind: 'retreatBeforeCombat' })]).toEqual([8, 4]);
  });
});

const ROWS: [rule: string, what: string, c: AllowanceCase, want: number][] = [
  ['8.01', 'a foot unit in its Movement Phase', { printedMp: 8, side: 'german', kind: 'movement' }, 8],
  ['8.21', 'deployment movement doubles', { printedMp: 8, side: 'soviet', kind: 'deployment' }, 16],
  ['8.01, 8.31', 'the Reserves Movement Phase halves (a towed gun of 15: 8)', { printedMp: 15, side: 'german', kind: 'reserves' }, 8],
  ['9.48', 'a retreat before combat is 1/4, rounded up (a tank of 21: 6)', { printedMp: 21, side: 'german', kind: 'retreatBeforeCombat' }, 6],
  ['19.5', 'an isolated Soviet unit: half in its Movement Phase', { printedMp: 8, side: 'soviet', kind: 'movement', isolated: true }, 4],
  ['19.5 (E70)', '"an isolated Soviet unit would use only 1/4 of its MP during the Soviet Exploit Movement Phase"', { printedMp: 8, side: 'soviet', kind: 'exploit', isolated: true }, 2],
  ['19.5', 'isolation does nothing to a German unit (19.6)', { printedMp: 8, side: 'german', kind: 'movement', isolated: true }, 8],
  ['8.03 (E74)', '13 September halves Soviet movement', { printedMp: 8, side: 'soviet', kind: 'movement', thirteenthSeptember: true }, 4],
  ['8.03', '"in Reserve and Exploit movement ... Soviet movement is quartered for the 13 September turn only"', { printedMp: 8, side: 'soviet', kind: 'reserves', thirteenthSeptember: true }, 2],
  ['8.03, 8.21 (E74)', 'a Soviet foot unit deploying on 13 September: doubled, then halved, 8', { printedMp: 8, side: 'soviet', kind: 'deployment', thirteenthSeptember: true }, 8],
  ['8.03 (E74)', 'a Soviet foot unit in Exploit Movement on 13 September: quartered, 2', { printedMp: 8, side: 'soviet', kind: 'exploit', thirteenthSeptember: true }, 2],
  ['8.03', 'the German moves in full on 13 September', { printedMp: 8, side: 'german', kind: 'movement', thirteenthSeptember: true }, 8],
  ['8.03 (a reading)', 'a retreat before combat is no movement phase: not halved on 13 September', { printedMp: 8, side: 'soviet', kind: 'retreatBeforeCombat', thirteenthSeptember: true }, 2],
  ['18.51', 'Chuikov off the West Bank halves Soviet movement there', { printedMp: 24, side: 'soviet', kind: 'movement', noChuikov: true }, 12],
  ['18.53', 'Paulus off the map halves German movement', { printedMp: 26, side: 'german', kind: 'exploit', germanNoHq: true }, 7],
  ['8.05', 'the factors multiply and the product is rounded up once: 15 x 1/2 x 1/2 = 3.75, 4', { printedMp: 15, side: 'soviet', kind: 'exploit', isolated: true }, 4],
];

describe('SoS movement allowance, factor by factor', () => {
  it.each(ROWS)('%s: %s', (_rule, _what, c, want) => expect(movementAllowance(table, c).mp).toBe(want));
  it('every factor is listed with its reason and rule', () => {
    const r = movementAllowance(table, { printedMp: 8, side: 'soviet', kind: 'exploit', isolated: true, thirteenthSeptember: true, noChuikov: true });
    expect(r.factors.map((f) => [f.by, f.rule])).toEqual([[0.5, 'SoS 8.01'], [0.5, 'SoS 19.5'], [0.5, 'SoS 8.03'], [0.5, 'SoS 18.51']]);
    expect(r.mp).toBe(1);
  });
});
