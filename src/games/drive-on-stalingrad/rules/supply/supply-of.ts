import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, sortedUnitIds, unitDef } from '#games/drive-on-stalingrad/state/units';
import { unitsVersion } from '#games/drive-on-stalingrad/state/unit-writes';
import { cached } from '#kernel/memo/cached';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { aerialMarker, underAerialMarker } from './aerial-cover';
import { networkKeyParts } from './position-key';
import { isCoastalSupplyHex } from './coastal';
import { lineOf, reaches, sideNetwork, SUPPLY_LINE_LENGTH, type NetworkLine, type SideNetwork } from './network';
import { sectionOf } from './sections';
import type { SupplyStatus } from './supply-status';

/** How a hex is supplied, with the line that does it (for reports and views). */
export interface SupplyTrace {
  status: SupplyStatus;
  /** Regular supply: hexes to the first functioning source, that source, and its chain back to an ultimate source. */
  line?: NetworkLine;
  /** Soviet north-sheet hexes east of the Volga need no line (7.9). */
  automatic?: true;
  /** Plain English with the rule. */
  text: string;
}

const unlimited = (ctx: DosContext, state: DosState): boolean => scenarioOf(ctx, state.scenario).data.supply === 'unlimited';

/**
 * The supply state of `side`'s units in `hex` in this position (DoS 7.2-7.13): every
 * unit of a side in one hex has the same. Soviet: east of the Volga on the north sheet
 * always (7.9), else regular with a line of at most seven hexes to a functioning source
 * of its sheet (7.8, 7.10, 7.12, 7.13), else OOS. German side: regular the same way
 * (7.3, 7.4, 7.13), else aerial under the marker (7.6), else coastal on the Azov or Black
 * Sea coast (7.5), else OOS (digest SP-1).
 */
export function supplyTrace(ctx: DosContext, state: DosState, side: DosSide, hex: HexId, net?: SideNetwork): SupplyTrace {
  if (unlimited(ctx, state)) return { status: 'regular', text: 'supply is not traced in this scenario' };
  const sheet = sectionOf(ctx, hex);
  if (side === SOVIET && sheet === 'north' && ctx.map.hasFeature(hex, 'east-of-volga')) {
    return { status: 'regular', automatic: true, text: `${hex} is east of the Volga: always supplied (DoS 7.9)` };
  }
  const line = lineOf(ctx, net ?? sideNetwork(ctx, state, side), hex);
  if (line !== null) {
    return {
      status: 'regular',
      line,
      text: `${line.length} hex${line.length === 1 ? '' : 'es'} to ${line.chain.join(' → ')} (DoS 7.12)`,
    };
  }
  const none = `no line of ${SUPPLY_LINE_LENGTH} hexes or less to a functioning ${side === GERMAN ? 'German' : 'Soviet'} source (DoS 7.12)`;
  if (side === GERMAN && underAerialMarker(ctx, state, hex)) return { status: 'aerial', text: `${none}; under the aerial supply marker (DoS 7.6)` };
  if (side === GERMAN && isCoastalSupplyHex(ctx, hex)) return { status: 'coastal', text: `${none}; coastal hex (DoS 7.5)` };
  return { status: 'oos', text: `${none}: out of supply (DoS 7.15)` };
}

/**
 * The supply state of `side`'s units in `hex` now (DoS 7.16 checks it at each move and
 * battle): supplyTrace's status, without building the explanation.
 */
export function supplyAt(ctx: DosContext, state: DosState, side: DosSide, hex: HexId, net?: SideNetwork): SupplyStatus {
  if (unlimited(ctx, state)) return 'regular';
  const sheet = sectionOf(ctx, hex);
  if (side === SOVIET && sheet === 'north' && ctx.map.hasFeature(hex, 'east-of-volga')) return 'regular';
  if (reaches(ctx, net ?? sideNetwork(ctx, state, side), hex)) return 'regular';
  if (side === GERMAN && underAerialMarker(ctx, state, hex)) return 'aerial';
  if (side === GERMAN && isCoastalSupplyHex(ctx, hex)) return 'coastal';
  return 'oos';
}

/**
 * The supply state of one unit now. Units not on the map (pending, eliminated) count as
 * regular: they trace nothing and nothing halves them.
 */
export function supplyOf(ctx: DosContext, state: DosState, unit: UnitId | string): SupplyStatus {
  const u = Object.hasOwn(state.units, unit) ? state.units[unit] : undefined;
  if (!u || u.status !== 'on-map' || u.hex === null) return 'regular';
  return supplyAt(ctx, state, sideOf(unitDef(ctx, unit)), u.hex);
}

type AllSupply = Readonly<Record<string, SupplyStatus>>;
const everyUnit = new WeakMap<DosContext, WeakMap<DosState['units'], { version: number; key: readonly string[]; value: AllSupply }>>();

/**
 * The supply state of every unit on the map, by unit id (one network search per side):
 * for views, options and the supply-change events. Remembered per units record and
 * version with everything else it reads (the scenario, both networks' keys, the aerial
 * marker): read only.
 */
export function supplyOfAll(ctx: DosContext, state: DosState): AllSupply {
  const free = unlimited(ctx, state);
  const key = free ? [state.scenario] : [state.scenario, ...networkKeyParts(ctx, state, GERMAN), ...networkKeyParts(ctx, state, SOVIET), aerialMarker(state) ?? ''];
  const store = cached(everyUnit, ctx, () => new WeakMap<DosState['units'], { version: number; key: readonly string[]; value: AllSupply }>());
  const version = unitsVersion(state.units);
  const hit = store.get(state.units);
  if (hit !== undefined && hit.version === version && hit.key.length === key.length && hit.key.every((k, i) => k === key[i])) return hit.value;
  const value = traceAll(ctx, state, free);
  store.set(state.units, { version, key, value });
  return value;
}

function traceAll(ctx: DosContext, state: DosState, free: boolean): AllSupply {
  const nets: Partial<Record<DosSide, SideNetwork>> = {};
  const memo: Record<DosSide, Map<HexId, SupplyStatus>> = { german: new Map(), soviet: new Map() };
  const out: Record<string, SupplyStatus> = {};
  for (const id of sortedUnitIds(state)) {
    const u = state.units[id]!;
    if (u.status !== 'on-map' || u.hex === null) continue;
    const side = sideOf(unitDef(ctx, id));
    let s = memo[side].get(u.hex);
    if (s === undefined) {
      const net = free ? undefined : (nets[side] ??= sideNetwork(ctx, state, side));
      s = supplyAt(ctx, state, side, u.hex, net);
      memo[side].set(u.hex, s);
    }
    out[id] = s;
  }
  return out;
}
