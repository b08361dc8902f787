import type { Scenario, UnitSpec } from '../../../src/games/campaign-to-stalingrad/data/schema';
import type { MapData } from '../../../src/kernel/map/types';
import { placeUnits, playsIn, ScenarioFileSchema, type ScenarioFile } from './setup';
import { compileKuban, southExitHexes } from './south-map';

/** One scenario file (fall-blau.yaml, operation-uranus.yaml) compiled against the units and the map. */
export function compileScenario(yaml: unknown, units: readonly UnitSpec[], map: MapData, donHexes: readonly string[] = []): Scenario {
  const file = ScenarioFileSchema.parse(yaml);
  const setup = placeUnits(file, units, map);
  const hexOf = (label: string): string => map.aliases[label] ?? label;
  const byArmy = (army: string): string[] => units.filter((u) => u.army === army && playsIn(u, file.id)).map((u) => u.id);
  const known = new Set(units.map((u) => u.id));
  const reinforcements = file.reinforcements.list.map((r) => {
    const list = r.units ?? (r.army ? byArmy(r.army) : []);
    for (const id of list) if (!known.has(id)) throw new Error(`reinforcement ${id} is not in units.yaml`);
    return { turn: r.turn, side: r.side, units: list, edge: r.edge, ...(r.eastOf ? { eastOf: r.eastOf } : {}), ...(r.eastOfReconstructed ? { eastOfReconstructed: true } : {}), ...(r.intoBox ? { intoBox: { box: r.intoBox.box, hex: hexOf(r.intoBox.hex) } } : {}) };
  });
  const hqHex = (id: string): string => {
    const s = setup.find((p) => p.unit === id);
    if (!s) throw new Error(`${id} is not set up`);
    return s.hex;
  };
  const axisHqs = setup.filter((p) => units.find((u) => u.id === p.unit)?.type === 'army-hq' && p.unit.startsWith('ger-')).map((p) => p.hex);
  const depots = Array.from({ length: file.supply.axis?.depots ?? 0 }, (_, i) => ({ side: 'axis' as const, hex: axisHqs[i % axisHqs.length]! }));
  return {
    id: file.id,
    name: file.name,
    description: file.description,
    firstTurn: file.firstTurn,
    lastTurn: file.lastTurn,
    ...(file.sections ? { sections: file.sections } : {}),
    startLine: file.startLine,
    supply: file.supply,
    railheads: file.railheads,
    setup,
    ...(file.armies.before ? { setupBefore: setupBefore(file, units, map) } : {}),
    depots,
    replacements: file.replacements.axis.map((r) => ({ side: 'axis' as const, type: r.type, with: r.with, hex: hqHex(r.with) })).map(({ side, type, with: w }) => ({ side, type, with: w })),
    frozen: Object.entries(file.frozen.release).map(([army, release]) => ({ army, release })),
    reinforcements,
    setupLosses: file.setupLosses,
    withdrawals: file.withdrawals.map((w) => {
      if (w.unit !== undefined && !known.has(w.unit)) throw new Error(`withdrawal ${w.unit} is not in units.yaml`);
      return w;
    }),
    victory: file.victory,
    ...(file.firstWindow ? { firstWindow: file.firstWindow } : {}),
    ...(file.firstWeather ? { firstWeather: file.firstWeather } : {}),
    ...(file.weather ? { weather: file.weather } : {}),
    ...(file.lineHolding ? { lineHolding: file.lineHolding } : {}),
    ...(file.cityBattles ? { cityBattles: file.cityBattles.map((c) => ({ ...c, hex: hexOf(c.hex) })) } : {}),
    ...(file.bonuses ? { bonuses: file.bonuses } : {}),
    ...(file.guardPool ? { guardPool: guardPool(file.guardPool, units) } : {}),
    ...(file.firstTurnReinforcement ? { firstTurnReinforcement: { side: file.firstTurnReinforcement.side, units: file.firstTurnReinforcement.units, hex: hexOf(file.firstTurnReinforcement.hex) } } : {}),
    ...(file.kubanGarrison ? { kuban: compileKuban(file.kubanGarrison, setup, units, map, donHexes) } : {}),
    ...(file.setupOrder ? { playerSetup: playerSetup(file, map) } : {}),
    ...(file.caucasusGarrison ? { boxSetup: boxSetup(file.caucasusGarrison, units, hexOf) } : {}),
    southExits: southExitHexes(map),
    provenance: [
      { item: 'start line', note: file.startLine.note },
      { item: 'army set-up areas', note: file.armies.note },
      { item: 'frozen armies', note: file.frozen.note },
      { item: 'reinforcements', note: file.reinforcements.note },
      { item: 'replacements', note: file.replacements.note },
      ...(file.supply.axis?.depots ? [{ item: 'depots', note: 'the two Axis depots (35.2) start with the first two German Army HQs' }] : []),
      ...(file.railheads.repaired ? [{ item: 'repaired rail lines', note: file.railheads.repaired.note }] : []),
      ...(file.firstTurnReinforcement ? [{ item: 'first-turn reinforcement', note: file.firstTurnReinforcement.note }] : []),
      ...(file.withdrawnBefore ? [{ item: 'withdrawn before the start', note: file.withdrawnBefore.note }] : []),
      ...(file.kubanGarrison ? [{ item: 'Kuban garrison', note: file.kubanGarrison.note }] : []),
      ...(file.caucasusGarrison ? [{ item: 'Soviet Caucasus garrison', note: file.caucasusGarrison.note }] : []),
      ...(file.setupOrder ? [{ item: "players' set-up card", note: 'the army areas above stand in for the At Start Displays (35.1): rows along the line, or a radius around a hex; the units they place by name and the Front, Army Group and Air HQs keep their hexes' }] : []),
    ],
  };
}

/** 34.7: the garrison's counters in their box, each a Soviet unit of units.yaml, none twice. */
function boxSetup(g: NonNullable<ScenarioFile['caucasusGarrison']>, units: readonly UnitSpec[], hexOf: (label: string) => string): NonNullable<Scenario['boxSetup']> {
  if (new Set(g.units).size !== g.units.length) throw new Error('the Caucasus garrison names a counter twice');
  return g.units.map((id) => {
    if (units.find((u) => u.id === id)?.side !== 'soviet') throw new Error(`Caucasus garrison ${id} is not a Soviet counter of units.yaml`);
    return { unit: id, box: g.box, hex: hexOf(g.hex) };
  });
}

/** The set-up and the army areas of an earlier engine (`armies.before`): the file with that engine's fronts and slots, placed again. */
/** 22.3, 32.1: the Pool's counters, each a Soviet Guard unit of units.yaml, none twice. */
function guardPool(pool: readonly string[], units: readonly UnitSpec[]): string[] {
  for (const id of pool) {
    const u = units.find((x) => x.id === id);
    if (!u || u.side !== 'soviet' || u.branch !== 'guard') throw new Error(`Guard Pool unit ${id} is not a Soviet Guard unit of units.yaml`);
  }
  if (new Set(pool).size !== pool.length) throw new Error('a Guard Pool unit is listed twice');
  return [...pool];
}

function setupBefore(file: ScenarioFile, units: readonly UnitSpec[], map: MapData): NonNullable<Scenario['setupBefore']> {
  const before = file.armies.before!;
  const list = file.armies.list.map((a) => (before.fronts[a.army] ? { ...a, front: before.fronts[a.army] } : a));
  const earlier: ScenarioFile = { ...file, armies: { ...file.armies, frontSlots: before.frontSlots, list } };
  const areas: NonNullable<Scenario['setupBefore']>['areas'] = {};
  for (const a of list) if (before.fronts[a.army] && a.front) areas[a.army] = { side: a.side, rows: a.front };
  return { engine: before.engine, setup: placeUnits(earlier, units, map), areas };
}

/**
 * The players' set-up of 35.1 from the reconstructed set-up card: each army's area (its
 * rows along the line, or `setupRadius` hexes around its `at` hex, the Kuban garrison's
 * radius for the army that holds it), the units the card names to a hex, and the Kuban
 * Garrison's hexes (35.6).
 */
function playerSetup(file: ScenarioFile, map: MapData): NonNullable<Scenario['playerSetup']> {
  const hex = (label: string): string => map.aliases[label] ?? label;
  const kuban = file.kubanGarrison ? { around: hex(file.kubanGarrison.around), radius: file.kubanGarrison.radius } : undefined;
  const areas: NonNullable<Scenario['playerSetup']>['areas'] = {};
  for (const a of file.armies.list) {
    if (a.front) areas[a.army] = { side: a.side, rows: a.front };
    else if (a.at) {
      const around = hex(a.at);
      areas[a.army] = { side: a.side, around, radius: kuban && around === kuban.around ? kuban.radius : (a.setupRadius ?? 2) };
    }
  }
  // 36.1 STALINGRAD: the Soviet "may" start his 62nd Army divisions in the city hex, so they are not held to it
  const optional = new Set((file.cityBattles ?? []).flatMap((c) => c.soviet.units));
  const fixed = [...file.armies.list.flatMap((a) => Object.keys(a.place ?? {})).filter((id) => !optional.has(id)), ...Object.keys(file.armies.hqs)].sort();
  return { order: file.setupOrder!, areas, fixed, ...(kuban ? { kuban } : {}) };
}
