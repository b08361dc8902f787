import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId } from '#kernel/ids';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import { isHerman } from '#games/streets-of-stalingrad/infiltration/infiltrators';
import type { InfiltrateBody } from '#games/streets-of-stalingrad/orders/fire';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** The ready orders Herman's option spells out (infiltration/infiltration-options.ts: `infiltrate: {json} (SoS 13.1-13.8)`). */
export function offeredInfiltrations(options: readonly UnitOptions[]): InfiltrateBody[] {
  return options.flatMap((o) => (o.notes ?? []).flatMap((n) => {
    const m = /^infiltrate: (\{.*\}) \(SoS 13\.1-13\.8\)$/.exec(n);
    return m ? [JSON.parse(m[1]!) as InfiltrateBody] : [];
  }));
}

/** What the file's attacks take already: the hexes they attack and the units that fire in them (9.15, 9.65: the infiltration must leave them alone). */
export interface AttacksPlanned {
  targets: ReadonlySet<string>;
  firing: ReadonlySet<string>;
}

/**
 * Herman's infiltration in a Soviet Exploit Attack window from 26 September (SoS 13.1-13.8):
 * mostly one of the orders the options offer (offered, legal alone, when no marked hex
 * must be attacked: `mustAttack` false; else the file alone is refused for 9.61), at a hex and
 * with an infantry unit the file's attacks leave alone; now and then a guess the check must
 * refuse or may accept: an offered order with its way back reversed or cut short, its way in
 * one hex longer, or Herman with another Soviet unit of the map.
 */
export function planInfiltration(env: SosEnv, state: SosState, options: readonly UnitOptions[], attacks: AttacksPlanned, mustAttack: boolean, rng: Rng): PlannedOrder[] {
  const free = offeredInfiltrations(options).filter((o) => !attacks.targets.has(o.target) && !o.units.some((u) => attacks.firing.has(u)));
  const out: PlannedOrder[] = [];
  if (free.length > 0 && rng.chance(0.6)) out.push({ order: { infiltrate: rng.pick(free) }, offered: !mustAttack });
  else if (free.length > 0 && rng.chance(0.3)) {
    const o = rng.pick(free);
    const guess: InfiltrateBody = rng.pick([
      { ...o, back: [...o.path].reverse().slice(1).concat(state.pieces[o.units[0]!]!.at!).slice(0, 4) },
      { ...o, back: o.back.slice(0, 1) },
      { ...o, path: [...o.path, ...env.map.grid.neighbours(hexId(o.path[o.path.length - 1]!)).filter((h) => env.map.hex(h)).slice(0, 1)] },
    ]);
    out.push({ order: { infiltrate: guess }, offered: false });
  } else if (rng.chance(0.1)) {
    // Herman with another Soviet unit: not stacked, not infantry, pinned or spent (13.1), refused with its issue
    const herman = Object.keys(state.pieces).find((id) => isHerman(env, id) && state.pieces[id]!.at !== null && !isBox(state.pieces[id]!.at!));
    const soviets = Object.keys(state.pieces).filter((id) => env.counter(id).side === 'soviet' && !isHerman(env, id) && !attacks.firing.has(id) && state.pieces[id]!.at !== null && !isBox(state.pieces[id]!.at!));
    const germans = [...new Set(Object.values(state.pieces).map((p) => p.at))].filter((h): h is string => h !== null && !isBox(h) && !attacks.targets.has(h) && Object.keys(state.pieces).some((id) => state.pieces[id]!.at === h && env.counter(id).side === 'german'));
    if (herman && soviets.length > 0 && germans.length > 0) {
      const at = state.pieces[herman]!.at!;
      const step = env.map.grid.neighbours(hexId(at)).filter((h) => env.map.hex(h));
      if (step.length > 0) out.push({ order: { infiltrate: { target: rng.pick(germans), units: [herman, rng.pick(soviets)], path: [rng.pick(step)], back: [at] } }, offered: false });
    }
  }
  return out;
}
