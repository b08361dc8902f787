import { describe, expect, it } from 'vitest';
import { firePoints } from '#games/streets-of-stalingrad/combat/fire-points';
import type { Firer, TargetHex } from '#games/streets-of-stalingrad/combat/fire-combat';
import { isArmored, isIndirectFire } from '#games/streets-of-stalingrad/combat/unit-classes';
import { pieceKind, toMoverCounter, toPiece, toSosUnit } from '#games/streets-of-stalingrad/data/counter-inputs';
import { COUNTER_TYPES, type Counter } from '#games/streets-of-stalingrad/data/counters';
import { movementAllowance } from '#games/streets-of-stalingrad/movement/allowance';
import { moverClass } from '#games/streets-of-stalingrad/movement/move-step';
import { stackProblems } from '#games/streets-of-stalingrad/stacking/check-stack';
import { compileSosCounters } from '../../../scenarios/streets-of-stalingrad/compile/counters';
import { ORDER_OF_BATTLE_FACTS } from '../../../scenarios/streets-of-stalingrad/compile/order-of-battle';
import { counter, rawSosCounters, sosCounters } from './counters-fixture';
import { sosTables } from './tables-fixture';

const file = sosCounters();
const all = file.counters;
const of = (id: string) => counter(file, id);
const ofType = (...types: Counter['type'][]) => all.filter((c) => types.includes(c.type));

/** One row a fact the text states of a counter: the rule, the fact, and whether counters.yaml holds it. */
const FACTS: [rule: string, fact: string, holds: () => boolean][] = [
  ['SoS 2.25', 'foot units (infantry, engineers, flame-throwers) print MP 8', () => ofType('infantry', 'combatEngineer', 'flameThrower').every((c) => c.mp === 8)],
  ['SoS 2.25', 'towed weapons print MP 12 (horses) or 15 (vehicles)', () => ofType('antiTankGun', 'ifArtillery').every((c) => c.mp === 12 || c.mp === 15)],
  ['SoS 2.25', 'tanks and other self-propelled units print MP 18 or 21', () => ofType('tank', 'stug', 'selfPropelledGun', 'armoredInfantry', 'armoredEngineer').every((c) => c.mp === 18 || c.mp === 21)],
  ['SoS 2.25, 16.61', 'armored trains print "RR"', () => ofType('armoredTrain').every((c) => c.mp === 'RR')],
  ['SoS 2.25, 16.51', 'the River Flotilla prints "RF" and a naval flag on its back', () => ofType('riverFlotilla').every((c) => c.mp === 'RF' && c.back.mark === 'navalFlag')],
  ['SoS 2.25', 'leaders and OPs print no MP', () => ofType('leader', 'op').every((c) => c.mp === null)],
  ['SoS 2.25', 'the tank repair unit has MP 0', () => of('sov-tank-repair').mp === 0],
  ['SoS 16.41', 'transports print MP 24', () => ofType('transport').every((c) => c.mp === 24)],
  ['SoS 9.101, 9.102', 'armored and self-propelled units print a red MP, towed guns do not', () => all.every((c) => c.mpRed === ['tank', 'stug', 'armoredCar', 'armoredInfantry', 'armoredEngineer', 'selfPropelledGun'].includes(c.type))],
  ['SoS 2.25', 'leaders, snipers, mine dogs and OPs have AF 0 and DF 0', () => ofType('leader', 'sniper', 'mineDog', 'op').every((c) => c.af === 0 && c.df === 0)],
  ['SoS 2.21 Ω', 'the armored train has range 1, not the printed 0', () => ofType('armoredTrain').every((c) => c.range === 1)],
  ['SoS 2.25', 'the 88mm AT/AA range is 4/16', () => JSON.stringify(of('ger-88-flak').range) === JSON.stringify({ direct: 4, indirect: 16 })],
  ['SoS 14.03 ∆', 'the 88mm has no explosion marker', () => of('ger-88-flak').ifMarkerAf === undefined],
  ['SoS 2.21, 14.03', 'every IF unit has an explosion marker of its AF', () => ofType('ifArtillery', 'mortar', 'rocket').every((c) => c.ifMarkerAf === c.af)],
  ['SoS 16.12', 'a sniper has MP 8 and range 1', () => ofType('sniper').every((c) => c.mp === 8 && c.range === 1)],
  ['SoS 16.13', 'Zaitsev gives -2', () => of('sov-zaitsev').sniperDrm === -2],
  ['SoS 16.13', 'the other snipers give -1', () => ofType('sniper').filter((c) => c.name !== 'Zaitsev').every((c) => c.sniperDrm === -1)],
  ['SoS 14.24', 'the 62 Army OP spots 90 IF AF a phase', () => of('sov-62-op').op?.capacityAf === 90],
  ['SoS 14.24', 'the LI Corps OP spots 90 IF AF a phase', () => of('ger-li-op').op?.capacityAf === 90],
  ['SoS 14.24', 'a German divisional OP spots 60 IF AF a phase', () => of('ger-94-op').op?.capacityAf === 60 && of('ger-71-op').op?.capacityAf === 60],
  ['SoS 14.21, 15.17', 'the LW OP spots for Stukas only', () => of('ger-lw-op').op?.stukasOnly === true && of('ger-lw-op').op?.capacityAf === null],
  ['SoS 14.33', 'the 62 Army OP triangle is yellow, the LI Corps OP triangle light green', () => of('sov-62-op').op?.triangle === 'yellow' && of('ger-li-op').op?.triangle === 'lightGreen'],
  ['SoS 14.33', 'Soviet independent IF artillery has a yellow AF', () => of('sov-62-howitzer').afYellow && of('sov-katyusha').afYellow],
  ['SoS 14.33', 'German independent IF artillery has a light green colour bar', () => of('ger-nebelwerfer').barLightGreen],
  ['SoS 2.35 ∆', 'the 416th and 188th 7-pt mortars are not yellow', () => [of('sov-416-mortar'), of('sov-188-mortar')].every((c) => c.af === 7 && !c.afYellow && c.scenarios.includes(2))],
  ['SoS 9.71', 'German combat engineers and Soviet flame-throwers have a red AF', () => ofType('combatEngineer', 'armoredEngineer', 'flameThrower').every((c) => c.afRed)],
  ['SoS 9.13', 'AT guns have an underlined AF', () => ofType('antiTankGun').every((c) => c.afUnderlined)],
  ['SoS 15.42', 'Soviet AA has a circled AF', () => ofType('aa').filter((c) => c.side === 'soviet').every((c) => c.afCircled)],
  ['SoS 2.22', 'Soviet independent units have a star, German a cross', () => all.filter((c) => c.formation.independent && c.back.mark !== 'navalFlag').every((c) => c.back.mark === (c.side === 'soviet' ? 'star' : 'cross'))],
  ['SoS 2.23', 'a white outline with no number is scenario #1, a red one #2, a brown one #3 (2.31: #1 and #2 units are also in #3, which combines them)', () => all.every((c) => c.back.mark === 'flag' || c.back.mark === 'navalFlag' || c.back.scenarioNumber !== undefined || c.scenarios.join() === (c.back.outline === 'white' ? '1,3' : c.back.outline === 'red' ? '2,3' : '3'))],
  ['SoS 2.24', 'the three companies of II/276 and its mortar share one battalion stripe and one regiment stripe', () => new Set(all.filter((c) => c.formation.battalion === 'II/276').map((c) => `${c.stripes.battalion}/${c.stripes.regiment}`)).size === 1],
  ['E5 (SoS 2.35 example)', 'card 2S\'s three T-60s of the 2nd Tank Corps are two of the 27th Tank Brigade and one of the 26th', () => {
    const t60 = all.filter((c) => c.name === 'T-60' && c.formation.corps === '2 Tank Corps' && c.scenarios.includes(2));
    return t60.length === 3 && t60.filter((c) => c.formation.division === '27 Tank Brigade').length === 2 && t60.filter((c) => c.formation.division === '26 Tank Brigade').length === 1;
  }],
  ['SoS 2.25 example', "PAVLOV's front and back show the 42 Guards Rifle Regiment of the 13 Guards Rifle Division", () => of('sov-pavlov').formation.regiment === '42 Guards Rifle Regiment' && of('sov-pavlov').back.mark === 'flag'],
];

describe('the counters of scenarios #1 and #2: what the text states of a counter', () => {
  it.each(FACTS)('%s: %s', (_rule, _fact, holds) => expect(holds()).toBe(true));
});

describe('the orders of battle: what the text states of the scenario cards', () => {
  it.each(ORDER_OF_BATTLE_FACTS.map((f) => [f.rule, f.says, f] as const))('%s: %s', (_rule, _says, f) => {
    const n = all.filter(f.counts).length;
    if (f.exactly !== undefined) expect(n).toBe(f.exactly);
    if (f.atLeast !== undefined) expect(n).toBeGreaterThanOrEqual(f.atLeast);
  });

  it('every unit is in scenario #1 or #2 and says what its values are fitted to', () => {
    expect(file.provenance).toBe('reconstructed');
    expect(all.filter((c) => c.scenarios.includes(1)).length).toBeGreaterThan(25);
    expect(all.filter((c) => c.scenarios.includes(2)).length).toBeGreaterThan(25);
    expect(all.filter((c) => !/SoS|digest|chosen|as /.test(c.note))).toEqual([]);
  });
});

/** A counters.yaml with one counter edited (or the list edited), compiled. */
type Raw = Record<string, unknown>;
const broken = (id: string | null, edit: (c: Raw, list: Raw[]) => void) => () => {
  const raw = rawSosCounters();
  const c = raw.counters.find((u) => u.id === id) ?? {};
  edit(c, raw.counters);
  return compileSosCounters(raw);
};

/** One row a kind of failure: what is broken, and what the compile step says. */
const FAILURES: [kind: string, run: () => unknown, error: RegExp][] = [
  ['the schema: an unknown unit type', broken('ger-5-276', (c) => void (c.type = 'cavalry')), /invalid_(enum_value|value)|Invalid (enum|option)/i],
  ['the schema: a field the model does not know', broken('ger-5-276', (c) => void (c.colour = 'grey')), /unrecognized/i],
  ['an id used twice', broken('ger-5-276', (c, list) => void list.push({ ...c })), /ger-5-276: the id is used twice/],
  ['MP by type (2.25)', broken('ger-5-276', (c) => void (c.mp = 12)), /ger-5-276: a infantry prints MP 8, not 12 \(SoS 2\.25\)/],
  ['a red MP on a towed gun (9.101)', broken('ger-276-at', (c) => void (c.mpRed = true)), /ger-276-at: only armored and self-propelled units have a red MP/],
  ['AF on a leader (2.25)', broken('sov-chuikov', (c) => void (c.af = 1)), /sov-chuikov: a leader has AF 0 \(SoS 2\.25\)/],
  ['DF on a sniper (2.25)', broken('sov-zaitsev', (c) => void (c.df = 1)), /sov-zaitsev: a sniper has DF 0/],
  ['the armored train at its printed range 0 (2.21 Ω)', broken('sov-atu-1', (c) => void (c.range = 0)), /sov-atu-1: an armored train has range 1, not the printed 0/],
  ['the 88mm with one range (2.25)', broken('ger-88-flak', (c) => void (c.range = 4)), /ger-88-flak: the 88mm AT\/AA range is 4\/16/],
  ['two ranges on another unit (2.25)', broken('ger-276-at', (c) => void (c.range = { direct: 4, indirect: 16 })), /ger-276-at: only the German 88mm AT\/AA prints two ranges/],
  ['an IF unit without its explosion marker (2.21)', broken('ger-8-276', (c) => void delete c.ifMarkerAf), /ger-8-276: an IF unit has an explosion marker of its AF 6/],
  ['an explosion marker for the 88mm (14.03 ∆)', broken('ger-88-flak', (c) => void (c.ifMarkerAf = 8)), /ger-88-flak: the 88mm has no explosion marker/],
  ['Zaitsev at -1 (16.13)', broken('sov-zaitsev', (c) => void (c.sniperDrm = -1)), /sov-zaitsev: Zaitsev gives -2/],
  ['a divisional OP at 90 (14.24)', broken('ger-94-op', (c) => void ((c.op as Raw).capacityAf = 90)), /ger-94-op: a divisional OP spots 60 IF AF/],
  ['an OP triangle in the wrong colour (14.33)', broken('sov-62-op', (c) => void ((c.op as Raw).triangle = 'lightGreen')), /sov-62-op: the 62 Army OP's triangle is yellow/],
  ['the 416th mortar in yellow (2.35 ∆)', broken('sov-416-mortar', (c) => void (c.afYellow = true)), /order of battle: scenario #2 has the 416th 7-pt mortar, AF not yellow: 1 needed, 0 found/],
  ['a yellow AF off a Soviet independent IF unit (14.33)', broken('sov-1-42g', (c) => void (c.afYellow = true)), /sov-1-42g: a yellow AF is a Soviet independent IF unit's/],
  ['a German engineer without its red AF (9.71)', broken('ger-94-pioneer', (c) => void (c.afRed = false)), /ger-94-pioneer: a German combat engineer or Soviet flame-thrower has a red AF/],
  ['a cross on a Soviet back (2.22)', broken('sov-416-mortar', (c) => void ((c.back as Raw).mark = 'cross')), /sov-416-mortar: a soviet back has a star/],
  ['an outline naming the other scenario (2.23)', broken('sov-416-mortar', (c) => void ((c.back as Raw).outline = 'white')), /sov-416-mortar: a white outline with no number is a scenario #1 unit/],
  ['a stripe that differs within a battalion (2.24)', broken('ger-6-276', (c) => void ((c.stripes as Raw).battalion = 'II-276-black')), /ger-6-276: its battalion stripe II-276-black differs from ger-weigert's II-276-white in battalion II\/276/],
  ['a Guards company without its battalion colour bar (9.73)', broken('sov-2-42g', (c) => void delete (c.stripes as Raw).battalion), /sov-2-42g: a Soviet Guards or Marine infantry unit has colour bars behind its battalion and regiment numbers \(SoS 9\.73\)/],
  ['a Soviet unit in a German off-map box (2.15)', broken('sov-62-howitzer', (c) => void (c.entry = { at: 'box', box: 'GB-1' })), /sov-62-howitzer: East Bank boxes are Soviet, off-map boxes German/],
  ['a scenario card short of a unit the text names (16.11)', broken('sov-sniper-284-3', (_c, list) => void list.splice(list.findIndex((u) => u.id === 'sov-sniper-284-3'), 1)), /scenario #2 has three snipers besides Zaitsev: 3 needed, 2 found \(SoS 16\.11/],
  ['a leader commanding no one (18.12)', broken('ger-weigert', (c) => void ((c.leader as Raw).commands = 'III/276')), /ger-weigert: commands III\/276, a formation no other counter belongs to/],
];

describe('compiling counters.yaml: bad data is refused, with the counter and the rule', () => {
  it('the file as written compiles', () => expect(() => compileSosCounters(rawSosCounters())).not.toThrow());
  it.each(FAILURES)('%s', (_kind, run, error) => expect(run).toThrow(error));
});

describe("the rules' inputs made from a counter", () => {
  const target = (id: string): TargetHex => ({ hex: '0531', terrain: 'city', units: [toSosUnit(of(id))!] });
  const firer = (id: string, distance: number): Firer => ({ ...toSosUnit(of(id))!, hex: '0532', distance });

  it('COUNTER_TYPES covers every piece stacking reads except the explosion marker, and a motorcycle is motorized', () => {
    expect(COUNTER_TYPES.filter((t) => t !== 'motorcycle').every((t) => pieceKind({ ...of('ger-5-276'), type: t }) === t)).toBe(true);
    expect(pieceKind({ ...of('ger-5-276'), type: 'motorcycle' })).toBe('motorizedInfantry');
  });

  it('the 276 AT gun fires its underlined AF at a T-60 two hexes away (9.94), the 88mm its direct range of 4 (2.25)', () => {
    expect(firePoints(firer('ger-276-at', 2), 'attack', target('sov-t60-26'))).toMatchObject({ points: 5, uses: 'ATTC AF' });
    expect(firePoints(firer('ger-88-flak', 4), 'attack', target('sov-1-42g'))).toMatchObject({ points: 8, uses: 'AF' });
    expect(firePoints(firer('ger-88-flak', 5), 'attack', target('sov-1-42g'))).toMatchObject({ refused: 'range 4, the target is 5 hexes away' });
  });

  it('the armored train fires at range 1 and is armored (16.63); II/276 mortar is IF (14.01); Zaitsev never attacks (16.13)', () => {
    expect(firePoints(firer('sov-atu-1', 1), 'attack', target('ger-5-276'))).toMatchObject({ points: 6, uses: 'AF' });
    expect(isArmored(toSosUnit(of('sov-atu-1'))!)).toBe(true);
    expect(isIndirectFire(toSosUnit(of('ger-8-276'))!)).toBe(true);
    expect(firePoints(firer('sov-zaitsev', 1), 'attack', target('ger-5-276'))).toMatchObject({ refused: 'snipers are never used in attacks' });
  });

  it('leaders, transports and the tank repair unit are no fire units', () => {
    expect([of('ger-weigert'), of('sov-transport'), of('sov-tank-repair')].map(toSosUnit)).toEqual([undefined, undefined, undefined]);
  });

  it('a German tank lets four combat units stack (5.3); the same four without it do not; Zaitsev and PAVLOV stack as extras (5.5)', () => {
    const table = sosTables().stacking;
    const four = ['ger-24-pz-1', 'ger-24-pzgren', 'ger-94-pioneer', 'ger-5-276'].map((id) => toPiece(of(id)));
    expect(stackProblems(table, 'german', four, { volga: false })).toEqual([]);
    const noTank = ['ger-6-276', 'ger-24-pzgren', 'ger-94-pioneer', 'ger-5-276'].map((id) => toPiece(of(id)));
    expect(stackProblems(table, 'german', noTank, { volga: false }).map((p) => p.rule)).toEqual(['SoS 5.3']);
    const soviet = ['sov-1-42g', 'sov-2-42g', 'sov-3-42g', 'sov-zaitsev', 'sov-pavlov'].map((id) => toPiece(of(id)));
    expect(stackProblems(table, 'soviet', soviet, { volga: false })).toEqual([]);
  });

  it('movement: a T-60 is a vehicle with 21 MP, halved in exploit to 11 (8.05); a company is foot; leaders and OPs move as leaders (14.92, 18.16)', () => {
    const t60 = toMoverCounter(of('sov-t60-26'));
    expect(moverClass(t60)).toBe('vehicle');
    expect(movementAllowance(sosTables().movement, { printedMp: t60.mp!, side: 'soviet', kind: 'exploit' }).mp).toBe(11);
    expect(moverClass(toMoverCounter(of('ger-5-276')))).toBe('foot');
    expect(moverClass(toMoverCounter(of('sov-62-op')))).toBe('leader');
    expect(moverClass(toMoverCounter(of('ger-paulus')))).toBe('leader');
    expect(toMoverCounter(of('sov-atu-1')).mp).toBeUndefined();
  });
});
