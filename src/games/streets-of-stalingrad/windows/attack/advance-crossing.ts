import { hexId } from '#kernel/ids';
import type { Issue } from '#kernel/engine/issues';
import { toMoverCounter } from '../../data/counter-inputs';
import { tecHexside } from '../../data/tec';
import { bridgeStep } from '../../engineering/bridge-crossing';
import { hexsideCrossed } from '../../movement/map-step';
import { moverClass } from '../../movement/move-step';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';

/**
 * SoS 9.86: "A vehicle unit may not advance after combat if such movement requires crossing a
 * balka where there is no bridge or road." A vehicle is a unit of MP 12 or more not dismounted
 * (8.12, 8.72: movement's `moverClass`); it crosses the balka hexside between its hex and the
 * attacked hex only where movement lets it (8.12 and the TEC: a road, railroad, bridge or break
 * crossing it, `movement/terrain-cost.ts`), being an advance into a hex "they may enter normally".
 * Null when the unit may cross, else the balka's refusal at `path`.
 */
export function balkaAdvanceProblem(ctx: PhaseContext, state: SosState, unit: string, hex: string, path: (string | number)[]): Issue | null {
  const { env } = ctx;
  const c = env.findCounter(unit);
  const p = state.pieces[unit];
  if (!c || !p?.at || env.map.hex(hexId(p.at)) === undefined || env.map.grid.direction(hexId(p.at), hexId(hex)) === null) return null;
  if (moverClass({ ...toMoverCounter(c), dismounted: p.dismounted }) !== 'vehicle') return null;
  // SoS 17.12: a bridge unit built on either hex spans the balka hexside between them, unless in a pinned hex
  const printed = hexsideCrossed(env.map, hexId(p.at), hexId(hex));
  const bridged = bridgeStep(state, p.at, hex, printed);
  const side = bridged.bridgePinned ? printed : bridged.hexside;
  if (!side?.features.includes('balka')) return null;
  const by = tecHexside(env.tec, 'balka').vehiclesOnlyBy ?? [];
  if ((side.crossedBy ?? []).some((x) => by.includes(x))) return null;
  return { path, code: 'vehicle-may-not-cross', message: `${unit} is a vehicle: it may not advance from ${p.at} into ${hex} across a balka where no bridge or road crosses it`, rule: 'SoS 9.86' };
}
