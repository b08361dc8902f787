import type { Issue } from '#kernel/engine/issues';
import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SosEnv } from './env';
import { MINEFIELD_LOSS } from '../engineering/attacked-minefield';
import { mayBeLostToHold } from '../windows/attack/hold-losses';
import { wbbtPlanProblems } from '../windows/attack/wbbt-defense';

/**
 * The reaction policy against the counters (digest 6.1): every unit a rule names, firer or
 * spotter, is one of the side's own (a rule with another's is refused, not silently idle).
 */
export function standingProblems(env: SosEnv, side: SosSide, standing: SosStanding): Issue[] {
  const out: Issue[] = [];
  const own = (id: string, path: (string | number)[], rule: string) => {
    const c = env.findCounter(id);
    if (!c) out.push({ path, code: 'unknown-unit', message: `${id} is not a counter of this game`, rule });
    else if (c.side !== side) out.push({ path, code: 'not-your-unit', message: `${id} is a ${c.side} unit: a reaction policy names its own side's units`, rule });
  };
  standing.opportunityFire?.forEach((r, i) => {
    const at = ['standing', 'opportunityFire', i];
    r.units?.forEach((u, k) => own(u, [...at, 'units', k], 'SoS 11.2'));
    r.indirect?.units.forEach((u, k) => own(u, [...at, 'indirect', 'units', k], 'SoS 11.2'));
    if (r.indirect) own(r.indirect.spotter, [...at, 'indirect', 'spotter'], 'SoS 14.21');
  });
  // SoS 9.82: `minefield` names the side's own minefield in an attacked hex (engineering/attacked-minefield.ts)
  standing.losses?.order?.forEach((u, k) => u !== MINEFIELD_LOSS && own(u, ['standing', 'losses', 'order', k], 'SoS 9.82'));
  // SoS 16.51, 16.52: the plan's River Flotilla units are the Soviet's River Flotilla counters
  standing.defense?.plan?.forEach((p, i) => p.flotilla?.forEach((g, j) => g.units.forEach((u, k) => {
    const path = ['standing', 'defense', 'plan', i, 'flotilla', j, 'units', k];
    const before = out.length;
    own(u, path, 'SoS 16.52');
    if (out.length === before && env.findCounter(u)?.type !== 'riverFlotilla') out.push({ path, code: 'not-flotilla', message: `${u} is not a River Flotilla unit`, rule: 'SoS 16.51' });
  })));
  // WBBT note: a plan on the WBBT fires its IF support alone
  standing.defense?.plan?.forEach((p, i) => out.push(...wbbtPlanProblems(p).map((x) => ({ ...x, path: ['standing', 'defense', 'plan', i, ...x.path] }))));
  // SoS 9.88, 9.81, 9.882: the unit a `hold` loses is one of the side's defending combat units
  standing.retreat?.hexes?.forEach((h, i) => h.sacrifice?.forEach((u, k) => {
    const path = ['standing', 'retreat', 'hexes', i, 'sacrifice', k];
    const before = out.length;
    own(u, path, 'SoS 9.88');
    if (out.length === before && !mayBeLostToHold(env, u)) out.push({ path, code: 'not-combat-unit', message: `${u} is not a combat unit that may be lost to hold a hex (no leader, OP, transport, fortification, minefield, bridge or immobilized tank, 9.81, 9.882)`, rule: 'SoS 9.88' });
  }));
  // SoS 12.6 e: the units a counter-attack rule lets occupy the hex are the side's own
  standing.counterAttack?.rules?.forEach((r, i) => r.occupy?.forEach((u, k) => own(u, ['standing', 'counterAttack', 'rules', i, 'occupy', k], 'SoS 12.6')));
  // SoS 9.87: a `retreat` entry's `moves` name the side's own units, each group one hex
  standing.retreat?.hexes?.forEach((h, i) => h.moves?.forEach((m, j) => {
    const at = ['standing', 'retreat', 'hexes', i, 'moves', j];
    m.units.forEach((u, k) => own(u, [...at, 'units', k], 'SoS 9.87'));
    if (m.path.length > 1) out.push({ path: [...at, 'path', 1], code: 'too-far', message: 'a retreat after combat is one hex', rule: 'SoS 9.87' });
  }));
  return out;
}
