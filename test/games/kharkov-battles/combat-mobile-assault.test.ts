import { describe, expect, it } from 'vitest';
import { readDieRows } from '#kernel/dice/die-rows';
import { FixedDice } from '#kernel/dice';
import { resolveMobileAssault, type MobileAssaultFacts } from '#games/kharkov-battles/combat/mobile-assault';
import { d10, tables } from './combat-tables-fixture';

/** One Mobile Assault (KB 11.2, 11.21, 11.23, 5.21, 27.2) on the reconstructed table. */
const T = tables();
const MA = T.mobileAssault;
const facts = (f: Partial<MobileAssaultFacts> = {}): MobileAssaultFacts => ({ attack: 6, defense: 3, weather: 'clear', attackerAir: 0, defenderAir: 0, combinedArms: false, woods: false, minorRiver: false, fortifiedZone: false, ...f });

describe('Mobile Assault', () => {
  it('below 1-1 no assault is made: the unit is Disorganized, the Air Points spent, and no die rolled (11.21)', () => {
    const dice = new FixedDice([]);
    expect(resolveMobileAssault(MA, facts({ attack: 3, defense: 4, attackerAir: 1 }), dice, 'T02/ma/1')).toEqual({
      ok: true,
      value: { made: false, odds: '1-2', disorganized: true, airSpent: true, rule: 'KB 11.21' },
    });
    expect(dice.transcript()).toEqual([]);
  });

  it('6 against 3 is 2-1: the die plus the 2-1 line and the defender-strength line, read on the table', () => {
    const r = resolveMobileAssault(MA, facts(), d10({ 'T02/ma/1': 5 }), 'T02/ma/1');
    if (!r.ok || !r.value.made) throw new Error('made');
    const odds = MA.odds.find((l) => 'at' in l && l.at === '2-1')!.drm;
    const strength = readDieRows(MA.defenderStrength, 3).result;
    expect(r.value.modified).toBe(5 + odds + strength);
    expect(r.value.result.code).toBe(readDieRows(MA.results, 5 + odds + strength).result);
    expect(r.value.modifiers.every((m) => m.rule.startsWith('KB '))).toBe(true);
  });

  it('each Air Point moves the die its side\'s way (5.21)', () => {
    const roll = (f: Partial<MobileAssaultFacts>) => {
      const r = resolveMobileAssault(MA, facts(f), d10([5]), 'T02/ma/1');
      return r.ok && r.value.made ? r.value.modified : NaN;
    };
    expect(roll({ attackerAir: 1 }) - roll({})).toBe(MA.modifiers.attackerAir);
    expect(roll({ defenderAir: 1 }) - roll({})).toBe(MA.modifiers.defenderAir);
    expect(roll({ minorRiver: true, weather: 'freeze' })).toBe(roll({ weather: 'freeze' }));
  });

  it('a D(1)r3 or Dr3 is a three-hex retreat the attacker conducts, with no steps instead of hexes (11.26)', () => {
    const r = resolveMobileAssault(MA, facts({ attack: 20, defense: 2, attackerAir: 1 }), d10([9]), 'T02/ma/1');
    expect(r.ok && r.value.made && r.value.result).toEqual({ code: 'D(1)r3', kind: 'defender-retreats', steps: 1, retreat: 3, conductedBy: 'attacker', convertible: false });
  });

  it('an AD or A(n)D stops the attacker and Disorganizes it (11.27)', () => {
    const r = resolveMobileAssault(MA, facts({ attack: 30, defense: 30, defenderAir: 1, woods: true, fortifiedZone: true }), d10([0]), 'T02/ma/1');
    expect(r.ok && r.value.made && r.value.result).toMatchObject({ kind: 'attacker-disorganized', stops: true });
  });

  it.each<[string, Partial<MobileAssaultFacts>, string[]]>([
    ['two attacker Air Points', { attackerAir: 2 }, ['too-many-air-points']],
    ['a Mud turn', { weather: 'mud' }, ['mobile-assault-in-mud']],
    ['both at once', { weather: 'mud', defenderAir: 2 }, ['too-many-air-points', 'mobile-assault-in-mud']],
  ])('refuses %s and rolls nothing', (_, f, codes) => {
    const dice = new FixedDice([]);
    const r = resolveMobileAssault(MA, facts(f), dice, 'T02/ma/1');
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(codes);
    expect(dice.transcript()).toEqual([]);
  });
});

describe('Mobile Assault strengths', () => {
  it('a strength below 1 is refused, not divided by', () => {
    const r = resolveMobileAssault(MA, facts({ defense: 0 }), new FixedDice([]), 'T02/ma/1');
    expect(r).toEqual({ ok: false, issues: [{ path: ['defense'], code: 'bad-strength', message: 'the defense strength is a whole number >= 1, got 0', rule: 'KB 2.7' }] });
  });
});
