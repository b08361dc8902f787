import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';
import type { StepCost } from '#kernel/movement/path';

/** A little terrain effects table in the manner of DoS 9.10-9.21 (null = prohibited). */
export const TERRAIN: Record<string, { mech: number | null; nonMech: number | null }> = {
  clear: { mech: 1, nonMech: 1 },
  forest: { mech: 2, nonMech: 1 },
  hills: { mech: 4, nonMech: 2 },
  mountain: { mech: null, nonMech: 4 },
  marsh: { mech: 2, nonMech: 2 },
};

export const HEXSIDE: Record<string, { mech: number | null; nonMech: number | null }> = {
  river: { mech: 2, nonMech: 1 },
  blocked: { mech: null, nonMech: null },
};

/** Cost = hex terrain + every hexside extra (DoS 9.21). */
export function costFor(map: GameMap, mobility: 'mech' | 'nonMech'): StepCost {
  return (from: HexId, to: HexId) => {
    const terrain = map.hex(to)?.terrain ?? 'clear';
    const base = TERRAIN[terrain]?.[mobility];
    if (base === null || base === undefined) {
      return { prohibited: true, code: 'terrain-prohibited', message: `${mobility} units may not enter ${terrain}`, rule: 'DoS 9.13' };
    }
    let extra = 0;
    for (const f of map.hexside(from, to)) {
      const c = HEXSIDE[f]?.[mobility];
      if (c === null) return { prohibited: true, code: 'hexside-prohibited', message: `no unit may cross a ${f} hexside`, rule: 'DoS 9.13' };
      extra += c ?? 0;
    }
    return { cost: base + extra };
  };
}
