import { z } from 'zod';
import { VictorySchema, WithdrawalSchema, type CtsSide, type UnitSpec } from '../../../src/games/campaign-to-stalingrad/data/schema';
import { createGrid } from '../../../src/kernel/hex/grid';
import { hexId } from '../../../src/kernel/ids';
import type { MapData } from '../../../src/kernel/map/types';
import { sideOfLine, startLineColumns } from './start-line';
import { KubanSourceSchema } from './south-map';
import { BonusSchema, OpeningCityBattleSchema } from '../../../src/games/campaign-to-stalingrad/data/scenario-extras';

/** A hex of the combined grid ("6336") or a printed south-map label ("S4336"). */
const HexLabel = z.string().regex(/^S?\d{4}$/);
const ArmySchema = z.object({
  army: z.string(),
  side: z.enum(['axis', 'soviet']),
  front: z.tuple([z.number().int(), z.number().int()]).optional(),
  at: HexLabel.optional(),
  perHex: z.number().int().min(1).max(3),
  hqBack: z.number().int().optional(),
  hq: HexLabel.optional(),
  place: z.record(z.string(), HexLabel).optional(),
  frozen: z.boolean().optional(),
  /** Players' set-up (35.1): how far from `at` the army's units may set up (default 2). */
  setupRadius: z.number().int().min(0).optional(),
});
export const ScenarioFileSchema = z.object({
  id: z.string(),
  /** The scenario whose order of battle sets up (compile/extends.ts: the file this one extends); absent: this one's. */
  setupOf: z.string().optional(),
  name: z.string(),
  description: z.string(),
  firstTurn: z.number().int(),
  lastTurn: z.number().int(),
  sections: z.array(z.union([z.literal(2), z.literal(3)])).optional(),
  startLine: z.object({ provenance: z.enum(['printed', 'reconstructed']), note: z.string(), rows: z.record(z.string(), z.number().int()), name: z.string().optional(), rule: z.string().optional() }),
  supply: z.record(z.enum(['axis', 'soviet']), z.object({ points: z.number(), depots: z.number() })),
  railheads: z.object({
    axis: z.array(HexLabel),
    unrepaired: z.object({ axis: z.array(z.tuple([HexLabel, HexLabel])) }),
    /** 36.3: the Axis north-map rail is repaired west of this line (the June 28th Start Line's rows); absent: the scenario's own start line. */
    axisRepairedWestOf: z.record(z.string(), z.number().int()).optional(),
    /** 36.3: "all rail hexes on the south map are repaired" for the Axis. */
    axisRepairedSouthMap: z.boolean().optional(),
    /** 36.3: lines repaired beyond that (from, to, both included). */
    repaired: z.object({ provenance: z.string(), note: z.string(), axis: z.array(z.tuple([HexLabel, HexLabel])) }).optional(),
  }),
  replacements: z.object({ provenance: z.string(), note: z.string(), axis: z.array(z.object({ type: z.string(), with: z.string() })) }),
  setupLosses: z.record(z.string(), z.object({ steps: z.number(), perUnit: z.number(), perArmy: z.number().optional(), army: z.string().optional() })),
  armies: z.object({
    provenance: z.string(),
    note: z.string(),
    /**
     * Which hexes of an army's `front` rows are filled first: `rows` (the default) one hex a row
     * at the line's column, then one column deeper, and so on; `contact` every hex of its side
     * touching the other side first (where the line steps across several columns between two
     * rows, the hexes of the step too), so the line holds (35.1(2), 36.1(2)).
     */
    frontSlots: z.enum(['rows', 'contact']).optional(),
    /**
     * How the games of an earlier engine set up (their archives replay with it): its
     * `frontSlots` and the fronts of the armies that differed. Compiled into the scenario's
     * `setupBefore`.
     */
    before: z
      .object({ engine: z.string(), note: z.string(), frontSlots: z.enum(['rows', 'contact']), fronts: z.record(z.string(), z.tuple([z.number().int(), z.number().int()])) })
      .optional(),
    list: z.array(ArmySchema),
    hqs: z.record(z.string(), HexLabel),
    /**
     * Counters set up in a named hex after every army (28.0 Artillery Divisions, 29.0 the
     * combat engineer): they take no slot of their army's area, so the armies stand as they
     * did before these counters came (units.yaml `engine`).
     */
    counters: z.record(z.string(), HexLabel).optional(),
  }),
  frozen: z.object({ provenance: z.string(), note: z.string(), release: z.record(z.string(), z.number().int()) }),
  reinforcements: z.object({
    provenance: z.string(),
    note: z.string(),
    list: z.array(
      z.object({
        turn: z.number().int(),
        side: z.enum(['axis', 'soviet']),
        army: z.string().optional(),
        units: z.array(z.string()).optional(),
        edge: z.enum(['north', 'west', 'east', 'south']),
        eastOf: HexLabel.optional(),
        /** The `eastOf` is reconstructed, not the text's (19.3 gives the whole friendly north edge): older engines' games keep it. */
        eastOfReconstructed: z.boolean().optional(),
        /** 34.7: the units arrive in the Caucasus Box, recorded as gone off the map by `hex`. */
        intoBox: z.object({ box: z.literal('caucasus'), hex: HexLabel }).optional(),
      }),
    ),
  }),
  /** 20.0: Withdrawals and Returns (data/schema.ts WithdrawalSchema). */
  withdrawals: z.array(WithdrawalSchema),
  kubanGarrison: KubanSourceSchema.optional(),
  /** 35.1: the sides that set up, in order, when the players set up (game option `setup: players`). */
  setupOrder: z.array(z.enum(['axis', 'soviet'])).optional(),
  /** Counters of a set-up army out of play at the start: withdrawn on an earlier turn of the Turn Record Track and never returned (Errata 3D). */
  withdrawnBefore: z.object({ note: z.string(), units: z.array(z.string()) }).optional(),
  /** 36.6: the window the game opens in when it is not the Axis Movement Phase of the first turn. */
  firstWindow: z.object({ phasing: z.enum(['axis', 'soviet']), phase: z.enum(['movement', 'combat']) }).optional(),
  /** 35.5, 36.5: the weather of the first turn when the weather rules are played. */
  firstWeather: z.enum(['clear', 'overcast', 'rain', 'snow']).optional(),
  /** 25.0: the weather rules' default for this scenario (game option `weather`). */
  weather: z.enum(['clear', 'rolled']).optional(),
  /** 36.1(2), (3): the line-holding duty does not apply on the south map. */
  lineHolding: z.object({ exceptSouthMap: z.boolean() }).optional(),
  /** 36.1 STALINGRAD: a Major City hex shared at the start, a Major City Battle (24.0) from the first turn. */
  cityBattles: z.array(OpeningCityBattleSchema).optional(),
  /** 36.6 [Change]: an army's first-turn combat bonus. */
  bonuses: z.array(BonusSchema).optional(),
  /** 22.3, 32.1: the Guard units in the Soviet Guard Pool at the start (the Campaign Game). */
  guardPool: z.array(z.string()).optional(),
  /** Errata 2: the first-turn reinforcement, set up on a friendly rail hex not adjacent to an enemy unit. */
  firstTurnReinforcement: z.object({ provenance: z.string(), note: z.string(), side: z.enum(['axis', 'soviet']), units: z.array(z.string()), hex: HexLabel }).optional(),
  /** 34.7: the Soviet counters that start in the Caucasus Off Map Box, recorded as gone off the map by `hex`. */
  caucasusGarrison: z.object({ provenance: z.string(), note: z.string(), box: z.literal('caucasus'), hex: HexLabel, units: z.array(z.string()) }).optional(),
  victory: VictorySchema,
});
export type ScenarioFile = z.infer<typeof ScenarioFileSchema>;

/** Whether a counter belongs to the scenario's order of battle (units.yaml `scenarios`; absent: every scenario). */
export const playsIn = (u: UnitSpec, scenario: string): boolean => u.scenarios === undefined || u.scenarios.includes(scenario);

const isHq = (u: UnitSpec): boolean => u.type.endsWith('-hq');
export const stackValue = (u: UnitSpec): number => (isHq(u) ? 0 : u.size === 'XX' || u.size === 'XXX' ? 1 : 0.5);

/**
 * Places every at-start unit (35.1) by its army's set-up area: the hexes next to the
 * start line in the army's rows, `perHex` units a hex, then the line behind; or the
 * hexes nearest its `at` hex on its own side. Deterministic: hexes in row order, units
 * in units.yaml order. Throws when a unit would land off the map or on the wrong side (36.1
 * STALINGRAD: the units a shared city hex names stand in it, on the other side of the line).
 */
export function placeUnits(file: ScenarioFile, units: readonly UnitSpec[], map: MapData): { unit: string; hex: string }[] {
  const grid = createGrid(map.grid);
  const line = startLineColumns(file.startLine.rows, map.grid.firstRange[0], map.grid.firstRange[1]);
  const [colLo, colHi] = map.grid.secondRange;
  const out: { unit: string; hex: string }[] = [];
  const load = new Map<string, number>();
  const put = (unit: UnitSpec, label: string): void => {
    const hex = map.aliases[label] ?? label;
    if (!map.hexes[hex]) throw new Error(`${unit.id}: ${hex} is not on the map`);
    const shared = file.cityBattles?.some((c) => c.hex === hex && c.soviet.units.includes(unit.id)) ?? false;
    if (sideOfLine(line, hex) !== unit.side && !shared) throw new Error(`${unit.id}: ${hex} is on the wrong side of the start line`);
    out.push({ unit: unit.id, hex });
    load.set(hex, (load.get(hex) ?? 0) + stackValue(unit));
  };
  const reinforcementUnits = new Set([...file.reinforcements.list.flatMap((r) => r.units ?? []), ...(file.firstTurnReinforcement?.units ?? [])]);
  const outOfPlay = new Set(file.withdrawnBefore?.units ?? []); // Errata 3D: not set up, so the game holds them withdrawn
  const byHex = file.armies.counters ?? {};

  for (const a of file.armies.list) {
    const members = units.filter((u) => u.army === a.army && playsIn(u, file.setupOf ?? file.id) && !reinforcementUnits.has(u.id) && !outOfPlay.has(u.id) && !(u.id in byHex));
    const fixed = a.place ?? {};
    for (const [id, hex] of Object.entries(fixed)) {
      const u = members.find((m) => m.id === id);
      if (!u) throw new Error(`army ${a.army}: ${id} is not one of its units`);
      put(u, hex);
    }
    const combat = members.filter((u) => !isHq(u) && !(u.id in fixed));
    const slots = slotsFor(a, line, colLo, colHi, map, grid, file.armies.frontSlots ?? 'rows');
    let i = 0;
    const spread = file.armies.frontSlots === 'contact' && a.front !== undefined;
    for (const u of combat) {
      while (i < slots.length && (load.get(slots[i]!) ?? 0) + stackValue(u) > a.perHex) i++;
      // `contact`: one unit a hex along the line before any hex takes a second
      const empty = spread ? slots.find((h) => (load.get(h) ?? 0) === 0) : undefined;
      const hex = empty ?? slots[i];
      if (!hex) throw new Error(`army ${a.army}: no room left for ${u.id}`);
      put(u, hex);
    }
    for (const hq of members.filter(isHq)) {
      const middle = a.front ? Math.round((a.front[0] + a.front[1]) / 2) : null;
      let hex = a.hq ?? a.at;
      if (!hex && middle !== null) {
        const edgeCol = line.get(middle)! + (a.side === 'axis' ? 1 : 0);
        const col = a.side === 'axis' ? Math.min(colHi, edgeCol + (a.hqBack ?? 3)) : Math.max(colLo, edgeCol - (a.hqBack ?? 3));
        hex = label(middle, col);
      }
      if (!hex) throw new Error(`army ${a.army}: nowhere to put its HQ`);
      put(hq, hex);
    }
  }
  for (const id of file.firstTurnReinforcement?.units ?? []) {
    const u = units.find((x) => x.id === id);
    if (!u) throw new Error(`first-turn reinforcement ${id} is not in units.yaml`);
    put(u, file.firstTurnReinforcement!.hex); // Errata 2
  }
  for (const [id, hex] of Object.entries(file.armies.hqs)) {
    const u = units.find((x) => x.id === id);
    if (!u) throw new Error(`HQ ${id} is not in units.yaml`);
    put(u, hex);
  }
  for (const [id, hex] of Object.entries(byHex)) {
    const u = units.find((x) => x.id === id);
    if (!u) throw new Error(`counter ${id} is not in units.yaml`);
    put(u, hex);
  }
  return out;
}

const label = (row: number, col: number): string => `${String(row).padStart(2, '0')}${String(col).padStart(2, '0')}`;

function slotsFor(
  a: z.infer<typeof ArmySchema>,
  line: ReadonlyMap<number, number>,
  colLo: number,
  colHi: number,
  map: MapData,
  grid: ReturnType<typeof createGrid>,
  frontSlots: 'rows' | 'contact',
): string[] {
  const side: CtsSide = a.side;
  if (a.front) {
    const out: string[] = [];
    if (frontSlots === 'contact') {
      // every hex of the army's rows on its side with a neighbour on the other side, row by row
      for (let r = a.front[0]; r <= a.front[1]; r++) {
        const edge = line.get(r)!;
        const cols = [...Array(colHi - colLo + 1).keys()].map((k) => colLo + k).sort((x, y) => Math.abs(x - edge) - Math.abs(y - edge) || x - y);
        const touching = cols
          .map((col) => label(r, col))
          .filter((h) => map.hexes[h] && sideOfLine(line, h) === side && grid.neighbours(hexId(h)).some((n) => map.hexes[n] && line.has(Number(n.slice(0, 2))) && sideOfLine(line, n) !== side));
        // every other one: the hex between two units is in both their zones, a Hex Bond (6.4)
        out.push(...touching.filter((_, k) => k % 2 === 0));
      }
    }
    for (let depth = 0; depth < 4; depth++) {
      for (let r = a.front[0]; r <= a.front[1]; r++) {
        const edge = line.get(r)!;
        const col = side === 'soviet' ? edge - depth : edge + 1 + depth;
        if (col >= colLo && col <= colHi && !out.includes(label(r, col))) out.push(label(r, col));
      }
    }
    return out.filter((h) => map.hexes[h]);
  }
  if (a.at) {
    const at = hexId(map.aliases[a.at] ?? a.at);
    return grid
      .within(at, 4)
      .filter((h) => map.hexes[h] && sideOfLine(line, h) === side)
      .sort((x, y) => grid.distance(at, x) - grid.distance(at, y) || (x < y ? -1 : 1));
  }
  throw new Error(`army ${a.army} has neither a front nor an at hex`);
}
