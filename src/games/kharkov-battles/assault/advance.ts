import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import { advanceAllowance, unitAdvanceLimit } from '../combat/advance';
import type { KbSide } from '../data/ids';
import { zocField } from '../rules/zoc/enemy-zoc';
import { isCity } from '../rules/zoc/exerts';
import { pontoonOn } from '../rules/zoc/hexside';
import { enemyOf, occupancy } from '../state/occupancy';
import { enterHexes } from '../state/ownership';
import type { KbState } from '../state/types';
import { withUnits } from '../state/update';
import type { AssaultEnv } from './attack';
import type { AssaultEvent } from './events';
import type { ForceMember } from './losses';

/** What the loser left behind (KB 12.8): the hexes it fought from, each one's Path of Retreat, and how its rk was met. */
export interface Vacated {
  loser: KbSide;
  /** The loser's hexes in the combat; those it no longer holds when the victor advances are vacated. */
  from: HexId[];
  /** The hexes each retreating stack entered, by its start hex. */
  paths: Record<string, HexId[]>;
  /** Hexes the loser actually retreated, the fewest of its stacks, 12.74 extras excluded. */
  retreated: number;
  retreat: number;
  converted: number;
  allEliminated: boolean;
}

/**
 * KB 12.8-12.85: the victors' advances, each unit by the hexes it enters. Never
 * compulsory (the default is none). Each advance is checked: a victorious unit of the
 * force (12.8); no farther than the allowance (12.8, 12.81; one hex for a non-mechanized
 * unit that used an Encirclement Bonus, 12.51); first into a hex the loser vacated, which
 * ends it if a city or entered across a Major River (12.82 step 1); then a non-mechanized
 * unit strictly along that hex's Path of Retreat unless all losers were eliminated (the
 * victor then picks the path, 12.81), a mechanized one anywhere (step 3); never into an
 * enemy unit, across an unbridged Major River after the first hex (12.83) or the Dnepr
 * without a bridge (12.84); stopping on entering an EZOC (steps 2-3) or a city (12.85).
 */
export function applyAdvances(
  env: AssaultEnv,
  state: KbState,
  o: { vacated: Vacated; victorForce: readonly ForceMember[]; encirclement: boolean },
  advances: readonly { unit: string; path: HexId[] }[],
): { ok: true; state: KbState; events: AssaultEvent[] } | { ok: false; issues: Issue[] } {
  const { ctx } = env;
  const v = o.vacated;
  const allowance = advanceAllowance({ retreat: v.retreat, converted: v.converted, retreated: v.retreated, allEliminated: v.allEliminated });
  const issues: Issue[] = [];
  const vacatedHexes = v.from.filter((h) => occupancy(ctx, state).at(h, v.loser).length === 0);
  let s = state;
  const events: AssaultEvent[] = [];
  const moved = new Set<string>();
  advances.forEach((a, i) => {
    const no = (msg: string, rule: string): void => void issues.push(issue(['choices', 'advances', i], 'illegal-advance', `${a.unit}: ${msg}`, rule));
    const member = o.victorForce.find((m) => m.id === a.unit);
    const st = s.units[a.unit];
    if (!member || !st || st.where !== 'map' || st.hex === null) return no('not a victorious unit of this combat on the map', 'KB 12.8');
    if (moved.has(a.unit)) return no('advances once', 'KB 12.82');
    const def = ctx.unit(a.unit);
    const side = def.side;
    const mech = def.class === 'mechanized';
    const limit = unitAdvanceLimit(allowance.hexes, { mechanized: mech, usedEncirclement: o.encirclement });
    if (a.path.length === 0) return no('an advance enters at least one hex', 'KB 12.8');
    if (a.path.length > limit) return no(`may advance ${limit} hex(es), not ${a.path.length}`, o.encirclement && !mech && limit < allowance.hexes ? 'KB 12.51' : 'KB 12.8');
    const first = a.path[0]!;
    if (!vacatedHexes.includes(first)) return no(`its first hex must be one the loser vacated (${vacatedHexes.join(', ') || 'none'})`, 'KB 12.82');
    const ezoc = zocField(ctx, s, enemyOf(side), 'combat');
    const trail = [first, ...(v.paths[first] ?? [])];
    let at = st.hex;
    for (let k = 0; k < a.path.length; k++) {
      const to = a.path[k]!;
      if (!ctx.map.adjacent(at).includes(to)) return no(`${to} is not adjacent to ${at}`, 'KB 12.82');
      if (occupancy(ctx, s).occupant(to) === enemyOf(side)) return no(`${to} holds enemy units`, 'KB 12.8');
      const f = ctx.map.hexsideFeatures(at, to);
      const bridged = f.includes('road-bridge') || f.includes('rail-bridge') || pontoonOn(s, at, to);
      if (f.includes('impassable')) return no(`no advance across the Impassable hexside ${at}-${to}`, 'KB 12.35');
      if (f.includes('dnepr-river') && !bridged) return no(`no advance across the Dnepr at ${at}-${to} without a bridge`, 'KB 12.84');
      const major = f.includes('major-river') || f.includes('dnepr-river');
      if (k > 0 && major && !bridged) return no(`after its first hex no advance across the unbridged Major River at ${at}-${to}`, 'KB 12.83');
      if (k > 0 && !mech && !v.allEliminated && trail[k] !== to) return no(`a non-mechanized unit advances strictly along the Path of Retreat (${trail.join('-')})`, 'KB 12.82');
      const last = k === a.path.length - 1;
      if (!last && k === 0 && (isCity(ctx, to) || major)) return no(`${to} ends its advance (a city, or entered across a Major River)`, 'KB 12.82');
      if (!last && isCity(ctx, to)) return no(`entering the city ${to} ends its advance`, 'KB 12.85');
      // 12.82 step 2: a non-mechanized unit in an EZOC after its first hex goes no farther; step 3: a mechanized one ignores the EZOC of the hex it is in, stopping on entering any other.
      if (!last && ezoc[ctx.hexNumber(to)] === 1 && !(mech && k === 0)) return no(`entering the enemy-controlled ${to} ends its advance`, 'KB 12.82');
      at = to;
    }
    moved.add(a.unit);
    s = enterHexes(withUnits(s, { [a.unit]: { hex: at } }), side, a.path);
    events.push({ kind: 'advanced', unit: a.unit, path: a.path, rule: 'KB 12.82' });
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, state: s, events };
}
