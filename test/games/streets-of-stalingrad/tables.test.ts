import { describe, expect, it } from 'vitest';
import { readDieRows } from '#kernel/dice/die-rows';
import type { MonthDay } from '#games/streets-of-stalingrad/data/tables';
import { sosTables } from './tables-fixture';

/**
 * The transcribed tables and figures of the rulebook text, each against the rule and the
 * example that states it. A d10's 0 face counts as 10 (2.42): an unmodified roll is 1-10.
 */
const T = sosTables();
const read = <R>(rows: { from?: number; to?: number; result: R }[], roll: number): R => readDieRows(rows, roll).result;

describe('every table says where it comes from', () => {
  const reconstructed = ['crt', 'wbbt', 'ebbt', 'tec', 'victoryLevels', 'stukaCards', 'ammunitionStatus', 'replacements', 'withdrawals'];
  it.each(Object.keys(T))('%s: provenance, rule and a note', (name) => {
    const t = T[name as keyof typeof T];
    expect(t.provenance).toBe(reconstructed.includes(name) ? 'reconstructed' : 'transcribed');
    expect(t.rule).toMatch(/^SoS \d/);
    expect(t.note.length).toBeGreaterThan(20);
  });
});

describe('Spotting Table (14.3)', () => {
  it.each([
    ['opInCommand', -1], ['selfSpotting', 0], ['adjacentInCommand', 0], ['opNotInCommand', 1],
    ['adjacentNotInCommand', 3], ['areaFireInCommand', 2], ['areaFireNotInCommand', 4],
  ] as const)('14.3: spotting situation %s is %i', (situation, drm) => {
    expect(T.spotting.situations[situation]).toBe(drm);
  });

  it('14.36 example 1: infantry companies and Weigert spotting an adjacent hex for their own mortar: DRM 0', () => {
    expect(T.spotting.situations.adjacentInCommand).toBe(0);
  });

  it('14.3, 14.36 example 5: a named leader spotting an adjacent hex on the WBBT adds -1 (Weigert spots with -1)', () => {
    expect(T.spotting.wbbtNamedLeaderAdjacent).toBe(-1);
  });

  it('14.3 EBBT: +1 from 26 Sep to 9 Oct, +2 from 10 Oct to 29 Oct, +3 from 30 Oct to 18 Nov', () => {
    expect(T.spotting.ebbtDates).toEqual([
      { from: '09-26', to: '10-09', drm: 1 },
      { from: '10-10', to: '10-29', drm: 2 },
      { from: '10-30', to: '11-18', drm: 3 },
    ]);
  });

  it('14.52, 15.31: a German OP (or the LW OP for Stukas) on 1039 gives -1 on the EBBT; 15.17: the LW OP seeing a Stuka target, -1', () => {
    expect(T.spotting.ebbtOpOn1039).toBe(-1);
    expect(T.spotting.lwOpSeesTarget).toBe(-1);
  });
});

describe('Spotting ranges and capacities (14.24, 14.25)', () => {
  it('14.25: 9 hexes through Volga hexes or from a hill top, 4 from any other hex; an OP on 1039 12 over the Volga, 9 over land', () => {
    expect(T.spottingLimits.ranges).toEqual({ volga: 9, hillTop: 9, other: 4, op1039OverVolga: 12, op1039OverLand: 9 });
  });

  it('14.24: 90 AF by a 62 Army or LI Corps OP, 60 by a German divisional OP, 2 IF units by a leader, 1 by any other unit; a leader and an infantry unit spot for 3', () => {
    const c = T.spottingLimits.capacity;
    expect(c).toEqual({ armyOrCorpsOpAf: 90, divisionalOpAf: 60, leaderUnits: 2, otherUnits: 1 });
    expect(c.leaderUnits + c.otherUnits).toBe(3);
  });
});

describe('Leader Survival Table (18.3)', () => {
  const drm = (eliminated: number) => T.leaderSurvival.eliminatedDrm[Math.min(eliminated, T.leaderSurvival.eliminatedDrm.length) - 1]!;

  it.each([[1, -1], [2, -2], [3, -3], [4, -4], [6, -4]])('table: %i combat units eliminated in the leader\'s hex gives %i (4 is the maximum)', (n, d) => {
    expect(drm(n)).toBe(d);
  });

  it('18.32: a leader alone entering an enemy ZOC takes the maximum, -4', () => {
    expect(Math.min(...T.leaderSurvival.eliminatedDrm)).toBe(-4);
  });

  it.each([[-3, 'eliminated'], [2, 'eliminated'], [3, 'wounded'], [6, 'wounded'], [7, 'survives'], [10, 'survives']] as const)(
    'table: MDR %i, leader %s (2 or less eliminated, 3-6 wounded, 7+ survives)',
    (mdr, result) => {
      expect(read(T.leaderSurvival.rows, mdr)).toBe(result);
    },
  );

  it('table example: 2 of 4 units lost, d10 6: MDR 4, wounded; with Zaitsev (-2) present, MDR 2, eliminated', () => {
    expect(read(T.leaderSurvival.rows, 6 + drm(2))).toBe('wounded');
    expect(read(T.leaderSurvival.rows, 6 + drm(2) - 2)).toBe('eliminated');
  });
});

describe('Instant Counter-Attack Table (12.6, 12.7)', () => {
  it.each([[2, 'attackerLoses'], [-4, 'attackerLoses'], [3, 'defenderLoses'], [6, 'defenderLoses'], [7, 'defenderRetreats'], [15, 'defenderRetreats']] as const)(
    'ICA table: MDR %i, %s (2 or less, 3 to 6, 7 or more)',
    (mdr, result) => {
      expect(read(T.instantCounterAttack.rows, mdr)).toBe(result);
    },
  );

  it('E31 (12.6 example): 9 AF against 10 DF, d10 6: 6 - 1 = 5, one defending unit lost, the defenders keep the hex', () => {
    expect(read(T.instantCounterAttack.rows, 6 + (9 - 10))).toBe('defenderLoses');
  });

  it('E32 (ICA table example): 7 AF against 9 DF, d10 7: 7 - 2 = 5, one defending unit lost, enemy retains the hex', () => {
    expect(read(T.instantCounterAttack.rows, 7 + (7 - 9))).toBe('defenderLoses');
  });

  it('ICA table: on 7 or more the remaining enemy units retreat 2 hexes', () => {
    expect(T.instantCounterAttack.retreatHexes).toBe(2);
  });
});

describe('CRT card die tables (16.2, 16.32, 16.33) and NKVD (16.83, 16.85)', () => {
  it.each([[1, 'armorEliminated'], [2, 'armorEliminated'], [3, 'noEffect'], [10, 'noEffect']] as const)(
    'E76 Mine Dog Attack: d10 %i, %s (1-2 the armored unit dies with the dog, 3-10 only the dog)',
    (roll, result) => {
      expect(read(T.mineDog.rows, roll)).toBe(result);
    },
  );

  it.each([[1, 'immobilized'], [4, 'immobilized'], [5, 'none'], [10, 'none']] as const)(
    'E75 New Soviet Immobilized Tanks: d10 %i, %s (1-4 an immobilized tank replaces the tank, 5-10 none)',
    (roll, result) => {
      expect(read(T.immobilizedTank.rows, roll)).toBe(result);
    },
  );

  it.each([[1, 'stays'], [7, 'stays'], [8, 'removed'], [10, 'removed']] as const)('E77 (16.83) militia reliability: d10 %i, %s (8-10 removes the unit)', (roll, result) => {
    expect(read(T.nkvd.reliability, roll)).toBe(result);
  });

  it.each([[1, 'stays'], [4, 'stays'], [5, 'removed'], [10, 'removed']] as const)('16.85 isolated NKVD: d10 %i, %s (5-10 removes the unit)', (roll, result) => {
    expect(read(T.nkvd.isolated, roll)).toBe(result);
  });
});

describe('Ammunition shortages (14.71, 14.72, 14.75)', () => {
  const multiplier = (date: MonthDay) => T.ammunition.knownMultipliers.find((k) => k.side === 'german' && k.date === date)!.multiplier;

  it('14.71: German shortages from the 20 September turn, Soviet from the 1 October turn', () => {
    expect(T.ammunition.starts).toEqual({ german: '09-20', soviet: '10-01' });
  });

  it('14.72: the die roll times a number from 10 to 50', () => {
    expect(T.ammunition.multiplier).toEqual({ min: 10, max: 50 });
    for (const k of T.ammunition.knownMultipliers) expect(k.multiplier).toBeGreaterThanOrEqual(10);
  });

  it('E53 (14.72 example): a German roll of 3 on 23 September, 30 AF may not be used', () => {
    expect(3 * multiplier('09-23')).toBe(30);
  });

  it('E54 (14.75 example): on 20 September the German rolls 5, a shortage of 50; 27 points saved leave 23', () => {
    expect(5 * multiplier('09-20')).toBe(50);
    expect(5 * multiplier('09-20') - 27).toBe(23);
  });
});

describe('Stacking (5.3-5.7, 17.21)', () => {
  it('5.3, 5.4: four German combat units with a tank, StuG or armored car among them; three Soviet', () => {
    expect(T.stacking.combat).toEqual({ germanWithArmor: 4, soviet: 3 });
  });

  it('5.5: besides, 1 leader, 1 OP, 1 sniper, 1 mine dog, 3 transports, 1 tank repair unit, 2 River Flotilla, 1 fortification, 1 bridge', () => {
    expect(T.stacking.extras).toEqual({ leader: 1, op: 1, sniper: 1, mineDog: 1, transport: 3, tankRepair: 1, riverFlotilla: 2, fortification: 1, bridge: 1 });
  });

  it('5.6, 17.21: a minefield hex holds one minefield, one friendly combat unit and one leader, OP, sniper, mine dog or bridge', () => {
    expect(T.stacking.minefieldHex).toEqual({ minefield: 1, combat: 1, oneOf: ['leader', 'op', 'sniper', 'mineDog', 'bridge'] });
  });
});

describe('Movement points (2.25) and allowances (8.01, 8.05, 8.21, 9.48, 19.5, 8.03)', () => {
  const m = T.movement.multipliers;
  const allowance = (mp: number, ...factors: number[]) => Math.ceil(factors.reduce((a, f) => a * f, mp));

  it('2.25: foot 8, horse-towed 12, vehicle-towed 15, self-propelled 18 or 21, armored cars 26, motorized 24, motorcycles 26; 16.41 transports 24; 8.71 dismounted 8', () => {
    expect(T.movement.mp).toEqual({ foot: 8, horseTowed: 12, vehicleTowed: 15, selfPropelled: [18, 21], armoredCar: 26, motorized: 24, motorcycle: 26, transport: 24, dismounted: 8 });
  });

  it('18.15: leaders and OPs move 16 hexes', () => {
    expect(T.movement.leaderHexes).toBe(16);
  });

  it('E7 (8.05 example): a 15 MP unit exploits with 8 (7.5 rounded up) and retreats before combat with 4 (3.75 rounded up)', () => {
    expect(allowance(T.movement.mp.vehicleTowed, m.exploit)).toBe(8);
    expect(allowance(T.movement.mp.vehicleTowed, m.retreatBeforeCombat)).toBe(4);
  });

  it('8.21: deployment movement doubles; 8.01: exploit and reserves halve', () => {
    expect([m.movement, m.deployment, m.exploit, m.reserves]).toEqual([1, 2, 0.5, 0.5]);
  });

  it('E70 (19.5): an isolated Soviet unit exploits with 1/4 of its MP', () => {
    expect(m.exploit * m.sovietIsolated).toBe(0.25);
  });

  it('E74 (8.03): a Soviet foot unit on the 13 September turn moves 4 in phase 10 and 2 in exploit or reserves', () => {
    expect(allowance(T.movement.mp.foot, m.movement, m.soviet13September)).toBe(4);
    expect(allowance(T.movement.mp.foot, m.reserves, m.soviet13September)).toBe(2);
  });

  it('18.51, 18.53: without Chuikov on the West Bank, or Paulus/von Seydlitz/their HQ on the map, MP are halved', () => {
    expect([m.sovietNoChuikov, m.germanNoHq]).toEqual([0.5, 0.5]);
  });
});

describe('Stukas (15.52, 15.53)', () => {
  const available = (roll: number) => T.stukas.campaignBase - roll;

  it('E58 (15.52 example): Scenario #3, turn 2, the German rolls 5: 17 Stukas', () => {
    expect(available(5)).toBe(17);
  });

  it('15.52: 21 Stuka units; a 1 gives all 21, a 10 gives 12', () => {
    expect(T.stukas.units).toBe(21);
    expect([available(1), available(10)]).toEqual([21, 12]);
  });

  it('E78 (15.53): from the 21 October turn a Soviet roll of 1 or 2 is bad weather', () => {
    expect(T.stukas.badWeather).toEqual({ from: '10-21', rolls: [1, 2] });
  });
});

describe('Isolation (19.1, 19.3)', () => {
  /** Consecutive Administrative Phases isolated before elimination, for a unit first isolated on `date`. */
  const threshold = (date: MonthDay, elite: boolean) =>
    date <= T.isolation.early.until ? (elite ? T.isolation.early.guardsMarinesOrLeader : T.isolation.early.other) : T.isolation.late.all;

  it('19.1: 13 to 25 September, Guards, Marines and units with a leader after 4, others after 2', () => {
    expect([threshold('09-13', true), threshold('09-13', false)]).toEqual([4, 2]);
  });

  it('E66 (19.1 example 1): isolated on 15 September (phase 8), eliminated at the 17 September Administrative Phase (16th and 17th: 2)', () => {
    expect(threshold('09-15', false)).toBe(2);
  });

  it('E67, E68 (19.1 example 2 and 19.3): isolated on the 26 September turn, removed on 30 September (27, 28, 29, 30: 4); isolated again on 29 September, eliminated on 3 October', () => {
    expect(threshold('09-26', false)).toBe(4);
    expect(T.isolation.late).toEqual({ from: '09-26', all: 4 });
    expect(threshold('09-29', false)).toBe(4);
  });
});

describe('Engineering (17.16, 17.25, 17.35)', () => {
  it('E63 (17.16): a German bridge takes 1 turn, a Soviet one 2, or 1 with two Soviet engineers', () => {
    expect(T.engineering.bridge).toEqual({ german: 1, soviet: 2, twoSovietEngineers: 1 });
  });

  it('17.25: a minefield takes one complete turn', () => {
    expect(T.engineering.minefield).toBe(1);
  });

  it('17.35: a fortification takes two turns, one with two engineers; more add nothing', () => {
    expect(T.engineering.fortification).toEqual({ one: 2, twoOrMore: 1 });
  });
});

describe('Victory point hexes (3.4, 3.8)', () => {
  const v = T.victoryHexes;

  it('3.4: twenty VP hexes, Mamayev Kurgan 1039 worth 2 and nineteen river-landing hexes worth 1', () => {
    expect(v.mamayevKurgan).toEqual({ hex: '1039', vp: 2 });
    expect(new Set(v.landings).size).toBe(19);
    expect(v.landings).not.toContain('1039');
  });

  it('E73 (3.8): the Germans historically held 13 landing hexes and Mamayev Kurgan: 15 VP', () => {
    expect(13 + v.mamayevKurgan.vp).toBe(15);
  });
});
