import { z } from 'zod';
import { createGrid, type Grid } from '#kernel/hex/grid';
import type { HexId } from '#kernel/ids';
import { createMap, type GameMap } from '#kernel/map/game-map';
import { hexIndex, type HexIndex } from '#kernel/map/hex-index';
import type { GridSpec, MapData } from '#kernel/map/types';
import { GridSpecSchema } from '#kernel/map/schema';
import { SOS_TERRAIN } from './los-map';
import { TEC_HEXSIDES, type TecCrossing, type TecHexside, type TecTerrain } from './tec';

/**
 * The Streets of Stalingrad city map (scenarios/streets-of-stalingrad/map/city.yaml): the
 * printed map is not in the rulebook text, so the file is reconstructed by regions, chains and
 * named hexes, and compile/city-map.ts turns it into one record per hex and per featured
 * hexside. The hexes of the line-of-sight examples (los-examples.yaml) are laid over it.
 */
const LABEL_MESSAGE = 'a hex label is four digits, as printed (CCRR)';
const Label = z.string().regex(/^\d{4}$/, LABEL_MESSAGE);
const Range = z.tuple([z.number().int(), z.number().int()]).refine(([a, b]) => a <= b, 'a range runs from low to high');
const Note = z.string().min(1);

/** The three map sections (SoS 2.17): the South map, the Central on it from row xx24, the North from xx56. */
export const SOS_SECTIONS = ['south', 'central', 'north'] as const;
export type SosSection = (typeof SOS_SECTIONS)[number];

/** The three East Bank boxes (2.14), one per map section (8.70∆); each lies along the full Volga hexes of its rows. */
export type EastBankBox = SosSection;

const RegionSchema = z
  .object({ columns: Range, rows: Range, terrain: z.enum(SOS_TERRAIN), note: Note })
  .strict();

const NamedHexSchema = z
  .object({
    terrain: z.array(z.enum(SOS_TERRAIN)).min(1),
    relief: z.enum(['hill-top', 'slope-top', 'slope']).optional(),
    height: z.number().positive().optional(),
    name: z.string().optional(),
    note: Note,
  })
  .strict();

const ChainSchema = z
  .object({ name: z.string().min(1), kind: z.enum(['road', 'railroad']), hexes: z.array(Label).min(2), note: Note })
  .strict();

/**
 * A feature drawn along hexsides, as the chain of hexes it borders and the side of that
 * chain it runs along ("left" or "right" walking the list from first to last hex). Every
 * hexside between a chain hex and a neighbour on that side carries the feature.
 */
const HexsideChainSchema = z
  .object({
    feature: z.enum(TEC_HEXSIDES).exclude(['volga']),
    through: z.array(Label).min(2),
    side: z.enum(['left', 'right']),
    /** Appendix B: hexes where a break lets vehicles cross every featured hexside of the hex. */
    breaks: z.array(Label).optional(),
    note: Note,
  })
  .strict();

const ArrowSchema = z
  .object({ number: z.number().int().positive(), river: Label, landing: Label, box: z.enum(SOS_SECTIONS), note: Note.optional() })
  .strict();

const EastBankBoxSchema = z
  .object({ name: z.string().min(1), rows: Range, adjacent: z.array(z.enum(SOS_SECTIONS)), rangeNumbers: z.record(z.string(), z.number().int().positive()), note: Note })
  .strict();

const OffMapBoxSchema = z
  .object({ name: z.string().min(1), columns: Range, rows: Range, roads: z.array(z.string()).min(1), adjacent: z.array(z.string()), note: Note })
  .strict();

const AppendixLine = z.string().regex(/^\d{4}(\((T|RR|E)\))?$/, 'an Appendix entry is a hex label, with (T), (RR) or (E) when the rulebook marks one');

export const CityMapSourceSchema = z
  .object({
    provenance: z.enum(['printed', 'reconstructed']),
    note: Note,
    grid: GridSpecSchema,
    sections: z.record(z.enum(SOS_SECTIONS), z.object({ rows: Range, note: Note }).strict()),
    /** Full Volga hexes (8.62): in each band of rows, the columns from 1 through `to`. */
    volga: z.array(z.object({ rows: Range, to: z.number().int().nonnegative(), note: Note }).strict()),
    regions: z.array(RegionSchema),
    hexes: z.record(z.string(), NamedHexSchema),
    roads: z.array(ChainSchema),
    hexsides: z.array(HexsideChainSchema),
    arrows: z.array(ArrowSchema),
    eastBankBoxes: z.record(z.enum(SOS_SECTIONS), EastBankBoxSchema),
    offMapBoxes: z.record(z.string(), OffMapBoxSchema),
    victory: z.object({ hexes: z.record(z.string(), z.number().int().positive()), note: Note }).strict(),
    appendix: z.object({ A: z.array(AppendixLine), B: z.array(AppendixLine), note: Note }).strict(),
  })
  .strict();

export type CityMapSource = z.output<typeof CityMapSourceSchema>;

export type Relief = 'hill-top' | 'slope-top' | 'slope';
/** Appendix A (vehicles blocked) or B (vehicles may cross), with the feature the list marks. */
export interface AppendixEntry { list: 'A' | 'B'; mark?: 'T' | 'RR' | 'E' }

/** One hex of the compiled map. */
export interface CityHex {
  readonly id: HexId;
  /** Every terrain in the hex (its colour, relief, balka, roads, railroads), as the TEC names them. */
  readonly terrain: readonly TecTerrain[];
  readonly relief?: Relief;
  readonly height?: number;
  readonly name?: string;
  readonly sections: readonly SosSection[];
  readonly vp: number;
  /** 8.62: a full Volga hex, a partial river/land hex (land beside a full Volga hex), or land. */
  readonly river: 'volga' | 'bank' | 'land';
  readonly cliff: boolean;
  /** 3.4, 8.65: the numbered arrow pointing to this landing hex. */
  readonly landingArrow?: number;
  readonly appendix: readonly AppendixEntry[];
}

/** One hexside with a feature drawn along it. */
export interface CityHexside {
  readonly features: readonly TecHexside[];
  readonly crossedBy: readonly TecCrossing[];
}

export interface CityArrow { readonly number: number; readonly river: HexId; readonly landing: HexId; readonly box: EastBankBox }

/**
 * The compiled city map as plain data (the title's bundle holds it): every hex's record, the
 * featured hexsides, the roads and railroads, the routes across hexsides, the landing arrows
 * and the boxes, with the grid they are laid on.
 */
export interface CityMapData {
  readonly provenance: MapData['provenance'];
  readonly note: string;
  readonly grid: GridSpec;
  readonly hexes: readonly CityHex[];
  readonly hexsides: Readonly<Record<string, CityHexside>>;
  readonly roads: readonly { name: string; kind: 'road' | 'railroad'; hexes: readonly HexId[] }[];
  /** 8.14: the roads and railroads that run from hex to hex across a hexside, by hexside key. */
  readonly routes: Readonly<Record<string, readonly ('road' | 'railroad')[]>>;
  readonly arrows: readonly CityArrow[];
  readonly eastBankBoxes: Readonly<Record<EastBankBox, { name: string; touches: readonly HexId[]; adjacent: readonly EastBankBox[]; rangeNumbers: Readonly<Record<string, number>> }>>;
  readonly offMapBoxes: Readonly<Record<string, { name: string; touches: readonly HexId[]; roads: readonly string[]; adjacent: readonly string[] }>>;
}

/**
 * The compiled city map: its data with the kernel's map of it (kernel/map/game-map.ts: every
 * hex with its terrain list as features, every featured hexside), as the reports draw it
 * (`mapData`), and its dense hex numbers (kernel/map/hex-index.ts, sorted label order), with
 * the SoS facts of each hex by number.
 */
export interface CityMap extends Omit<CityMapData, 'grid'> {
  readonly grid: Grid;
  readonly mapData: MapData;
  readonly gameMap: GameMap;
  readonly index: HexIndex;
  readonly ids: readonly HexId[];
  indexOf(h: HexId): number;
  hex(h: HexId): CityHex | undefined;
}

/** The city map over its compiled data: the grid, the kernel's map and the hex index made once. */
export function cityMapOf(data: CityMapData): CityMap {
  const mapData: MapData = {
    provenance: data.provenance,
    note: data.note,
    grid: data.grid,
    hexes: Object.fromEntries(data.hexes.map((x) => [x.id, { terrain: x.terrain[0]!, features: [...x.terrain], section: x.sections.join('+'), ...(x.name ? { name: x.name } : {}) }])),
    hexsides: Object.fromEntries(Object.entries(data.hexsides).map(([k, v]) => [k, [...v.features]])),
    aliases: {},
  };
  const gameMap = createMap(mapData);
  const index = hexIndex(gameMap);
  return {
    ...data,
    grid: createGrid(data.grid),
    mapData,
    gameMap,
    index,
    ids: index.ids,
    indexOf: (h) => index.indexOf(h),
    hex: (h) => data.hexes[index.indexOf(h)],
  };
}

/**
 * The range in hexes between an East Bank box and a West Bank hex (SoS 14.53, 2.16): the
 * small number in a Volga hex next to the box, plus the hexes from there, the shortest way.
 */
export function eastBankRange(map: CityMap, box: EastBankBox, h: HexId): number | null {
  let best: number | null = null;
  for (const [via, n] of Object.entries(map.eastBankBoxes[box].rangeNumbers)) {
    const r = n + map.grid.distance(via as HexId, h);
    if (best === null || r < best) best = r;
  }
  return best;
}
