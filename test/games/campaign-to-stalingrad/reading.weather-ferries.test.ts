import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side } from '#kernel/ids';
import type { GameEvent } from '#kernel/engine/events';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { CTS_ENGINE_VERSION, createCampaignToStalingradEngines } from '#games/campaign-to-stalingrad/engines';
import type { CtsState, Weather } from '#games/campaign-to-stalingrad/state/types';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { checkRailMove } from '#games/campaign-to-stalingrad/rules/movement/rail';
import { depotAction } from '#games/campaign-to-stalingrad/rules/depots/depot-order';
import { unitAdvance } from '#games/campaign-to-stalingrad/rules/combat/advance-limit';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { BattleOrderSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { placementProblems } from '#games/campaign-to-stalingrad/rules/air/placement';
import { transportStep } from '#games/campaign-to-stalingrad/rules/supply/transport-path';
import { isMotorized } from '#games/campaign-to-stalingrad/rules/unit-kind';
import { monthOf } from '#games/campaign-to-stalingrad/rules/weather/table';
import { tinyWorld, type TinyUnit } from './support/tiny-world';
import { realBundle } from './support/real-bundle';

/**
 * A second reading of the weather roll (CtS 25.0, 3.1, 11.8, 12.4, 16.9, 23.17, 35.5, 36.5)
 * and the ferry sites (4.4.3, 4.4.4, 16.9) with Kharkov's garrison (15.7, 35.3), case by
 * case; each case is a row (WX1 ...) of "Reading of the weather roll and the ferry sites" in
 * docs/rules-audit-campaign-to-stalingrad.md.
 */
const ctx = createContext(realBundle);

/** Plays Fall Blau with empty files up to the window `id`; the dice: 6 for turn 2's weather, 3 for every other roll. */
function fallBlauTo(id: string, options?: Record<string, unknown>) {
  let state = cts.setup('fall-blau', options);
  const dice = FixedDice.mixed({ 'T02/admin/weather': 6 }, Array(600).fill(3));
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 20 && cts.window(state)!.id !== id; guard++) {
    const w = cts.window(state)!;
    const r = cts.adjudicate(state, w.waitingFor.map((x) => ({ side: x, orders: [] })), dice);
    state = r.state;
    events.push(...r.events);
  }
  expect(cts.window(state)!.id).toBe(id);
  return { state, events, dice };
}

describe('WX1-WX3 CtS 25.0 "At the start of each Game Turn, one player or the other determines the weather for the complete Turn" (3.1, ESoP Admin Phase)', () => {
  it('WX1: the weather rolled at the start of turn 2 holds through the Axis Player Turn into the Soviet one; no second roll', () => {
    const { state, events, dice } = fallBlauTo('T02/soviet-movement', { weather: 'rolled' });
    expect(state.weather).toBe('rain');
    expect(events.filter((e) => e.type === 'weather').map((e) => (e as { turn?: number }).turn)).toEqual([2]);
    expect(dice.transcript().filter((d) => d.label.includes('weather')).map((d) => d.label)).toEqual(['T02/admin/weather']);
  });
  it('WX2: ESoP I.2 before II.A.1: the weather die is read before the Axis replacement roll of the turn', () => {
    const { dice } = fallBlauTo('T02/axis-movement', { weather: 'rolled' });
    const labels = dice.transcript().map((d) => d.label).filter((l) => l.startsWith('T02/'));
    expect(labels[0]).toBe('T02/admin/weather');
    expect(labels.some((l) => l.startsWith('T02/axis-movement'))).toBe(true);
  });
  it('WX3: the reconstructed table can give what the scenarios fix: Clear in turn 1\'s month (35.5), Overcast in turn 49\'s (36.5, "Nov. 19th")', () => {
    const faces = (turn: number) => ctx.tables.weather.results[monthOf(ctx, turn)]!;
    expect(monthOf(ctx, 49)).toBe('November');
    expect(faces(1)).toContain('clear');
    expect(faces(49)).toContain('overcast');
  });
});

/** A unit of allowance `move` in 1515, no enemy near; the Axis Movement Phase. */
const mover = (weather: Weather, move: number, extra: Parameters<typeof tinyWorld>[0] extends infer T ? Partial<T> : never = {}) => {
  const w = tinyWorld({ weather, units: [{ id: 'u', side: 'axis', type: 'infantry', faces: [`6-7-${move}`, `3-4-${move}`], hex: '1515' }], ...extra });
  return { ...w, state: { ...w.state, phase: 'movement' as const } };
};
const west = (n: number) => Array.from({ length: n }, (_, i) => `15${String(14 - i).padStart(2, '0')}`);

describe('WX4-WX7 CtS 25.0 RAIN and SNOW STORM "All units have their Movement Allowance reduced by half (rounded UP)"', () => {
  it('WX4: 4.2\'s one hex still holds: an allowance of 2, halved to 1 in rain, enters a marsh (2 MP) as its only hex, not a second', () => {
    const { ctx: c, state } = mover('rain', 2, { terrain: { '1514': 'marsh' } });
    expect(checkMove(c, state, { unit: 'u', path: ['1514'] }).problems).toEqual([]);
    expect(checkMove(c, state, { unit: 'u', path: ['1514', '1513'] }).problems.map((p) => p.code)).toContain('over-budget');
  });
  it('WX5 (ambiguous, 4.5 with 25.0): Strategic Movement in rain halves first, then 1 1/2 rounded up: 5 -> 3 -> 5 (the other order gives 5 -> 8 -> 4)', () => {
    const { ctx: c, state } = mover('rain', 5);
    expect(checkMove(c, state, { unit: 'u', path: west(1), strategic: true }).allowance).toBe(5);
  });
  it('WX6: rail movement (15.1 "an unlimited number of hexes") is no Movement Allowance: eight rail hexes in rain', () => {
    const hexsides: Record<string, string[]> = {};
    const control: Record<string, 'axis'> = {};
    for (let c = 20; c >= 12; c--) {
      control[`15${c}`] = 'axis';
      if (c > 12) hexsides[`15${c - 1}|15${c}`] = ['rail-primary'];
    }
    const w = tinyWorld({ weather: 'rain', hexsides, control, units: [{ id: 'u', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1520' }] });
    const state: CtsState = { ...w.state, phase: 'movement' };
    expect(checkRailMove(w.ctx, state, 'u', ['1519', '1518', '1517', '1516', '1515', '1514', '1513', '1512'])).toEqual([]);
  });
  it('WX7 (ambiguous, "Rain has no effect on Roads"): read as "a road hex costs what it always does", a move wholly along a road goes 6 hexes in rain against 10 in clear weather', () => {
    const path = ['1515', ...west(10)];
    const hexsides = Object.fromEntries(path.slice(1).map((h, i) => [`${h}|${path[i]}`, ['road']]));
    const reach = (weather: Weather) => {
      const { ctx: c, state } = mover(weather, 5, { hexsides });
      return [6, 7, 10, 11].map((n) => checkMove(c, state, { unit: 'u', path: west(n) }).problems.length === 0);
    };
    expect(reach('clear')).toEqual([true, true, true, false]);
    expect(reach('rain')).toEqual([true, false, false, false]);
  });
});

describe('WX8 CtS 16.10 with 25.0: "MOVING DEPOTS ... A Depot moved five hexes cost one Transport Point" and a Transport Point of three hexes in rain', () => {
  it('WX8: a Depot moved four clear hexes costs 1 Transport Point in clear weather, 2 in rain', () => {
    const moved = (weather: Weather) => {
      const w = tinyWorld({ weather, units: [], depots: [{ side: 'axis', hex: '1512' }], control: { '1512': 'axis', '1508': 'axis' } });
      const r = depotAction(w.ctx, w.state, 'axis', { move: { from: '1512', to: '1508' } });
      return 'event' in r ? (r.event as { tp?: number }).tp : r.problems;
    };
    expect(moved('clear')).toBe(1);
    expect(moved('rain')).toBe(2);
  });
});

describe('WX9-WX11 CtS 12.4, 25.0 [Change] "During Rain Turns all Advance After Combat values are halved (rounded up)"', () => {
  const adv = (result: number, o: Partial<Parameters<typeof unitAdvance>[1]> = {}) => unitAdvance(result, { weather: 'rain', acrossMajor: false, kind: 'motorized', outOfSupply: false, ...o }).value;
  it('WX9: 12.4\'s own table: 1 or 2 -> 1, 3 or 4 -> 2, 5 -> 3', () => {
    expect([1, 2, 3, 4, 5].map((n) => adv(n))).toEqual([1, 1, 2, 2, 3]);
  });
  it('WX10: the value is halved, the unit\'s maximum then caps it: an Advance 5 in rain takes a non-motorized unit 2 hexes, a cavalry unit 3', () => {
    expect([adv(5, { kind: 'non-motorized' }), adv(5, { kind: 'cavalry' })]).toEqual([2, 3]);
  });
  it('WX11 (ambiguous, order of two halvings): an Advance 2 in rain across a Major River is halved up (1), then down (0); the other order gives 1', () => {
    expect(adv(2, { acrossMajor: true })).toBe(0);
  });
});

describe('WX12-WX13 CtS 11.8 "All attacks made during rain and snow" and 23.17 "Air units may only fly during clear weather turns"', () => {
  const world = (weather: Weather) =>
    tinyWorld({
      weather,
      units: [
        { id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
        { id: 'i1', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' },
        { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
      ],
      air: [{ id: 'yak', side: 'soviet', type: 'F', bombing: 0, attack: 2, defense: 2, range: 10 }],
    });
  it('WX12: an overrun is an attack: in snow its odds take the 11.8 shift too', () => {
    const { ctx: c, state } = world('snow');
    const shifts = battleOdds(c, state, { attackers: ['i1'], targets: ['1509'], maximumEffort: 0 }, 'overrun').shifts;
    expect(shifts.filter((s) => s.rule === 'CtS 11.8').map((s) => s.value)).toEqual([-1]);
  });
  it('WX13: the non-phasing player\'s Defensive Air Placement is grounded too in rain', () => {
    const { ctx: c, state } = world('rain');
    expect(placementProblems(c, { ...state, phase: 'movement' }, 'soviet', 'yak', '1509', 'defensive').map((p) => p.code)).toContain('no-flying-weather');
  });
});

/** Plays Fall Blau with empty files up to the window `id`. */
function playTo(start: CtsState, id: string): CtsState {
  let s = start;
  const dice = FixedDice.mixed({}, Array(600).fill(1));
  for (let guard = 0; guard < 20 && cts.window(s)!.id !== id; guard++) {
    const w = cts.window(s)!;
    s = cts.adjudicate(s, w.waitingFor.map((x) => ({ side: x, orders: [] })), dice).state;
  }
  return s;
}

describe('WF1-WF3 CtS 4.4.3, 4.4.4, 16.9: the ferry sites of the map', () => {
  it('WF1: 16.9 "a road which ends and begins at each side of a Major ... River hexside is considered an uninterrupted road path": the Boguchar ferry counts 1/2 a hex and is still an unbridged river for the multiples; the rail-side bridge at Belgorod 2548|2648 is neither', () => {
    expect(transportStep(ctx.map.hexside(hexId('3229'), hexId('3129')))).toEqual({ length: 0.5, river: true });
    expect(transportStep(ctx.map.hexside(hexId('2548'), hexId('2648')))).toEqual({ length: 0.5, river: false });
  });
  it('WF2: 4.4.4 "for all units": a Soviet motorized unit crosses the Boguchar ferry from 3229 for +1, as the division does (clear 1 + 1)', () => {
    const start = playTo(cts.setup('fall-blau'), 'T01/soviet-movement');
    const soviet = side('soviet');
    const unit = cts.options(start, soviet).find((o) => (o.moves ?? []).length > 0 && isMotorized(ctx.units.get(o.unit)!) && ctx.units.get(o.unit)!.type !== 'army-hq')!.unit;
    const state: CtsState = { ...start, units: { ...start.units, [unit]: { ...start.units[unit]!, hex: hexId('3229') } } };
    const r = cts.adjudicate(state, [{ side: soviet, orders: [{ move: { unit, path: ['3129'] } }] }], FixedDice.mixed({}, Array(100).fill(1)));
    const move = r.events.find((e) => e.type === 'move' && (e as { unit?: string }).unit === unit) as { cost?: number } | undefined;
    expect(move?.cost).toBe(2);
  });
  // audit row WF3: the map had nine road bridges over a major river (each beside a rail bridge) against seven ferry sites
  const crossings = (hexsides: Record<string, readonly string[]>) => {
    const sides = Object.values(hexsides);
    return { bridges: sides.filter((f) => f.includes('major-river') && f.includes('road')).length, ferries: sides.filter((f) => f.includes('major-river') && f.includes('ferry')).length };
  };
  it('WF3 (fixed in cts-7): 4.4.3 note "In most cases along the Major Rivers roads do not cross the rivers and therefore bridges do not exist": fewer road bridges over a major river than road crossings without one', () => {
    const { bridges, ferries } = crossings(cts.map!.hexsides);
    expect(bridges).toBeLessThan(ferries);
    expect({ bridges, ferries }).toEqual({ bridges: 6, ferries: 10 });
  });
  it('WF3: a game of engine cts-6 or before is played on the map it had, the three crossings redrawn for cts-7 still bridges', () => {
    const title = createCampaignToStalingradEngines(realBundle);
    const played = (engineVersion: string) => crossings(title.mapOfState!({ ...title.setup('fall-blau'), engineVersion })!.hexsides);
    expect(played('cts-6')).toEqual({ bridges: 9, ferries: 7 });
    expect(played('cts-3')).toEqual({ bridges: 9, ferries: 7 });
    expect(played('cts-7')).toEqual({ bridges: 6, ferries: 10 });
  });
});

describe('WK1 CtS 15.7 "The Axis Player must garrison each Major City along his rail net with at least two steps" at the Fall Blau start (35.3)', () => {
  it('WK1: every Major City hex the Axis holds at the start has two Axis steps or more (Kharkov 3250 the only one)', () => {
    const start = cts.setup('fall-blau');
    const majors = ctx.map.hexIds().filter((h) => ctx.map.hex(h)?.features?.includes('major-city') && start.control[h] === 'axis');
    expect(majors).toEqual(['3250']);
    for (const h of majors) {
      const steps = Object.entries(start.units).filter(([id, u]) => u.where === 'map' && u.hex === h && ctx.units.get(id)!.side === 'axis').reduce((n, [, u]) => n + u.steps, 0);
      expect(steps).toBeGreaterThanOrEqual(2);
    }
  });
});

/** Two panzer divisions in 1510, with their Army HQ, attack a rifle division in 1509 (WF4). */
const ACROSS_1509: readonly TinyUnit[] = [
  { id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
  { id: 'pz', side: 'axis', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1510' },
  { id: 'pz2', side: 'axis', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1510' },
  { id: 'shq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1405' },
  { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
];

describe('WF4 CtS 12.4 [Change] "Those units that attacked across a Major River or Volga River hexside, have their Advance After Combat result halved (rounding fractions down)"', () => {
  /** A panzer division in 1510 attacks 1509 across `hexside` in a game of `engine`; black 6. The battle's Advance and the panzer's allowed advance. */
  const fight = (hexside: string[], engine = 'cts-3') => {
    const { ctx: c, state } = tinyWorld({
      engine,
      hexsides: { '1509|1510': hexside },
      units: [...ACROSS_1509],
    });
    const dice = new FixedDice({ 'b/white#1': 3, 'b/black': 6 });
    const r = resolveBattle(c, state, BattleOrderSchema.parse({ attackers: ['pz', 'pz2'], targets: ['1509'], advance: { units: ['pz'], path: ['1509'] } }), dice, 'b', { attacker: { rerollOnes: false, lossOrder: [] } });
    const battle = r.events.find((e) => e.type === 'battle') as { advance?: number } | undefined;
    const advance = r.events.find((e) => e.type === 'advance' && (e as { unit?: string }).unit === 'pz') as { allowed?: number } | undefined;
    return { result: battle?.advance ?? 0, allowed: advance?.allowed };
  };
  it('WF4a: across an unbridged Major River hexside, and across a ferry site (no road crosses it, 4.4.3), the panzer\'s advance is halved down, in either engine', () => {
    for (const engine of ['cts-2', 'cts-3']) {
      for (const side of [['major-river'], ['major-river', 'ferry']]) {
        const { result, allowed } = fight(side, engine);
        expect(result).toBeGreaterThanOrEqual(2);
        expect(allowed).toBe(Math.floor(result / 2));
      }
    }
  });
  // audit row WF4b: this sentence of 12.4, unlike the one on advancing across "a unbridged Major River", names no bridge
  it('WF4b (fixed in cts-3): across a bridged Major River or Volga hexside (a road crosses it) the advance is halved too: the sentence names no bridge', () => {
    for (const river of ['major-river', 'volga']) {
      const { result, allowed } = fight([river, 'road']);
      expect(result).toBeGreaterThanOrEqual(2);
      expect(allowed).toBe(Math.floor(result / 2));
    }
  });
  it('WF4b: a game takes the readings of its engine: the new games\' engine halves across a bridge, cts-2 does not', () => {
    expect(CTS_ENGINE_VERSION).toBe('cts-7');
    expect(createContext(realBundle, CTS_ENGINE_VERSION).readings.advanceHalvedAcrossBridges).toBe(true);
    expect(createContext(realBundle, 'cts-3').readings.advanceHalvedAcrossBridges).toBe(true);
    expect(createContext(realBundle, 'cts-2').readings.advanceHalvedAcrossBridges).toBe(false);
  });
  it('WF4b through the title: a game of cts-3 (its state marked) advances 1 across the bridge, a cts-2 game (no mark) 3, on the same battle', () => {
    const { state, bundle } = tinyWorld({
      hexsides: { '1509|1510': ['major-river', 'road'] },
      units: [...ACROSS_1509],
    });
    const title = createCampaignToStalingradEngines(bundle);
    const attack = title.orderSchema.parse({ attack: { attackers: ['pz', 'pz2'], targets: ['1509'], advance: { units: ['pz'], path: ['1509'] } } });
    const allowed = (mark: { engineVersion?: string }) => {
      const dice = FixedDice.mixed({ 'T01/axis-combat/1/white#1': 3, 'T01/axis-combat/1/black': 6 }, Array(20).fill(3));
      const r = title.adjudicate({ ...state, phase: 'combat', phasing: 'axis', ...mark }, [{ side: side('axis'), orders: [attack] }], dice);
      expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ advance: 3 });
      return (r.events.find((e) => e.type === 'advance') as { allowed?: number } | undefined)?.allowed;
    };
    expect(allowed({ engineVersion: CTS_ENGINE_VERSION })).toBe(1);
    expect(allowed({})).toBe(3);
  });
  it('WF4b in a cts-2 game: across a bridged Major River hexside the advance is not halved, as that engine played it (its archives replay)', () => {
    const { result, allowed } = fight(['major-river', 'road'], 'cts-2');
    expect(result).toBeGreaterThanOrEqual(2);
    expect(allowed).toBe(result);
  });
});

describe('WF5 CtS 12.4 "A unit may never Advance After Combat across a unbridged Major River ... unless it is the first hex of its advance" at a ferry site', () => {
  /** E11's battle (Advance 3), the panzer advancing 1509 then 1508 across `hexside`. */
  const advance = (hexside: string[]) => {
    const { ctx: c, state } = tinyWorld({
      hexsides: { '1508|1509': hexside },
      units: [
        { id: 'hq', side: 'axis', type: 'army-hq', faces: ['1-2-10'], hex: '1512', activated: true },
        { id: 'pz', side: 'axis', type: 'panzer', faces: ['10-6-10', '5-3-10'], hex: '1510' },
        { id: 'shq', side: 'soviet', type: 'army-hq', faces: ['1-1-8'], hex: '1405' },
        { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1509' },
      ],
    });
    const dice = new FixedDice({ 'b/white#1': 3, 'b/black': 5 });
    const r = resolveBattle(c, state, BattleOrderSchema.parse({ attackers: ['pz'], targets: ['1509'], advance: { units: ['pz'], path: ['1509', '1508'] } }), dice, 'b', { attacker: { rerollOnes: false, lossOrder: [] } });
    return (r.events.find((e) => e.type === 'advance') as { path?: string[] } | undefined)?.path;
  };
  it('WF5: a ferry site is unbridged (no road crosses it, 4.4.3): the advance stops in the vacated hex; across a bridge it goes on', () => {
    expect(advance(['major-river', 'ferry'])).toEqual(['1509']);
    expect(advance(['major-river', 'road'])).toEqual(['1509', '1508']);
  });
});

describe('WF6 CtS 4.4.4 at the Fall Blau start: "the turn after the player controls both hexes on each side of the crossing"', () => {
  it('WF6: both banks of every ferry site are held by one side at the start, so each is in effect on turn 1 (Data decisions)', () => {
    const start = cts.setup('fall-blau');
    const sites = Object.entries(cts.map!.hexsides).filter(([, f]) => f.includes('ferry')).map(([k]) => k);
    expect(sites).toHaveLength(10);
    for (const key of sites) {
      const [a, b] = key.split('|') as [string, string];
      expect([key, start.control[a] !== undefined && start.control[a] === start.control[b]]).toEqual([key, true]);
      expect([key, (start.ferries?.[key]?.since ?? 99) < 1]).toEqual([key, true]);
    }
  });
});
