import { isInfantryType, isIndirectFire } from '../combat/unit-classes';
import type { SosEnv } from '../game/env';
import { towedHeldAfterMove } from '../movement/moved-artillery';
import type { OpportunityFireRule, SosStanding } from '../orders/standing';
import { wallHidesTarget } from '../los/wall-shield';
import { wallHoldsFirer } from '../los/wall-firer';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { distance, isHex, neighbours, other, sees, sideAt } from '../windows/attack/battlefield';
import { unitOf } from '../windows/attack/fire-units';

/** Units of one hex that fire together at the movers (SoS 11.7, SoS 11.8), and those of the rule that may not, with why. */
export interface FiringGroup {
  hex: string;
  units: string[];
}

export interface HeldFire {
  unit: string;
  why: string;
  rule: string;
}

/**
 * SoS 11.4 ∆: the firing unit "is not being attacked by adjacent non-pinned infantry type units":
 * its hex carries an "attack" marker (9.02a, 9.64) and an enemy non-pinned infantry-type unit is
 * next to it.
 */
export function underAttack(env: SosEnv, state: SosState, hex: string, side: SosSide): boolean {
  if (!state.markers.attack.includes(hex)) return false;
  return neighbours(env, hex).some((n) =>
    sideAt(env, state, n, other(side)).some((id) => {
      const u = unitOf(env, state, id);
      return u !== undefined && isInfantryType(u) && !state.pieces[id]!.pinned;
    }),
  );
}

/**
 * The units a rule names (its `hex`'s, or its `units`) that may opportunity-fire at `target`
 * now, grouped by the hex they stand in (11.8: only units in the same hex combine): the
 * side's own units on the map, not yet fired this phase (11.2), not pinned (11.3), direct
 * fire units (11.2: mortars fire with a spotter, by their own rule), in range (9.21) and with
 * a line of sight (9.31, 11.4; adjacent hexes always see each other, 9.24), not under attack
 * (11.4 ∆). Range and the unit's own refusals (rockets, 11.2) are left to the fire itself.
 */
export function firingGroups(env: SosEnv, state: SosState, side: SosSide, rule: OpportunityFireRule, target: string, fired: ReadonlySet<string>, wall?: { standing: SosStanding | null; movers: readonly string[]; firerStanding?: SosStanding | null }): { groups: FiringGroup[]; held: HeldFire[] } {
  const named = rule.units ? [...rule.units] : rule.hex ? sideAt(env, state, rule.hex, side) : [];
  const held: HeldFire[] = [];
  const byHex = new Map<string, string[]>();
  for (const id of named) {
    const c = env.findCounter(id);
    const p = state.pieces[id];
    if (!c || c.side !== side || !p || p.eliminated || !isHex(env, p.at)) continue;
    const u = unitOf(env, state, id);
    if (!u) continue;
    const hex = p.at;
    const hold = (why: string, r: string) => held.push({ unit: id, why, rule: r });
    if (fired.has(id)) hold('has opportunity-fired this phase', 'SoS 11.2');
    else if (p.pinned) hold('pinned', 'SoS 11.3');
    else if (towedHeldAfterMove(state, c)) hold('towed artillery that moved may not fire yet', 'SoS 9.101');
    else if (u.type === 'rocket') hold('rocket units never opportunity fire', 'SoS 11.2');
    else if (u.type === 'mortar') hold('a mortar opportunity-fires with the line of sight of a spotter, not by a direct-fire rule', 'SoS 11.4');
    else if (isIndirectFire(u)) hold('only direct fire units and mortars opportunity fire', 'SoS 11.2');
    else if (distance(env, hex, target) > Math.max(1, u.range)) hold(`range ${u.range}, the movers are ${distance(env, hex, target)} hexes away`, 'SoS 9.21');
    else if (distance(env, hex, target) > 1 && !sees(env, hex, target)) hold(`no line of sight from ${hex} to ${target}`, 'SoS 11.4');
    // SoS 9.40: moving vehicles in a Tartar Wall hex are fired at from their side of the Wall only
    else if (wall && wallHidesTarget(env, state, wall.standing, hex, target, wall.movers)) hold(`the movers in ${target} are vehicles on the other side of the Tartar Wall from ${hex}`, 'SoS 9.40');
    // SoS 9.31, 9.40 ∆: a vehicle in a Tartar Wall hex fires out to its side of the Wall only
    else if (wallHoldsFirer(env, state, wall?.firerStanding ?? null, id, target)) hold(`it stands on the other side of the Tartar Wall in ${hex} from ${target}: it fires to its side only`, 'SoS 9.40, 9.31');
    else if (underAttack(env, state, hex, side)) hold(`${hex} is being attacked by adjacent non-pinned infantry-type units`, 'SoS 11.4');
    else byHex.set(hex, [...(byHex.get(hex) ?? []), id]);
  }
  return { groups: [...byHex].map(([hex, units]) => ({ hex, units })), held };
}
