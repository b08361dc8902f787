import { describe, expect, it } from 'vitest';
import { moverClass, type HexFragment, type MoveStep, type Place } from '#games/streets-of-stalingrad/movement/move-step';
import { stepCost } from '#games/streets-of-stalingrad/movement/step-cost';
import type { TecTerrain } from '#games/streets-of-stalingrad/data/tec';
import { sosTables } from './tables-fixture';

/** SoS 8.04, 8.1, 8.4-8.6, 10.7, 14.84, 17.12, 18.16: the MP of one step of a move, with the reconstructed TEC. */
const tec = sosTables().tec;
const hex = (...terrain: TecTerrain[]): HexFragment => ({ terrain });
const EAST: Place = { box: 'east-bank' };
const OFF: Place = { box: 'off-map' };
const step = (s: Partial<MoveStep>): MoveStep => ({ mover: 'foot', side: 'german', phase: 3, availableMp: 8, from: hex('clear'), to: hex('clear'), ...s });
const cost = (s: Partial<MoveStep>) => {
  const v = stepCost(tec, step(s));
  if (!v.ok) throw new Error(`refused: ${v.code} (${v.rule})`);
  return v.mp;
};
const refusal = (s: Partial<MoveStep>) => {
  const v = stepCost(tec, step(s));
  return v.ok ? `costs ${v.mp}` : `${v.code} (${v.rule})`;
};

describe('the movement class of a counter', () => {
  it.each([
    ['2.25', 'a foot unit, MP 8', { mp: 8 }, 'foot'],
    ['8.12', 'towed by horses, MP 12: a vehicle', { mp: 12 }, 'vehicle'],
    ['8.12', 'a tank, MP 18', { mp: 18 }, 'vehicle'],
    ['8.72', 'dismounted motorized infantry move as foot units', { mp: 24, dismounted: true }, 'foot'],
    ['18.16', 'a leader', { leader: true }, 'leader'],
  ] as const)('SoS %s: %s', (_r, _w, c, want) => expect(moverClass(c)).toBe(want));
});

/** [rule, what, step, MP]: each row a sentence of the rules on the reconstructed chart. */
const COSTS: [string, string, Partial<MoveStep>, number][] = [
  ['8.04, TEC', 'a foot unit into a clear hex', {}, 1],
  ['8.04, TEC', 'a foot unit into a city hex', { to: hex('city') }, 2],
  ['8.04, TEC', 'a tank into a city hex', { mover: 'vehicle', to: hex('city') }, 4],
  ['8.11', 'the most costly terrain of the hex: suburb on a slope', { to: hex('suburb', 'slope') }, 2],
  ['8.11', 'the most costly terrain of the hex: a vehicle into a suburb on a slope', { mover: 'vehicle', to: hex('suburb', 'slope') }, 3],
  ['8.14', 'along the road into a suburb hex: the road rate', { mover: 'vehicle', to: hex('suburb', 'road'), along: 'road' }, 0.5],
  ['8.14', 'into the same hex off the road: the suburb', { mover: 'vehicle', to: hex('suburb', 'road') }, 3],
  ['8.14', 'along a road the hex entered does not have: its terrain', { to: hex('forest'), along: 'road' }, 2],
  ['8.11', 'no road movement into a city hex: the city', { mover: 'vehicle', to: hex('city', 'road'), along: 'road' }, 4],
  ['8.11', 'no road movement into an industrial/fortified hex', { to: hex('industrial', 'road'), along: 'road' }, 3],
  ['8.14', 'along a railroad: its rate, 1 MP', { mover: 'vehicle', to: hex('forest', 'railroad'), along: 'railroad' }, 1],
  ['8.12', 'a vehicle enters and moves along a balka hex', { mover: 'vehicle', from: hex('balka'), to: hex('balka') }, 2],
  ['8.12', 'a foot unit crosses a balka hexside: the hex and 1 MP', { to: hex('balka'), hexside: { features: ['balka'] } }, 3],
  ['8.12', 'a vehicle crosses a balka where a break lets it: the hex and 1 MP', { mover: 'vehicle', to: hex('clear'), hexside: { features: ['balka'], crossedBy: ['break'] } }, 2],
  ['8.12, 8.14', 'a vehicle along the road that crosses the balka: the road rate only', { mover: 'vehicle', to: hex('balka', 'road'), along: 'road', hexside: { features: ['balka'], crossedBy: ['road'] } }, 0.5],
  ['17.12', 'a vehicle over a bridge unit: 1 MP, not at the road movement rate', { mover: 'vehicle', to: hex('suburb'), hexside: { features: ['balka'], crossedBy: ['bridge'] } }, 1],
  ['17.12', 'a foot unit takes the bridge too when it is cheaper (a suburb and the balka: 3)', { to: hex('suburb'), hexside: { features: ['balka'], crossedBy: ['bridge'] } }, 1],
  ['Appendix A (T)', 'a foot unit over the Tartar Wall', { to: hex('tartar-wall'), hexside: { features: ['tartar-wall'] } }, 2],
  ['10.7', 'E30: "It costs half of a unit\'s available MP for that phase to move through a breakthru marker": motorized, phase 3', { mover: 'vehicle', availableMp: 24, to: { terrain: ['suburb'], breakthru: true } }, 12],
  ['10.7', 'E30: the same unit in Exploit Movement Phase 7 (12 MP): 6', { mover: 'vehicle', phase: 7, availableMp: 12, to: { terrain: ['suburb'], breakthru: true } }, 6],
  ['14.84', 'E55: "Any Soviet units moving through that hex ... must spend one extra MP": 9 AF of interdiction', { side: 'soviet', phase: 4, to: { terrain: ['clear'], interdictionAf: 9 } }, 2],
  ['14.84', '10 AF: 2 MP more', { to: { terrain: ['forest'], interdictionAf: 10 } }, 4],
  ['18.16', 'a leader ignores terrain: 1 of his 16 hexes, into industrial over a balka', { mover: 'leader', to: hex('industrial'), hexside: { features: ['balka'] } }, 1],
  ['6.4', 'entering an enemy ZOC costs no extra MP', { intoZoc: true, to: hex('clear') }, 1],
  ['6.6', 'armor from one enemy ZOC hex into another: 2 MP over the terrain', { mover: 'vehicle', armored: true, fromZoc: true, intoZoc: true }, 3],
  ['8.56', 'armor leaving an enemy ZOC hex in breakthrough movement: 2 MP more', { mover: 'vehicle', armored: true, breakthroughMovement: true, fromZoc: true }, 3],
  ['8.54', 'breakthrough movement into an enemy ZOC hex: no road rate, the other terrain', { mover: 'vehicle', armored: true, breakthroughMovement: true, intoZoc: true, to: hex('suburb', 'road'), along: 'road' }, 3],
  ['8.56', 'breakthrough movement out of a ZOC along a road: the 2 MP and the non-road cost of the hex entered (suburb, 3)', { mover: 'vehicle', armored: true, breakthroughMovement: true, fromZoc: true, to: hex('suburb', 'road'), along: 'road' }, 5],
  ['21.2', 'German units from an off-map box onto the map along the road: the road rate', { from: OFF, to: hex('clear', 'road'), along: 'road' }, 0.5],
  ['21.2', 'from an off-map box through a hex between the roads: its terrain', { from: OFF, to: hex('forest') }, 2],
  ['8.47', 'from an off-map box into the adjacent one: the whole phase', { from: OFF, to: OFF, availableMp: 16 }, 16],
  ['8.42', 'from an East Bank box into the adjacent one in phase 10: the whole phase', { side: 'soviet', phase: 10, from: EAST, to: EAST }, 8],
];

describe('what a step costs', () => {
  it.each(COSTS)('SoS %s: %s = %s MP', (_rule, _what, s, mp) => expect(cost(s)).toBe(mp));
});

describe('the Volga crossing (8.6), the text\'s examples', () => {
  it('E8 (8.44): a Soviet infantry unit (MP 8) from the Central Sector box to 0548: 4 MP in phase 10, 2 MP in phase 14', () => {
    const landing = hex('cliff');
    expect(cost({ side: 'soviet', phase: 10, availableMp: 8, from: EAST, to: landing })).toBe(4);
    expect(cost({ side: 'soviet', phase: 14, availableMp: 4, from: EAST, to: landing })).toBe(2);
  });
  it('E9 (8.63): a Soviet foot infantry unit from the box to a landing hex (0209 in the text): 4 MP in phase 10, 2 MP in phase 14', () => {
    expect([10, 14].map((phase) => cost({ side: 'soviet', phase, availableMp: phase === 10 ? 8 : 4, from: EAST, to: hex('suburb') }))).toEqual([4, 2]);
  });
  it('8.65: stacks crossing along arrow #8 into cliff hex 0426 in phase 14 pay 2, 3 and 4 MP', () => {
    expect([0, 1, 2].map((earlierStacks) => cost({ side: 'soviet', phase: 14, availableMp: 4, from: EAST, to: hex('cliff'), earlierStacks }))).toEqual([2, 3, 4]);
  });
  it('8.44: the crossing is paid once: into the river half the MP, through it nothing, onto the landing hex nothing more', () => {
    const s = { side: 'soviet', phase: 10, availableMp: 8 } as const;
    const path = [cost({ ...s, from: EAST, to: hex('volga') }), cost({ ...s, from: hex('volga'), to: hex('volga') }), cost({ ...s, from: hex('volga'), to: hex('suburb') })];
    expect(path).toEqual([4, 0, 0]);
  });
  it('8.70: back to the East Bank at the same cost (evacuation)', () => {
    expect(cost({ side: 'soviet', phase: 14, availableMp: 4, from: hex('suburb'), to: hex('volga') })).toBe(2);
  });
});

/** [rule, what, step, refusal]: a step the rules forbid is refused with its code and rule. */
const REFUSALS: [string, Partial<MoveStep>, string][] = [
  ['8.62: "A German unit may not move from hex 0105 to 0106" (the Volga)', { to: hex('volga') }, 'german-volga (SoS 8.41, 8.62)'],
  ['8.62: nor across a solid blue hexside', { hexside: { features: ['volga'] } }, 'german-volga (SoS 8.41, 8.62)'],
  ['8.41: a German unit never enters an East Bank box', { to: EAST }, 'german-east-bank (SoS 8.41)'],
  ['8.46: a Soviet unit never enters a German off-map box', { side: 'soviet', phase: 10, to: OFF }, 'soviet-off-map (SoS 8.46)'],
  ['8.46: German units leave the off-map boxes only in phase 3', { phase: 7, from: OFF }, 'box-phase (SoS 8.46, 8.47)'],
  ['8.63: the Volga is crossed only in phases 10 and 14', { side: 'soviet', phase: 4, from: EAST, to: hex('suburb') }, 'volga-phase (SoS 8.41, 8.44, 8.63)'],
  ['8.42: box to box only in phase 10', { side: 'soviet', phase: 14, from: EAST, to: EAST }, 'box-phase (SoS 8.42)'],
  ['8.67: a Soviet tank up a cliff with no landing arrow, road or bridge', { side: 'soviet', phase: 10, mover: 'vehicle', from: hex('volga'), to: hex('cliff') }, 'vehicle-landing (SoS 8.67)'],
  ['8.12: a vehicle across a balka with no road or bridge', { mover: 'vehicle', to: hex('balka'), hexside: { features: ['balka'] } }, 'vehicle-may-not-cross (SoS 8.12, 17.12, Appendices A and B)'],
  ['Appendix A (T): a vehicle over the Tartar Wall where nothing crosses it', { mover: 'vehicle', hexside: { features: ['tartar-wall'] } }, 'vehicle-may-not-cross (SoS 8.12, Appendices A and B (T))'],
  ['Appendix A (RR): a vehicle across a railroad cut along the railroad', { mover: 'vehicle', along: 'railroad', to: hex('railroad'), hexside: { features: ['railroad-cut'] } }, 'vehicle-may-not-cross (SoS 8.12, Appendices A and B (RR))'],
  ['17.12: a bridge in a pinned hex may not be used to cross', { mover: 'vehicle', bridgePinned: true, hexside: { features: ['balka'], crossedBy: ['bridge'] } }, 'vehicle-may-not-cross (SoS 8.12, 17.12, Appendices A and B)'],
  ['8.55: nor in breakthrough movement by an enemy ZOC', { mover: 'vehicle', armored: true, breakthroughMovement: true, intoZoc: true, hexside: { features: ['balka'], crossedBy: ['bridge'] } }, 'vehicle-may-not-cross (SoS 8.12, 17.12, Appendices A and B)'],
  ['8.51: only armored units use breakthrough movement', { breakthroughMovement: true }, 'breakthrough-not-armored (SoS 8.51)'],
  ['6.7: a non-armored unit from one enemy ZOC hex into another', { fromZoc: true, intoZoc: true }, 'zoc-to-zoc (SoS 6.7)'],
];

describe('what a step may not do', () => {
  it.each(REFUSALS)('SoS %s', (_what, s, want) => expect(refusal(s)).toBe(want));

  it('8.67: the same tank lands where a river-landing arrow points to the cliff hex (0548)', () => {
    expect(cost({ side: 'soviet', phase: 10, mover: 'vehicle', availableMp: 18, from: hex('volga'), to: { terrain: ['cliff'], landingArrow: true } })).toBe(0);
  });
  it('6.7: unless the hex entered has a "breakthru" marker (10.7), which costs half the MP', () => {
    expect(cost({ fromZoc: true, intoZoc: true, to: { terrain: ['clear'], breakthru: true } })).toBe(4);
  });
  it('6.5: a foot unit entering an enemy ZOC must stop; armor need not', () => {
    const foot = stepCost(tec, step({ intoZoc: true }));
    const armor = stepCost(tec, step({ mover: 'vehicle', armored: true, intoZoc: true }));
    expect(foot.ok && foot.mustStop).toBe(true);
    expect(armor.ok && armor.mustStop).toBe(false);
  });
  it('every part of a cost names its rule', () => {
    const v = stepCost(tec, step({ mover: 'vehicle', armored: true, breakthroughMovement: true, fromZoc: true, to: { terrain: ['forest'], interdictionAf: 5 } }));
    expect(v.ok && v.parts.map((p) => p.rule)).toEqual(['SoS 8.56', 'SoS 8.04, 8.11, TEC', 'SoS 14.84, 15.22']);
  });
});
