import type { Scenario, UnitSpec } from '../../../src/games/campaign-to-stalingrad/data/schema';
import type { MapData } from '../../../src/kernel/map/types';
import { placeUnits, ScenarioFileSchema } from './setup';
import { compileKuban, southExitHexes } from './south-map';

/** One scenario file (fall-blau.yaml) compiled against the units and the map. */
export function compileScenario(yaml: unknown, units: readonly UnitSpec[], map: MapData, donHexes: readonly string[] = []): Scenario {
  const file = ScenarioFileSchema.parse(yaml);
  const setup = placeUnits(file, units, map);
  const byArmy = (army: string): string[] => units.filter((u) => u.army === army).map((u) => u.id);
  const known = new Set(units.map((u) => u.id));
  const reinforcements = file.reinforcements.list.map((r) => {
    const list = r.units ?? (r.army ? byArmy(r.army) : []);
    for (const id of list) if (!known.has(id)) throw new Error(`reinforcement ${id} is not in units.yaml`);
    return { turn: r.turn, side: r.side, units: list, edge: r.edge, ...(r.eastOf ? { eastOf: r.eastOf } : {}) };
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
    startLine: file.startLine,
    supply: file.supply,
    railheads: file.railheads,
    setup,
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
    ...(file.kubanGarrison ? { kuban: compileKuban(file.kubanGarrison, setup, units, map, donHexes) } : {}),
    southExits: southExitHexes(map),
    provenance: [
      { item: 'start line', note: file.startLine.note },
      { item: 'army set-up areas', note: file.armies.note },
      { item: 'frozen armies', note: file.frozen.note },
      { item: 'reinforcements', note: file.reinforcements.note },
      { item: 'replacements', note: file.replacements.note },
      { item: 'depots', note: 'the two Axis depots (35.2) start with the first two German Army HQs' },
      ...(file.kubanGarrison ? [{ item: 'Kuban garrison', note: file.kubanGarrison.note }] : []),
    ],
  };
}
