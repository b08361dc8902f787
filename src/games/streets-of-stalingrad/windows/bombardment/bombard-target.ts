import type { HexId } from '#kernel/ids';
import type { Firer, Leader, SosUnit, TargetHex, Terrain } from '../../combat/fire-combat';
import type { TecTerrain } from '../../data/tec';
import { toSosUnit } from '../../data/counter-inputs';
import type { SosEnv } from '../../game/env';
import type { SosBombardment, SosState } from '../../state/types';
import { outOfSupplyOf } from '../../supply/out-of-supply';
import { fortificationAt, minefieldAt } from '../../state/engineering';
import { placeDistance } from './if-range';

/** The target's terrain by the names fire combat reads (9.84, 9.88): the first of the hex's terrains in this order. */
const TERRAIN_ORDER: readonly [TecTerrain, Terrain][] = [
  ['industrial', 'industrial'], ['city', 'city'], ['strong-point', 'strongPoint'], ['balka', 'balka'], ['cliff', 'cliff'],
  ['forest', 'forest'], ['suburb', 'suburb'], ['hill-top', 'hillTop'], ['slope', 'slope'], ['tartar-wall', 'tartarWall'],
  ['volga', 'volga'], ['road', 'road'],
];

export function terrainOf(env: SosEnv, hex: string): Terrain {
  const list = env.map.hex(hex as HexId)?.terrain ?? [];
  return TERRAIN_ORDER.find(([t]) => list.includes(t))?.[1] ?? 'clear';
}

const LEADER_KIND = { leader: 'leader', commissar: 'commissar', pavlov: 'pavlov', herman: 'herman', hq: 'leader' } as const;

/** The enemy pieces at the target, as fire combat reads them, with the leader among them (9.14, 18.3). */
export function bombardTarget(env: SosEnv, state: SosState, b: SosBombardment): TargetHex & { ids: string[] } {
  const ids = Object.keys(state.pieces).filter((id) => state.pieces[id]!.at === b.target && env.counter(id).side !== b.side);
  const units: SosUnit[] = [];
  let leader: Leader | undefined;
  for (const id of ids) {
    const c = env.counter(id);
    const u = toSosUnit(c);
    if (u) units.push(state.pieces[id]!.dismounted ? { ...u, dismounted: true } : u);
    else if (c.leader && !leader) leader = { id, side: c.side, kind: LEADER_KIND[c.leader.kind], hex: b.target };
  }
  // SoS 17.23: a minefield of the firing side in the target hex
  const firersMinefield = Object.keys(state.pieces).some((id) => state.pieces[id]!.at === b.target && env.counter(id).side === b.side && env.counter(id).type === 'minefield') || minefieldAt(state, b.target)?.side === b.side;
  // SoS 17.31, 17.32: a fortification of the side bombarded (an enemy's never serves it)
  const fortified = units.some((u) => u.type === 'fortification') || (fortificationAt(state, b.target) !== undefined && fortificationAt(state, b.target)!.side !== b.side);
  return {
    ids,
    hex: b.target,
    terrain: terrainOf(env, b.target),
    units,
    ...(leader ? { leader } : {}),
    ...(fortified ? { fortification: true } : {}),
    ...(firersMinefield ? { firersMinefield: true } : {}),
  };
}

/**
 * The IF units of a bombardment as firers (14.49: those pinned or eliminated since they were
 * placed still fire), never adjacent: bombardment is not direct fire (14.41).
 */
export function bombardFirers(env: SosEnv, state: SosState, b: SosBombardment): Firer[] {
  return b.units.map((id) => {
    const c = env.counter(id);
    const at = state.pieces[id]!.at ?? b.target;
    const d = placeDistance(env.map, at, b.target) ?? 2;
    const oos = outOfSupplyOf(state, id);
    // SoS 19.5, 19.6: the firer's "Out of Supply" marker
    return { ...toSosUnit(c)!, range: Math.max(d, 2), hex: at, distance: Math.max(d, 2), ...(oos > 0 ? { outOfSupply: oos } : {}) };
  });
}
