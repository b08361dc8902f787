import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { advanceAllowance, unitAdvanceLimit } from '#games/kharkov-battles/combat/advance';
import { combinedArms, type CaUnit } from '#games/kharkov-battles/combat/combined-arms';
import { readCrt } from '#games/kharkov-battles/combat/crt';
import { encirclement } from '#games/kharkov-battles/combat/encirclement';
import { mobileAssaultModifiers } from '#games/kharkov-battles/combat/mobile-assault';
import { resolvePreparedAssault, type PreparedAssaultInput } from '#games/kharkov-battles/combat/prepared-assault';
import { parsePreparedResult } from '#games/kharkov-battles/combat/result';
import { retreatOptions } from '#games/kharkov-battles/combat/retreat-options';
import { attackStrength } from '#games/kharkov-battles/combat/strength';
import { d10, tables } from './combat-tables-fixture';

/**
 * The combat examples of the Kharkov Battles rulebook (digest 8: E6-E9, E13) and the
 * rule-derived T-4 to T-6 and T-9, each step as the text tells it. The diagrams are
 * missing, so hexes are named as the example names them.
 */
const T = tables();

const QUIET = { attackerAir: 0, defenderAir: 0, combinedArms: false, encirclement: false, town: false, rubble: false, fortifiedZone: false, crossings: ['none' as const], weather: 'clear' as const, attackingTigers: 0, defendingTigers: 0 };

describe('E9, the Combat Example (end of 12.8)', () => {
  // Axis stacks 3, 4 and 5 attack Soviet stack C (three one-step units, 5 in all); the
  // 60.Motorized's two regiments are among the attackers; C is surrounded by Axis units
  // and their ZOC on clear terrain. Stack 3's breakdown regiment (3) soaks off against
  // stack D: a Guards rifle division and a tank brigade (6 in all). No air either side.
  const sixtieth = (): CaUnit => ({ kind: 'infantry', participating: true, caPair: '60M' });
  const attackersCa: CaUnit[][] = [[{ kind: 'infantry', participating: true }], [sixtieth()], [sixtieth()]];
  const defendersCa: CaUnit[][] = [[{ kind: 'infantry', participating: true }, { kind: 'infantry', participating: true }, { kind: 'infantry', participating: true }]];
  const ring = Array.from({ length: 6 }, (_, i) => ({ attackerOccupied: i < 3, attackerZoc: true, defenderFriendly: false, usable: true }));

  const ca = combinedArms({ attackers: attackersCa, defenders: defendersCa });
  const enc = encirclement({ defendingHexes: 1, defenderInCity: false, adjacent: ring });
  const main: PreparedAssaultInput = {
    ...QUIET,
    combinedArms: ca.bonus,
    encirclement: enc.bonus,
    attackers: [
      { hex: 'stack 3', units: [{ id: 'infantry division', role: 'combat', strength: 9 }] },
      { hex: 'stack 4', units: [{ id: '92/60M', role: 'combat', strength: 10 }] },
      { hex: 'stack 5', units: [{ id: '120/60M', role: 'combat', strength: 10 }] },
    ],
    defenders: [{ hex: 'C', units: [{ id: 'rd1', role: 'combat', strength: 2 }, { id: 'rd2', role: 'combat', strength: 2 }, { id: 'rd3', role: 'combat', strength: 1 }] }],
    defenderTerrains: ['clear'],
  };
  const soakOff: PreparedAssaultInput = {
    ...QUIET,
    attackers: [{ hex: 'stack 3', units: [{ id: 'breakdown regiment', role: 'combat', strength: 3 }] }],
    defenders: [{ hex: 'D', units: [{ id: 'guards rifle division', role: 'combat', strength: 4 }, { id: 'tank brigade', role: 'combat', strength: 2 }] }],
    defenderTerrains: ['clear'],
  };
  // Both combats come from stack 3, so both are rolled before any result is applied (12.23).
  const dice = d10({ 'T05/pa/C': 4, 'T05/pa/D': 6 });
  const a = resolvePreparedAssault(T, main, dice, 'T05/pa/C');
  const b = resolvePreparedAssault(T, soakOff, dice, 'T05/pa/D');
  if (!a.ok || !b.ok) throw new Error('the example is legal');

  it('the 60.Motorized gives a Combined Arms Bonus (12.42) and the ring an Encirclement Bonus (12.5)', () => {
    expect(ca).toEqual({ bonus: true });
    expect(enc).toEqual({ bonus: true });
  });

  it('"if Soviet stack D was instead in hex B, there would have been no Encirclement Bonus"', () => {
    const withB = ring.map((h, i) => (i === 0 ? { ...h, defenderFriendly: true } : h));
    expect(encirclement({ defendingHexes: 1, defenderInCity: false, adjacent: withB })).toEqual({ bonus: false, why: 'friendly-adjacent' });
  });

  it('odds 29:5 are 5-1; the two bonuses make the final odds 7-1; clear, die 4: D(1)r2', () => {
    expect([a.value.attack.total, a.value.defense.total]).toEqual([29, 5]);
    expect(a.value.reading).toMatchObject({ odds: '5-1', final: '7-1', shift: 2, line: 'clear', automatic: false, die: 4 });
    expect(a.value.reading.shifts.map((s) => [s.reason, s.rule])).toEqual([['combined-arms', 'KB 12.43'], ['encirclement', 'KB 12.5']]);
    expect(a.value.reading.result).toEqual(parsePreparedResult('D(1)r2'));
    expect(a.value.reading.result.loser).toBe('defender');
  });

  it('the soak-off: 3:6 is 1-2; die 6: Ar1', () => {
    expect(b.value.reading).toMatchObject({ odds: '1-2', final: '1-2', die: 6 });
    expect(b.value.reading.result.code).toBe('Ar1');
    expect(b.value.reading.result.loser).toBe('attacker');
  });

  it('the regiment may retreat one hex or lose its only step; the Axis retreats', () => {
    expect(retreatOptions(b.value.reading.result.attacker!, 1)).toEqual([
      { steps: 0, converted: 0, hexes: 1 },
      { steps: 1, converted: 1, hexes: 0 },
    ]);
  });

  it('stack C loses one unit for D(1), then removes the rest (no advance) or retreats two hexes (the Axis may advance two)', () => {
    const options = retreatOptions(a.value.reading.result.defender!, 3);
    expect(options).toEqual([
      { steps: 1, converted: 0, hexes: 2 },
      { steps: 2, converted: 1, hexes: 1 },
      { steps: 3, converted: 2, hexes: 0 },
    ]);
    expect(advanceAllowance({ retreat: 2, converted: 2, retreated: 0, allEliminated: true }).hexes).toBe(0);
    const retreat = advanceAllowance({ retreat: 2, converted: 0, retreated: 2, allEliminated: false });
    expect(retreat.hexes).toBe(2);
    // "the Axis mechanized units may advance two hexes"; the infantry used the Encirclement Bonus (12.51)
    expect(unitAdvanceLimit(retreat.hexes, { mechanized: true, usedEncirclement: true })).toBe(2);
    expect(unitAdvanceLimit(retreat.hexes, { mechanized: false, usedEncirclement: true })).toBe(1);
  });
});

describe('E6, D(2)r2 (12.62 example)', () => {
  const d = parsePreparedResult('D(2)r2').defender!;
  it.each([
    [6, [{ steps: 2, converted: 0, hexes: 2 }, { steps: 3, converted: 1, hexes: 1 }, { steps: 4, converted: 2, hexes: 0 }], 'two more steps and no retreat, a retreat of two hexes, or one more step and one hex'],
    [3, [{ steps: 2, converted: 0, hexes: 2 }, { steps: 3, converted: 1, hexes: 1 }], 'only if he has these steps: with 3 steps, no two more'],
    [2, [{ steps: 2, converted: 0, hexes: 0 }], 'the two mandatory steps take the whole force'],
  ])('a force of %i steps may choose %j (%s)', (steps, options) => {
    expect(retreatOptions(d, steps)).toEqual(options);
  });
});

describe('E7 and E8, advances when every loser is eliminated (12.81)', () => {
  it('E7: two one-step units meet D(1)r3 by losing both: the victor may advance 2 hexes and chooses the Path of Retreat', () => {
    const chosen = retreatOptions(parsePreparedResult('D(1)r3').defender!, 2).at(-1)!;
    expect(chosen).toEqual({ steps: 2, converted: 1, hexes: 2 });
    expect(advanceAllowance({ retreat: 3, converted: chosen.converted, retreated: 0, allEliminated: true })).toEqual({ hexes: 2, victorChoosesPath: true });
  });

  it('E8: a full-strength three-step unit converts all of D(1)r2 into steps: no advance', () => {
    const chosen = retreatOptions(parsePreparedResult('D(1)r2').defender!, 3).at(-1)!;
    expect(chosen).toEqual({ steps: 3, converted: 2, hexes: 0 });
    expect(advanceAllowance({ retreat: 2, converted: chosen.converted, retreated: 0, allEliminated: true }).hexes).toBe(0);
  });
});

describe('E13, Mobile Assault odds lines are free-standing (27.2)', () => {
  const facts = { attack: 8, defense: 2, weather: 'clear' as const, attackerAir: 0, defenderAir: 0, combinedArms: false, woods: false, minorRiver: false, fortifiedZone: false };
  const oddsDrms = (index: number) => mobileAssaultModifiers(T.mobileAssault, facts, index).filter((m) => m.reason.startsWith('odds'));
  it('a 4-1 assault takes the 4-1 line only, not the 3-1 line too', () => {
    const at3 = T.mobileAssault.odds.find((l) => 'at' in l && l.at === '3-1')!.drm;
    const at4 = T.mobileAssault.odds.find((l) => 'at' in l && l.at === '4-1')!.drm;
    expect(oddsDrms(3)).toEqual([{ reason: 'odds 4-1', drm: at4, rule: 'KB 27.2' }]);
    expect(at3).not.toBe(at4);
  });
});

describe('T-4, unit strengths (2.7, 8.32, 8.33, 12.31, 14.2)', () => {
  it.each([
    ['an Out of Supply chit 7 attacking across a Major River is halved once only', { value: 7, supply: 'out-of-supply' as const }, { acrossMajorRiver: true }, 3],
    ['an Isolated attacker of 5 attacks with 1', { value: 5, supply: 'isolated' as const }, {}, 1],
    ['an Out of Supply cadre attacks with max(floor(1/2), 1) = 1', { value: 4, cadre: true, supply: 'out-of-supply' as const }, {}, 1],
  ])('%s', (_, unit, at, strength) => {
    expect(attackStrength(unit, { weather: 'clear', assault: 'prepared', ...at }).strength).toBe(strength);
  });

  it('a Soviet tank corps of 6 attacking across a Minor River in Freeze attacks with 12, and the Minor River shift lapses', () => {
    expect(attackStrength({ value: 6, sovietTankOrMechCorps: true }, { weather: 'freeze', assault: 'prepared' }).strength).toBe(12);
    const r = resolvePreparedAssault(T, { ...QUIET, weather: 'freeze', crossings: ['minor-river'], attackers: [{ hex: 'a', units: [{ id: 'tc', role: 'combat', strength: 12 }] }], defenders: [{ hex: 'd', units: [{ id: 'x', role: 'combat', strength: 4 }] }], defenderTerrains: ['clear'] }, d10([5]), 'T01/pa/1');
    expect(r.ok && r.value.reading.shifts).toEqual([]);
  });
});

describe('T-5, odds rounded in the defender\'s favour (12.0)', () => {
  it.each([[29, 5, '5-1'], [3, 6, '1-2'], [10, 3, '3-1'], [4, 9, '1-3']])('%i : %i is %s', (attack, defense, odds) => {
    const r = readCrt(T.crt, { attack, defense, line: 'clear', shifts: [] }, d10([1]), 'T01/pa/1');
    expect(r.odds).toBe(odds);
  });
});

describe('T-6, automatic results (12.64)', () => {
  it('a 1-4 attack with a defender Air Point and a Town (2 left) is 1-6: A(3)r2 with no die rolled', () => {
    const dice = new FixedDice([]);
    const r = resolvePreparedAssault(T, { ...QUIET, defenderAir: 1, town: true, attackers: [{ hex: 'a', units: [{ id: 'a', role: 'combat', strength: 2 }] }], defenders: [{ hex: 'd', units: [{ id: 'd', role: 'combat', strength: 8 }] }], defenderTerrains: ['clear'] }, dice, 'T01/pa/1');
    expect(r.ok && r.value.reading).toMatchObject({ odds: '1-4', final: '1-6', automatic: true, die: null, result: { code: 'A(3)r2', loser: 'attacker' } });
    expect(dice.transcript()).toEqual([]);
  });

  it('10-1 with two attacker Air Points is 12-1: D(3)r4 with no die rolled', () => {
    const dice = new FixedDice([]);
    const r = resolvePreparedAssault(T, { ...QUIET, attackerAir: 2, attackers: [{ hex: 'a', units: [{ id: 'a', role: 'combat', strength: 20 }] }], defenders: [{ hex: 'd', units: [{ id: 'd', role: 'combat', strength: 2 }] }], defenderTerrains: ['woods'] }, dice, 'T01/pa/1');
    expect(r.ok && r.value.reading).toMatchObject({ odds: '10-1', final: '12-1', automatic: true, die: null, result: { code: 'D(3)r4', loser: 'defender' } });
    expect(dice.transcript()).toEqual([]);
  });

  it('11-1 and 1-5 after all shifts are read with the die', () => {
    const hi = readCrt(T.crt, { attack: 22, defense: 2, line: 'clear', shifts: [] }, d10([3]), 'T01/pa/1');
    const lo = readCrt(T.crt, { attack: 1, defense: 5, line: 'clear', shifts: [] }, d10([3]), 'T01/pa/2');
    expect([hi.final, hi.automatic, lo.final, lo.automatic]).toEqual(['11-1', false, '1-5', false]);
  });
});

describe('T-9, Air Points in Ground Support (5.21)', () => {
  const attack = (attackerAir: number, defenderAir: number) =>
    resolvePreparedAssault(T, { ...QUIET, attackerAir, defenderAir, attackers: [{ hex: 'a', units: [{ id: 'a', role: 'combat', strength: 6 }] }], defenders: [{ hex: 'd', units: [{ id: 'd', role: 'combat', strength: 2 }] }], defenderTerrains: ['clear'] }, d10([5]), 'T01/pa/1');

  it('two attacker Air Points shift two columns right and one defender Air Point one left', () => {
    const r = attack(2, 1);
    expect(r.ok && [r.value.reading.odds, r.value.reading.final]).toEqual(['3-1', '4-1']);
  });

  it.each([
    [3, 0, 'the attacker may give at most 2 Air Points to a Prepared Assault, not 3'],
    [0, 2, 'the defender may give at most 1 Air Point to a Prepared Assault, not 2'],
  ])('%i attacker and %i defender Air Points are refused: "%s", and no die is rolled', (a, d, message) => {
    expect(attack(a, d)).toEqual({ ok: false, issues: [{ path: ['air', a > 2 ? 'attacker' : 'defender'], code: 'too-many-air-points', message, rule: 'KB 5.21' }] });
  });
});
