import { describe, expect, it } from 'vitest';
import { attackStrength, defenseStrength, type AttackFacts, type StrengthFacts } from '#games/kharkov-battles/combat/strength';
import { attackTotal, defenseTotal } from '#games/kharkov-battles/combat/force';

/** KB T5: each unit's Combat Strength, then each side's total. */
const PA: AttackFacts = { weather: 'clear', assault: 'prepared' };

describe('an attacking unit (2.7, 8.32, 8.33, 11.28, 12.31, 12.33, 14.2)', () => {
  it.each<[string, StrengthFacts, Partial<AttackFacts>, number, string[]]>([
    ['a chit of 7 in supply', { value: 7 }, {}, 7, []],
    ['a cadre, whatever its chit', { value: 7, cadre: true }, {}, 1, ['cadre']],
    ['Out of Supply: halved, rounded down', { value: 7, supply: 'out-of-supply' }, {}, 3, ['out-of-supply']],
    ['Isolated: at most 1', { value: 7, supply: 'isolated' }, {}, 1, ['isolated']],
    ['Disorganized: halved', { value: 5, disorganized: true }, {}, 2, ['disorganized']],
    ['across a Major River: halved', { value: 6 }, { acrossMajorRiver: true }, 3, ['across-major-river']],
    ['across a Major River in Freeze: not halved', { value: 6 }, { acrossMajorRiver: true, weather: 'freeze' }, 6, []],
    ['mechanized into Marsh: halved', { value: 6, mechanized: true }, { intoMarsh: true }, 3, ['mechanized-into-marsh']],
    ['non-mechanized into Marsh: not halved', { value: 6 }, { intoMarsh: true }, 6, []],
    ['four causes: halved once only', { value: 9, mechanized: true, supply: 'out-of-supply', disorganized: true }, { acrossMajorRiver: true, intoMarsh: true }, 4, ['out-of-supply', 'disorganized', 'across-major-river', 'mechanized-into-marsh']],
    ['halved to nothing: 1 after all', { value: 1, disorganized: true }, {}, 1, ['disorganized', 'at-least-one']],
    ['a tank corps in Freeze: doubled after the halving', { value: 7, sovietTankOrMechCorps: true, supply: 'out-of-supply' }, { weather: 'freeze' }, 6, ['out-of-supply', 'winter-combat-bonus']],
    ['a tank corps cadre in Freeze: no bonus', { value: 7, sovietTankOrMechCorps: true, cadre: true }, { weather: 'freeze' }, 1, ['cadre']],
    ['a tank corps in a Freeze Mobile Assault: no bonus', { value: 7, sovietTankOrMechCorps: true }, { weather: 'freeze', assault: 'mobile' }, 7, []],
    ['an orange tank corps with Popov Out of Gas: no bonus', { value: 7, sovietTankOrMechCorps: true, popovOutOfGas: true }, { weather: 'freeze' }, 7, []],
    ['a tank corps in Mud: no bonus', { value: 7, sovietTankOrMechCorps: true }, { weather: 'mud' }, 7, []],
  ])('%s', (_, unit, at, strength, reasons) => {
    const r = attackStrength(unit, { ...PA, ...at });
    expect(r.strength).toBe(strength);
    expect(r.applied.map((a) => a.reason)).toEqual(reasons);
    for (const a of r.applied) expect(a.rule).toMatch(/^KB \d/);
  });
});

describe('a defending unit (8.32b, 8.33b, 14.1)', () => {
  it.each<[string, StrengthFacts, boolean, number]>([
    ['Out of Supply: unchanged', { value: 5, supply: 'out-of-supply' }, false, 5],
    ['Isolated: halved', { value: 5, supply: 'isolated' }, false, 2],
    ['NKVD in a town or city: doubled', { value: 3, nkvd: true }, true, 6],
    ['NKVD in the open: not doubled', { value: 3, nkvd: true }, false, 3],
    ['NKVD Isolated in a city: halved, then doubled (digest A20)', { value: 5, nkvd: true, supply: 'isolated' }, true, 4],
    ['Isolated 1: still 1', { value: 1, supply: 'isolated' }, false, 1],
  ])('%s', (_, unit, townOrCity, strength) => {
    expect(defenseStrength(unit, { townOrCity }).strength).toBe(strength);
  });

  it('refuses a strength that is no whole number', () => {
    expect(() => defenseStrength({ value: -1 }, {})).toThrow(RangeError);
    expect(() => attackStrength({ value: 2.5 }, PA)).toThrow(RangeError);
  });
});

describe('a side\'s total (15.11, 15.12, 15.32, 20.1)', () => {
  it('an HQ stacked with others adds one; alone it defends with one', () => {
    const r = defenseTotal([
      { hex: '3617', units: [{ id: 'rd', role: 'combat', strength: 3 }, { id: 'hq', role: 'hq', strength: 0 }] },
      { hex: '3618', units: [{ id: 'hq2', role: 'hq', strength: 0 }] },
    ]);
    expect(r.ok && r.value.byHex.map((h) => [h.strength, h.applied.map((a) => a.rule)])).toEqual([[4, ['KB 15.12']], [1, ['KB 15.11']]]);
    expect(r.ok && r.value.total).toBe(5);
  });

  it('a Tiger company adds no strength; alone it defends with one', () => {
    const withOthers = defenseTotal([{ hex: 'h', units: [{ id: 'pz', role: 'combat', strength: 8 }, { id: 'tiger', role: 'tiger-company', strength: 3 }] }]);
    const alone = defenseTotal([{ hex: 'h', units: [{ id: 'tiger', role: 'tiger-company', strength: 3 }] }]);
    expect([withOthers.ok && withOthers.value.total, alone.ok && alone.value.total]).toEqual([8, 1]);
  });

  it('an Ersatz battalion defends with its value, and never attacks', () => {
    const d = defenseTotal([{ hex: 'h', units: [{ id: 'ersatz', role: 'ersatz', strength: 1 }, { id: 'inf', role: 'combat', strength: 4 }] }]);
    expect(d.ok && d.value.total).toBe(5);
    expect(attackTotal([{ hex: 'h', units: [{ id: 'ersatz', role: 'ersatz', strength: 1 }, { id: 'inf', role: 'combat', strength: 4 }] }])).toEqual({
      ok: false,
      issues: [{ path: ['attackers', 0, 'units', 0], code: 'ersatz-attacks', message: 'ersatz is an Ersatz battalion: strictly defensive, it never attacks', rule: 'KB 20.1' }],
    });
  });

  it('an HQ never attacks by itself; stacked, it adds one only when the HQ rule is on (digest A15)', () => {
    expect(attackTotal([{ hex: 'h', units: [{ id: 'hq', role: 'hq', strength: 0 }] }])).toMatchObject({ ok: false, issues: [{ code: 'hq-attacks-alone', rule: 'KB 15.11' }] });
    const units = [{ hex: 'h', units: [{ id: 'pz', role: 'combat' as const, strength: 6 }, { id: 'hq', role: 'hq' as const, strength: 0 }] }];
    expect(attackTotal(units)).toMatchObject({ ok: true, value: { total: 6 } });
    expect(attackTotal(units, { hqAddsOnAttack: true })).toMatchObject({ ok: true, value: { total: 7 } });
  });

  it('names every bad unit at once, with its path', () => {
    const r = defenseTotal([{ hex: 'h', units: [] }, { hex: 'i', units: [{ id: 'x', role: 'combat', strength: -2 }] }]);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path.join('.')])).toEqual([['empty-hex', 'defenders.0.units'], ['bad-strength', 'defenders.1.units.0.strength']]);
  });
});

describe('a side with no strength', () => {
  it('defenders adding up to nothing are refused (2.7: every unit has at least 1)', () => {
    expect(defenseTotal([{ hex: 'h', units: [{ id: 'x', role: 'combat', strength: 0 }] }])).toMatchObject({ ok: false, issues: [{ code: 'no-defense-strength', rule: 'KB 2.7' }] });
  });
});
