import { describe, expect, it } from 'vitest';
import { ratioColumn } from '#kernel/combat/ratio-column';
import { parseStepLosses, sumLosses } from '#kernel/combat/step-loss/result';
import { readStepLossTable } from '#kernel/combat/step-loss/table';
import { FixedDice } from '#kernel/dice';
import { mayOverrun, unitAdvance } from '#games/campaign-to-stalingrad/rules/combat/advance-limit';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { determinedDefense, maximumEffort } from '#games/campaign-to-stalingrad/rules/combat/determined-defense';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { bondPenalty } from '#games/campaign-to-stalingrad/rules/combat/retreat';
import { tankLimitProblem } from '#games/campaign-to-stalingrad/rules/combat/tank-limit';
import { UnitSpecSchema } from '#games/campaign-to-stalingrad/data/schema';
import { hexId } from '#kernel/ids';
import { realBundle } from './support/real-bundle';
import { tinyWorld } from './support/tiny-world';

const CRT = realBundle.tables.crt;
const col = (a: number, d: number, shifts: number[] = []) => CRT.columns[ratioColumn(a, d, CRT.columns, shifts).final];

describe('odds and columns (CtS 10.1.8, 10.2)', () => {
  it('E4: 53 vs 18 is 2-1', () => expect(col(53, 18)).toBe('2-1'));
  it('E5: 8-1 with one shift left is the 6-1 column', () => expect(col(8, 1, [-1])).toBe('6-1'));
  it('E6: 1-1 with one shift right is 1 1/2-1', () => expect(col(5, 5, [1])).toBe('1 1/2-1'));
});

describe('the CRT (CtS 10.2, 10.4)', () => {
  it('E7: 5-1, white 4, black 3 is A1/D2 and the attacker may advance 2', () => {
    const r = readStepLossTable(CRT, '5-1', [4], 3);
    expect(r.results).toEqual([parseStepLosses('A1/D2')]);
    expect(r.advance).toBe(2);
  });
  it('E10: A1/D2 costs the attacker 1 step and the defender 2; two white dice add up', () => {
    expect(sumLosses([parseStepLosses('A1/D2'), parseStepLosses('A1/D2')])).toEqual({ attacker: 2, defender: 4 });
  });
});

describe('Maximum Effort and Determined Defense (CtS 11.6, 12.5)', () => {
  const dash = parseStepLosses('-');
  const a1d1 = parseStepLosses('A1/D1');
  it('E13: 2-1 with One-Shift Maximum Effort uses 3-1; "-" and "A1/D1" cost the attacker 3 and the defender 1', () => {
    expect(col(20, 10, [1])).toBe('3-1');
    expect(sumLosses(maximumEffort([dash, a1d1], 1))).toEqual({ attacker: 3, defender: 1 });
  });
  it('E17: Two-Hex DD cuts Advance 4 to 2 for a non-Axis defender: infantry still advance 2 and the defender retreats', () => {
    const dd = determinedDefense([dash], 4, 2, false);
    expect(dd.advance).toBe(2);
    expect(unitAdvance(dd.advance, { weather: 'clear', acrossMajor: false, kind: 'non-motorized', outOfSupply: false }).value).toBe(2);
    expect(unitAdvance(dd.advance, { weather: 'clear', acrossMajor: false, kind: 'motorized', outOfSupply: false }).value).toBe(2);
  });
  it('E17 variant: an Axis defender\'s Two-Hex DD with German losses cuts Advance 4 to 0: no retreat', () => {
    expect(determinedDefense([dash], 4, 2, true).advance).toBe(0);
  });
  it('E18: Two-Hex DD on "-" and "A1/D1" with Advance 2: attacker 1, defender 5, no retreat', () => {
    const dd = determinedDefense([dash, a1d1], 2, 2, false);
    expect(sumLosses(dd.results)).toEqual({ attacker: 1, defender: 5 });
    expect(dd.advance).toBe(0);
  });
  it('E19: One-Hex DD on Advance 1 and Two-Hex DD on Advance 2 leave no retreat; a zero becomes 1 or 2', () => {
    expect(determinedDefense([dash], 1, 1, false).advance).toBe(0);
    expect(determinedDefense([dash], 2, 2, false).advance).toBe(0);
    expect(determinedDefense([dash], 2, 1, false).results[0]!.defender).toBe(1);
    expect(determinedDefense([dash], 2, 2, false).results[0]!.defender).toBe(2);
  });
});

describe('advance after combat (CtS 12.4, 14.0)', () => {
  const adv = (n: number, o: Partial<Parameters<typeof unitAdvance>[1]> = {}) =>
    unitAdvance(n, { weather: 'clear', acrossMajor: false, kind: 'motorized', outOfSupply: false, ...o }).value;
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
  ])('E15: in rain Advance %i becomes %i', (n, want) => expect(adv(n, { weather: 'rain' })).toBe(want));
  it.each([
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
  ])('E16: across a Major or Volga hexside Advance %i becomes %i', (n, want) => expect(adv(n, { acrossMajor: true })).toBe(want));
  it('12.4: infantry 2, cavalry 3, motorized the full result, out-of-supply motorized 1', () => {
    expect([adv(5, { kind: 'non-motorized' }), adv(5, { kind: 'cavalry' }), adv(5), adv(5, { outOfSupply: true })]).toEqual([2, 3, 5, 1]);
  });
  it('E20: a unit with 3 hexes may advance 2 and overrun; with 1 hex it may not; non-motorized only on an original 4 or 5', () => {
    expect(mayOverrun(3, 3, true)).toBe(true);
    expect(mayOverrun(1, 5, true)).toBe(false);
    expect(mayOverrun(2, 3, false)).toBe(false);
    expect(mayOverrun(2, 4, false)).toBe(true);
  });
});

describe('retreat through a bond (CtS 12.2)', () => {
  it('E14: a bond formed by stacks of 9 and 2 steps costs the retreating stack 2 steps', () => {
    const steps: Record<string, number> = { '1510': 9, '1512': 2 };
    expect(bondPenalty([{ kind: 'hex', hex: hexId('1511'), ends: [hexId('1510'), hexId('1512')] }], (h) => steps[h] ?? 0)).toBe(2);
  });
});

describe('Soviet tank attacks (CtS 10.1.10)', () => {
  const tank = (id: string, size: 'X' | 'XXX', branch: 'regular' | 'guard' = 'regular') =>
    UnitSpecSchema.parse({ id, name: id, side: 'soviet', nationality: 'soviet', branch, type: 'tank', size, army: '-', faces: [{ attack: 5, defense: 4, move: 10 }] });
  it('E34: a tank corps and a tank brigade from one hex may attack', () => expect(tankLimitProblem([tank('c', 'XXX'), tank('b', 'X')])).toBeNull());
  it('E34: two regular tank corps may not', () => expect(tankLimitProblem([tank('c1', 'XXX'), tank('c2', 'XXX')])).toMatch(/tank corps/));
  it('E34: three regular tank brigades may not', () => expect(tankLimitProblem([tank('b1', 'X'), tank('b2', 'X'), tank('b3', 'X')])).toMatch(/at most two/));
  it('E34: two regular tank units and any number of Guards tank units may', () =>
    expect(tankLimitProblem([tank('c', 'XXX'), tank('b', 'X'), tank('g1', 'XXX', 'guard'), tank('g2', 'X', 'guard')])).toBeNull());
});

describe('whole battles (CtS 10-13)', () => {
  it('E11: "Advance 3": the defender retreats 2 hexes and the attacker may advance up to 3; with no advance there is no retreat', () => {
    const fight = (black: number, path: string[]) => {
      const { ctx, state } = tinyWorld({
        units: [
          { id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
          { id: 'pz', side: 'axis', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1510' },
          { id: 'shq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1405' }, // the General Supply source the retreat heads for (12.1 guideline 4)
          { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
        ],
      });
      const dice = new FixedDice({ 'b/white#1': 3, 'b/black': black });
      const noRerolls = { attacker: { rerollOnes: false, lossOrder: [] } };
      return resolveBattle(ctx, state, BattleOrderSchema.parse({ attackers: ['pz'], targets: ['1509'], advance: { units: ['pz'], path } }), dice, 'b', noRerolls);
    };
    // the battle is fought on the 4-1 column (after its shifts): white 3 is D1, black 5 Advance 3, black 1 no advance
    const three = fight(5, ['1509', '1508', '1408']);
    expect(three.events.find((e) => e.type === 'battle')).toMatchObject({ column: '4-1', results: ['D1'], advance: 3 });
    expect(three.events.find((e) => e.type === 'retreat')).toMatchObject({ from: '1509', path: ['1408', '1407'] });
    expect(three.events.find((e) => e.type === 'advance')).toMatchObject({ unit: 'pz', path: ['1509', '1508', '1408'], allowed: 3 });
    expect(three.state.units.pz!.hex).toBe('1408');
    const less = fight(5, ['1509']); // "up to": fewer hexes will do
    expect(less.events.find((e) => e.type === 'advance')).toMatchObject({ unit: 'pz', path: ['1509'] });
    const none = fight(1, ['1509']);
    expect(none.events.find((e) => e.type === 'battle')).toMatchObject({ column: '4-1', results: ['D1'], advance: 0 });
    expect(none.events.filter((e) => e.type === 'retreat' || e.type === 'advance')).toEqual([]);
    expect([none.state.units.rd!.hex, none.state.units.rd!.steps, none.state.units.pz!.hex]).toEqual(['1509', 2, '1510']);
  });

  it('E12: at 7-1 against a one-step defender the attacker loses nothing, whatever the white die', () => {
    for (let white = 1; white <= 6; white++) {
      const { ctx, state } = tinyWorld({
        units: [
          { id: 'pz', side: 'axis', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1510' },
          { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
          { id: 'remnant', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], steps: 1, hex: '1509' },
        ],
      });
      const dice = new FixedDice({ 'b/white#1': white, 'b/black': 2 });
      const noRerolls = { attacker: { rerollOnes: false, lossOrder: [] } };
      const { events } = resolveBattle(ctx, state, BattleOrderSchema.parse({ attackers: ['pz', 'inf'], targets: ['1509'] }), dice, 'b', noRerolls);
      const battle = events.find((e) => e.type === 'battle')!;
      expect(battle.column).toBe('7-1');
      expect(battle.losses).toEqual({ attacker: 0, defender: 1 });
    }
  });

  it('E35: the Axis rerolls a 1 when it has more German than allied units, and the reroll stands even as a 1', () => {
    const { ctx, state } = tinyWorld({
      units: [
        { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
        { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
      ],
    });
    const dice = new FixedDice({ 'b/white#1': 1, 'b/white#1/reroll': 1, 'b/black': 1, 'b/black/reroll': 4 });
    const { events } = resolveBattle(ctx, state, BattleOrderSchema.parse({ attackers: ['inf'], targets: ['1509'] }), dice, 'b');
    const battle = events.find((e) => e.type === 'battle')!;
    expect(battle.dice).toEqual({ white: [{ label: 'b/white#1', first: 1, reroll: 1, value: 1 }], black: { label: 'b/black', first: 1, reroll: 4, value: 4 } });
  });

  it('E8/E9 in a battle: a division and a brigade against two divisions roll one white die; three against two roll two', () => {
    const world = (extra: boolean) =>
      tinyWorld({
        units: [
          { id: 'a1', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
          { id: 'a2', side: 'axis', type: 'infantry', size: extra ? 'XX' : 'X', faces: ['6-7-4', '3-4-4'], hex: '1510' },
          ...(extra ? [{ id: 'a3', side: 'axis' as const, type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' }] : []),
          { id: 'd1', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
          { id: 'd2', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
        ],
      });
    const run = (extra: boolean) => {
      const { ctx, state } = world(extra);
      const dice = new FixedDice([3, 3, 3]);
      const attackers = extra ? ['a1', 'a2', 'a3'] : ['a1', 'a2'];
      return resolveBattle(ctx, state, BattleOrderSchema.parse({ attackers, targets: ['1509'] }), dice, 'b').events.find((e) => e.type === 'battle')!;
    };
    expect((run(false).magnitude as { whiteDice: number }).whiteDice).toBe(1);
    expect((run(true).magnitude as { whiteDice: number }).whiteDice).toBe(2);
  });
});
