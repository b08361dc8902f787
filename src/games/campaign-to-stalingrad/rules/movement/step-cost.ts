import { hexsideKey } from '#kernel/hex/hexside';
import { cached } from '#kernel/memo/cached';
import { hexIndex } from '#kernel/map/hex-index';
import type { HexId } from '#kernel/ids';
import type { StepCost, StepVerdict } from '#kernel/movement/path';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { enemyOf, type Occupancy } from '../occupancy';
import { isHq, isNonCombat } from '../unit-kind';
import { leavingCost, roadIgnored, type Interdiction } from '../air/interdiction';
import { accessProblem, entersDisplay, throughAccess, type CityGates } from '../city/access-hexsides';

export interface Mover {
  side: CtsSide;
  motorized: boolean;
  /** Hungarian or Rumanian: may not move through the other's hex (5.2). */
  nationality: string;
  /** The movement allowance this phase (a Volga or lake crossing costs all of it, 4.4.5). */
  allowance: number;
  /** Where the move starts. */
  start: HexId;
  /** 4.4.4: ferry hexsides (hexside keys) where this side pays the ferry's +1 (ferry.ts). */
  ferries?: ReadonlySet<string>;
  /** 23.10: the enemy's Interdicted hexes and Secondary Zones (rules/air/interdiction.ts); none when absent. */
  interdiction?: Interdiction;
  /** 31.2: the Rasputitsa is on (rules/weather/rasputitsa.ts); off when absent. */
  mud?: boolean;
  /** 24.6 (3): the Major City Battle hexes and their Access Hexsides (rules/city/access-hexsides.ts); every hexside open when absent. */
  city?: CityGates | null;
}

/** 4.6 per hex number (hexIndex): 0 not yet asked, 1 not next to an enemy unit, 2 next to one. */
interface CombatZone {
  byIndex: Uint8Array;
  other: Map<HexId, boolean>;
}

const combatZones = new WeakMap<CtsContext, WeakMap<Occupancy, Map<CtsSide, CombatZone>>>();

/** What one hexside's features mean to a move (4.4), read once per feature list of the map. */
interface SideRates {
  road: boolean;
  /** A lake hexside (4.4.7; impassable in the Rasputitsa, 31.2). */
  lake: boolean;
  /** The first feature that costs the entire allowance (Volga, lake), if any. */
  big: string | undefined;
  ferry: boolean;
  /** The hexside extras, in feature order: without a ferry in effect, and with one (4.4.4). */
  extras: readonly (readonly [number, number])[];
  extrasFerry: readonly (readonly [number, number])[];
}

const sideRates = new WeakMap<CtsContext, WeakMap<readonly string[], SideRates>>();

function ratesOf(ctx: CtsContext, side: readonly string[]): SideRates {
  return cached(cached(sideRates, ctx, () => new WeakMap()), side, () => {
    const t = ctx.tables.terrain;
    const extrasFor = (ferry: boolean): (readonly [number, number])[] => {
      const out: (readonly [number, number])[] = [];
      for (const f of side) {
        const extra = t.hexside[f];
        if (!Array.isArray(extra) || (f === 'ferry' ? !ferry : ferry && f === 'major-river')) continue;
        out.push(extra as readonly [number, number]);
      }
      return out;
    };
    return {
      road: side.includes('road'),
      lake: side.includes('lake'),
      big: side.find((f) => t.hexside[f] === 'entire'),
      ferry: side.includes('ferry'),
      extras: extrasFor(false),
      extrasFerry: extrasFor(true),
    };
  });
}

const prohibited = (code: string, message: string, rule: string): StepVerdict => ({ prohibited: true, code, message, rule });

/**
 * What entering `to` from the adjacent `from` costs a unit (4.2-4.7, 6.4, 6.8a), read
 * from the terrain chart (tables.yaml): the road rate along a connecting road, which
 * ignores the other terrain, the extra for leaving marsh included, and bridged rivers
 * (4.4.1, 4.4.3); otherwise the hex, the
 * river hexside (ignored in or along marsh, 4.4.6) and the extra for leaving marsh;
 * a Volga or lake hexside costs the whole allowance and must be the first step (4.4.5,
 * 4.4.7); +1 into a hex next to an enemy unit (4.6). Enemy units and enemy bonds may
 * not be entered or crossed (4.2, 6.4), except an intersecting bond that stood at the
 * start of the phase, which costs the whole allowance (6.8a).
 *
 * With `share`, the verdicts are kept for the position (the Occupancy, the bonds, and the
 * intersecting bonds, ferries and interdiction objects given) and units alike, so that the
 * move searches of a whole side (options.ts) judge each step once.
 */
export function stepCost(ctx: CtsContext, occ: Occupancy, enemyBonds: BondMap, mover: Mover, intersectingAtStart: ReadonlySet<HexId> = new Set(), opts: { share?: boolean } = {}): SharedStepCost {
  const t = ctx.tables.terrain;
  const i = mover.motorized ? 1 : 0;
  const enemy = enemyOf(mover.side);
  // 4.6: asked of every hex every unit's move search enters; the answer is one position's, kept per Occupancy
  const index = hexIndex(ctx.map);
  const zone = cached(cached(cached(combatZones, ctx, () => new WeakMap()), occ, () => new Map()), enemy, (): CombatZone => ({ byIndex: new Uint8Array(index.ids.length), other: new Map() }));
  const enemyNear = (h: HexId): boolean => ctx.map.adjacent(h).some((n) => occ.some(n, enemy, (p) => !isNonCombat(p.spec) || isHq(p.spec)));
  const nearAt = (k: number, h: HexId): boolean => {
    let v = zone.byIndex[k]!;
    if (v === 0) zone.byIndex[k] = v = enemyNear(h) ? 2 : 1;
    return v === 2;
  };
  const nextToEnemy = (h: HexId): boolean => {
    const k = index.indexOf(h);
    return k < 0 ? cached(zone.other, h, () => enemyNear(h)) : nearAt(k, h);
  };
  const rival = mover.nationality === 'hungarian' ? 'rumanian' : mover.nationality === 'rumanian' ? 'hungarian' : null;
  const whole: StepVerdict = { cost: mover.allowance };
  const steps = mapSteps(ctx);
  /**
   * The step's verdict as the rules give it, with the unit's own allowance and start: its cost, a prohibition, or WHOLE
   * and BIG for the two answers that depend on them. `k`, `n` and `e`, when given (not -1), are the hex numbers of `from`
   * and `to` and the step's number (k * 6 + the neighbour's place), read from the map's tables instead of the ids.
   */
  const judge = (from: HexId, to: HexId, k = -1, n = -1, e = -1): number | StepVerdict | typeof WHOLE | typeof BIG => {
    // CtS 24.6 (3) "Entry and exit from the hex is allowed only through Access Hexsides": the display hex holds both sides' units
    if (mover.city && !throughAccess(mover.city, mover.side, from, to)) return prohibited('city-access', accessProblem(mover.city, mover.side, from, to)!, 'CtS 24.6');
    if (occ.enemyIn(to, mover.side) && occ.some(to, enemy, (p) => !isNonCombat(p.spec)) && !entersDisplay(mover.city ?? null, mover.side, from, to)) {
      return prohibited('enemy-occupied', `${to} holds enemy units`, 'CtS 4.2');
    }
    if (rival && occ.some(to, mover.side, (p) => p.spec.nationality === rival)) {
      return prohibited('hungarian-rumanian', `${mover.nationality} units may not move through a ${rival} hex`, 'CtS 5.2');
    }
    let whole = false;
    if (enemyBonds.blocks(from, to)) {
      if (!intersectingAtStart.has(to)) return prohibited('enemy-bond', `entering ${to} enters or crosses an enemy ZOC bond`, 'CtS 6.4');
      whole = true; // 6.8a
    }
    const rates = e >= 0 ? steps.rates[e]! : ratesOf(ctx, ctx.map.hexsideFeatures(from, to));
    if (mover.mud && rates.lake) return prohibited('lake-in-rasputitsa', `the lake hexside between ${from} and ${to} is impassable in the Rasputitsa`, 'CtS 31.2');
    const road = rates.road && !(mover.interdiction && roadIgnored(mover.interdiction, from, to)); // 23.10.1 (4): roads and bridges ignored
    const big = rates.big;
    if (big && !road) return BIG; // 4.4.5: from the start only, then the whole allowance
    if (whole) return WHOLE;
    const fromTerrain = k >= 0 ? steps.terrain[k]! : ctx.map.hex(from)!.terrain;
    const toTerrain = n >= 0 ? steps.terrain[n]! : ctx.map.hex(to)!.terrain;
    let cost: number;
    // CtS 31.2 (1): in the Rasputitsa a motorized unit pays 2 MP for Clear terrain and 1 MP along a road
    const muddy = mover.mud === true && mover.motorized;
    if (road) {
      cost = muddy ? Math.max(t.road[i], 1) : t.road[i];
    } else {
      cost = (t.enter[toTerrain] ?? t.enter.clear!)[i];
      if (muddy && (toTerrain === 'clear' || t.enter[toTerrain] === undefined)) cost = Math.max(cost, 2);
      const marsh = fromTerrain === 'marsh' || toTerrain === 'marsh';
      if (!marsh) {
        // CtS 4.4.4: a ferry in effect costs +1 instead of the major river's +2/+4
        const ferry = rates.ferry && mover.ferries?.has(hexsideKey(from, to)) === true;
        for (const extra of ferry ? rates.extrasFerry : rates.extras) cost += extra[i]!;
      }
    }
    // CtS 4.4.1: a unit following a road "may ignore the cost of the other terrain", the +2/+4 for leaving a marsh (4.4.6) among it
    const leave = road ? undefined : t.leave[fromTerrain];
    if (leave) cost += leave[i];
    if (mover.interdiction) cost += leavingCost(mover.interdiction, from); // 23.10.1 (1)
    if (n >= 0 ? nearAt(n, to) : nextToEnemy(to)) cost += t.combatZone;
    return cost;
  };
  const answer = (from: HexId, to: HexId, v: number | StepVerdict | typeof WHOLE | typeof BIG): StepVerdict => {
    if (typeof v === 'number') return { cost: v };
    if (v === WHOLE) return whole;
    if (v === BIG) {
      if (from !== mover.start) {
        const big = ratesOf(ctx, ctx.map.hexsideFeatures(from, to)).big;
        return prohibited('crossing-not-from-start', `crossing the ${big} hexside needs the unit to start next to it`, 'CtS 4.4.5');
      }
      return whole;
    }
    return v;
  };
  if (!opts.share) return (from, to) => answer(from, to, judge(from, to));
  // units alike (side, motorized, Hungarian or Rumanian) share the verdicts of one position's steps, kept per step by hex number and
  // the neighbour's place among its neighbours (hexIndex), when they are given the same ferries, interdiction and intersecting bonds objects (options.ts)
  const verdicts = cached(
    cached(cached(cached(cached(cached(cached(stepMemo, occ, () => new WeakMap()), enemyBonds, () => new WeakMap()), intersectingAtStart, () => new WeakMap()), mover.interdiction ?? NONE, () => new WeakMap()), mover.ferries ?? NONE, () => new WeakMap()), mover.city ?? NONE, () => new Map()),
    `${mover.side}|${i}|${rival ?? ''}|${mover.mud ? 1 : 0}`,
    (): StepVerdicts => ({ codes: new Float64Array(index.ids.length * 6), verdict: new Map() }),
  );
  const { ids, neighbours } = index;
  /** The step to the nth neighbour of hex number k as a number (the cost, or PROHIBITED, WHOLE_CODE, BIG_CODE), judged once for units alike. */
  const codeAt = (k: number, nth: number): number => {
    const e = k * 6 + nth;
    const known = verdicts.codes[e]!;
    if (known !== 0) return known - ASKED; // asked before
    const n = neighbours[k]![nth]!;
    const v = judge(ids[k]!, ids[n]!, k, n, e);
    let code: number;
    if (typeof v === 'number') code = v;
    else {
      verdicts.verdict.set(e, v);
      code = v === WHOLE ? WHOLE_CODE : v === BIG ? BIG_CODE : PROHIBITED;
    }
    verdicts.codes[e] = code + ASKED;
    return code;
  };
  const startAt = index.indexOf(mover.start);
  const at = (k: number, nth: number): number => {
    const c = codeAt(k, nth);
    if (c >= 0) return c;
    if (c === WHOLE_CODE) return mover.allowance;
    if (c === BIG_CODE) return k === startAt ? mover.allowance : PROHIBITED; // 4.4.5: from the start only, then the whole allowance
    return PROHIBITED;
  };
  const cost: SharedStepCost = (from, to) => {
    const k = index.indexOf(from);
    const nth = k >= 0 ? neighbours[k]!.indexOf(index.indexOf(to)) : -1;
    if (nth < 0) return answer(from, to, judge(from, to));
    const c = codeAt(k, nth);
    return answer(from, to, c >= 0 ? c : verdicts.verdict.get(k * 6 + nth)!);
  };
  cost.at = at;
  return cost;
}

/**
 * Step costs shared by units alike, also asked by hex number: `at(from, nth)` is the cost of
 * the step to the nth of `from`'s neighbours (hexIndex), or -1 when it is prohibited, as
 * reachable's stepAt.
 */
export type SharedStepCost = StepCost & { at?: (from: number, nth: number) => number };

/** What a step's hexes and hexside are, by hex number and step number (k * 6 + the neighbour's place, hexIndex): read once per map. */
interface MapSteps {
  terrain: readonly string[];
  rates: readonly SideRates[];
}

const mapStepsMemo = new WeakMap<CtsContext, MapSteps>();

function mapSteps(ctx: CtsContext): MapSteps {
  return cached(mapStepsMemo, ctx, () => {
    const { ids, neighbours } = hexIndex(ctx.map);
    const rates: SideRates[] = new Array<SideRates>(ids.length * 6);
    ids.forEach((h, k) => neighbours[k]!.forEach((n, nth) => (rates[k * 6 + nth] = ratesOf(ctx, ctx.map.hexsideFeatures(h, ids[n]!)))));
    return { terrain: ids.map((h) => ctx.map.hex(h)!.terrain), rates };
  });
}

const WHOLE = Symbol('whole allowance');
const BIG = Symbol('Volga or lake crossing');
const NONE = {};

/**
 * One position's steps for units alike, by `hex number * 6 + the neighbour's place`: as
 * numbers for the move search (0 until asked, then ASKED + the cost, or PROHIBITED,
 * WHOLE_CODE, BIG_CODE), and the verdict of each step that is not a plain cost.
 */
interface StepVerdicts {
  codes: Float64Array;
  verdict: Map<number, StepVerdict | typeof WHOLE | typeof BIG>;
}

const PROHIBITED = -1;
const WHOLE_CODE = -2;
const BIG_CODE = -3;
/** Added to a step's code when it is kept, so that 0 (a new table) means "not asked yet". */
const ASKED = 4;

const stepMemo = new WeakMap<Occupancy, WeakMap<BondMap, WeakMap<ReadonlySet<HexId>, WeakMap<object, WeakMap<object, WeakMap<object, Map<string, StepVerdicts>>>>>>>();
