import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { carriable } from '#games/streets-of-stalingrad/windows/movement/transport-move';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/**
 * Now and then a Soviet transport carries (SoS 16.4): a transport the options list with moves
 * takes one of its listed paths with, as passengers, a foot infantry, engineer or mortar unit
 * and/or a leader, OP, sniper or mine dog standing where it starts or on a hex of its path
 * (16.41, 16.44, 16.45), and now and then sets them down at a hex of the path after the
 * pick-up and before its end (`unload`, 16.46). A guess:
 * the path is the transport's alone, and the check refuses what the passengers may not do
 * (enemy ZOC, stacking, reserves eligibility) with a typed issue. `taken`: units other orders
 * of the file move already. Returns the order and the units it moves.
 */
export function planTransport(env: SosEnv, state: SosState, side: SosSide, options: readonly UnitOptions[], taken: ReadonlySet<string>, rng: Rng): { order: PlannedOrder; units: string[] } | null {
  if (side !== 'soviet' || !rng.chance(0.5)) return null;
  const transports = options.filter((o) => env.counter(o.unit).type === 'transport' && (o.moves ?? []).length > 0 && !taken.has(o.unit));
  if (transports.length === 0) return null;
  const t = rng.pick(transports);
  const from = state.pieces[t.unit]!.at!;
  // SoS 16.45: passengers wait where the transport starts or on a hex of its path
  const carriableAt = new Map<string, { foot: string[]; small: string[] }>();
  for (const [id, p] of Object.entries(state.pieces)) {
    if (id === t.unit || taken.has(id) || p.at === null || p.eliminated || p.pinned || env.counter(id).side !== side) continue;
    const k = carriable(env.counter(id));
    if (!k) continue;
    const here = carriableAt.get(p.at) ?? { foot: [], small: [] };
    here[k].push(id);
    carriableAt.set(p.at, here);
  }
  const trips = t.moves!.flatMap((m) => [from, ...m.path].map((hex, i) => ({ path: m.path, hex, i })).filter((x) => carriableAt.has(x.hex) && x.i < m.path.length));
  if (trips.length === 0) return null;
  const { path, hex, i } = rng.pick(trips);
  const { foot, small } = carriableAt.get(hex)!;
  // SoS 16.44: one foot unit and one small unit a transport a phase
  const units = [...(foot.length > 0 && (small.length === 0 || rng.chance(0.8)) ? [rng.pick(foot)] : []), ...(small.length > 0 && rng.chance(0.4) ? [rng.pick(small)] : [])];
  if (units.length === 0) units.push(rng.pick(small));
  // SoS 16.46: now and then set down before the path's end, at a hex after the pick-up
  const after = path.slice(i, -1);
  const unload = after.length > 0 && rng.chance(0.3) ? rng.pick(after) : undefined;
  const order = { move: { units, path, transport: t.unit, ...(unload ? { unload } : {}) } };
  return { order: { order, offered: false }, units: [t.unit, ...units] };
}
