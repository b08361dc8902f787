import { describe, expect, it } from 'vitest';
import { adjudicate, fragment } from './movement-window-fixture';

/**
 * The second reading of leader returns and replacement HQs (docs/rules-audit-streets-of-stalingrad.md, LR rows).
 * SoS 18.51: "If Chuikov (or the 62 Army HQ unit) is not on the West Bank, all Soviet units on
 * the West Bank have their MP halved for all Soviet movement phases". SoS 8.61: "Volga River
 * hexes are solid blue hexes. They divide the game map into West Bank hexes, where Stalingrad
 * is located, and East Bank boxes".
 */
const move = (units: string[], path: string[]) => ({ move: { units, path } });

describe('LR: the halving of 18.51 is of the units on the West Bank', () => {
  it('LR-12: a Soviet unit on a full Volga River hex is not on the West Bank: Chuikov in an East Bank box does not halve it', () => {
    const allowance = (at: Record<string, string>) => adjudicate(2, 'soviet-movement', fragment({ 'sov-1-270-nkvd': '0330', ...at }), [move(['sov-1-270-nkvd'], ['0429'])]).events.find((e) => e.type === 'moved')?.allowance;
    const here = allowance({});
    expect(here).toBeGreaterThan(0);
    expect(allowance({ 'sov-chuikov': 'EB-C' })).toBe(here);
  });

  it('LR-12: on a West Bank hex the same unit is halved (the rule itself)', () => {
    const allowance = (at: Record<string, string>) => adjudicate(2, 'soviet-movement', fragment({ 'sov-1-270-nkvd': '0429', ...at }), [move(['sov-1-270-nkvd'], ['0428'])]).events.find((e) => e.type === 'moved')?.allowance;
    expect(allowance({ 'sov-chuikov': 'EB-C' })).toBe(Number(allowance({})) / 2);
  });
});
